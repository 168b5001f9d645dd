package dev.contextrecall.bench;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.support.Json;

/**
 * Multi-turn wall time: one conversation of 20 windows (window size 1), the judge stubbed at 300 ms a call, windows
 * judged one after another (context-recall.turns.concurrency=1) and with the bounded-concurrent default. Each
 * configuration is a fresh service, warmed by one evaluation, then timed over several. Run by bench/turns.sh.
 */
public final class TurnWindowsBench {

    static final int WINDOWS = 20;
    static final long LATENCY_MS = 300;

    public static void main(String[] args) throws Exception {
        Path jar = ColdStartBench.single(Path.of(args.length > 0 ? args[0] : "target"), "-runner.jar");
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        Path javaHome = Path.of(System.getProperty("java.home"));
        BenchCases conversation = BenchCases.turnCase(WINDOWS);
        Map<String, Map<String, String>> configs = new LinkedHashMap<>();
        configs.put("sequential (context-recall.turns.concurrency=1)", Map.of("CONTEXT_RECALL_TURNS_CONCURRENCY", "1"));
        configs.put("bounded-concurrent default (context-recall.turns.concurrency=4)", Map.of());

        System.out.println("| windows judged | LLM calls | median wall time (ms) | min (ms) | max (ms) |");
        System.out.println("|---|---|---|---|---|");
        for (var config : configs.entrySet()) {
            Map<String, String> env = new LinkedHashMap<>(OverheadBench.serviceEnvironment());
            env.putAll(config.getValue());
            try (StubJudge judge = new StubJudge(conversation.extraction(), conversation.attribution(), LATENCY_MS);
                    ServiceProcess service = new ServiceProcess(javaHome, jar, judge, env, Path.of("target", "turns.log"))) {
                JsonNode first = Json.read(service.evaluate("/v1/turn-context-recall", conversation.request()));
                int windows = first.path("windows").size();
                int calls = first.at("/usage/llm_calls").asInt();
                if (windows != WINDOWS || !first.hasNonNull("score")) {
                    throw new IllegalStateException("unexpected result: " + first);
                }
                double[] ms = new double[runs];
                for (int i = 0; i < runs; i++) {
                    long t = System.nanoTime();
                    service.evaluate("/v1/turn-context-recall", conversation.request());
                    ms[i] = (System.nanoTime() - t) / 1e6;
                }
                Arrays.sort(ms);
                System.out.printf(Locale.ROOT, "| %s | %d | %.0f | %.0f | %.0f |%n", config.getKey(), calls,
                        OverheadBench.percentile(ms, 50), ms[0], ms[ms.length - 1]);
            }
        }
        System.out.printf(Locale.ROOT, "%n%d windows of 2 nodes, judge stub %d ms a call, %d timed runs each; %d cores, "
                + "load average %s.%n", WINDOWS, LATENCY_MS, runs, Runtime.getRuntime().availableProcessors(),
                java.nio.file.Files.readString(Path.of("/proc/loadavg")).strip());
    }
}
