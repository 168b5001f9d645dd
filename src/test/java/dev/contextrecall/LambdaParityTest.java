package dev.contextrecall;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.EiffelJudge;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;

/**
 * Direct Lambda invoke (through the Lambda runtime's mock event server) answers exactly what REST answers.
 * {@code packaged/DirectInvokePackagedIT} re-runs it against the native Lambda executable.
 */
@QuarkusTest
public class LambdaParityTest extends JudgeTest {

    @BeforeEach
    void stubs() {
        EiffelJudge.twoOfThreeSupported(judge);
    }

    @Test
    void sameResultThroughLambdaAndRest() throws Exception {
        var request = Cases.with(Cases.with(Cases.eiffel(), "id", "case-1"), "metadata", java.util.Map.of("run", 7));
        String viaLambda = Api.lambda(request).statusCode(200)
                .body("id", equalTo("case-1"))
                .body("verdicts.verdict", contains("yes", "yes", "no"))
                .extract().asString();
        String viaRest = Api.rest(request).statusCode(200).extract().asString();
        assertEquals(withoutTiming(viaRest), withoutTiming(viaLambda));
        assertEquals(0.6667, Json.read(viaLambda).get("score").asDouble());
    }

    @Test
    void sameErrorThroughLambdaAndRest() throws Exception {
        var request = Cases.with(Cases.eiffel(), "algorithm", "magic");
        String viaLambda = Api.lambda(request).statusCode(200)
                .body("error.code", equalTo("invalid_test_case"))
                .body("error.field", equalTo("algorithm"))
                .extract().asString();
        String viaRest = Api.rest(request).statusCode(422).extract().asString();
        assertEquals(Json.read(viaRest), Json.read(viaLambda));
    }

    static JsonNode withoutTiming(String json) throws Exception {
        ObjectNode node = Json.readObject(json);
        node.remove("duration_ms");
        return node;
    }
}
