package dev.contextrecall.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import dev.contextrecall.support.Json;

/**
 * An OpenAI-compatible chat-completions endpoint that answers at once with canned answers: the judge at zero
 * latency, so that what is measured is the service. It tells the two calls apart by the JSON schema's property
 * (the case text inside the messages is JSON-escaped, so an unescaped "verdicts" key appears only in the schema).
 */
final class StubJudge implements AutoCloseable {

    /** The schema's property, pretty-printed or not; inside the (escaped) messages it reads \"verdicts\". */
    private static final java.util.regex.Pattern ATTRIBUTION_SCHEMA = java.util.regex.Pattern.compile("(?<!\\\\)\"verdicts\"\\s*:");
    /** The holistic call's schema property (a rating, not verdicts). */
    private static final java.util.regex.Pattern HOLISTIC_SCHEMA = java.util.regex.Pattern.compile("(?<!\\\\)\"score\"\\s*:");

    private final HttpServer server;
    // One thread per concurrent call, so a latency stub never queues calls the service makes at once.
    private final ExecutorService threads = Executors.newCachedThreadPool();
    private final byte[] extraction;
    private final byte[] attribution;
    private final byte[] holistic;
    private final long latencyMillis;
    private final List<String> recorded = new CopyOnWriteArrayList<>();
    private volatile boolean recording;

    StubJudge(String extractionContent, String attributionContent) throws IOException {
        this(extractionContent, attributionContent, 0);
    }

    /** A judge that takes latencyMillis to answer each call (a provider's round trip). */
    StubJudge(String extractionContent, String attributionContent, long latencyMillis) throws IOException {
        this.latencyMillis = latencyMillis;
        this.extraction = completion(extractionContent);
        this.attribution = completion(attributionContent);
        this.holistic = completion(Json.write(Map.of("score", 0.67,
                "reason", "Two of the three facts of the reference are in the nodes.")));
        // Without TCP_NODELAY the JDK server's separate header and body writes meet delayed ACKs: ~40 ms a call.
        System.setProperty("sun.net.httpserver.nodelay", "true");
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
        server.setExecutor(threads);
        server.createContext("/v1/chat/completions", this::answer);
        server.start();
    }

    /** The value of quarkus.langchain4j.openai.base-url. */
    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    }

    /** Keep the request bodies from now on (the judge-cost benchmark reads the prompts). */
    void record() {
        recorded.clear();
        recording = true;
    }

    List<String> recorded() {
        return List.copyOf(recorded);
    }

    private void answer(HttpExchange exchange) throws IOException {
        try (exchange) {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            if (recording) {
                recorded.add(body);
            }
            if (latencyMillis > 0) {
                try {
                    Thread.sleep(latencyMillis);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
            byte[] answer = ATTRIBUTION_SCHEMA.matcher(body).find() ? attribution
                    : HOLISTIC_SCHEMA.matcher(body).find() ? holistic : extraction;
            exchange.getResponseHeaders().add("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, answer.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(answer);
            }
        }
    }

    private static byte[] completion(String content) throws JsonProcessingException {
        return Json.MAPPER.writeValueAsBytes(Map.of(
                "id", "chatcmpl-bench", "object", "chat.completion", "created", 0, "model", "gpt-4o-mini-2024-07-18",
                "choices", List.of(Map.of("index", 0, "finish_reason", "stop",
                        "message", Map.of("role", "assistant", "content", content))),
                "usage", Map.of("prompt_tokens", 100, "completion_tokens", 20, "total_tokens", 120)));
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }
}
