package dev.contextrecall.lambda;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Starts the packaged function as Lambda does. A JVM package runs under the official AWS Lambda Java Runtime
 * Interface Client (the same client the managed Java runtimes run; its jars are copied to target/lambda-runtime
 * by the build), with the task root as working directory, which the client loads the handler from. A native
 * package runs its {@code bootstrap}, as the provided.al2023 runtime does.
 */
public final class LambdaRuntime implements AutoCloseable {

    /** The handler the generated deployment descriptors (target/sam.jvm.yaml) name for Funqy. */
    public static final String HANDLER = "io.quarkus.funqy.lambda.FunqyStreamHandler::handleRequest";
    public static final String RIC_MAIN = "com.amazonaws.services.lambda.runtime.api.client.AWSLambda";
    public static final Path RIC_JARS = Path.of("target", "lambda-runtime");

    /** How to start the JVM: which java, with which options; ignored for a native package. */
    public record Jvm(Path javaHome, List<String> options) {
        public static Jvm current() {
            return new Jvm(Path.of(System.getProperty("java.home")), List.of());
        }
    }

    private final Process process;
    private final long startedNanos;

    private LambdaRuntime(Process process, long startedNanos) {
        this.process = process;
        this.startedNanos = startedNanos;
    }

    /**
     * Starts the function polling {@code runtimeApi}; {@code config} is extra environment (QUARKUS_* keys).
     * Output goes to {@code log}.
     */
    public static LambdaRuntime start(FunctionPackage function, Jvm jvm, String runtimeApi, Map<String, String> config,
            Path log) throws IOException {
        List<String> command = new ArrayList<>();
        if (function.nativeBootstrap()) {
            command.add(function.taskRoot().resolve("bootstrap").toString());
        } else {
            command.add(jvm.javaHome().resolve("bin").resolve("java").toString());
            command.addAll(jvm.options());
            command.add("-cp");
            command.add(ricClasspath());
            command.add(RIC_MAIN);
            command.add(HANDLER);
        }
        ProcessBuilder builder = new ProcessBuilder(command).directory(function.taskRoot().toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        Map<String, String> env = builder.environment();
        env.putAll(lambdaEnvironment(function, runtimeApi));
        env.putAll(config);
        long started = System.nanoTime();
        return new LambdaRuntime(builder.start(), started);
    }

    /** The variables Lambda sets for every function (a subset: what runtimes and Quarkus read). */
    static Map<String, String> lambdaEnvironment(FunctionPackage function, String runtimeApi) {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("AWS_LAMBDA_RUNTIME_API", runtimeApi);
        env.put("LAMBDA_TASK_ROOT", function.taskRoot().toString());
        env.put("_HANDLER", HANDLER);
        env.put("AWS_LAMBDA_FUNCTION_NAME", "context-recall");
        env.put("AWS_LAMBDA_FUNCTION_VERSION", "$LATEST");
        env.put("AWS_LAMBDA_FUNCTION_MEMORY_SIZE", "1024");
        env.put("AWS_LAMBDA_LOG_GROUP_NAME", "/aws/lambda/context-recall");
        env.put("AWS_LAMBDA_LOG_STREAM_NAME", "local");
        env.put("AWS_REGION", "eu-west-1");
        env.put("AWS_DEFAULT_REGION", "eu-west-1");
        env.put("TZ", ":UTC");
        return env;
    }

    static String ricClasspath() throws IOException {
        if (!Files.isDirectory(RIC_JARS)) {
            throw new IllegalStateException(RIC_JARS.toAbsolutePath()
                    + " is missing: ./mvnw package copies the Runtime Interface Client there.");
        }
        try (Stream<Path> jars = Files.list(RIC_JARS)) {
            return String.join(java.io.File.pathSeparator,
                    jars.filter(p -> p.toString().endsWith(".jar")).map(p -> p.toAbsolutePath().toString()).sorted().toList());
        }
    }

    /** System.nanoTime() just before the process was started. */
    public long startedNanos() {
        return startedNanos;
    }

    public long pid() {
        return process.pid();
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** The process's peak resident set size so far (VmHWM), in KiB; -1 where /proc is not available. */
    public long peakRssKib() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(process.pid()), "status"))) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", ""));
                }
            }
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
        return -1;
    }

    /** Ends the process the way Lambda ends an execution environment: SIGTERM, then SIGKILL after the grace time. */
    public void stop(java.time.Duration grace) throws InterruptedException {
        process.destroy();
        if (!process.waitFor(grace.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS)) {
            process.destroyForcibly().waitFor();
        }
    }

    @Override
    public void close() throws InterruptedException {
        stop(java.time.Duration.ofSeconds(10));
    }
}
