package dev.contextrecall.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import dev.contextrecall.bench.ColdStartBench.Config;
import dev.contextrecall.bench.ColdStartBench.Kind;
import dev.contextrecall.bench.ColdStartBench.Sample;
import dev.contextrecall.lambda.FunctionPackage;
import dev.contextrecall.support.Json;

/**
 * The native executables beside JVM 17 and JVM 25 in one run, on this machine: the Lambda layout (function.zip
 * under the local Runtime API, the JVM ones under the Runtime Interface Client) and the local HTTP server, each
 * cold-started and sent one case (end of init, first scored response, peak RSS), round-robin; then the evaluate
 * command over the 210 dev cases with the offline judge, start to exit. The JVM rows are the default start and the
 * best cache of each JDK (ColdStartBench's training runs). Run by bench/native.sh, which builds the packages.
 */
public final class NativeBench {

    static final Path DEV_SET = Path.of("data", "context-recall-dev.jsonl");

    record Run(double seconds, double peakRssMib) {
    }

    public static void main(String[] args) throws Exception {
        Path bench = Path.of(args.length > 0 ? args[0] : "target/bench");
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        Path java17 = Path.of(System.getenv().getOrDefault("JAVA17_HOME", "/usr/lib/jvm/java-17-openjdk-amd64"));
        Path java25 = Path.of(System.getenv().getOrDefault("JAVA25_HOME", "/usr/lib/jvm/temurin-25-jdk-amd64"));
        Path jar17 = ColdStartBench.single(bench.resolve("jvm17"), "-runner.jar");
        Path aotJar = ColdStartBench.single(Path.of("target"), "-runner.jar");
        Path quarkusAot = Path.of("target", "app.aot").toAbsolutePath();
        Path nativeLocal = bench.resolve("native-local").resolve("context-recall");
        BenchCases eiffel = BenchCases.shortCase();

        try (StubJudge judge = new StubJudge(eiffel.extraction(), eiffel.attribution())) {
            FunctionPackage jvmFunction = FunctionPackage.unpack(bench.resolve("jvm17").resolve("function.zip"),
                    bench.resolve("task-jvm").toAbsolutePath());
            FunctionPackage nativeFunction = FunctionPackage.unpack(bench.resolve("native-lambda").resolve("function.zip"),
                    bench.resolve("task-native").toAbsolutePath());
            Map<String, String> noHttp = Map.of("QUARKUS_HTTP_HOST_ENABLED", "false");
            List<String> c1Serial = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC");

            ColdStartBench.Caches caches = ColdStartBench.Caches.trained(bench, jvmFunction, java17, java25, jar17,
                    judge, eiffel);
            Path ricCds = caches.ricCds();
            Path ricAot = caches.ricAot();
            Path httpCds = caches.httpCds();

            List<Config> configs = List.of(
                    new Config("Lambda, native (function.zip bootstrap)", Kind.LAMBDA, null, List.of(), Map.of(), null),
                    new Config("Lambda, JVM 17, default", Kind.LAMBDA, java17, List.of(), Map.of(), null),
                    new Config("Lambda, JVM 17, AppCDS archive + C1 only + SerialGC", Kind.LAMBDA, java17,
                            concat(List.of("-XX:SharedArchiveFile=" + ricCds, "-Xshare:on"), c1Serial), noHttp, null),
                    new Config("Lambda, JVM 25, AOT cache + C1 only", Kind.LAMBDA, java25,
                            List.of("-XX:AOTMode=on", "-XX:AOTCache=" + ricAot, "-XX:TieredStopAtLevel=1"), noHttp, null),
                    new Config("local HTTP, native (-Dlocal executable)", Kind.HTTP, null, List.of(), Map.of(), nativeLocal),
                    new Config("local HTTP, JVM 17, default (java -jar)", Kind.HTTP, java17, List.of(), Map.of(), jar17),
                    new Config("local HTTP, JVM 17, AppCDS archive + C1 only + SerialGC", Kind.HTTP, java17,
                            concat(List.of("-XX:SharedArchiveFile=" + httpCds, "-Xshare:on"), c1Serial), Map.of(), jar17),
                    new Config("local HTTP, JVM 25, Quarkus AOT cache + C1 only", Kind.HTTP, java25,
                            List.of("-XX:AOTMode=on", "-XX:AOTCache=" + quarkusAot, "-XX:TieredStopAtLevel=1"), Map.of(),
                            aotJar));

            Map<Config, List<Sample>> samples = new LinkedHashMap<>();
            configs.forEach(c -> samples.put(c, new ArrayList<>()));
            for (int round = 1; round <= runs; round++) {
                for (Config c : configs) {
                    Path log = bench.resolve("run.log");
                    Sample s = c.kind() == Kind.HTTP ? ColdStartBench.http(c, judge, eiffel, log)
                            : ColdStartBench.lambda(c, c.javaHome() == null ? nativeFunction : jvmFunction, judge, eiffel, log);
                    samples.get(c).add(s);
                    System.err.printf(Locale.ROOT, "round %d %-60s init %6.0f ms  first response %6.0f ms  RSS %4.0f MiB%n",
                            round, c.name(), s.initMs(), s.firstResponseMs(), s.peakRssMib());
                }
            }

            List<Config> commands = List.of(
                    new Config("evaluate, native (-Dlocal executable)", Kind.HTTP, null, List.of(), Map.of(), nativeLocal),
                    new Config("evaluate, JVM 17, default (java -jar)", Kind.HTTP, java17, List.of(), Map.of(), jar17),
                    new Config("evaluate, JVM 17, C1 only + SerialGC", Kind.HTTP, java17, c1Serial, Map.of(), jar17),
                    new Config("evaluate, JVM 25, Quarkus AOT cache", Kind.HTTP, java25,
                            List.of("-XX:AOTMode=on", "-XX:AOTCache=" + quarkusAot), Map.of(), aotJar));
            Map<Config, List<Run>> evaluations = new LinkedHashMap<>();
            commands.forEach(c -> evaluations.put(c, new ArrayList<>()));
            for (int round = 1; round <= runs; round++) {
                for (Config c : commands) {
                    Run r = evaluate(c, bench.resolve("evaluate-out"), bench.resolve("evaluate.log"));
                    evaluations.get(c).add(r);
                    System.err.printf(Locale.ROOT, "round %d %-60s %6.2f s  RSS %4.0f MiB%n", round, c.name(), r.seconds(),
                            r.peakRssMib());
                }
            }

            System.out.println();
            System.out.println("| package | end of init (ms) | first scored response (ms) | peak RSS (MiB) |");
            System.out.println("|---|---|---|---|");
            samples.forEach((c, list) -> System.out.printf(Locale.ROOT, "| %s | %.0f | %.0f | %.0f |%n", c.name(),
                    ColdStartBench.median(list.stream().mapToDouble(Sample::initMs).toArray()),
                    ColdStartBench.median(list.stream().mapToDouble(Sample::firstResponseMs).toArray()),
                    ColdStartBench.median(list.stream().mapToDouble(Sample::peakRssMib).toArray())));
            System.out.println();
            System.out.println("| evaluate, 210 dev cases, offline judge | start to exit (s) | peak RSS (MiB) |");
            System.out.println("|---|---|---|");
            evaluations.forEach((c, list) -> System.out.printf(Locale.ROOT, "| %s | %.2f | %.0f |%n",
                    c.name().substring("evaluate, ".length()),
                    ColdStartBench.median(list.stream().mapToDouble(Run::seconds).toArray()),
                    ColdStartBench.median(list.stream().mapToDouble(Run::peakRssMib).toArray())));
            System.out.println();
            System.out.println("| package | size (bytes) |");
            System.out.println("|---|---|");
            size("native Lambda function.zip", bench.resolve("native-lambda").resolve("function.zip"));
            size("native Lambda bootstrap, unpacked", nativeFunction.taskRoot().resolve("bootstrap"));
            size("native local executable (-Dlocal)", nativeLocal);
            size("JVM function.zip", bench.resolve("jvm17").resolve("function.zip"));
            size("JVM runner jar + lib/ (java -jar)", jar17, jar17.resolveSibling("lib"));
            System.out.printf(Locale.ROOT, "%nMedians of %d runs each, round-robin; %d cores, load average %s at the end.%n",
                    runs, Runtime.getRuntime().availableProcessors(), Files.readString(Path.of("/proc/loadavg")).strip());
        }
    }

    /** The evaluate command over the dev set, no judge configured (offline), timed from start to exit. */
    static Run evaluate(Config c, Path out, Path log) throws Exception {
        deleteTree(out);
        Path rss = log.resolveSibling("evaluate.rss");
        List<String> command = new ArrayList<>(List.of("/usr/bin/time", "-f", "%M", "-o", rss.toString()));
        command.addAll(ColdStartBench.command(c));
        command.addAll(List.of("evaluate", DEV_SET.toAbsolutePath().toString(), "--out", out.toAbsolutePath().toString(),
                "--min-mean-score", "0", "--progress=none"));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().keySet().removeIf(k -> k.startsWith("QUARKUS_LANGCHAIN4J"));
        long started = System.nanoTime();
        int exit = builder.start().waitFor();
        double seconds = (System.nanoTime() - started) / 1e9;
        if (exit != 0) {
            throw new IllegalStateException(c.name() + " exited " + exit + ": " + Files.readString(log));
        }
        int scored = Json.read(Files.readString(out.resolve("summary.json"))).path("scored").asInt();
        if (scored != 210) {
            throw new IllegalStateException(c.name() + " scored " + scored + " of 210 cases");
        }
        return new Run(seconds, Long.parseLong(Files.readString(rss).strip()) / 1024.0);
    }

    static void size(String what, Path... paths) throws IOException {
        long bytes = 0;
        for (Path path : paths) {
            try (Stream<Path> files = Files.walk(path)) {
                bytes += files.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
            }
        }
        System.out.printf(Locale.ROOT, "| %s | %,d |%n", what, bytes);
    }

    static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
