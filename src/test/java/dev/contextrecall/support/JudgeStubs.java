package dev.contextrecall.support;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.github.tomakehurst.wiremock.client.MappingBuilder;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.matching.RequestPatternBuilder;

/** Builds OpenAI chat-completion answers and routes them by the JSON schema the request carries. */
public final class JudgeStubs {

    public static final String CHAT = "/v1/chat/completions";

    private JudgeStubs() {
    }

    public static MappingBuilder extractionCall() {
        return post(urlEqualTo(CHAT))
                .withRequestBody(matchingJsonPath("$.response_format.json_schema.schema.properties.statements"));
    }

    public static MappingBuilder attributionCall() {
        return post(urlEqualTo(CHAT))
                .withRequestBody(matchingJsonPath("$.response_format.json_schema.schema.properties.verdicts"));
    }

    /** The holistic call: its schema's one number property is "score". */
    public static MappingBuilder holisticCall() {
        return post(urlEqualTo(CHAT))
                .withRequestBody(matchingJsonPath("$.response_format.json_schema.schema.properties.score"));
    }

    public static RequestPatternBuilder holisticRequests() {
        return postRequestedFor(urlEqualTo(CHAT))
                .withRequestBody(matchingJsonPath("$.response_format.json_schema.schema.properties.score"));
    }

    /** A holistic answer; score is an Object so that tests can send what a misbehaving model sends. */
    public static ResponseDefinitionBuilder rating(Object score, String reason) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("score", score);
        body.put("reason", reason);
        return answer(json(body));
    }

    public static RequestPatternBuilder extractionRequests() {
        return postRequestedFor(urlEqualTo(CHAT))
                .withRequestBody(matchingJsonPath("$.response_format.json_schema.schema.properties.statements"));
    }

    public static RequestPatternBuilder attributionRequests() {
        return postRequestedFor(urlEqualTo(CHAT))
                .withRequestBody(matchingJsonPath("$.response_format.json_schema.schema.properties.verdicts"));
    }

    public static RequestPatternBuilder anyJudgeRequest() {
        return postRequestedFor(urlEqualTo(CHAT));
    }

    /** A 200 answer whose message content is the given text, with token usage 100 in / 20 out. */
    public static ResponseDefinitionBuilder answer(String content) {
        return answer(content, "stop");
    }

    /** As {@link #answer(String)}, with the given finish_reason ("length" when the model ran out of tokens). */
    public static ResponseDefinitionBuilder answer(String content, String finishReason) {
        return answer(content, finishReason, null);
    }

    /** As {@link #answer(String)}, reporting that the provider read cachedTokens of the 100 from its prompt cache. */
    public static ResponseDefinitionBuilder answer(String content, String finishReason, Integer cachedTokens) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("id", "chatcmpl-test");
        body.put("object", "chat.completion");
        body.put("created", 0);
        body.put("model", "gpt-4o-mini-2024-07-18");
        body.put("choices", List.of(Map.of("index", 0, "finish_reason", finishReason,
                "message", Map.of("role", "assistant", "content", content))));
        Map<String, Object> usage = new LinkedHashMap<>(Map.of("prompt_tokens", 100, "completion_tokens", 20,
                "total_tokens", 120));
        if (cachedTokens != null) {
            usage.put("prompt_tokens_details", Map.of("cached_tokens", cachedTokens));
        }
        body.put("usage", usage);
        return aResponse().withStatus(200).withHeader("Content-Type", "application/json").withBody(json(body));
    }

    public static ResponseDefinitionBuilder statements(String... statements) {
        return answer(json(Map.of("statements", List.of(statements))));
    }

    /** One verdict: number, "yes"/"no" (any spelling), cited 1-based nodes, quote. */
    public static Map<String, Object> verdict(int statement, String verdict, List<Integer> nodes, String quote) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("statement", statement);
        v.put("verdict", verdict);
        v.put("nodes", nodes);
        v.put("quote", quote);
        v.put("reason", "yes".equalsIgnoreCase(verdict) ? "The node states it." : "No node states it.");
        return v;
    }

    @SafeVarargs
    public static ResponseDefinitionBuilder verdicts(String summary, Map<String, Object>... verdicts) {
        return answer(attributionJson(summary, List.of(verdicts)));
    }

    public static String attributionJson(String summary, List<Map<String, Object>> verdicts) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("verdicts", new ArrayList<>(verdicts));
        body.put("summary", summary);
        return json(body);
    }

    /** The JSON text of a request or an answer body ({@link Json#write(Object)}). */
    public static String json(Object value) {
        return Json.write(value);
    }
}
