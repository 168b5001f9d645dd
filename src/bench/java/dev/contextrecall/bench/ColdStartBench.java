package dev.contextrecall.bench;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.contextrecall.lambda.FunctionPackage;
import dev.contextrecall.lambda.LambdaRuntime;
import dev.contextrecall.lambda.RuntimeApiEmulator;
import dev.contextrecall.support.Json;

/**
 * Cold start as Lambda reports it, on this machine: process start to the end of init (the runtime's first poll of
 * the Runtime API), and to the first scored response, with the judge stubbed at zero latency; plus peak RSS.
 * Lambda rows run function.zip under the AWS Lambda Java Runtime Interface Client with the Funqy handler; the
 * local-HTTP rows run the runner jar and measure to the first scored POST /v1/context-recall. All configurations
 * are sampled round-robin in one run, so machine load hits them alike. Run by bench/cold-start.sh.
 */
public final class ColdStartBench {

    enum Kind { LAMBDA, HTTP }

    record Config(String name, Kind kind, Path javaHome, List<String> jvmOptions, Map<String, String> env, Path jar) {
    }

    record Sample(double initMs, double firstResponseMs, double peakRssMib) {
    }

    public static void main(String[] args) throws Exception {
        Path bench = Path.of(args.length > 0 ? args[0] : "target/bench");
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        Path java17 = Path.of(System.getenv().getOrDefault("JAVA17_HOME", "/usr/lib/jvm/java-17-openjdk-amd64"));
        Path java25 = Path.of(System.getenv().getOrDefault("JAVA25_HOME", "/usr/lib/jvm/temurin-25-jdk-amd64"));
        Path jar17 = single(bench.resolve("jvm17"), "-runner.jar");
        Path aotJar = single(Path.of("target"), "-runner.jar");
        Path quarkusAot = Path.of("target", "app.aot");
        BenchCases eiffel = BenchCases.shortCase();

        try (StubJudge judge = new StubJudge(eiffel.extraction(), eiffel.attribution())) {
            FunctionPackage function = FunctionPackage.unpack(bench.resolve("jvm17").resolve("function.zip"),
                    bench.resolve("task").toAbsolutePath());
            Map<String, String> noHttp = Map.of("QUARKUS_HTTP_HOST_ENABLED", "false");
            List<String> c1Serial = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC");

            Caches caches = Caches.trained(bench, function, java17, java25, jar17, judge, eiffel);
            Path ricCds = caches.ricCds();
            Path ricAot = caches.ricAot();
            Path httpCds = caches.httpCds();

            List<String> ricCdsOptions = List.of("-XX:SharedArchiveFile=" + ricCds, "-Xshare:on");
            List<String> ricAotOptions = List.of("-XX:AOTMode=on", "-XX:AOTCache=" + ricAot);
            List<String> httpCdsOptions = List.of("-XX:SharedArchiveFile=" + httpCds, "-Xshare:on");
            List<String> quarkusAotOptions = List.of("-XX:AOTMode=on", "-XX:AOTCache=" + quarkusAot.toAbsolutePath());
            List<Config> configs = List.of(
                    new Config("Lambda, JVM 17, default", Kind.LAMBDA, java17, List.of(), Map.of(), null),
                    new Config("Lambda, JVM 17, C1 only + SerialGC", Kind.LAMBDA, java17, c1Serial, noHttp, null),
                    new Config("Lambda, JVM 17, AppCDS archive of a training run", Kind.LAMBDA, java17, ricCdsOptions,
                            noHttp, null),
                    new Config("Lambda, JVM 17, AppCDS archive + C1 only + SerialGC", Kind.LAMBDA, java17,
                            concat(ricCdsOptions, c1Serial), noHttp, null),
                    new Config("Lambda, JVM 25, default", Kind.LAMBDA, java25, List.of(), Map.of(), null),
                    new Config("Lambda, JVM 25, AOT cache of a training run", Kind.LAMBDA, java25, ricAotOptions,
                            noHttp, null),
                    new Config("Lambda, JVM 25, AOT cache + C1 only", Kind.LAMBDA, java25,
                            concat(ricAotOptions, List.of("-XX:TieredStopAtLevel=1")), noHttp, null),
                    new Config("local HTTP, JVM 17, default (java -jar)", Kind.HTTP, java17, List.of(), Map.of(), jar17),
                    new Config("local HTTP, JVM 17, AppCDS archive of a training run + C1 only + SerialGC", Kind.HTTP,
                            java17, concat(httpCdsOptions, c1Serial), Map.of(), jar17),
                    new Config("local HTTP, JVM 25, default (java -jar)", Kind.HTTP, java25, List.of(), Map.of(), aotJar),
                    new Config("local HTTP, JVM 25, Quarkus AOT cache (quarkus.package.jar.aot.enabled)", Kind.HTTP,
                            java25, quarkusAotOptions, Map.of(), aotJar),
                    new Config("local HTTP, JVM 25, Quarkus AOT cache + C1 only", Kind.HTTP, java25,
                            concat(quarkusAotOptions, List.of("-XX:TieredStopAtLevel=1")), Map.of(), aotJar));

            Map<Config, List<Sample>> samples = new LinkedHashMap<>();
            configs.forEach(c -> samples.put(c, new ArrayList<>()));
            for (int round = 1; round <= runs; round++) {
                for (Config c : configs) {
                    Path log = bench.resolve("run.log");
                    Sample s = c.kind() == Kind.LAMBDA ? lambda(c, function, judge, eiffel, log) : http(c, judge, eiffel, log);
                    samples.get(c).add(s);
                    System.err.printf(Locale.ROOT, "round %d %-90s init %6.0f ms  first response %6.0f ms  RSS %4.0f MiB%n",
                            round, c.name(), s.initMs(), s.firstResponseMs(), s.peakRssMib());
                }
            }
            System.out.println();
            System.out.println("| configuration | end of init (ms) | first scored response (ms) | peak RSS (MiB) |");
            System.out.println("|---|---|---|---|");
            samples.forEach((c, list) -> System.out.printf(Locale.ROOT, "| %s | %.0f | %.0f | %.0f |%n", c.name(),
                    median(list.stream().mapToDouble(Sample::initMs).toArray()),
                    median(list.stream().mapToDouble(Sample::firstResponseMs).toArray()),
                    median(list.stream().mapToDouble(Sample::peakRssMib).toArray())));
            System.out.printf(Locale.ROOT, "%nMedians of %d cold starts each, round-robin; %d cores, load average %s at the end.%n",
                    runs, Runtime.getRuntime().availableProcessors(), Files.readString(Path.of("/proc/loadavg")).strip());
        }
    }

    /** The JVMs' archives and caches, written by training runs of this harness. */
    record Caches(Path ricCds, Path ricAot, Path httpCds) {

        /**
         * Training runs: the same harness, three invocations, then a normal exit that writes JDK 17's AppCDS archive
         * and JDK 25's AOT cache of the Lambda layout, and JDK 17's archive of java -jar.
         */
        static Caches trained(Path bench, FunctionPackage function, Path java17, Path java25, Path jar17,
                StubJudge judge, BenchCases c) throws Exception {
            Caches caches = new Caches(bench.resolve("ric-jvm17.jsa").toAbsolutePath(),
                    bench.resolve("ric-jvm25.aot").toAbsolutePath(), bench.resolve("http-jvm17.jsa").toAbsolutePath());
            trainLambda(function, java17, List.of("-XX:ArchiveClassesAtExit=" + caches.ricCds()), caches.ricCds(),
                    judge, c, bench.resolve("training-jvm17.log"));
            trainLambda(function, java25, List.of("-XX:AOTCacheOutput=" + caches.ricAot()), caches.ricAot(), judge, c,
                    bench.resolve("training-jvm25.log"));
            trainHttp(new Config("training", Kind.HTTP, java17, List.of("-XX:ArchiveClassesAtExit=" + caches.httpCds()),
                    Map.of(), jar17), caches.httpCds(), judge, c, bench.resolve("training-http.log"));
            return caches;
        }
    }

    /**
     * A training run under the Lambda layout with the option that writes the archive (JDK 17's
     * -XX:ArchiveClassesAtExit) or the cache (JDK 25's -XX:AOTCacheOutput): init, three invocations, a normal exit.
     */
    static void trainLambda(FunctionPackage function, Path javaHome, List<String> options, Path output, StubJudge judge,
            BenchCases c, Path log) throws Exception {
        Files.deleteIfExists(output);
        Config training = new Config("training", Kind.LAMBDA, javaHome, options,
                Map.of("QUARKUS_HTTP_HOST_ENABLED", "false"), null);
        try (RuntimeApiEmulator api = new RuntimeApiEmulator();
                LambdaRuntime runtime = LambdaRuntime.start(function, new LambdaRuntime.Jvm(javaHome, options),
                        api.address(), env(training, judge), log)) {
            api.awaitInit(Duration.ofMinutes(2));
            for (int i = 0; i < 3; i++) {
                check(api.invoke(c.request(), Duration.ofMinutes(1)).body(), "training");
            }
            // A normal exit, with time for the JVM to write the archive (JDK 25: in a child JVM) before it ends.
            runtime.stop(Duration.ofMinutes(5));
        }
        awaitFile(output, log);
    }

    /** The same for java -jar: start, one POST /v1/context-recall, then a normal exit (SIGTERM). */
    static void trainHttp(Config training, Path output, StubJudge judge, BenchCases c, Path log) throws Exception {
        Files.deleteIfExists(output);
        http(training, judge, c, log);
        awaitFile(output, log);
    }

    private static void awaitFile(Path output, Path log) throws InterruptedException {
        for (int i = 0; i < 600 && !Files.exists(output); i++) {
            Thread.sleep(100);
        }
        if (!Files.exists(output)) {
            throw new IllegalStateException("The training run wrote no " + output + "; see " + log);
        }
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    static Sample lambda(Config c, FunctionPackage function, StubJudge judge, BenchCases eiffel, Path log) throws Exception {
        try (RuntimeApiEmulator api = new RuntimeApiEmulator();
                LambdaRuntime runtime = LambdaRuntime.start(function, new LambdaRuntime.Jvm(c.javaHome(), c.jvmOptions()),
                        api.address(), env(c, judge), log)) {
            long initDone = api.awaitInit(Duration.ofMinutes(2));
            RuntimeApiEmulator.Outcome outcome = api.invoke(eiffel.request(), Duration.ofMinutes(1));
            check(outcome.body(), c.name());
            return new Sample(ms(initDone - runtime.startedNanos()), ms(outcome.answeredAtNanos() - runtime.startedNanos()),
                    runtime.peakRssKib() / 1024.0);
        }
    }

    static Sample http(Config c, StubJudge judge, BenchCases eiffel, Path log) throws Exception {
        int port = freePort();
        List<String> command = command(c);
        ProcessBuilder builder = new ProcessBuilder(command).directory(c.jar().getParent().toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().putAll(env(c, judge));
        builder.environment().put("QUARKUS_HTTP_PORT", Integer.toString(port));
        HttpClient client = HttpClient.newHttpClient();
        long started = System.nanoTime();
        Process process = builder.start();
        try {
            long listening = awaitListening(port, process, log);
            HttpResponse<String> response = client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                    + "/v1/context-recall")).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(eiffel.request())).build(), HttpResponse.BodyHandlers.ofString());
            long answered = System.nanoTime();
            check(response.body(), c.name());
            return new Sample(ms(listening - started), ms(answered - started), peakRssKib(process.pid()) / 1024.0);
        } finally {
            process.destroy();
            process.waitFor();
        }
    }

    /** java [options] -jar the runner jar; or, for a native executable (no Java home), the executable itself. */
    static List<String> command(Config c) {
        List<String> command = new ArrayList<>();
        if (c.javaHome() == null) {
            command.add(c.jar().toAbsolutePath().toString());
            return command;
        }
        command.add(c.javaHome().resolve("bin/java").toString());
        command.addAll(c.jvmOptions());
        command.add("-jar");
        command.add(c.jar().toAbsolutePath().toString());
        return command;
    }

    static Map<String, String> env(Config c, StubJudge judge) {
        Map<String, String> env = new LinkedHashMap<>(c.env());
        env.put("QUARKUS_FUNQY_EXPORT", "context-recall");
        env.putIfAbsent("QUARKUS_HTTP_PORT", "0");
        env.put("QUARKUS_LANGCHAIN4J_OPENAI_BASE_URL", judge.baseUrl());
        env.put("QUARKUS_LANGCHAIN4J_OPENAI_API_KEY", "bench");
        return env;
    }

    static void check(String body, String what) throws IOException {
        double score = Json.read(body).path("score").asDouble(-1);
        if (score != 0.6667) {
            throw new IllegalStateException(what + ": expected the score 0.6667, got " + body);
        }
    }

    private static long awaitListening(int port, Process process, Path log) throws Exception {
        while (true) {
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
                return System.nanoTime();
            } catch (IOException notYet) {
                if (!process.isAlive()) {
                    throw new IllegalStateException("The service exited: " + Files.readString(log));
                }
                Thread.sleep(2);
            }
        }
    }

    static long peakRssKib(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", ""));
                }
            }
        } catch (IOException e) {
            return -1;
        }
        return -1;
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    static Path single(Path dir, String suffix) throws IOException {
        try (var files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().endsWith(suffix)).findFirst()
                    .orElseThrow(() -> new IllegalStateException("No *" + suffix + " in " + dir));
        }
    }

    static double ms(long nanos) {
        return nanos / 1e6;
    }

    static double median(double[] values) {
        double[] v = values.clone();
        java.util.Arrays.sort(v);
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }
}
