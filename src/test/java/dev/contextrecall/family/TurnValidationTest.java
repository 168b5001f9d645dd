package dev.contextrecall.family;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import static dev.contextrecall.support.Conversations.assistant;
import static dev.contextrecall.support.Conversations.user;
import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Conversations;
import dev.contextrecall.support.ErrorJson;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;

/**
 * A bad conversation is a 422 naming the field, before any judge call. {@code packaged/TurnValidationPackagedIT}
 * re-runs it against the packaged artifact.
 */
@QuarkusTest
public class TurnValidationTest extends JudgeTest {

    static Stream<Arguments> badConversations() {
        Map<String, Object> ok = Conversations.curie(2);
        return Stream.of(
                Arguments.of("window_size 0", Cases.with(ok, "window_size", 0), "window_size"),
                Arguments.of("window_size negative", Cases.with(ok, "window_size", -3), "window_size"),
                Arguments.of("window_size fractional", Cases.with(ok, "window_size", 1.5), "window_size"),
                Arguments.of("window_size a string", Cases.with(ok, "window_size", "2"), "window_size"),
                Arguments.of("no turns", Cases.without(ok, "turns"), "turns"),
                Arguments.of("empty turns", Cases.with(ok, "turns", List.of()), "turns"),
                Arguments.of("turns not a list", Cases.with(ok, "turns", "hello"), "turns"),
                Arguments.of("unknown role", Cases.with(ok, "turns", List.of(user("Hi"),
                        Map.of("role", "system", "content", "x"))), "turns[1].role"),
                Arguments.of("content not a string", Cases.with(ok, "turns", List.of(Map.of("role", "user",
                        "content", 5))), "turns[0].content"),
                Arguments.of("retrieval context on a user turn", Cases.with(ok, "turns", List.of(Map.of("role",
                        "user", "content", "Hi", "retrieval_context", List.of("a chunk")))), "turns[0].retrieval_context"),
                Arguments.of("a chunk of a wrong type", Cases.with(ok, "turns", List.of(user("Hi"),
                        assistant("Hello", List.of("fine", 42)))), "turns[1].retrieval_context[1]"),
                Arguments.of("no expected_outcome", Cases.without(ok, "expected_outcome"), "expected_outcome"),
                Arguments.of("blank expected_outcome", Cases.with(ok, "expected_outcome", " "), "expected_outcome"),
                Arguments.of("holistic algorithm", Cases.with(ok, "algorithm", "holistic"), "algorithm"),
                Arguments.of("threshold out of range", Cases.with(ok, "threshold", 2), "threshold"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badConversations")
    void answers422NamingTheField(String why, Map<String, Object> body, String field) {
        ErrorJson.invalidField(Api.turns(body).statusCode(422), field)
                .body("error.message", containsString(field.replaceAll("\\[.*", "")));
        judge.verify(0, anyJudgeRequest());
    }

    @org.junit.jupiter.api.Test
    void aConversationPostedAsASingleTurnCaseIsToldWhereToGo() {
        Api.rest(Conversations.curie(2)).statusCode(422)
                .body("error.field", equalTo("expected_output"))
                .body("error.message", equalTo("expected_output is required (also accepted as reference, ground_truth,"
                        + " expected_answer). Conversations (turns, expected_outcome) go to turn context recall"
                        + " (POST /v1/turn-context-recall, function turn-context-recall)."));
    }
}
