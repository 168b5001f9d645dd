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
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

/** A judge model configured as text-only refuses images with a clear error instead of dropping them. */
@QuarkusTest
@TestProfile(TextOnlyJudgeTest.TextOnly.class)
class TextOnlyJudgeTest extends JudgeTest {

    public static class TextOnly implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("context-recall.judge.vision", "false");
        }
    }

    static final Map<String, String> IMAGE = Map.of("image_url", "https://example.com/chart.png");

    @Test
    void anImageNodeIsRefusedNamingItsField() {
        Api.rest(Cases.with(Cases.eiffel(), "retrieval_context", List.of("A chunk.", IMAGE))).statusCode(422)
                .body("error.code", equalTo("invalid_test_case"))
                .body("error.field", equalTo("retrieval_context[1].image_url"))
                .body("error.message", equalTo("retrieval_context[1].image_url is an image, but the judge model (the"
                        + " default model) is configured as text-only (context-recall.judge.vision=false). Send text, or"
                        + " choose a model that takes images."));
        judge.verify(0, anyJudgeRequest());
    }

    @Test
    void anImageInTheReferenceIsRefused() {
        Api.rest(Cases.with(Cases.eiffel(), "expected_output", List.of("Text.", IMAGE))).statusCode(422)
                .body("error.field", equalTo("expected_output"));
        Api.lambda(Cases.with(Cases.eiffel(), "expected_output", IMAGE)).statusCode(200)
                .body("error.code", equalTo("invalid_test_case"))
                .body("error.field", equalTo("expected_output"));
        judge.verify(0, anyJudgeRequest());
    }

    @Test
    void anImageInAConversationIsRefused() {
        Api.turns(Conversations.request(List.of(Conversations.user("Show me."),
                Conversations.assistant("Here.", List.of("Some text.", IMAGE))), 1)).statusCode(422)
                .body("error.field", equalTo("turns[1].retrieval_context[1].image_url"));
        judge.verify(0, anyJudgeRequest());
    }
}
