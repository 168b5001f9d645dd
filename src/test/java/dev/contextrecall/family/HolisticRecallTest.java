package dev.contextrecall.family;

import static org.hamcrest.Matchers.closeTo;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.stubbing.Scenario.STARTED;

import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;
import static dev.contextrecall.support.JudgeStubs.holisticCall;
import static dev.contextrecall.support.JudgeStubs.holisticRequests;
import static dev.contextrecall.support.JudgeStubs.rating;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;

import dev.contextrecall.judge.llm.PromptData;
import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;

/** algorithm holistic: one judge call returns the score and the reason; a score outside 0..1 is never clamped. */
@QuarkusTest
class HolisticRecallTest extends JudgeTest {

    static final String REASON = "Nodes 1 and 2 give the date and the height; nothing names the designer.";

    @BeforeEach
    void stubs() {
        judge.stubFor(holisticCall().willReturn(rating(0.7, REASON)));
    }

    static Map<String, Object> holistic() {
        return Cases.with(Cases.eiffel(), "algorithm", "holistic");
    }

    void firstThen(ResponseDefinitionBuilder first, ResponseDefinitionBuilder then) {
        judge.stubFor(holisticCall().inScenario("rating").whenScenarioStateIs(STARTED).willReturn(first)
                .willSetStateTo("again"));
        judge.stubFor(holisticCall().inScenario("rating").whenScenarioStateIs("again").willReturn(then));
    }

    @Test
    void oneCallGivesTheScoreAndTheReason() {
        Api.rest(holistic()).statusCode(200)
                .body("metric", equalTo("context_recall"))
                .body("algorithm", equalTo("holistic"))
                .body("judge", equalTo("llm"))
                .body("score", equalTo(0.7))
                .body("success", equalTo(true))
                .body("reason", equalTo("The score is 0.70 because nodes 1 and 2 give the date and the height;"
                        + " nothing names the designer."))
                .body("$", not(hasKey("verdicts")))
                .body("usage.llm_calls", equalTo(1))
                .body("usage.input_tokens", equalTo(100))
                .body("usage.output_tokens", equalTo(20))
                .body("evaluation_model", equalTo("gpt-4o-mini-2024-07-18"))
                .body("evaluation_cost", closeTo(0.000027, 1e-9))
                .body("prompt_version", equalTo(PromptData.VERSION));
        judge.verify(1, anyJudgeRequest());
    }

    @Test
    void theCallAsksForAScoreAndAReasonAboutTheWholeReference() throws Exception {
        Api.rest(holistic()).statusCode(200);
        var requests = judge.findAll(holisticRequests());
        assertEquals(1, requests.size());
        JsonNode body = Json.read(requests.get(0).getBodyAsString());
        assertEquals("json_schema", body.at("/response_format/type").asText());
        JsonNode properties = body.at("/response_format/json_schema/schema/properties");
        assertEquals(List.of("score", "reason"), Json.fieldNames(properties));
        String user = body.at("/messages/1/content").asText();
        JsonNode data = Json.read(user.substring(user.indexOf("<case_data>") + 11,
                user.indexOf("</case_data>")));
        assertEquals(Cases.eiffel().get("expected_output"), data.get("reference_answer").asText());
        assertEquals("At 330 metres, the tower is the tallest structure in Paris.", data.at("/nodes/2").asText());
    }

    @Test
    void aScoreOutsideZeroToOneIsReAskedOnceThenAnError() {
        judge.stubFor(holisticCall().willReturn(rating(1.5, REASON)));
        Api.rest(holistic()).statusCode(503)
                .body("error.code", equalTo("judge_output_invalid"))
                .body("error.message", containsString("outside 0 to 1"));
        judge.verify(2, holisticRequests());
    }

    @Test
    void aCorrectedScoreIsUsedAndBothAnswersAreCounted() {
        firstThen(rating(80, REASON), rating(0.8, REASON));
        Api.rest(holistic()).statusCode(200)
                .body("score", equalTo(0.8))
                .body("usage.llm_calls", equalTo(2));
        judge.verify(1, holisticRequests().withRequestBody(containing("is 80.0, outside 0 to 1")));
    }

    @Test
    void aMissingOrNonNumericScoreIsReAsked() {
        firstThen(rating(null, REASON), rating("high", REASON));
        Api.rest(holistic()).statusCode(503)
                .body("error.code", equalTo("judge_output_invalid"));
        judge.verify(2, holisticRequests());
    }

    @Test
    void nothingRetrievedScoresZeroWithoutACall() {
        Api.rest(Cases.with(holistic(), "retrieval_context", List.of())).statusCode(200)
                .body("score", equalTo(0.0))
                .body("usage.llm_calls", equalTo(0))
                .body("reason", equalTo("The score is 0.00 because nothing was retrieved: retrieval_context is empty or holds only blank chunks."));
        judge.verify(0, anyJudgeRequest());
    }

    @Test
    void strictModeIsAllOrNothing() {
        Api.rest(Cases.with(holistic(), "strict_mode", true)).statusCode(200)
                .body("score", equalTo(0.0))
                .body("threshold", equalTo(1.0));
    }
}
