package dev.contextrecall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.put;
import static com.github.tomakehurst.wiremock.client.WireMock.putRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlMatching;

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
import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;

import dev.contextrecall.api.EvaluationCaseFunction;
import dev.contextrecall.support.ExportProfiles;
import dev.contextrecall.support.InjectS3;
import dev.contextrecall.support.JudgeTest;
import dev.contextrecall.support.MapRunExport;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * The function each case of a Step Functions run goes through: it keeps the extracted statements in S3 and, when
 * they are there, scores against them with one judge call. The function is called as a bean: the store is the point
 * here, and the Lambda event path is the same Funqy path every function's event tests take. It shares the
 * evaluation-summary start (the same S3 stand-in).
 */
@QuarkusTest
@TestProfile(ExportProfiles.EvaluationSummary.class)
class EvaluationCaseFunctionTest extends JudgeTest {

    static final String STORE = "/" + ExportProfiles.EvaluationSummary.BUCKET + "/statements/[0-9a-f]{64}\\.json";
    static final Map<String, Object> CASE = Map.of("id", "golden-001", "input", "What are alpha and beta?",
            "expected_output", "Alpha is one. Beta is two.", "retrieval_context", List.of("Alpha is one."));

    @InjectS3
    WireMockServer s3;

    @Inject
    EvaluationCaseFunction function;

    @Inject
    ObjectMapper json;

    /** The function's answer as the Lambda runtime writes it. */
    JsonNode evaluate(Map<String, Object> testCase) {
        return json.valueToTree(function.evaluationCase(json.valueToTree(testCase)));
    }

    @BeforeEach
    void judgeAndStore() {
        s3.resetAll();
        s3.stubFor(put(urlMatching(STORE)).willReturn(aResponse().withStatus(200).withHeader("ETag", "\"e\"")));
        judge.stubFor(extractionCall().willReturn(statements("Alpha is one.", "Beta is two.")));
        judge.stubFor(attributionCall().willReturn(verdicts("Alpha only.",
                verdict(1, "yes", List.of(1), "Alpha is one."), verdict(2, "no", List.of(), null))));
    }

    @Test
    void aNewReferenceIsExtractedAndItsStatementsKept() {
        JsonNode answer = evaluate(CASE);
        assertEquals(0.5, answer.get("score").asDouble(), answer.toString());
        assertFalse(answer.has("statements_reused"), answer.toString());
        assertEquals(1, judge.findAll(extractionRequests()).size());
        List<LoggedRequest> kept = s3.findAll(putRequestedFor(urlMatching(STORE)));
        assertEquals(1, kept.size());
        assertEquals("[\"Alpha is one.\",\"Beta is two.\"]", MapRunExport.payload(kept.get(0)));
    }

    @Test
    void keptStatementsAreReusedWithOneJudgeCall() {
        s3.stubFor(get(urlMatching(STORE)).willReturn(aResponse().withStatus(200)
                .withHeader("Content-Type", "application/json").withBody("[\"Alpha is one.\",\"Beta is two.\"]")));
        JsonNode answer = evaluate(CASE);
        assertEquals(0.5, answer.get("score").asDouble(), answer.toString());
        assertTrue(answer.get("statements_reused").asBoolean(), answer.toString());
        assertEquals(1, judge.findAll(anyJudgeRequest()).size());
        assertEquals(0, judge.findAll(extractionRequests()).size());
        assertEquals(0, s3.findAll(putRequestedFor(urlMatching(STORE))).size());
    }

    @Test
    void anUnreadableStoreCostsAnExtractionNotTheCase() {
        s3.stubFor(get(urlMatching(STORE)).willReturn(aResponse().withStatus(500)));
        assertEquals(0.5, evaluate(CASE).get("score").asDouble());
        assertEquals(1, judge.findAll(extractionRequests()).size());
    }
}
