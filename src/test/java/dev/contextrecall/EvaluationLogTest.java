package dev.contextrecall;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.both;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.hamcrest.Matchers.lessThanOrEqualTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.JudgeTest;
import dev.contextrecall.support.Stdout;
import io.quarkus.test.junit.QuarkusTest;

/**
 * Every evaluation writes exactly one CloudWatch Embedded Metric Format line (score, success, latency, tokens;
 * dimensions metric and dataset), and by default no test-case text.
 */
@QuarkusTest
class EvaluationLogTest extends JudgeTest {

    @BeforeEach
    void stubs() {
        judge.stubFor(attributionCall().willReturn(verdicts("Date and height are there.",
                verdict(1, "yes", List.of(1), "completed in 1889"), verdict(2, "yes", List.of(2), "At 330 metres"),
                verdict(3, "no", List.of(), ""))));
    }

    static Map<String, Object> goldenCase() {
        Map<String, Object> c = Cases.with(Cases.eiffel(), "algorithm", "sentences");
        c.put("id", "golden-042");
        c.put("metadata", Map.of("dataset", "golden-v3"));
        return c;
    }

    static JsonNode onlyEmfLine(Runnable call) throws Exception {
        List<String> emf = Stdout.emfLines(Stdout.linesDuring(call));
        assertEquals(1, emf.size(), "one EMF line per evaluation: " + emf);
        return Json.read(emf.get(0));
    }

    @Test
    void aScoredCaseLogsItsMetricsUnderItsDataset() throws Exception {
        long started = System.nanoTime();
        JsonNode line = onlyEmfLine(() -> Api.rest(goldenCase()).statusCode(200));
        long elapsedMillis = (System.nanoTime() - started) / 1_000_000;
        JsonNode directive = line.at("/_aws/CloudWatchMetrics/0");
        assertEquals("ContextRecall", directive.get("Namespace").asText());
        assertEquals("[[\"metric\",\"dataset\"]]", directive.get("Dimensions").toString());
        List<String> metrics = directive.get("Metrics").findValuesAsText("Name");
        assertEquals(List.of("Score", "Success", "Errors", "Latency", "LlmCalls", "InputTokens", "OutputTokens"), metrics);
        assertEquals("context_recall", line.get("metric").asText());
        assertEquals("golden-v3", line.get("dataset").asText());
        assertEquals("golden-042", line.get("id").asText());
        assertEquals(0.6667, line.get("Score").asDouble());
        assertEquals(1, line.get("Success").asInt());
        assertEquals(100, line.get("InputTokens").asInt()); // one attribution call: sentences are split in code
        assertEquals(0, line.get("Errors").asInt());
        assertEquals(1, line.get("LlmCalls").asInt());
        // The service's own measure of the evaluation: whole milliseconds, within the time the client waited.
        JsonNode latency = line.get("Latency");
        assertTrue(latency.isIntegralNumber(), latency.toString());
        assertThat(latency.asLong(), both(greaterThanOrEqualTo(0L)).and(lessThanOrEqualTo(elapsedMillis)));
    }

    @Test
    void aCaseWithoutDatasetLogsUnderDefault() throws Exception {
        JsonNode line = onlyEmfLine(() -> Api.rest(Cases.with(Cases.eiffel(), "algorithm", "sentences")).statusCode(200));
        assertEquals("default", line.get("dataset").asText());
    }

    @Test
    void noTestCaseTextIsLoggedByDefault() {
        List<String> lines = Stdout.linesDuring(() -> Api.rest(goldenCase()).statusCode(200));
        String all = String.join("\n", lines);
        for (String text : List.of("Eiffel", "Champ de Mars", "330 metres", "Date and height are there")) {
            assertFalse(all.contains(text), "'" + text + "' was logged: " + all);
        }
    }

    @Test
    void aFailedEvaluationLogsAnErrorWithItsCodeButNotItsMessage() throws Exception {
        Map<String, Object> invalid = Cases.with(goldenCase(), "threshold", 7);
        JsonNode line = onlyEmfLine(() -> Api.rest(invalid).statusCode(422));
        assertEquals(1, line.get("Errors").asInt());
        assertEquals("invalid_test_case", line.get("error_code").asText());
        assertEquals("threshold", line.get("error_field").asText());
        assertEquals("golden-v3", line.get("dataset").asText());
        assertFalse(line.has("Score"));
        assertFalse(line.has("error_message"));
    }

    @Test
    void malformedJsonIsLoggedToo() throws Exception {
        JsonNode line = onlyEmfLine(() -> Api.restRaw("{\"expected_output\": \"The Eiffel", "application/json")
                .statusCode(400));
        assertEquals("invalid_test_case", line.get("error_code").asText());
        assertEquals("default", line.get("dataset").asText());
    }
}
