package dev.contextrecall.api;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.holisticCall;
import static dev.contextrecall.support.JudgeStubs.rating;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.report.LevelResolver;
import com.atlassian.oai.validator.report.ValidationReport;
import com.atlassian.oai.validator.restassured.OpenApiValidationFilter;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Conversations;
import dev.contextrecall.support.CurieJudge;
import dev.contextrecall.support.EiffelJudge;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.common.http.TestHTTPResourceManager;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;

/**
 * docs/openapi.yaml is the API's one document: /q/openapi serves it as written, and every kind of answer of both
 * routes (results of each algorithm, conversations, errors) is checked against it by an OpenAPI validator, so the
 * document cannot drift from the code. Requests are not validated: the error cases send bad ones on purpose.
 */
@QuarkusTest
class OpenApiContractTest extends JudgeTest {

    static final Path COMMITTED = Path.of("docs/openapi.yaml");
    static final String SINGLE = "/v1/context-recall";
    static final String CONVERSATION = "/v1/turn-context-recall";

    private OpenApiValidationFilter responsesMatchTheDocument;

    @BeforeEach
    void validatorFromTheServedDocument() {
        String served = Api.get("/q/openapi").statusCode(200).extract().asString();
        OpenApiInteractionValidator validator = OpenApiInteractionValidator.createForInlineApiSpecification(served)
                .withLevelResolver(LevelResolver.create()
                        .withLevel("validation.request", ValidationReport.Level.IGNORE).build())
                .build();
        responsesMatchTheDocument = new OpenApiValidationFilter(validator);
    }

    ValidatableResponse post(String route, Object body) {
        return given().filter(responsesMatchTheDocument).baseUri(TestHTTPResourceManager.getUri())
                .contentType(ContentType.JSON).body(body).post(route).then();
    }

    ValidatableResponse postRaw(String body) {
        return given().filter(responsesMatchTheDocument).baseUri(TestHTTPResourceManager.getUri())
                .contentType(ContentType.JSON).body(body).post(SINGLE).then();
    }

    @Test
    void theServedDocumentIsTheCommittedOne() throws IOException {
        Object served = new Yaml().load(Api.get("/q/openapi").statusCode(200).extract().asString());
        Object committed = new Yaml().load(Files.readString(COMMITTED, StandardCharsets.UTF_8));
        assertEquals(committed, served, "/q/openapi must serve " + COMMITTED + " as written");
    }

    @Test
    void bothRoutesWithTheirSchemasAndExamples() {
        Api.get("/q/openapi?format=json").statusCode(200)
                .body("openapi", containsString("3."))
                .body("paths", hasKey(SINGLE))
                .body("paths", hasKey(CONVERSATION))
                .body("paths.'/v1/context-recall'.post.requestBody.content.'application/json'.schema.'$ref'",
                        equalTo("#/components/schemas/ContextRecallRequest"))
                .body("paths.'/v1/context-recall'.post.requestBody.content.'application/json'.examples", notNullValue())
                .body("paths.'/v1/context-recall'.post.responses.'200'.content.'application/json'.examples",
                        notNullValue())
                .body("components.responses.InvalidTestCase.content.'application/json'.schema.'$ref'",
                        equalTo("#/components/schemas/Error"))
                .body("paths.'/v1/turn-context-recall'.post.requestBody.content.'application/json'.schema.'$ref'",
                        equalTo("#/components/schemas/TurnContextRecallRequest"))
                .body("components.schemas.ContextRecallRequest.required", equalTo(List.of("expected_output",
                        "retrieval_context")))
                .body("components.schemas.ContextRecallRequest.properties.expected_output.description",
                        containsString("Aliases: reference, ground_truth, expected_answer"))
                .body("components.schemas.ContextRecallRequest.properties.retrieval_context.description",
                        containsString("Aliases: retrieved_contexts, contexts, context"))
                .body("components.schemas.ErrorDetail.properties.retryable.description", notNullValue());
    }

    @Test
    void aFieldTheDocumentDoesNotKnowIsCaught() {
        // The check itself can fail: a result with a field the document lacks is refused by the validator.
        String document = Api.get("/q/openapi").statusCode(200).extract().asString();
        OpenApiInteractionValidator validator = OpenApiInteractionValidator.createForInlineApiSpecification(document)
                .build();
        com.atlassian.oai.validator.model.SimpleResponse response = com.atlassian.oai.validator.model.SimpleResponse
                .Builder.ok().withContentType("application/json")
                .withBody("{\"metric\":\"context_recall\",\"score\":1.0,\"success\":true,\"threshold\":0.5,"
                        + "\"strict_mode\":false,\"reason\":null,\"algorithm\":\"statements\",\"judge\":\"offline\","
                        + "\"usage\":{\"llm_calls\":0},\"evaluation_cost\":null,\"duration_ms\":1,\"surprise\":1}")
                .build();
        ValidationReport report = validator.validateResponse(SINGLE, com.atlassian.oai.validator.model.Request.Method.POST,
                response);
        assertEquals(true, report.hasErrors(), report.toString());
    }

    // --- results ---------------------------------------------------------------------------------------------

    @Test
    void statementsJudgedByTheLlm() {
        EiffelJudge.twoOfThreeSupported(judge);
        post(SINGLE, Cases.eiffel()).statusCode(200).body("score", equalTo(0.6667f));
    }

    @Test
    void statementsWithoutReasonsAndSampledThreeTimes() {
        EiffelJudge.twoOfThreeSupported(judge);
        post(SINGLE, Cases.with(Cases.with(Cases.eiffel(), "include_reason", false), "samples", 3)).statusCode(200)
                .body("samples", equalTo(3));
    }

    @Test
    void pinnedStatementsJudgedOffline() {
        post(SINGLE, Cases.with(Cases.with(Cases.eiffel(), "judge", "offline"), "reference_statements",
                Cases.EIFFEL_STATEMENTS)).statusCode(200).body("judge", equalTo("offline"));
    }

    @Test
    void sentencesOffline() {
        post(SINGLE, Cases.with(Cases.with(Cases.eiffel(), "judge", "offline"), "algorithm", "sentences"))
                .statusCode(200);
    }

    @Test
    void holisticRatedByTheLlm() {
        judge.stubFor(holisticCall().willReturn(rating(0.5, "Half of it is there.")));
        post(SINGLE, Cases.with(Cases.eiffel(), "algorithm", "holistic")).statusCode(200).body("score", equalTo(0.5f));
    }

    @Test
    void contextIds() {
        post(SINGLE, Map.of("algorithm", "context_ids", "reference_context_ids", List.of("a", "b"),
                "retrieved_context_ids", List.of("b", "c"))).statusCode(200).body("score", equalTo(0.5f));
    }

    @Test
    void referenceContexts() {
        post(SINGLE, Map.of("algorithm", "reference_contexts",
                "reference_contexts", List.of("The Eiffel Tower was completed in 1889."),
                "retrieval_context", List.of("The Eiffel Tower was completed in 1889.", "Paris is in France.")))
                .statusCode(200).body("score", equalTo(1.0f));
    }

    @Test
    void aConversationJudgedByTheLlmAndOffline() {
        CurieJudge.prizeOnlyInTheSecondWindow(judge);
        post(CONVERSATION, Conversations.curie(1)).statusCode(200).body("metric", equalTo("turn_context_recall"));
        post(CONVERSATION, Cases.with(Conversations.curie(1), "judge", "offline")).statusCode(200);
    }

    // --- errors ----------------------------------------------------------------------------------------------

    @Test
    void notJsonIs400() {
        postRaw("{not json").statusCode(400).body("error.code", equalTo("invalid_test_case"));
    }

    @Test
    void oversizedIs413() {
        String huge = "x".repeat(1_100_000);
        post(SINGLE, Cases.with(Cases.eiffel(), "retrieval_context", List.of(huge))).statusCode(413);
    }

    @Test
    void aMissingFieldIs422OnBothRoutes() {
        post(SINGLE, Cases.without(Cases.eiffel(), "retrieval_context")).statusCode(422)
                .body("error.field", equalTo("retrieval_context"));
        post(CONVERSATION, Map.of("expected_outcome", "x")).statusCode(422);
    }

    @Test
    void aRateLimitingProviderIs429() {
        judge.stubFor(extractionCall().willReturn(aResponse().withStatus(429)
                .withHeader("Content-Type", "application/json").withBody("{\"error\":{\"message\":\"slow down\"}}")));
        post(SINGLE, Cases.eiffel()).statusCode(429).body("error.code", equalTo("rate_limited"));
    }

    @Test
    void aRejectingProviderIs503() {
        judge.stubFor(extractionCall().willReturn(aResponse().withStatus(400)
                .withHeader("Content-Type", "application/json").withBody("{\"error\":{\"message\":\"no\"}}")));
        post(SINGLE, Cases.eiffel()).statusCode(503).body("error.code", equalTo("judge_unavailable"));
    }
}
