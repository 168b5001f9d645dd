package dev.contextrecall.support;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathMatching;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.github.tomakehurst.wiremock.client.MappingBuilder;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.matching.RequestPatternBuilder;

/**
 * Amazon Bedrock's Converse API as WireMock stubs: calls routed by the answer's schema, which a Converse request
 * carries as its forced tool's input schema; answers with a toolUse block or text, Bedrock's usage and its errors
 * (status, x-amzn-ErrorType, {"message": ...}).
 */
public final class BedrockStubs {

    public static final String MODEL = "anthropic.claude-3-5-haiku-20241022-v1:0";
    public static final String REGION = "eu-west-1";
    public static final String KEY_ID = "AKIDBEDROCKTEST";
    public static final String SECRET = "bedrock-test-secret";
    /** /model/{modelId}/converse; the SDK escapes the id's colon. */
    public static final String CONVERSE = "/model/[^/]+/converse";
    private static final String TOOL_SCHEMA = "$.toolConfig.tools[0].toolSpec.inputSchema.json.properties.";

    private BedrockStubs() {
    }

    public static MappingBuilder extractionCall() {
        return post(urlPathMatching(CONVERSE)).withRequestBody(matchingJsonPath(TOOL_SCHEMA + "statements"));
    }

    public static MappingBuilder attributionCall() {
        return post(urlPathMatching(CONVERSE)).withRequestBody(matchingJsonPath(TOOL_SCHEMA + "verdicts"));
    }

    public static RequestPatternBuilder extractionRequests() {
        return postRequestedFor(urlPathMatching(CONVERSE)).withRequestBody(matchingJsonPath(TOOL_SCHEMA + "statements"));
    }

    public static RequestPatternBuilder anyConverse() {
        return postRequestedFor(urlPathMatching(CONVERSE));
    }

    /** The model calls the forced tool with this input; usage 100 new input tokens, 20 out, cacheRead read from cache. */
    public static ResponseDefinitionBuilder toolAnswer(Object input, int cacheRead) {
        return answer(List.of(Map.of("toolUse", Map.of("toolUseId", "tooluse_test", "name", "answer", "input", input))),
                "tool_use", cacheRead);
    }

    public static ResponseDefinitionBuilder textAnswer(String text, String stopReason) {
        return answer(List.of(Map.of("text", text)), stopReason, 0);
    }

    private static ResponseDefinitionBuilder answer(List<Map<String, Object>> content, String stopReason,
            int cacheRead) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("output", Map.of("message", Map.of("role", "assistant", "content", content)));
        body.put("stopReason", stopReason);
        body.put("usage", Map.of("inputTokens", 100, "outputTokens", 20, "totalTokens", 120 + cacheRead,
                "cacheReadInputTokens", cacheRead, "cacheWriteInputTokens", 0));
        body.put("metrics", Map.of("latencyMs", 5));
        return aResponse().withStatus(200).withHeader("Content-Type", "application/json").withBody(Json.write(body));
    }

    public static ResponseDefinitionBuilder statements(List<String> statements) {
        return toolAnswer(Map.of("statements", statements), 0);
    }

    /** Bedrock's error shape. */
    public static ResponseDefinitionBuilder error(int status, String type, String message) {
        return aResponse().withStatus(status).withHeader("Content-Type", "application/json")
                .withHeader("x-amzn-ErrorType", type + ":http://internal.amazon.com/coral/com.amazon.bedrock/")
                .withHeader("x-amzn-RequestId", "00000000-0000-4000-8000-000000000000")
                .withBody(Json.write(Map.of("message", message)));
    }
}
