package dev.contextrecall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;

import java.util.List;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.contextrecall.api.EvaluationCaseFunction;
import dev.contextrecall.evaluation.CostEstimate;
import dev.contextrecall.support.InjectS3;
import dev.contextrecall.support.JudgeTest;
import dev.contextrecall.support.S3Server;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The evaluation run's first step: the evaluation-case function asked {"estimate_dataset": ...} prices the golden
 * dataset in S3 (S3Mock) as the evaluate command prices a run, and says whether it is within MaxRunCost. Over the
 * cap, no judge is called: the state machine stops before its Map (StateMachineCapTest checks the definition).
 */
@QuarkusTest
class RunEstimateFunctionTest extends JudgeTest {

    static final String BUCKET = "golden-datasets";
    static final String KEY = "golden/context-recall.jsonl";
    static final List<Map<String, Object>> CASES = List.of(
            Map.of("id", "a", "input", "q", "expected_output", "Alpha is one. Beta is two.",
                    "retrieval_context", List.of("Alpha is one.")),
            Map.of("id", "b", "input", "q", "expected_output", "Alpha is one.", "reference_statements",
                    List.of("Alpha is one."), "retrieval_context", List.of("Alpha is one.")),
            Map.of("id", "c", "input", "q", "expected_output", "Gamma is three.", "samples", 3,
                    "retrieval_context", List.of("Gamma is three.")));

    @InjectS3
    S3Server s3;

    @Inject
    EvaluationCaseFunction function;

    @Inject
    CostEstimate costs;

    @Inject
    ObjectMapper json;

    @BeforeEach
    void dataset() throws Exception {
        s3.emptyBucket(BUCKET);
        StringBuilder jsonl = new StringBuilder();
        for (Map<String, Object> c : CASES) {
            jsonl.append(json.writeValueAsString(c)).append('\n');
        }
        jsonl.append('\n').append("{not json\n");
        s3.put(BUCKET, KEY, jsonl.toString());
    }

    JsonNode estimate(String maxRunCost) throws Exception {
        return json.valueToTree(function.evaluationCase(json.valueToTree(Map.of(EvaluationCaseFunction.ESTIMATE,
                Map.of("bucket", BUCKET, "key", KEY, "dataset", "golden", "max_run_cost", maxRunCost)))));
    }

    @Test
    void theDatasetIsPricedAsTheEvaluateCommandPricesIt() throws Exception {
        JsonNode e = estimate("");
        CostEstimate.Estimate same = costs.of(CASES.stream().map(c -> (JsonNode) json.valueToTree(c)).toList());
        assertEquals(3, e.get("cases").asInt(), e.toString());
        assertEquals(1, e.get("unreadable_lines").asInt(), e.toString());
        // Two calls, one (pinned statements), four (three samples and the extraction).
        assertEquals(7, e.get("judge_calls").asLong(), e.toString());
        assertEquals(same.calls(), e.get("judge_calls").asLong());
        assertEquals(same.inputTokens(), e.get("input_tokens").asLong());
        assertEquals(same.outputTokens(), e.get("output_tokens").asLong());
        assertNotNull(same.cost());
        assertEquals(same.cost(), e.get("estimated_cost").asDouble());
        assertEquals(same.model(), e.get("model").asText());
        assertTrue(e.get("max_run_cost").isNull(), e.toString());
        assertTrue(e.get("within_cap").asBoolean(), e.toString());
        assertTrue(e.get("message").asText().contains("no cap (MaxRunCost is not set)"), e.toString());
        assertEquals("s3://" + BUCKET + "/" + KEY, e.get("dataset_uri").asText());
        assertEquals(0, judge.findAll(anyJudgeRequest()).size(), "pricing calls no judge");
    }

    @Test
    void anEstimateOverTheCapIsNotWithinItAndSaysWhy() throws Exception {
        JsonNode e = estimate("0.0001");
        assertFalse(e.get("within_cap").asBoolean(), e.toString());
        assertEquals(0.0001, e.get("max_run_cost").asDouble());
        String message = e.get("message").asText();
        assertTrue(message.startsWith("Stopped before any judge call: the estimate is over the run's cap of "
                + "$0.0001 (MaxRunCost)."), message);
        assertTrue(message.contains("3 cases of s3://" + BUCKET + "/" + KEY + ": 7 judge calls"), message);
        assertEquals(0, judge.findAll(anyJudgeRequest()).size());
    }

    @Test
    void anEstimateWithinTheCapGoesOn() throws Exception {
        JsonNode e = estimate("5");
        assertTrue(e.get("within_cap").asBoolean(), e.toString());
        assertTrue(e.get("message").asText().endsWith("within the cap of $5.0000 (MaxRunCost)."), e.toString());
    }

    @Test
    void aCapThatIsNotANumberIsRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> estimate("ten dollars"));
        assertTrue(e.getMessage().startsWith("MaxRunCost must be empty (no cap) or a non-negative number"),
                e.getMessage());
    }

    @Test
    void aMissingDatasetFailsTheStep() {
        s3.emptyBucket(BUCKET);
        assertThrows(software.amazon.awssdk.services.s3.model.NoSuchKeyException.class, () -> estimate(""));
    }
}
