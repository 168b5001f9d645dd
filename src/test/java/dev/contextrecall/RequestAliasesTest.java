package dev.contextrecall;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;

import static com.github.tomakehurst.wiremock.client.WireMock.containing;

import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.attributionRequests;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;

/** Datasets written for DeepEval, Ragas or Opik post unchanged. */
@QuarkusTest
class RequestAliasesTest extends JudgeTest {

    static final String QUESTION = "Where does the Eiffel Tower stand?";
    static final String REFERENCE = "The Eiffel Tower stands in Paris.";
    static final String CHUNK = "The Eiffel Tower stands on the Champ de Mars in Paris.";

    @BeforeEach
    void oneSupportedSentence() {
        judge.stubFor(attributionCall().willReturn(verdicts("Node 1 places it in Paris.",
                verdict(1, "yes", List.of(1), "in Paris"))));
    }

    static Map<String, Object> request(String referenceName, String contextName, String inputName, String outputName) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("algorithm", "sentences");
        body.put(referenceName, REFERENCE);
        body.put(contextName, List.of(CHUNK));
        body.put(inputName, QUESTION);
        body.put(outputName, "Paris.");
        return body;
    }

    @ParameterizedTest
    @ValueSource(strings = { "expected_output", "reference", "ground_truth", "expected_answer" })
    void referenceAliases(String name) {
        Api.rest(request(name, "retrieval_context", "input", "actual_output")).statusCode(200)
                .body("score", equalTo(1.0)).body("verdicts.statement", contains(REFERENCE));
    }

    @ParameterizedTest
    @ValueSource(strings = { "retrieval_context", "retrieved_contexts", "contexts", "context" })
    void retrievalContextAliases(String name) {
        Api.rest(request("expected_output", name, "input", "actual_output")).statusCode(200)
                .body("score", equalTo(1.0)).body("verdicts[0].nodes", contains(0));
    }

    @ParameterizedTest
    @ValueSource(strings = { "input", "user_input", "question" })
    void questionAliasesReachTheJudge(String name) {
        Api.rest(request("expected_output", "retrieval_context", name, "actual_output")).statusCode(200);
        judge.verify(1, attributionRequests().withRequestBody(containing(QUESTION)));
    }

    @ParameterizedTest
    @ValueSource(strings = { "actual_output", "response", "output", "answer" })
    void answerAliasesAreAcceptedAndNotScored(String name) {
        Api.rest(request("expected_output", "retrieval_context", "input", name)).statusCode(200)
                .body("score", equalTo(1.0));
        judge.verify(1, attributionRequests().withRequestBody(com.github.tomakehurst.wiremock.client.WireMock.notContaining("\"Paris.\"")));
    }

    @Test
    void ragasStyleSampleScoresAsIs() {
        Map<String, Object> ragas = Map.of("user_input", QUESTION, "response", "Paris.", "reference", REFERENCE,
                "retrieved_contexts", List.of(CHUNK), "algorithm", "sentences");
        Api.rest(ragas).statusCode(200).body("score", equalTo(1.0));
    }

    @Test
    void chunkObjectsHaveTheirIdAndSourceEchoedInCitations() {
        Map<String, Object> body = request("expected_output", "retrieval_context", "input", "actual_output");
        body.put("retrieval_context", List.of(Map.of("text", CHUNK, "id", "doc-17", "source", "kb/paris.md")));
        Api.rest(body).statusCode(200)
                .body("verdicts[0].citations", hasSize(1))
                .body("verdicts[0].citations[0].node", equalTo(0))
                .body("verdicts[0].citations[0].id", equalTo("doc-17"))
                .body("verdicts[0].citations[0].source", equalTo("kb/paris.md"));
    }

    @Test
    void plainStringChunksHaveNoCitations() {
        Api.rest(request("expected_output", "retrieval_context", "input", "actual_output")).statusCode(200)
                .body("verdicts[0]", not(hasKey("citations")));
    }

    @Test
    void idNameAndMetadataAreEchoed() {
        Map<String, Object> body = request("expected_output", "retrieval_context", "input", "actual_output");
        body.put("id", "case-42");
        body.put("name", "eiffel location");
        body.put("metadata", Map.of("dataset", "golden-v3", "tags", List.of("geo")));
        Api.rest(body).statusCode(200)
                .body("id", equalTo("case-42"))
                .body("name", equalTo("eiffel location"))
                .body("metadata.dataset", equalTo("golden-v3"))
                .body("metadata.tags", contains("geo"));
    }

    @Test
    void twoNamesForOneFieldAreRejected() {
        Map<String, Object> body = request("expected_output", "retrieval_context", "input", "actual_output");
        body.put("reference", "Something else.");
        Api.rest(body).statusCode(422)
                .body("error.code", equalTo("invalid_test_case"))
                .body("error.field", equalTo("expected_output"));
    }
}
