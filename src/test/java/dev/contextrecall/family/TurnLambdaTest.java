package dev.contextrecall.family;

import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Conversations;
import dev.contextrecall.support.CurieJudge;
import dev.contextrecall.support.Functions;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/**
 * The turn-context-recall Lambda function (direct invoke) answers exactly what REST answers.
 * {@code packaged/TurnDirectInvokePackagedIT} re-runs it against the native Lambda executable.
 */
@QuarkusTest
public class TurnLambdaTest extends JudgeTest {

    /**
     * The turn-context-recall function, called as a bean in the default start; {@code packaged/TurnDirectInvokePackagedIT} overrides this to send
     * the same events through the native executable's Lambda Runtime API.
     */
    protected ValidatableResponse lambda(Object event) {
        return Functions.invoke("turn-context-recall", event);
    }

    @BeforeEach
    void stubs() {
        CurieJudge.prizeOnlyInTheSecondWindow(judge);
    }

    @Test
    void sameResultThroughLambdaAndRest() throws Exception {
        var request = Cases.with(Conversations.curie(1), "id", "conv-1");
        String viaLambda = lambda(request).statusCode(200).body("id", equalTo("conv-1")).extract().asString();
        String viaRest = Api.turns(request).statusCode(200).extract().asString();
        assertEquals(withoutTiming(viaRest), withoutTiming(viaLambda));
        assertEquals(0.75, Json.read(viaLambda).get("score").asDouble());
    }

    @Test
    void sameErrorThroughLambdaAndRest() throws Exception {
        var request = Cases.with(Conversations.curie(1), "window_size", 0);
        String viaLambda = lambda(request).statusCode(200).extract().asString();
        String viaRest = Api.turns(request).statusCode(422).extract().asString();
        assertEquals(Json.read(viaRest), Json.read(viaLambda));
        assertEquals("window_size", Json.read(viaLambda).at("/error/field").asText());
    }

    static JsonNode withoutTiming(String json) throws Exception {
        ObjectNode node = Json.readObject(json);
        node.remove("duration_ms");
        return node;
    }
}
