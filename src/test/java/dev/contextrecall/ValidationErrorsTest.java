package dev.contextrecall;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.ErrorJson;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;

/** Every bad input gets the error JSON naming the field, over REST and through the Lambda runtime, and no judge call. */
@QuarkusTest
class ValidationErrorsTest extends JudgeTest {

    static Stream<Arguments> badRequests() {
        Map<String, Object> ok = Cases.eiffel();
        return Stream.of(
                Arguments.of("missing expected_output", Cases.without(ok, "expected_output"), "expected_output"),
                Arguments.of("blank expected_output", Cases.with(ok, "expected_output", "  "), "expected_output"),
                Arguments.of("expected_output of a wrong type", Cases.with(ok, "expected_output", 7), "expected_output"),
                Arguments.of("a reference part of a wrong type", Cases.with(ok, "expected_output", List.of("a", 7)), "expected_output[1]"),
                Arguments.of("missing retrieval_context", Cases.without(ok, "retrieval_context"), "retrieval_context"),
                Arguments.of("retrieval_context not a list", Cases.with(ok, "retrieval_context", "one chunk"), "retrieval_context"),
                Arguments.of("chunk of a wrong type", Cases.with(ok, "retrieval_context", List.of("a", 7)), "retrieval_context[1]"),
                Arguments.of("chunk object without text", Cases.with(ok, "retrieval_context", List.of(Map.of("id", "x"))),
                        "retrieval_context[0].text"),
                Arguments.of("input not a string", Cases.with(ok, "input", 12), "input"),
                Arguments.of("unknown algorithm", Cases.with(ok, "algorithm", "bm25"), "algorithm"),
                Arguments.of("threshold above 1", Cases.with(ok, "threshold", 1.5), "threshold"),
                Arguments.of("threshold below 0", Cases.with(ok, "threshold", -0.1), "threshold"),
                Arguments.of("threshold not a number", Cases.with(ok, "threshold", "0.5"), "threshold"),
                Arguments.of("strict_mode not a boolean", Cases.with(ok, "strict_mode", "yes"), "strict_mode"),
                Arguments.of("include_reason not a boolean", Cases.with(ok, "include_reason", 1), "include_reason"),
                Arguments.of("unknown evidence mode", Cases.with(ok, "evidence", "strict"), "evidence"),
                Arguments.of("unknown model", Cases.with(ok, "model", "gpt-17"), "model"),
                Arguments.of("unknown judge", Cases.with(ok, "judge", "gpt"), "judge"),
                Arguments.of("judge not a string", Cases.with(ok, "judge", true), "judge"),
                Arguments.of("metadata not an object", Cases.with(ok, "metadata", List.of(1)), "metadata"));
    }

    @ParameterizedTest(name = "REST: {0}")
    @MethodSource("badRequests")
    void restAnswers422NamingTheField(String why, Map<String, Object> body, String field) {
        ErrorJson.invalidField(Api.rest(body).statusCode(422), field)
                .body("error.message", containsString(field.replaceAll("\\[.*", "")));
        judge.verify(0, anyJudgeRequest());
    }

    @ParameterizedTest(name = "Lambda: {0}")
    @MethodSource("badRequests")
    void lambdaReturnsTheSameErrorJson(String why, Map<String, Object> body, String field) {
        ErrorJson.invalidField(Api.lambda(body).statusCode(200), field);
        judge.verify(0, anyJudgeRequest());
    }

    @Test
    void malformedJsonIs400() {
        Api.restRaw("{\"expected_output\": \"x\", ", "application/json").statusCode(400)
                .body("error.code", equalTo("invalid_test_case"))
                .body("error.message", startsWith("The request body is not valid JSON: "));
    }

    @Test
    void aBodyThatIsNotAnObjectIs400() {
        Api.restRaw("[1, 2]", "application/json").statusCode(400)
                .body("error.code", equalTo("invalid_test_case"))
                .body("error.message", equalTo("The request body must be a JSON object."));
        Api.lambda(List.of(1, 2)).statusCode(200).body("error.code", equalTo("invalid_test_case"));
    }

    @Test
    void anOversizedBodyIs413() {
        String huge = "x".repeat(1_100_000);
        Api.rest(Cases.with(Cases.eiffel(), "retrieval_context", List.of(huge))).statusCode(413)
                .body("error.code", equalTo("payload_too_large"));
        Api.lambda(Cases.with(Cases.eiffel(), "retrieval_context", List.of(huge))).statusCode(200)
                .body("error.code", equalTo("payload_too_large"));
        judge.verify(0, anyJudgeRequest());
    }
}
