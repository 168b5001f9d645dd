package dev.contextrecall;

import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Conversations;
import dev.contextrecall.support.EiffelJudge;
import dev.contextrecall.support.Events;
import dev.contextrecall.support.Functions;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.JudgeStubs;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/**
 * The API Gateway HTTP API function (payload 2.0): the same answers as REST. Here the function bean gets the event
 * ({@link #lambda}); {@code packaged/ApiGatewayPackagedIT} re-runs it through the native Lambda executable's runtime.
 */
@QuarkusTest
public class ApiGatewayTest extends JudgeTest {

    /**
     * The context-recall-http function, called as a bean in the default start; {@code packaged/ApiGatewayPackagedIT} overrides this to send
     * the same events through the native executable's Lambda Runtime API.
     */
    protected ValidatableResponse lambda(Object event) {
        return Functions.invoke("context-recall-http", event);
    }

    @BeforeEach
    void stubs() {
        EiffelJudge.twoOfThreeSupported(judge);
    }

    static String body() {
        return JudgeStubs.json(Cases.eiffel());
    }

    @Test
    void postScoresTheCase() throws Exception {
        var response = lambda(Events.httpApi("POST", "/v1/context-recall", body(), false)).statusCode(200)
                .body("statusCode", equalTo(200))
                .body("headers.Content-Type", equalTo("application/json"))
                .extract().path("body");
        JsonNode result = Json.read((String) response);
        assertEquals(0.6667, result.get("score").asDouble());
        assertEquals("yes", result.at("/verdicts/0/verdict").asText());
    }

    @Test
    void base64BodiesAreDecoded() throws Exception {
        String response = lambda(Events.httpApi("POST", "/v1/context-recall", body(), true)).statusCode(200)
                .body("statusCode", equalTo(200)).extract().path("body");
        assertEquals(0.6667, Json.read(response).get("score").asDouble());
    }

    @Test
    void sameResultAsRest() throws Exception {
        String viaGateway = lambda(Events.httpApi("POST", "/v1/context-recall", body(), false))
                .extract().path("body");
        String viaRest = Api.rest(Cases.eiffel()).statusCode(200).extract().asString();
        assertEquals(withoutTiming(viaRest), withoutTiming(viaGateway));
    }

    @Test
    void samplesThroughTheGatewayAsThroughRest() throws Exception {
        var sampled = Cases.with(Cases.eiffel(), "samples", 3);
        String viaGateway = lambda(Events.httpApi("POST", "/v1/context-recall", JudgeStubs.json(sampled), false))
                .extract().path("body");
        String viaRest = Api.rest(sampled).statusCode(200).extract().asString();
        assertEquals(withoutTiming(viaRest), withoutTiming(viaGateway));
        assertEquals(3, Json.read(viaGateway).get("samples").asInt());
        assertEquals("3/3", Json.read(viaGateway).at("/verdicts/0/agreement").asText());
    }

    static JsonNode withoutTiming(String json) throws Exception {
        ObjectNode node = Json.readObject(json);
        node.remove("duration_ms");
        return node;
    }

    @Test
    void invalidInputGetsTheStatusAndErrorJson() throws Exception {
        String response = lambda(Events.httpApi("POST", "/v1/context-recall",
                JudgeStubs.json(Cases.with(Cases.eiffel(), "threshold", 2)), false))
                .body("statusCode", equalTo(422)).extract().path("body");
        JsonNode error = Json.read(response).get("error");
        assertEquals("invalid_test_case", error.get("code").asText());
        assertEquals("threshold", error.get("field").asText());
    }

    @Test
    void malformedJsonIs400() throws Exception {
        String response = lambda(Events.httpApi("POST", "/v1/context-recall", "{oops", false))
                .body("statusCode", equalTo(400)).extract().path("body");
        assertEquals("invalid_test_case", Json.read(response).at("/error/code").asText());
    }

    @Test
    void conversationsGoToTurnContextRecall() throws Exception {
        judge.resetAll();
        judge.stubFor(attributionCall().willReturn(verdicts("Birth only.", verdict(1, "yes", List.of(1), "born in Warsaw"),
                verdict(2, "no", List.of(), ""))));
        String conversation = JudgeStubs.json(Cases.with(Conversations.curie(1), "algorithm", "sentences"));
        String response = lambda(Events.httpApi("POST", "/v1/turn-context-recall", conversation, false))
                .body("statusCode", equalTo(200)).extract().path("body");
        JsonNode result = Json.read(response);
        assertEquals("turn_context_recall", result.get("metric").asText());
        assertEquals(0.5, result.get("score").asDouble());
        String viaRest = Api.turns(conversation).statusCode(200).extract().asString();
        assertEquals(withoutTiming(viaRest), withoutTiming(response));
    }

    @Test
    void otherRoutesAre404AndOtherMethods405() {
        lambda(Events.httpApi("POST", "/v1/other", body(), false)).body("statusCode", equalTo(404));
        lambda(Events.httpApi("GET", "/v1/context-recall", null, false)).body("statusCode", equalTo(405));
        lambda(Events.httpApi("GET", "/v1/turn-context-recall", null, false)).body("statusCode", equalTo(405));
    }
}
