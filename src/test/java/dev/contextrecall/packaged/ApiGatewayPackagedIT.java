package dev.contextrecall.packaged;

import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.EiffelJudge;
import dev.contextrecall.support.Events;
import dev.contextrecall.support.ExportProfiles;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.JudgeStubs;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.quarkus.test.junit.TestProfile;

/** The context-recall-http function of the packaged artifact: an API Gateway HTTP API event in, a response out. */
@QuarkusIntegrationTest
@NativeExecutableOnly
@TestProfile(ExportProfiles.ApiGateway.class)
class ApiGatewayPackagedIT extends LambdaOnlyJudgeTest {

    @BeforeEach
    void stubs() {
        EiffelJudge.twoOfThreeSupported(judge);
    }

    @Test
    void postIsScored() throws Exception {
        String body = Api.lambda(Events.httpApi("POST", "/v1/context-recall", JudgeStubs.json(Cases.eiffel()), false))
                .statusCode(200)
                .body("statusCode", equalTo(200))
                .body("headers.Content-Type", equalTo("application/json"))
                .extract().path("body");
        JsonNode result = Json.read(body);
        assertEquals(0.6667, result.get("score").asDouble());
        assertEquals("yes", result.at("/verdicts/0/verdict").asText());
    }

    @Test
    void badInputIs422WithTheErrorJson() throws Exception {
        String body = Api.lambda(Events.httpApi("POST", "/v1/context-recall",
                JudgeStubs.json(Cases.with(Cases.eiffel(), "threshold", 2)), false))
                .body("statusCode", equalTo(422)).extract().path("body");
        assertEquals("threshold", Json.read(body).at("/error/field").asText());
    }
}
