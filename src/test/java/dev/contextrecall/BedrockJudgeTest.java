package dev.contextrecall;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static com.github.tomakehurst.wiremock.client.WireMock.matching;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.stubbing.Scenario.STARTED;

import static dev.contextrecall.support.BedrockStubs.anyConverse;
import static dev.contextrecall.support.BedrockStubs.attributionCall;
import static dev.contextrecall.support.BedrockStubs.error;
import static dev.contextrecall.support.BedrockStubs.extractionCall;
import static dev.contextrecall.support.BedrockStubs.extractionRequests;
import static dev.contextrecall.support.BedrockStubs.statements;
import static dev.contextrecall.support.BedrockStubs.textAnswer;
import static dev.contextrecall.support.BedrockStubs.toolAnswer;
import static dev.contextrecall.support.JudgeStubs.verdict;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.BedrockStubs;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.InjectJudge;
import dev.contextrecall.support.WireMockBedrock;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

/**
 * The service with context-recall.judge.provider=bedrock and no OpenAI key, against a Converse stand-in: every
 * judge call is a SigV4-signed Converse call for the configured model, the answer's schema is a forced tool, and
 * Bedrock's faults go through the one retry layer (the SDK makes one attempt per call).
 */
@QuarkusTest
@TestProfile(BedrockJudgeTest.Bedrock.class)
public class BedrockJudgeTest {

    public static class Bedrock implements QuarkusTestProfile {
        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(WireMockBedrock.class));
        }

        @Override
        public boolean disableGlobalTestResources() {
            return true;
        }
    }

    private static final String ESCAPED_MODEL = BedrockStubs.MODEL.replace(":", "%3A");
    private static final String SIGNED = "AWS4-HMAC-SHA256 Credential=" + BedrockStubs.KEY_ID + "/\\d{8}/"
            + BedrockStubs.REGION + "/bedrock/aws4_request, SignedHeaders=.*, Signature=[0-9a-f]{64}";
    private static final Map<String, Object> TWO_OF_THREE = Map.of("summary", "Nodes 1 and 2.", "verdicts", List.of(
            verdict(1, "yes", List.of(1), "completed in 1889"), verdict(2, "yes", List.of(2), "At 330 metres"),
            verdict(3, "no", List.of(), "")));

    @InjectJudge
    WireMockServer bedrock;

    @BeforeEach
    void answersWell() {
        bedrock.resetAll();
        bedrock.stubFor(extractionCall().atPriority(5).willReturn(statements(Cases.EIFFEL_STATEMENTS)));
        bedrock.stubFor(attributionCall().atPriority(5).willReturn(toolAnswer(TWO_OF_THREE, 60)));
    }

    /** The extraction call fails once with failure, then answers. */
    private void extractionFailsOnce(ResponseDefinitionBuilder failure) {
        bedrock.stubFor(extractionCall().inScenario("bedrock").whenScenarioStateIs(STARTED).willReturn(failure)
                .willSetStateTo("recovered"));
        bedrock.stubFor(extractionCall().inScenario("bedrock").whenScenarioStateIs("recovered")
                .willReturn(statements(Cases.EIFFEL_STATEMENTS)));
    }

    @Test
    void everyJudgeCallIsASignedConverseCallWithTheSchemaAsAForcedTool() {
        Api.rest(Cases.eiffel()).statusCode(200)
                .body("judge", equalTo("llm"))
                .body("score", equalTo(0.6667))
                .body("evaluation_model", equalTo("bedrock/" + BedrockStubs.MODEL))
                .body("usage.llm_calls", equalTo(2))
                // Converse's inputTokens leaves out cached tokens: 100 new + 0 cached, then 100 new + 60 cached
                .body("usage.input_tokens", equalTo(260))
                .body("usage.cached_input_tokens", equalTo(60))
                .body("usage.output_tokens", equalTo(40))
                // claude-3-5-haiku: 200 x 0.80 + 60 x 0.08 + 40 x 4.00 per million
                .body("evaluation_cost", equalTo(0.0003248));
        List<LoggedRequest> calls = bedrock.findAll(anyConverse());
        assertEquals(2, calls.size());
        for (LoggedRequest call : calls) {
            assertEquals("/model/" + ESCAPED_MODEL + "/converse", call.getUrl());
            assertTrue(call.getHeader("Authorization").matches(SIGNED), call.getHeader("Authorization"));
        }
        bedrock.verify(2, postRequestedFor(urlPathEqualTo("/model/" + ESCAPED_MODEL + "/converse"))
                .withRequestBody(matchingJsonPath("$.toolConfig.toolChoice.tool.name"))
                .withRequestBody(matchingJsonPath("$.system[?(@.cachePoint)]"))
                .withRequestBody(matchingJsonPath("$.inferenceConfig.temperature", equalToNumber())));
    }

    private static com.github.tomakehurst.wiremock.matching.StringValuePattern equalToNumber() {
        return matching("0(\\.0)?");
    }

    @Test
    void aRequestMayNameAnotherConfiguredBedrockModel() {
        Api.rest(Cases.with(Cases.eiffel(), "model", "nova")).statusCode(200)
                .body("evaluation_model", equalTo("bedrock/amazon.nova-lite-v1:0"))
                .body("score", equalTo(0.6667));
        bedrock.verify(2, postRequestedFor(urlPathEqualTo("/model/amazon.nova-lite-v1%3A0/converse")));
    }

    @Test
    void throttlingIsRetriedByThePolicyAloneThenScored() {
        extractionFailsOnce(error(429, "ThrottlingException", "Too many requests, please wait before trying again."));
        Api.rest(Cases.eiffel()).statusCode(200).body("score", equalTo(0.6667));
        bedrock.verify(2, extractionRequests());
    }

    @Test
    void aModelNotReadyIsRetriedThenScored() {
        extractionFailsOnce(error(429, "ModelNotReadyException", "Model is not ready to serve inference requests."));
        Api.rest(Cases.eiffel()).statusCode(200).body("score", equalTo(0.6667));
        bedrock.verify(2, extractionRequests());
    }

    @Test
    void unavailableForeverIsJudgeUnavailableAfterEveryAttemptOfThePolicyOnly() {
        bedrock.stubFor(extractionCall().willReturn(error(503, "ServiceUnavailableException", "Bedrock is busy.")));
        Api.rest(Cases.eiffel()).statusCode(503)
                .body("error.code", equalTo("judge_unavailable"))
                .body("error.retryable", equalTo(true))
                .body("score", nullValue());
        bedrock.verify(1 + 3, anyConverse());
    }

    @Test
    void anAnswerCutAtMaxTokensIsAskedAgainNeverScored() {
        extractionFailsOnce(textAnswer("{\"statements\": [\"The Eiffel Tower was completed", "max_tokens"));
        Api.rest(Cases.eiffel()).statusCode(200).body("score", equalTo(0.6667)).body("usage.llm_calls", equalTo(3));
        bedrock.verify(2, extractionRequests());
        bedrock.verify(1, extractionRequests().withRequestBody(containing("could not be used")));
    }

    @Test
    void accessDeniedIsAClearErrorNamingTheModelAndIsNotRetried() {
        bedrock.stubFor(extractionCall().willReturn(error(403, "AccessDeniedException",
                "You don't have access to the model with the specified model ID.")));
        Api.rest(Cases.eiffel()).statusCode(503)
                .body("error.retryable", equalTo(false))
                .body("error.message", containsString("Amazon Bedrock denied access to model " + BedrockStubs.MODEL
                        + " in eu-west-1 (AccessDeniedException: You don't have access"))
                .body("error.message", containsString("bedrock:InvokeModel"))
                .body("error.message", not(containsString("at dev.")))
                .body("score", nullValue());
        bedrock.verify(1, anyConverse());
    }

    @Test
    void aValidationErrorIsNotRetried() {
        bedrock.stubFor(extractionCall().willReturn(error(400, "ValidationException",
                "Input is too long for requested model.")));
        Api.rest(Cases.eiffel()).statusCode(503)
                .body("error.retryable", equalTo(false))
                .body("error.message", containsString("ValidationException: Input is too long for requested model."))
                .body("score", nullValue());
        bedrock.verify(1, anyConverse());
    }

    @Test
    void credentialsBedrockDoesNotKnowAreAClearError() {
        bedrock.stubFor(extractionCall().willReturn(error(403, "UnrecognizedClientException",
                "The security token included in the request is invalid.")));
        Api.rest(Cases.eiffel()).statusCode(503)
                .body("error.retryable", equalTo(false))
                .body("error.message", containsString("did not accept the AWS credentials calling model "
                        + BedrockStubs.MODEL))
                .body("score", nullValue());
        bedrock.verify(1, anyConverse());
    }

    private static com.github.tomakehurst.wiremock.matching.StringValuePattern containing(String text) {
        return com.github.tomakehurst.wiremock.client.WireMock.containing(text);
    }
}
