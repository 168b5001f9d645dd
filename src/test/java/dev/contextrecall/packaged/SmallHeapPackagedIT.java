package dev.contextrecall.packaged;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
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
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.contextrecall.support.Json;

/**
 * The packaged JVM jar on a small heap (-Xmx256m, like a small Lambda function) with the offline judge, sent the
 * worst request each limit allows: every one gets a result or a clear error within the budget, and the service
 * answers a normal request afterwards. Each run prints the time and the process's peak resident memory
 * (docs/limits.md has the figures).
 */
class SmallHeapPackagedIT {

    static final Path JAR = Path.of("target", "context-recall-0.1.0-SNAPSHOT-runner.jar");
    static final Duration BUDGET = Duration.ofSeconds(20);
    /** The budget plus what reading a 1 MiB body and writing the answer take on a busy 2-core machine. */
    static final Duration WITHIN = BUDGET.plusSeconds(3);
    static final Set<Integer> CLEAR = Set.of(200, 413, 422, 504);
    static final ObjectMapper JSON = Json.MAPPER;

    static final Pattern LISTENING = Pattern.compile("Listening on: http://127\\.0\\.0\\.1:(\\d+)");

    static Process service;
    static int port;
    static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    @BeforeAll
    static void start() throws Exception {
        assumeTrue(Files.isRegularFile(JAR), "the JVM jar is built by package");
        Path log = Path.of("target", "small-heap-it.log");
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-jar", JAR.toAbsolutePath().toString()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        // Port 0: the service binds one itself and logs it; a port found here could be taken before it binds.
        builder.environment().put("QUARKUS_HTTP_PORT", "0");
        builder.environment().put("QUARKUS_HTTP_HOST", "127.0.0.1");
        builder.environment().put("CONTEXT_RECALL_JUDGE_TOTAL_BUDGET", BUDGET.toSeconds() + "s");
        builder.environment().remove("QUARKUS_LANGCHAIN4J_OPENAI_API_KEY");
        builder.environment().remove("QUARKUS_LANGCHAIN4J_OPENAI_BASE_URL");
        service = builder.start();
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (true) {
            Matcher listening = LISTENING.matcher(read(log));
            if (listening.find()) {
                port = Integer.parseInt(listening.group(1));
                return;
            }
            assertTrue(service.isAlive() && System.nanoTime() < deadline, () -> "the service did not start: "
                    + read(log));
            Thread.sleep(50);
        }
    }

    @AfterAll
    static void stop() throws InterruptedException {
        if (service != null) {
            service.destroy();
            service.waitFor();
        }
    }

    static String read(Path log) {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            return e.toString();
        }
    }

    // --- the worst requests under each default limit --------------------------------------------------------

    @Test
    void theMostChunks() throws Exception {
        worst("1,000 chunks of 1,000 characters, 20 reference sentences", "/v1/context-recall",
                single(20, chunks(1_000, 1_000)));
    }

    @Test
    void theMostSentencesTimesChunks() throws Exception {
        worst("300 reference sentences x 1,000 chunks of 700 characters", "/v1/context-recall",
                single(300, chunks(1_000, 700)));
    }

    @Test
    void theLongestConversation() throws Exception {
        List<Map<String, Object>> turns = new ArrayList<>();
        Random random = new Random(7);
        for (int i = 0; i < 200; i++) {
            turns.add(Map.of("role", "user", "content", "Question " + i + "?"));
            turns.add(Map.of("role", "assistant", "content", "Answer " + i + ".", "retrieval_context",
                    chunks(random, 5, 900)));
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("turns", turns);
        body.put("expected_outcome", sentences(new Random(3), 50));
        body.put("window_size", 10);
        worst("200 interactions x 5 chunks of 900 characters, window 10, 50 sentences", "/v1/turn-context-recall",
                body);
    }

    @Test
    void theLargestChunks() throws Exception {
        worst("50 chunks of 20,000 characters, 100 reference sentences", "/v1/context-recall",
                single(100, chunks(50, 20_000)));
    }

    void worst(String what, String path, Map<String, Object> body) throws Exception {
        byte[] bytes = JSON.writeValueAsBytes(body);
        long started = System.nanoTime();
        HttpResponse<String> answer = post(path, bytes);
        Duration took = Duration.ofNanos(System.nanoTime() - started);
        JsonNode json = JSON.readTree(answer.body());
        System.out.printf("small heap: %s (%,d bytes): HTTP %d%s in %d ms; peak RSS %s%n", what, bytes.length,
                answer.statusCode(), json.has("error") ? " " + json.path("error").path("code").asText() : "",
                took.toMillis(), peakRss());
        assertTrue(CLEAR.contains(answer.statusCode()), answer.body());
        assertTrue(took.compareTo(WITHIN) < 0, what + " took " + took);
        if (answer.statusCode() != 200) {
            assertTrue(json.path("error").path("message").asText().length() > 10, answer.body());
        }
        HttpResponse<String> normal = post("/v1/context-recall", JSON.writeValueAsBytes(Map.of(
                "expected_output", "The Eiffel Tower was completed in 1889.",
                "retrieval_context", List.of("The Eiffel Tower was completed in 1889 for the World's Fair."))));
        assertEquals(200, normal.statusCode(), normal.body());
        assertEquals(1.0, JSON.readTree(normal.body()).path("score").asDouble());
    }

    HttpResponse<String> post(String path, byte[] body) throws Exception {
        return CLIENT.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(WITHIN.plusSeconds(30)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    static String peakRss() {
        try {
            return Files.readAllLines(Path.of("/proc", Long.toString(service.pid()), "status")).stream()
                    .filter(line -> line.startsWith("VmHWM:")).map(line -> line.substring(6).strip()).findFirst()
                    .orElse("unknown");
        } catch (IOException notLinux) {
            return "unknown";
        }
    }

    // --- generated text -------------------------------------------------------------------------------------

    static final String[] WORDS = vocabulary();

    static String[] vocabulary() {
        Random random = new Random(11);
        String[] words = new String[4_000];
        for (int i = 0; i < words.length; i++) {
            StringBuilder word = new StringBuilder();
            int length = 3 + random.nextInt(8);
            for (int c = 0; c < length; c++) {
                word.append((char) ('a' + random.nextInt(26)));
            }
            words[i] = word.toString();
        }
        return words;
    }

    static String sentences(Random random, int count) {
        StringBuilder text = new StringBuilder();
        for (int s = 0; s < count; s++) {
            int length = 8 + random.nextInt(10);
            for (int w = 0; w < length; w++) {
                String word = WORDS[random.nextInt(WORDS.length)];
                text.append(w == 0 ? Character.toUpperCase(word.charAt(0)) + word.substring(1) : word);
                text.append(w + 1 < length ? " " : (random.nextInt(5) == 0 ? " " + (1800 + random.nextInt(200)) + ". "
                        : ". "));
            }
        }
        return text.toString().strip();
    }

    static List<String> chunks(int count, int chars) {
        return chunks(new Random(count * 31L + chars), count, chars);
    }

    static List<String> chunks(Random random, int count, int chars) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String text = sentences(random, chars / 40 + 2);
            out.add(text.length() > chars ? text.substring(0, chars) : text);
        }
        return out;
    }

    static Map<String, Object> single(int referenceSentences, List<String> chunks) {
        Random random = new Random(referenceSentences);
        // Half the reference is copied from the chunks, so the search finds support as well as misses.
        StringBuilder reference = new StringBuilder();
        for (int s = 0; s < referenceSentences; s++) {
            if (s % 2 == 0) {
                String chunk = chunks.get(random.nextInt(chunks.size()));
                int end = chunk.indexOf(". ");
                reference.append(end > 0 ? chunk.substring(0, end + 1) : sentences(random, 1)).append(' ');
            } else {
                reference.append(sentences(random, 1)).append(' ');
            }
        }
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("expected_output", reference.toString().strip());
        body.put("retrieval_context", chunks);
        return body;
    }
}
