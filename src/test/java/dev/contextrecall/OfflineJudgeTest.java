package dev.contextrecall;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;

import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;
import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.statements;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;

/**
 * judge: offline on a service that has an LLM provider configured: scored in process, with the same response
 * shape, and the provider never hears of it. Without "judge" the configured provider is used (auto).
 */
@QuarkusTest
class OfflineJudgeTest extends JudgeTest {

    static Map<String, Object> offline(Map<String, Object> request) {
        return Cases.with(request, "judge", "offline");
    }

    @Test
    void theOfflineJudgeScoresWithoutCallingTheLlm() {
        Api.rest(offline(Cases.eiffel())).statusCode(200)
                .body("score", equalTo(0.6667))
                .body("judge", equalTo("offline"))
                .body("evaluation_model", equalTo("offline-lexical/45"))
                .body("usage.llm_calls", equalTo(0))
                .body("evaluation_cost", equalTo(0.0))
                .body("prompt_version", nullValue())
                .body("reason", equalTo("The score is 0.67 because 2 of 3 reference sentences are found in the"
                        + " retrieved nodes (offline lexical judge: weighted word and number overlap, no LLM); not found:"
                        + " sentence 3."))
                .body("verdicts.verdict", contains("yes", "yes", "no"))
                .body("verdicts.nodes", contains(List.of(0), List.of(1), List.of()))
                .body("verdicts.quote", contains("Eiffel Tower, completed in 1889", "330 metres", null))
                .body("verdicts.evidence_verified", contains(true, true, null));
        judge.verify(0, anyJudgeRequest());
    }

    @Test
    void itsStatementsAreTheSentencesAndTheResultSaysSo() {
        Api.rest(offline(Cases.with(Cases.eiffel(), "algorithm", "statements"))).statusCode(200)
                .body("algorithm", equalTo("sentences"))
                .body("verdicts.statement", contains("The Eiffel Tower was completed in 1889.", "It is 330 metres tall.",
                        "It was designed by Gustave Eiffel's company."));
    }

    @Test
    void aNoSaysWhatWasNotFound() {
        Api.rest(offline(Cases.eiffel())).statusCode(200)
                .body("verdicts[2].reason", equalTo("The best match, node 1, holds only 11% of its weighted words and"
                        + " numbers; not found: designed, Gustave, company."));
    }

    @Test
    void evidenceHoldingOnlyTheSentencesYearIsANoThatSaysSo() {
        Map<String, Object> request = offline(Cases.eiffel());
        request.put("expected_output", "He resigned in 2015.");
        request.put("retrieval_context", List.of("He was re-elected in 2015."));
        Api.rest(request).statusCode(200)
                .body("score", equalTo(0.0))
                .body("verdicts[0].reason", equalTo("The best match, node 1, holds its numbers but none of its words;"
                        + " not found: resigned."));
    }

    @Test
    void evidenceHoldingOneWordOfTheSentenceIsANoThatSaysSo() {
        Map<String, Object> request = offline(Cases.eiffel());
        request.put("expected_output", "The Nile flows through Egypt and Sudan.");
        // each sentence holds one of the statement's words, none beside another
        request.put("retrieval_context", List.of("Egypt has pyramids. Cats sleep. Dogs bark. Sudan has deserts. Fish"
                + " swim. Birds sing. The Nile is long. Owls hoot. Bees hum. Rivers flow."));
        Api.rest(request).statusCode(200)
                .body("score", equalTo(0.0))
                .body("verdicts[0].reason", equalTo("The best match, node 1, holds 25% of its weighted words and"
                        + " numbers but only one of its words; not found: Nile, flows, Sudan."));
        // where other evidence names another fact, the "no" names that, not the thin match (since /29)
        request.put("retrieval_context", List.of("The Nile flows through Egypt.", "In Sudan, the summers are long."));
        Api.rest(request).statusCode(200)
                .body("score", equalTo(0.0))
                .body("verdicts[0].reason", equalTo("The best match, nodes 1 and 2, holds 100% of its weighted words"
                        + " and numbers but says \"Egypt\" where the sentence says \"Egypt and Sudan\"."));
    }

    @Test
    void aNegatedSentenceWhoseEvidenceHasNoNegationIsANoThatSaysSo() {
        Map<String, Object> request = offline(Cases.eiffel());
        request.put("expected_output", "The Eiffel Tower was not completed in 1889.");
        Api.rest(request).statusCode(200)
                .body("score", equalTo(0.0))
                .body("verdicts[0].verdict", equalTo("no"))
                .body("verdicts[0].reason", equalTo("The best match, node 1, holds 100% of its weighted words and"
                        + " numbers but has no negation (not, no, never) as the sentence does."));
    }

    @Test
    void evidenceThatDeniesTheSentenceIsANoThatQuotesTheDenial() {
        Map<String, Object> request = offline(Cases.eiffel());
        request.put("expected_output", "The Eiffel Tower was completed in 1889. It was painted red in 1889.");
        request.put("retrieval_context", List.of("The Eiffel Tower, completed in 1889, was not painted red in 1889 but"
                + " in a reddish brown."));
        Api.rest(request).statusCode(200)
                .body("score", equalTo(0.5))
                .body("verdicts.verdict", contains("yes", "no"))
                .body("verdicts[1].reason", equalTo("The best match, node 1, holds 100% of its weighted words and"
                        + " numbers but says \"not painted\" where the sentence says \"painted\"."))
                .body("verdicts[1].quote", nullValue());
    }

    @Test
    void requireModeCountsItsYesesBecauseTheirQuotesAreReal() {
        Api.rest(offline(Cases.with(Cases.eiffel(), "evidence", "require"))).statusCode(200)
                .body("score", equalTo(0.6667))
                .body("verdicts.evidence_verified", contains(true, true, null));
    }

    @Test
    void citationsCarryTheCallersIds() {
        Map<String, Object> request = offline(Cases.eiffel());
        request.put("retrieval_context", List.of(
                Map.of("text", "The Eiffel Tower, completed in 1889 for the World's Fair, stands in Paris.", "id", "doc-1"),
                Map.of("text", "At 330 metres, the tower is the tallest structure in Paris.", "id", 2, "source", "kb/b.md")));
        Api.rest(request).statusCode(200)
                .body("verdicts[0].citations[0].id", equalTo("doc-1"))
                .body("verdicts[1].citations[0].id", equalTo(2))
                .body("verdicts[1].citations[0].source", equalTo("kb/b.md"))
                .body("verdicts[2]", not(hasKey("citations")));
    }

    @Test
    void theLambdaFunctionAnswersTheSame() throws Exception {
        var request = Cases.with(offline(Cases.eiffel()), "id", "case-7");
        String viaLambda = Api.lambda(request).statusCode(200).extract().asString();
        String viaRest = Api.rest(request).statusCode(200).extract().asString();
        assertEquals(withoutTiming(viaRest), withoutTiming(viaLambda));
    }

    @Test
    void withoutJudgeTheConfiguredLlmDecides() {
        judge.stubFor(extractionCall().willReturn(statements(Cases.EIFFEL_STATEMENTS.toArray(String[]::new))));
        judge.stubFor(attributionCall().willReturn(verdicts("None.", verdict(1, "no", List.of(), ""),
                verdict(2, "no", List.of(), ""), verdict(3, "no", List.of(), ""))));
        Api.rest(Cases.eiffel()).statusCode(200)
                .body("judge", equalTo("llm"))
                .body("score", equalTo(0.0))
                .body("usage.llm_calls", equalTo(2));
    }

    @Test
    void aFailingLlmIsAnErrorNeverAnOfflineScore() {
        judge.stubFor(extractionCall().willReturn(aResponse().withStatus(503)));
        Api.rest(Cases.eiffel()).statusCode(503)
                .body("error.code", equalTo("judge_unavailable"))
                .body("$", not(hasKey("score")));
    }

    static JsonNode withoutTiming(String json) throws Exception {
        ObjectNode node = Json.readObject(json);
        node.remove("duration_ms");
        return node;
    }
}
