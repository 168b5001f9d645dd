package dev.contextrecall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;
import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.extractionRequests;
import static dev.contextrecall.support.JudgeStubs.statements;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.util.List;
import java.util.Map;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.contextrecall.api.EvaluationCaseFunction;
import dev.contextrecall.support.InjectS3;
import dev.contextrecall.support.JudgeTest;
import dev.contextrecall.support.S3Server;
import dev.contextrecall.support.S3ServerResource;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The function each case of a Step Functions run goes through: it keeps the extracted statements in S3 and, when
 * they are there, scores against them with one judge call. The store is a real S3-protocol server (S3Mock,
 * {@link S3Server}); the faults it cannot be made to produce (503 Slow Down, 500) are in S3FaultsTest. The function
 * is called as a bean: the store is the point here, and the Lambda event path is the same Funqy path every
 * function's event tests take. It shares the evaluation-summary start.
 */
@QuarkusTest
class EvaluationCaseFunctionTest extends JudgeTest {

    static final String BUCKET = S3ServerResource.STATEMENTS_BUCKET;
    static final Map<String, Object> CASE = Map.of("id", "golden-001", "input", "What are alpha and beta?",
            "expected_output", "Alpha is one. Beta is two.", "retrieval_context", List.of("Alpha is one."));

    @InjectS3
    S3Server s3;

    @Inject
    EvaluationCaseFunction function;

    @Inject
    ObjectMapper json;

    /** The function's answer as the Lambda runtime writes it. */
    JsonNode evaluate(Map<String, Object> testCase) throws Exception {
        return json.valueToTree(function.evaluationCase(json.valueToTree(testCase)));
    }

    @BeforeEach
    void judgeAndStore() {
        s3.emptyBucket(BUCKET);
        judge.stubFor(extractionCall().willReturn(statements("Alpha is one.", "Beta is two.")));
        judge.stubFor(attributionCall().willReturn(verdicts("Alpha only.",
                verdict(1, "yes", List.of(1), "Alpha is one."), verdict(2, "no", List.of(), null))));
    }

    private List<String> kept() {
        return s3.keys(BUCKET, "statements/");
    }

    @Test
    void aNewReferenceIsExtractedAndItsStatementsKept() throws Exception {
        JsonNode answer = evaluate(CASE);
        assertEquals(0.5, answer.get("score").asDouble(), answer.toString());
        assertFalse(answer.has("statements_reused"), answer.toString());
        assertEquals(1, judge.findAll(extractionRequests()).size());
        assertEquals(1, kept().size(), kept().toString());
        assertTrue(kept().get(0).matches("statements/[0-9a-f]{64}\\.json"), kept().toString());
        assertEquals("[\"Alpha is one.\",\"Beta is two.\"]", s3.get(BUCKET, kept().get(0)));
    }

    @Test
    void keptStatementsAreReusedWithOneJudgeCall() throws Exception {
        evaluate(CASE);
        List<String> before = kept();
        judge.resetRequests();
        JsonNode answer = evaluate(CASE);
        assertEquals(0.5, answer.get("score").asDouble(), answer.toString());
        assertTrue(answer.get("statements_reused").asBoolean(), answer.toString());
        assertEquals(1, judge.findAll(anyJudgeRequest()).size());
        assertEquals(0, judge.findAll(extractionRequests()).size());
        assertEquals(before, kept());
    }

    @Test
    void aCorruptKeptObjectCostsAnExtractionNotTheCase() throws Exception {
        evaluate(CASE);
        s3.put(BUCKET, kept().get(0), "{not json");
        judge.resetRequests();
        JsonNode answer = evaluate(CASE);
        assertEquals(0.5, answer.get("score").asDouble(), answer.toString());
        assertFalse(answer.has("statements_reused"), answer.toString());
        assertEquals(1, judge.findAll(extractionRequests()).size());
    }

    @Test
    void aStoreWhoseBucketIsGoneCostsAnExtractionNotTheCase() throws Exception {
        s3.deleteBucket(BUCKET);
        try {
            JsonNode answer = evaluate(CASE);
            assertEquals(0.5, answer.get("score").asDouble(), answer.toString());
            assertEquals(1, judge.findAll(extractionRequests()).size());
        } finally {
            s3.emptyBucket(BUCKET);
        }
    }
}
