package dev.contextrecall.family;

import static org.hamcrest.Matchers.closeTo;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.attributionRequests;
import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.extractionRequests;
import static dev.contextrecall.support.JudgeStubs.holisticCall;
import static dev.contextrecall.support.JudgeStubs.holisticRequests;
import static dev.contextrecall.support.JudgeStubs.rating;
import static dev.contextrecall.support.JudgeStubs.statements;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;

import dev.contextrecall.support.AnswersInTurn;
import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Conversations;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;

/**
 * samples: k attribution calls against the same statements, merged by majority. The stub judge gives each call the
 * next of a list of answers; the calls run concurrently, so which call gets which answer varies, and every
 * assertion here holds for any order.
 */
@QuarkusTest
class RepeatedJudgingTest extends JudgeTest {

    static final ResponseDefinitionBuilder ALL_THREE = verdicts("All three are there.",
            verdict(1, "yes", List.of(1), "completed in 1889"), verdict(2, "yes", List.of(2), "At 330 metres"),
            verdict(3, "yes", List.of(1), "stands on the Champ de Mars"));
    static final ResponseDefinitionBuilder FIRST_TWO = verdicts("The date and height are there.",
            verdict(1, "yes", List.of(1), "completed in 1889"), verdict(2, "yes", List.of(2), "At 330 metres"),
            verdict(3, "no", List.of(), ""));
    static final ResponseDefinitionBuilder FIRST_ONLY = verdicts("Only the date is there.",
            verdict(1, "yes", List.of(1), "completed in 1889"), verdict(2, "no", List.of(), ""),
            verdict(3, "no", List.of(), ""));
    static final ResponseDefinitionBuilder NONE = verdicts("Nothing is there.", verdict(1, "no", List.of(), ""),
            verdict(2, "no", List.of(), ""), verdict(3, "no", List.of(), ""));

    @BeforeEach
    void statementsFixed() {
        judge.stubFor(extractionCall().willReturn(statements(Cases.EIFFEL_STATEMENTS.toArray(String[]::new))));
    }

    /**
     * The attribution calls get these answers, one each, in the order the calls arrive (they arrive at once: a
     * counter, not a scenario, hands them out).
     */
    void attributionsAnswer(ResponseDefinitionBuilder... answers) {
        judge.stubFor(attributionCall().willReturn(AnswersInTurn.inTurn(answers)));
    }

    static Map<String, Object> sampled(Map<String, Object> request, int samples) {
        return Cases.with(request, "samples", samples);
    }

    @Test
    void eachVerdictIsTheMajorityAndCarriesItsAgreement() {
        attributionsAnswer(ALL_THREE, FIRST_TWO, FIRST_ONLY);
        Api.rest(sampled(Cases.eiffel(), 3)).statusCode(200)
                .body("verdicts.verdict", contains("yes", "yes", "no"))
                .body("verdicts.agreement", contains("3/3", "2/3", "2/3"))
                .body("score", equalTo(0.6667))
                .body("samples", equalTo(3))
                .body("stability", equalTo(0.7778))
                .body("flaky", equalTo(true))
                .body("verdicts[1].quote", equalTo("At 330 metres"))
                .body("verdicts[1].evidence_verified", equalTo(true))
                // The reason follows the sample that agrees with the majority on every statement.
                .body("reason", equalTo("The score is 0.67 because the date and height are there."));
        judge.verify(1, extractionRequests());
        judge.verify(3, attributionRequests());
    }

    @Test
    void usageAndCostAddUpEveryCall() {
        attributionsAnswer(FIRST_TWO, FIRST_TWO, FIRST_TWO);
        // Each stub answer reports 100 prompt and 20 completion tokens: 1 extraction + 3 samples.
        Api.rest(sampled(Cases.eiffel(), 3)).statusCode(200)
                .body("usage.llm_calls", equalTo(4))
                .body("usage.input_tokens", equalTo(400))
                .body("usage.output_tokens", equalTo(80))
                .body("evaluation_cost", closeTo((400 * 0.15 + 80 * 0.60) / 1e6, 1e-9))
                .body("verdicts.agreement", everyItem(equalTo("3/3")))
                .body("stability", equalTo(1.0))
                .body("flaky", equalTo(false));
    }

    /** Two samples that disagree: support must win a majority, so a tie is "no". */
    @Test
    void aTieIsNo() {
        attributionsAnswer(ALL_THREE, NONE);
        Api.rest(sampled(Cases.eiffel(), 2)).statusCode(200)
                .body("verdicts.verdict", contains("no", "no", "no"))
                .body("verdicts.agreement", contains("1/2", "1/2", "1/2"))
                .body("score", equalTo(0.0))
                .body("stability", equalTo(0.5))
                .body("flaky", equalTo(true));
    }

    @Test
    void oneSampleIsOneCallAndReportsNoAgreement() {
        attributionsAnswer(FIRST_TWO);
        Api.rest(Cases.eiffel()).statusCode(200)
                .body("$", not(hasKey("samples")))
                .body("$", not(hasKey("flaky")))
                .body("verdicts[0]", not(hasKey("agreement")));
        judge.verify(1, attributionRequests());
    }

    @Test
    void samplesOutsideItsLimitIsRejectedBeforeAnyCall() {
        for (Object bad : List.of(0, 6, "3", 2.5)) {
            Api.rest(Cases.with(Cases.eiffel(), "samples", bad)).statusCode(422)
                    .body("error.field", equalTo("samples"))
                    .body("error.message", containsString("samples must be"));
        }
        judge.verify(0, attributionRequests());
    }

    @Test
    void everySampleSendsTheCaseAgainSoTheCharacterLimitCountsThem() {
        // 50 chunks of 19,000 characters: 950,000 characters a call, under the 2,000,000 limit once, not 5 times.
        var request = Cases.with(Cases.eiffel(), "retrieval_context",
                java.util.Collections.nCopies(50, "word ".repeat(3_800)));
        Api.rest(sampled(request, 5)).statusCode(413)
                .body("error.field", equalTo("samples"))
                .body("error.message", containsString("judged 5 times"));
        judge.verify(0, extractionRequests());
    }

    /** The holistic rating: the median of the samples' scores; stability is 1 minus their spread. */
    @Test
    void holisticTakesTheMedianRating() {
        // The three samples are sent at once: one stub answers them in turn, whatever order they arrive in.
        judge.stubFor(holisticCall().willReturn(AnswersInTurn.inTurn(rating(0.2, "Rated 0.2."),
                rating(0.9, "Rated 0.9."), rating(0.6, "Rated 0.6."))));
        Api.rest(Cases.with(sampled(Cases.eiffel(), 3), "algorithm", "holistic")).statusCode(200)
                .body("score", equalTo(0.6))
                .body("reason", equalTo("The score is 0.60 because rated 0.6."))
                .body("samples", equalTo(3))
                .body("stability", equalTo(0.3))
                .body("flaky", equalTo(true))
                .body("usage.llm_calls", equalTo(3));
        judge.verify(3, holisticRequests());
    }

    /** The offline judge is deterministic: it is asked once, whatever samples says. */
    @Test
    void theOfflineJudgeIsAskedOnce() {
        Api.rest(Cases.with(sampled(Cases.eiffel(), 3), "judge", "offline")).statusCode(200)
                .body("$", not(hasKey("samples")))
                .body("usage.llm_calls", equalTo(0));
    }

    @Test
    void directLambdaInvokeAnswersAsRestDoes() throws Exception {
        judge.stubFor(attributionCall().willReturn(FIRST_TWO));
        var request = sampled(Cases.eiffel(), 3);
        var viaRest = Json.readObject(Api.rest(request).statusCode(200).extract().asString());
        var viaLambda = Json.readObject(Api.lambda(request).statusCode(200).extract().asString());
        viaRest.remove("duration_ms");
        viaLambda.remove("duration_ms");
        assertEquals(viaRest, viaLambda);
        assertEquals(3, viaRest.get("samples").asInt());
        judge.verify(6, attributionRequests());
    }

    /** Turn windows: each window with context is attributed `samples` times; the case carries the agreement. */
    @Test
    void eachTurnWindowIsSampled() {
        judge.stubFor(attributionCall().willReturn(verdicts("Both there.",
                verdict(1, "yes", List.of(1), "born in Warsaw"), verdict(2, "no", List.of(), ""))));
        judge.stubFor(extractionCall().willReturn(statements(Conversations.STATEMENTS.toArray(String[]::new))));
        Api.turns(Cases.with(Conversations.curie(1), "samples", 2)).statusCode(200)
                .body("samples", equalTo(2))
                .body("flaky", equalTo(false))
                .body("windows.findAll { it.assessed }.verdicts.flatten().agreement", everyItem(equalTo("2/2")))
                .body("windows.findAll { !it.assessed }.score", everyItem(nullValue()));
    }
}
