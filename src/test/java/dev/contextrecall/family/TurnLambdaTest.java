package dev.contextrecall.family;

import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.statements;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.tomakehurst.wiremock.WireMockServer;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Conversations;
import dev.contextrecall.support.ExportProfiles;
import dev.contextrecall.support.InjectJudge;
import dev.contextrecall.support.WarmUp;
import dev.contextrecall.support.WireMockJudge;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** The turn-context-recall Lambda function (direct invoke) answers exactly what REST answers. */
@QuarkusTest
@TestProfile(ExportProfiles.TurnContextRecall.class)
@QuarkusTestResource(WireMockJudge.class)
class TurnLambdaTest {

    static final ObjectMapper JSON = new ObjectMapper();

    @InjectJudge
    WireMockServer judge;

    @BeforeEach
    void stubs() {
        WarmUp.once(judge);
        judge.resetAll();
        judge.stubFor(extractionCall().willReturn(statements(Conversations.STATEMENTS.toArray(String[]::new))));
        judge.stubFor(attributionCall().withRequestBody(containing("in 1903")).atPriority(1)
                .willReturn(verdicts("Both.", verdict(1, "yes", List.of(2), "born in Warsaw"),
                        verdict(2, "yes", List.of(1), "won the Nobel Prize in Physics"))));
        judge.stubFor(attributionCall().atPriority(5).willReturn(verdicts("Birth only.",
                verdict(1, "yes", List.of(1), "born in Warsaw"), verdict(2, "no", List.of(), ""))));
    }

    @Test
    void sameResultThroughLambdaAndRest() throws Exception {
        var request = Cases.with(Conversations.curie(1), "id", "conv-1");
        String viaLambda = Api.lambda(request).statusCode(200).extract().asString();
        String viaRest = Api.turns(request).statusCode(200).extract().asString();
        assertEquals(withoutTiming(viaRest), withoutTiming(viaLambda));
        assertEquals(0.75, JSON.readTree(viaLambda).get("score").asDouble());
    }

    @Test
    void sameErrorThroughLambdaAndRest() throws Exception {
        var request = Cases.with(Conversations.curie(1), "window_size", 0);
        String viaLambda = Api.lambda(request).statusCode(200).extract().asString();
        String viaRest = Api.turns(request).statusCode(422).extract().asString();
        assertEquals(JSON.readTree(viaRest), JSON.readTree(viaLambda));
        assertEquals("window_size", JSON.readTree(viaLambda).at("/error/field").asText());
    }

    static JsonNode withoutTiming(String json) throws Exception {
        ObjectNode node = (ObjectNode) JSON.readTree(json);
        node.remove("duration_ms");
        return node;
    }
}
