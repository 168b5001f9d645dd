package dev.contextrecall;

import static org.hamcrest.Matchers.closeTo;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import static dev.contextrecall.support.JudgeStubs.answer;
import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;
import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.statements;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.contextrecall.judge.llm.PromptData;
import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/**
 * Single-turn context recall over REST, every field of the result: the score as supported statements over all
 * statements, threshold and strict mode, reason, usage and cost, and the error JSON of a refused case or an unusable
 * judge answer. {@code packaged/RestPackagedIT} re-runs it against the packaged artifact.
 */
@QuarkusTest
public class ScoreMathTest extends JudgeTest {

    static final String NOTHING_RETRIEVED = "The score is 0.00 because nothing was retrieved: retrieval_context is empty"
            + " or holds only blank chunks.";

    @BeforeEach
    void twoOfThreeSupported() {
        judge.stubFor(extractionCall().willReturn(statements(Cases.EIFFEL_STATEMENTS.toArray(String[]::new))));
        judge.stubFor(attributionCall().willReturn(verdicts("Nodes 1 and 2 give the date and the height; nothing names the designer.",
                verdict(1, "yes", List.of(1), "completed in 1889"),
                verdict(2, "yes", List.of(2), "At 330 metres"),
                verdict(3, "no", List.of(), ""))));
    }

    static ValidatableResponse post(Map<String, Object> body) {
        return Api.rest(body);
    }

    @Test
    void scoreIsSupportedStatementsOverAllStatements() {
        post(Cases.eiffel()).statusCode(200)
                .body("metric", equalTo("context_recall"))
                .body("score", equalTo(0.6667))
                .body("success", equalTo(true))
                .body("threshold", equalTo(0.5))
                .body("strict_mode", equalTo(false))
                .body("algorithm", equalTo("statements"))
                .body("verdicts.statement", equalTo(Cases.EIFFEL_STATEMENTS))
                .body("verdicts.verdict", contains("yes", "yes", "no"))
                .body("verdicts[0].nodes", contains(0))
                .body("verdicts[1].nodes", contains(1))
                .body("verdicts[2].nodes", empty())
                .body("verdicts[0].evidence_verified", equalTo(true))
                .body("verdicts[2].evidence_verified", nullValue())
                .body("reason", equalTo("The score is 0.67 because nodes 1 and 2 give the date and the height;"
                        + " nothing names the designer."))
                .body("usage.llm_calls", equalTo(2))
                .body("usage.input_tokens", equalTo(200))
                .body("usage.output_tokens", equalTo(40))
                .body("usage.cached_input_tokens", equalTo(0))
                .body("evaluation_model", equalTo("gpt-4o-mini-2024-07-18"))
                .body("evaluation_cost", closeTo(0.000054, 1e-9))
                .body("prompt_version", equalTo(PromptData.VERSION));
    }

    /** The provider read 60 of each call's 100 prompt tokens from its cache: those cost half the input price. */
    @Test
    void cachedInputTokensArePricedAtTheCachedInputPrice() {
        judge.stubFor(extractionCall().willReturn(answer(Json.write(Map.of("statements", Cases.EIFFEL_STATEMENTS)),
                "stop", 60)));
        judge.stubFor(attributionCall().willReturn(answer(Json.write(Map.of("verdicts", List.of(
                verdict(1, "yes", List.of(1), "completed in 1889"), verdict(2, "yes", List.of(2), "At 330 metres"),
                verdict(3, "no", List.of(), "")), "summary", "Two of three.")), "stop", 60)));
        // (200 - 120) x 0.15 + 120 x 0.075 + 40 x 0.60 per million, against 0.000054 with nothing cached.
        post(Cases.eiffel()).statusCode(200)
                .body("usage.input_tokens", equalTo(200))
                .body("usage.cached_input_tokens", equalTo(120))
                .body("evaluation_cost", closeTo(0.000045, 1e-9));
    }

    @Test
    void belowThresholdIsNotASuccess() {
        post(Cases.with(Cases.eiffel(), "threshold", 0.7)).statusCode(200)
                .body("score", equalTo(0.6667))
                .body("threshold", equalTo(0.7))
                .body("success", equalTo(false));
    }

    @Test
    void scoresAreReportedToFourPlacesAndSuccessIsDecidedOnThat() {
        post(Cases.with(Cases.eiffel(), "threshold", 0.6667)).statusCode(200)
                .body("score", equalTo(0.6667))
                .body("success", equalTo(true));
    }

    @Test
    void strictModeIsAllOrNothingWithThresholdOne() {
        post(Cases.with(Cases.eiffel(), "strict_mode", true)).statusCode(200)
                .body("score", equalTo(0.0))
                .body("threshold", equalTo(1.0))
                .body("strict_mode", equalTo(true))
                .body("success", equalTo(false))
                .body("reason", equalTo("The score is 0.00 because nodes 1 and 2 give the date and the height;"
                        + " nothing names the designer."));
    }

    @Test
    void strictModeGivesOneWhenEverythingIsSupported() {
        judge.stubFor(extractionCall().willReturn(statements("The Eiffel Tower was completed in 1889.")));
        judge.stubFor(attributionCall().willReturn(verdicts("All found.", verdict(1, "yes", List.of(1), "completed in 1889"))));
        post(Cases.with(Cases.eiffel(), "strict_mode", true)).statusCode(200)
                .body("score", equalTo(1.0))
                .body("success", equalTo(true));
    }

    @Test
    void noReasonWhenNotAskedFor() {
        post(Cases.with(Cases.eiffel(), "include_reason", false)).statusCode(200)
                .body("reason", nullValue());
    }

    @Test
    void emptyContextScoresZeroWithoutCallingTheJudge() {
        post(Cases.with(Cases.eiffel(), "retrieval_context", List.of())).statusCode(200)
                .body("score", equalTo(0.0))
                .body("success", equalTo(false))
                .body("verdicts", empty())
                .body("usage.llm_calls", equalTo(0))
                .body("evaluation_cost", equalTo(0.0))
                .body("reason", equalTo(NOTHING_RETRIEVED));
        judge.verify(0, anyJudgeRequest());
    }

    @Test
    void allBlankContextIsNothingRetrieved() {
        post(Cases.with(Cases.eiffel(), "retrieval_context", List.of("  ", "\n"))).statusCode(200)
                .body("score", equalTo(0.0))
                .body("reason", equalTo(NOTHING_RETRIEVED));
        judge.verify(0, anyJudgeRequest());
    }

    @Test
    void zeroExtractedStatementsIsAJudgeErrorNotAScore() {
        judge.stubFor(extractionCall().willReturn(statements()));
        post(Cases.eiffel()).statusCode(503)
                .body("error.code", equalTo("judge_output_invalid"))
                .body("error.message", equalTo("The judge's statement extraction answer was unusable twice: the"
                        + " \"statements\" list is empty, but the reference answer is not."));
        judge.verify(2, dev.contextrecall.support.JudgeStubs.extractionRequests());
        judge.verify(0, dev.contextrecall.support.JudgeStubs.attributionRequests());
    }

    @Test
    void aReferenceWithNoSentenceIsRejected() {
        post(Cases.with(Cases.with(Cases.eiffel(), "algorithm", "sentences"), "expected_output", "... ?!")).statusCode(422)
                .body("error.code", equalTo("invalid_test_case"))
                .body("error.field", equalTo("expected_output"))
                .body("error.retryable", equalTo(false));
    }

    @Test
    void sentencesAlgorithmMakesOneJudgeCall() {
        judge.stubFor(attributionCall().willReturn(verdicts("Two of three.",
                verdict(1, "yes", List.of(1), "completed in 1889"),
                verdict(2, "yes", List.of(2), "At 330 metres"),
                verdict(3, "no", List.of(), ""))));
        post(Cases.with(Cases.eiffel(), "algorithm", "sentences")).statusCode(200)
                .body("algorithm", equalTo("sentences"))
                .body("verdicts.statement", contains("The Eiffel Tower was completed in 1889.", "It is 330 metres tall.",
                        "It was designed by Gustave Eiffel's company."))
                .body("score", equalTo(0.6667))
                .body("usage.llm_calls", equalTo(1));
        judge.verify(0, dev.contextrecall.support.JudgeStubs.extractionRequests());
        judge.verify(1, anyJudgeRequest());
    }
}
