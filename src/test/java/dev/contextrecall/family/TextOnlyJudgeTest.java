package dev.contextrecall.family;

import static org.hamcrest.Matchers.equalTo;

import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Conversations;
import dev.contextrecall.support.JudgeTest;
import dev.contextrecall.support.OperatorSettings;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * A judge model configured as text-only (context-recall.judge.vision=false) refuses images with a clear error
 * instead of dropping them. The requests ask for the LLM judge, as this deployment's default judge is the offline
 * one: no request may reach it.
 */
@QuarkusTest
@TestProfile(OperatorSettings.class)
class TextOnlyJudgeTest extends JudgeTest {

    static final Map<String, String> IMAGE = Map.of("image_url", "https://example.com/chart.png");

    static Map<String, Object> eiffelForTheLlm() {
        return Cases.with(Cases.eiffel(), "judge", "llm");
    }

    @Test
    void anImageNodeIsRefusedNamingItsField() {
        Api.rest(Cases.with(eiffelForTheLlm(), "retrieval_context", List.of("A chunk.", IMAGE))).statusCode(422)
                .body("error.code", equalTo("invalid_test_case"))
                .body("error.field", equalTo("retrieval_context[1].image_url"))
                .body("error.message", equalTo("retrieval_context[1].image_url is an image, but the judge model (the"
                        + " default model) is configured as text-only (context-recall.judge.vision=false). Send text, or"
                        + " choose a model that takes images."));
        judge.verify(0, anyJudgeRequest());
    }

    @Test
    void anImageInTheReferenceIsRefused() {
        Api.rest(Cases.with(eiffelForTheLlm(), "expected_output", List.of("Text.", IMAGE))).statusCode(422)
                .body("error.field", equalTo("expected_output"));
        Api.lambda(Cases.with(eiffelForTheLlm(), "expected_output", IMAGE)).statusCode(200)
                .body("error.code", equalTo("invalid_test_case"))
                .body("error.field", equalTo("expected_output"));
        judge.verify(0, anyJudgeRequest());
    }

    @Test
    void anImageInAConversationIsRefused() {
        Api.turns(Cases.with(Conversations.request(List.of(Conversations.user("Show me."),
                Conversations.assistant("Here.", List.of("Some text.", IMAGE))), 1), "judge", "llm")).statusCode(422)
                .body("error.field", equalTo("turns[1].retrieval_context[1].image_url"));
        judge.verify(0, anyJudgeRequest());
    }
}
