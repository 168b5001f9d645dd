package dev.contextrecall.bench;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.contextrecall.support.Json;

/**
 * What the service itself costs per evaluation, the judge stubbed at zero latency: wall time of POST
 * /v1/context-recall (statements algorithm: request parsing and validation, two judge calls over loopback HTTP with
 * prompt rendering, structured-output parsing and answer checks, evidence check, scoring, JSON out, the log line),
 * after a warm-up, for a short and a long case. The loopback floor (one POST to the stub from the same client) is
 * shown beside it: an evaluation makes three such round trips. Run by bench/overhead.sh.
 */
public final class OverheadBench {

    public static void main(String[] args) throws Exception {
        Path jar = ColdStartBench.single(Path.of(args.length > 0 ? args[0] : "target"), "-runner.jar");
        Path javaHome = Path.of(System.getProperty("java.home"));
        System.out.println("| case | warm-up | measured | p50 (ms) | p99 (ms) | mean (ms) | loopback POST floor p50 (ms) |");
        System.out.println("|---|---|---|---|---|---|---|");
        // -Dbench.cases=short or long runs one of them (to profile it alone).
        String only = System.getProperty("bench.cases", "short,long");
        for (var run : List.of(Map.entry(BenchCases.shortCase(), new int[] { 3000, 3000 }),
                Map.entry(BenchCases.longCase(), new int[] { 300, 500 }))) {
            BenchCases c = run.getKey();
            if (!only.contains(c.name().substring(0, c.name().indexOf(' ')))) {
                continue;
            }
            int warmUp = run.getValue()[0];
            int measured = run.getValue()[1];
            try (StubJudge judge = new StubJudge(c.extraction(), c.attribution());
                    ServiceProcess service = new ServiceProcess(javaHome, jar, judge,
                            serviceEnvironment(), Path.of("target", "overhead.log"))) {
                String first = service.evaluate(c.request());
                int statements = Json.read(first).path("verdicts").size();
                for (int i = 0; i < warmUp; i++) {
                    service.evaluate(c.request());
                }
                double[] ms = new double[measured];
                for (int i = 0; i < measured; i++) {
                    long t = System.nanoTime();
                    service.evaluate(c.request());
                    ms[i] = (System.nanoTime() - t) / 1e6;
                }
                double[] floor = new double[measured];
                for (int i = 0; i < measured; i++) {
                    long t = System.nanoTime();
                    service.post(judge.baseUrl() + "/chat/completions", c.request());
                    floor[i] = (System.nanoTime() - t) / 1e6;
                }
                System.out.printf(Locale.ROOT, "| %s, %d verdicts scored | %d | %d | %.2f | %.2f | %.2f | %.2f |%n", c.name(),
                        statements, warmUp, measured, percentile(ms, 50), percentile(ms, 99),
                        Arrays.stream(ms).average().orElseThrow(), percentile(floor, 50));
            }
        }
        System.out.printf(Locale.ROOT, "%n%d cores, load average %s at the end.%n", Runtime.getRuntime().availableProcessors(),
                java.nio.file.Files.readString(Path.of("/proc/loadavg")).strip());
    }

    /** -Dbench.jvm-options="..." reaches the service as JAVA_TOOL_OPTIONS (a profiler, say). */
    static Map<String, String> serviceEnvironment() {
        Map<String, String> env = new java.util.HashMap<>(Map.of("CONTEXT_RECALL_JUDGE_PER_CALL_TIMEOUT", "60s"));
        String options = System.getProperty("bench.jvm-options");
        if (options != null) {
            env.put("JAVA_TOOL_OPTIONS", options);
        }
        return env;
    }

    static double percentile(double[] values, int p) {
        double[] v = values.clone();
        Arrays.sort(v);
        int i = (int) Math.ceil(p / 100.0 * v.length) - 1;
        return v[Math.max(0, Math.min(v.length - 1, i))];
    }
}
