package dev.contextrecall.family;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;

/** Recall against reference contexts: string similarity, no judge call. */
@QuarkusTest
class ReferenceContextRecallTest extends JudgeTest {

    static final List<String> REFERENCES = List.of("The Eiffel Tower was completed in 1889.",
            "The tower is 330 metres tall.", "Gustave Eiffel's company designed it.");
    static final List<String> RETRIEVED = List.of("The Eiffel Tower was completed in 1889.",
            "The tower is 330 metres tall!", "Paris is the capital of France.");

    static Map<String, Object> request() {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("user_input", "When was the Eiffel Tower built, how tall is it, and who designed it?");
        body.put("reference_contexts", REFERENCES);
        body.put("retrieved_contexts", RETRIEVED);
        return body;
    }

    @Test
    void scoreIsTheShareOfReferenceContextsWithASimilarRetrievedOne() {
        Api.rest(request()).statusCode(200)
                .body("metric", equalTo("context_recall"))
                .body("algorithm", equalTo("reference_contexts"))
                .body("judge", equalTo("none"))
                .body("measure", equalTo("levenshtein"))
                .body("similarity_threshold", equalTo(0.5))
                .body("score", equalTo(0.6667))
                .body("success", equalTo(true))
                .body("references.reference", equalTo(REFERENCES))
                .body("references.recalled", contains(true, true, false))
                .body("references.best_match", contains(0, 1, 0))
                .body("references.similarity", contains(1.0, 0.9655, 0.3077))
                .body("reason", equalTo("The score is 0.67 because 2 of 3 reference contexts have a retrieved context"
                        + " with levenshtein similarity above 0.5."))
                .body("usage.llm_calls", equalTo(0))
                .body("evaluation_cost", equalTo(0.0));
        judge.verify(0, anyJudgeRequest());
    }

    @Test
    void jaroWinklerIsMoreLenientThanLevenshtein() {
        Api.rest(Cases.with(request(), "measure", "jaro_winkler")).statusCode(200)
                .body("measure", equalTo("jaro_winkler"))
                .body("score", equalTo(1.0))
                .body("references.similarity", contains(1.0, 0.9862, 0.6019));
    }

    @Test
    void hammingComparesPositionByPosition() {
        Api.rest(Cases.with(request(), "measure", "hamming")).statusCode(200)
                .body("score", equalTo(0.6667))
                .body("references.similarity", contains(1.0, 0.9655, 0.0769));
    }

    @Test
    void aReferenceCountsOnlyWhenItsSimilarityIsAboveTheThreshold() {
        Map<String, Object> exactlyHalf = Cases.with(Cases.with(request(), "reference_contexts", List.of("abcd")),
                "retrieved_contexts", List.of("abxy"));
        Api.rest(exactlyHalf).statusCode(200)
                .body("references[0].similarity", equalTo(0.5))
                .body("references[0].recalled", equalTo(false))
                .body("score", equalTo(0.0));
        Api.rest(Cases.with(exactlyHalf, "similarity_threshold", 0.49)).statusCode(200)
                .body("references[0].recalled", equalTo(true))
                .body("score", equalTo(1.0));
    }

    @Test
    void nothingRetrievedScoresZero() {
        Api.rest(Cases.with(request(), "retrieved_contexts", List.of("", "  "))).statusCode(200)
                .body("score", equalTo(0.0))
                .body("references.best_match", contains(nullValue(), nullValue(), nullValue()))
                .body("references.similarity", contains(0.0, 0.0, 0.0))
                .body("reason", equalTo("The score is 0.00 because nothing was retrieved: retrieval_context is empty or holds only blank chunks."));
    }

    @Test
    void aOneWordReferenceIsComparedAsAWholeString() {
        // Documented answer: the measures compare whole strings, so one word is not found inside a long chunk.
        Api.rest(Cases.with(Cases.with(request(), "reference_contexts", List.of("Paris")),
                "retrieved_contexts", List.of("Paris is the capital of France."))).statusCode(200)
                .body("references[0].similarity", equalTo(0.1613))
                .body("references[0].recalled", equalTo(false))
                .body("score", equalTo(0.0));
    }

    @Test
    void anExplicitAlgorithmSettlesARequestThatAlsoCarriesAReference() {
        Map<String, Object> both = Cases.with(request(), "reference", "The tower was completed in 1889.");
        Api.rest(both).statusCode(422)
                .body("error.field", equalTo("algorithm"))
                .body("error.message", equalTo("The request carries reference_contexts and reference; say which recall"
                        + " to compute with algorithm (statements, sentences, holistic, reference_contexts, context_ids)."));
        Api.rest(Cases.with(both, "algorithm", "reference_contexts")).statusCode(200)
                .body("score", equalTo(0.6667));
    }

    @Test
    void sameResultThroughLambdaAndRest() throws Exception {
        ObjectNode viaLambda = Json.readObject(Api.lambda(request()).statusCode(200).extract().asString());
        ObjectNode viaRest = Json.readObject(Api.rest(request()).statusCode(200).extract().asString());
        viaLambda.remove("duration_ms");
        viaRest.remove("duration_ms");
        assertEquals(viaRest, viaLambda);
    }

    static Stream<Arguments> badRequests() {
        Map<String, Object> ok = request();
        return Stream.of(
                Arguments.of("empty reference list", Cases.with(ok, "reference_contexts", List.of()), "reference_contexts"),
                Arguments.of("all-blank references", Cases.with(ok, "reference_contexts", List.of("", " ")),
                        "reference_contexts[0]"),
                Arguments.of("one blank reference", Cases.with(ok, "reference_contexts", List.of("a", "\n")),
                        "reference_contexts[1]"),
                Arguments.of("reference not a string", Cases.with(ok, "reference_contexts", List.of(7)),
                        "reference_contexts[0]"),
                Arguments.of("references not a list", Cases.with(ok, "reference_contexts", "one"), "reference_contexts"),
                Arguments.of("no retrieved contexts", Cases.without(ok, "retrieved_contexts"), "retrieval_context"),
                Arguments.of("an image among the retrieved", Cases.with(ok, "retrieved_contexts",
                        List.of("a", Map.of("image_url", "https://example.com/a.png"))), "retrieval_context[1]"),
                Arguments.of("unknown measure", Cases.with(ok, "measure", "cosine"), "measure"),
                Arguments.of("similarity_threshold of 1", Cases.with(ok, "similarity_threshold", 1), "similarity_threshold"),
                Arguments.of("similarity_threshold negative", Cases.with(ok, "similarity_threshold", -0.1),
                        "similarity_threshold"),
                Arguments.of("threshold above 1", Cases.with(ok, "threshold", 1.1), "threshold"),
                Arguments.of("too long to compare", Cases.with(Cases.with(ok, "reference_contexts", List.of("x".repeat(12_000))),
                        "retrieved_contexts", List.of("y".repeat(12_000))), "reference_contexts"));
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
