package dev.contextrecall.family;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;

import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;

/** Recall by ids: set arithmetic on the ids, no judge call. */
@QuarkusTest
class IdRecallTest extends JudgeTest {

    static Map<String, Object> request(List<?> reference, List<?> retrieved) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("reference_context_ids", reference);
        body.put("retrieved_context_ids", retrieved);
        return body;
    }

    @Test
    void scoreIsTheShareOfReferenceIdsThatWereRetrieved() {
        Api.rest(request(List.of("doc-1", "doc-2", "doc-3", "doc-4"), List.of("doc-3", "doc-9", "doc-1")))
                .statusCode(200)
                .body("metric", equalTo("context_recall"))
                .body("algorithm", equalTo("context_ids"))
                .body("judge", equalTo("none"))
                .body("score", equalTo(0.5))
                .body("success", equalTo(true))
                .body("reference_ids", contains("doc-1", "doc-2", "doc-3", "doc-4"))
                .body("found_ids", contains("doc-1", "doc-3"))
                .body("missing_ids", contains("doc-2", "doc-4"))
                .body("reason", equalTo("The score is 0.50 because 2 of 4 reference context ids were retrieved;"
                        + " missing: doc-2, doc-4."))
                .body("usage.llm_calls", equalTo(0))
                .body("evaluation_cost", equalTo(0.0));
        judge.verify(0, anyJudgeRequest());
    }

    @Test
    void numbersAndStringsAreComparedAsStringsAndDuplicatesAreIgnored() {
        Api.rest(request(List.of(1, "2", 2, "1", 3), List.of("1", 2, 2, 2))).statusCode(200)
                .body("reference_ids", contains("1", "2", "3"))
                .body("found_ids", contains("1", "2"))
                .body("missing_ids", contains("3"))
                .body("score", equalTo(0.6667));
    }

    @Test
    void nothingRetrievedScoresZero() {
        Api.rest(request(List.of("a", "b"), List.of())).statusCode(200)
                .body("score", equalTo(0.0))
                .body("success", equalTo(false))
                .body("missing_ids", contains("a", "b"));
    }

    @Test
    void everythingRetrievedScoresOne() {
        Api.rest(request(List.of("a"), List.of("b", "a"))).statusCode(200)
                .body("score", equalTo(1.0))
                .body("missing_ids", empty())
                .body("reason", equalTo("The score is 1.00 because 1 of 1 reference context ids were retrieved."));
    }

    static Stream<Arguments> badRequests() {
        return Stream.of(
                Arguments.of("empty reference ids", request(List.of(), List.of("a")), "reference_context_ids"),
                Arguments.of("no reference ids", Cases.without(request(List.of("a"), List.of("a")), "reference_context_ids"),
                        "reference_context_ids"),
                Arguments.of("no retrieved ids", Cases.without(request(List.of("a"), List.of("a")), "retrieved_context_ids"),
                        "retrieved_context_ids"),
                Arguments.of("a blank id", request(List.of("a", " "), List.of("a")), "reference_context_ids[1]"),
                Arguments.of("an id of a wrong type", request(List.of("a"), List.of(Map.of("id", 1))),
                        "retrieved_context_ids[0]"),
                Arguments.of("ids not a list", request(List.of("a"), List.of()).entrySet().stream()
                        .collect(java.util.stream.Collectors.toMap(Map.Entry::getKey, e -> (Object) "a")),
                        "reference_context_ids"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badRequests")
    void badInputIs422NamingTheField(String why, Map<String, Object> body, String field) {
        Api.rest(body).statusCode(422)
                .body("error.code", equalTo("invalid_test_case"))
                .body("error.field", equalTo(field));
        judge.verify(0, anyJudgeRequest());
    }
}
