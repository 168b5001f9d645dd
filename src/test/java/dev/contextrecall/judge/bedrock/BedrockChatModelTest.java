package dev.contextrecall.judge.bedrock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.notContaining;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathMatching;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.WireMockServer;

import dev.contextrecall.judge.callpolicy.JudgeFault;
import dev.contextrecall.support.BedrockStubs;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.request.ResponseFormat;
import dev.langchain4j.model.chat.request.ResponseFormatType;
import dev.langchain4j.model.chat.request.json.JsonArraySchema;
import dev.langchain4j.model.chat.request.json.JsonObjectSchema;
import dev.langchain4j.model.chat.request.json.JsonSchema;
import dev.langchain4j.model.chat.request.json.JsonStringSchema;
import dev.langchain4j.model.chat.response.ChatResponse;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;

/** The Converse chat model alone against a stand-in: shapes of the request and the answer, faults as classified. */
class BedrockChatModelTest {

    private static final String MODEL = "meta.llama3-1-70b-instruct-v1:0";
    private static WireMockServer bedrock;
    private BedrockChatModel model;

    @BeforeAll
    static void start() {
        bedrock = new WireMockServer(options().dynamicPort());
        bedrock.start();
    }

    @AfterAll
    static void stop() {
        bedrock.stop();
    }

    @BeforeEach
    void freshModel() {
        bedrock.resetAll();
        model = new BedrockChatModel(BedrockModels.client("us-west-2", Optional.of(bedrock.baseUrl()),
                StaticCredentialsProvider.create(AwsBasicCredentials.create("AKIDUNIT", "unit-secret"))),
                () -> MODEL, "us-west-2", List.of(), 512, true);
    }

    private static ChatRequest statementsRequest() {
        JsonSchema schema = JsonSchema.builder().name("ExtractedStatements").rootElement(JsonObjectSchema.builder()
                .addProperty("statements", JsonArraySchema.builder().items(new JsonStringSchema()).build())
                .required("statements").build()).build();
        return ChatRequest.builder().messages(SystemMessage.from("Split the reference."), UserMessage.from("Paris."))
                .responseFormat(ResponseFormat.builder().type(ResponseFormatType.JSON).jsonSchema(schema).build())
                .build();
    }

    @Test
    void theAnswerComesBackAsTheForcedToolsInputWithBedrocksUsage() {
        bedrock.stubFor(post(urlPathMatching(BedrockStubs.CONVERSE))
                .withRequestBody(matchingJsonPath("$.toolConfig.tools[0].toolSpec.name", equalTo("ExtractedStatements")))
                .withRequestBody(matchingJsonPath("$.toolConfig.toolChoice.tool.name", equalTo("ExtractedStatements")))
                .withRequestBody(matchingJsonPath("$.inferenceConfig.maxTokens", equalTo("512")))
                .willReturn(BedrockStubs.toolAnswer(Map.of("statements", List.of("Paris is in France.")), 30)));

        ChatResponse response = model.chat(statementsRequest());

        assertEquals("{\"statements\":[\"Paris is in France.\"]}", response.aiMessage().text());
        assertEquals("bedrock/" + MODEL, response.modelName());
        BedrockTokenUsage usage = (BedrockTokenUsage) response.tokenUsage();
        assertEquals(130, usage.inputTokenCount());
        assertEquals(30, usage.cacheReadTokens());
        assertEquals(20, usage.outputTokenCount());
    }

    @Test
    void aModelWithoutToolUseIsAskedForJsonInTextFromThenOn() {
        bedrock.stubFor(post(urlPathMatching(BedrockStubs.CONVERSE)).withRequestBody(matchingJsonPath("$.toolConfig"))
                .willReturn(BedrockStubs.error(400, "ValidationException",
                        "This model doesn't support the toolConfig.toolChoice.tool field.")));
        bedrock.stubFor(post(urlPathMatching(BedrockStubs.CONVERSE)).withRequestBody(notContaining("toolConfig"))
                .withRequestBody(matchingJsonPath("$.system[?(@.text =~ /.*JSON schema.*statements.*/s)]"))
                .willReturn(BedrockStubs.textAnswer("{\"statements\": [\"Paris is in France.\"]}", "end_turn")));

        assertEquals("{\"statements\": [\"Paris is in France.\"]}", model.chat(statementsRequest()).aiMessage().text());
        assertEquals("{\"statements\": [\"Paris is in France.\"]}", model.chat(statementsRequest()).aiMessage().text());
        // the refusal is learned once: the second call goes straight to text
        assertEquals(3, bedrock.getAllServeEvents().size());
    }

    @Test
    void theSdkMakesOneAttemptAndEachFaultIsClassifiedForThePolicy() {
        assertFault(503, "ServiceUnavailableException", JudgeFault.SERVER_ERROR);
        assertFault(500, "InternalServerException", JudgeFault.SERVER_ERROR);
        assertFault(429, "ThrottlingException", JudgeFault.RATE_LIMITED);
        assertFault(429, "ModelNotReadyException", JudgeFault.SERVER_ERROR);
        assertFault(408, "ModelTimeoutException", JudgeFault.TIMEOUT);
        assertFault(400, "ValidationException", JudgeFault.REJECTED);
        assertFault(403, "AccessDeniedException", JudgeFault.REJECTED);
        assertFault(403, "InvalidSignatureException", JudgeFault.REJECTED);
        assertFault(404, "ResourceNotFoundException", JudgeFault.REJECTED);
    }

    private void assertFault(int status, String type, JudgeFault expected) {
        bedrock.resetAll();
        bedrock.stubFor(post(urlPathMatching(BedrockStubs.CONVERSE))
                .willReturn(BedrockStubs.error(status, type, "test says " + type)));
        RuntimeException failure = assertThrows(RuntimeException.class, () -> model.chat(statementsRequest()));
        assertEquals(expected, JudgeFault.of(failure), type);
        assertTrue(failure.getMessage().contains(MODEL), failure.getMessage());
        assertTrue(failure.getMessage().contains(type), failure.getMessage());
        assertEquals(1, bedrock.getAllServeEvents().size(), type + " was sent more than once");
    }

    @Test
    void anAnswerCutAtMaxTokensIsMalformedOutputNotAnAnswer() {
        bedrock.stubFor(post(urlPathMatching(BedrockStubs.CONVERSE))
                .willReturn(BedrockStubs.textAnswer("{\"statements\": [\"Paris", "max_tokens")));
        RuntimeException failure = assertThrows(RuntimeException.class, () -> model.chat(statementsRequest()));
        assertEquals(JudgeFault.MALFORMED_OUTPUT, JudgeFault.of(failure));
        assertFalse(JudgeFault.of(failure).retryable());
    }

    private static com.github.tomakehurst.wiremock.matching.StringValuePattern equalTo(String value) {
        return com.github.tomakehurst.wiremock.client.WireMock.equalTo(value);
    }
}
