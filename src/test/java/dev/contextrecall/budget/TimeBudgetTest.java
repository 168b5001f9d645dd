package dev.contextrecall.budget;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.hamcrest.Matchers.lessThan;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.stubbing.Scenario.STARTED;

import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.extractionRequests;
import static dev.contextrecall.support.JudgeStubs.statements;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.http.Fault;

import dev.contextrecall.error.ErrorCode;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.judge.JudgeSession;
import dev.contextrecall.judge.llm.LlmJudge;
import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.EiffelJudge;
import dev.contextrecall.support.JudgeTest;
import dev.contextrecall.support.OperatorSettings;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * A judge that hangs, dribbles a byte at a time or drops the connection mid-response, against a total budget
 * shorter than the per-call timeout (30 s): the answer, error or score, still arrives within the budget. The
 * template's budgets, 25, 50 and 80 s, are scaled down twenty times.
 * <p>
 * One application start covers all three. Each evaluation's budget is its {@link JudgeSession}'s, which the call
 * policy cuts every attempt to; so the 25 and 50 s budgets run against the LLM judge (call policy, HTTP client,
 * this WireMock) in a session of that budget, and the configured 80 s budget runs end to end over REST, where the
 * judge's timeout becomes the caller's 504 whatever the budget was.
 */
@QuarkusTest
@TestProfile(OperatorSettings.class)
class TimeBudgetTest extends JudgeTest {

    /** The configured budget: the largest, so that the retry window it also sets never ends before a session's. */
    static final Duration CONFIGURED = OperatorSettings.TOTAL_BUDGET;

    /**
     * What the answer may take beyond the budget in a test: what a loaded 2-core CI machine needs (a run answered
     * 1.9 s late there), far below the 30 s a per-call timeout that ignored the budget would take. The tests assert
     * what the service decided (a timeout, an attempt limited to what was left of the budget, no retry past it);
     * the strict figure, how close to the budget the packaged jar answers, is bench/time-budget.sh's.
     */
    static final long SLACK_MILLIS = 10_000;

    /**
     * The service's own account of the attempt it gave up on: limited to what was left of the budget, or stopped
     * because the session's budget had run out (whichever its clock saw first).
     */
    static final Pattern GAVE_UP = Pattern.compile("the judge call did not finish within (\\d+) ms, what was left of "
            + "the time budget|the caller stopped waiting");


    @Inject
    LlmJudge llmJudge;

    @BeforeEach
    void attributionAnswersWell() {
        EiffelJudge.attributesTwoOfThree(judge);
    }

    // The 25 and 50 s budgets (and the 80 s one once more) against the judge.

    @ParameterizedTest(name = "{0} ms")
    @ValueSource(ints = {1250, 2500})
    void aJudgeThatHangsIsATimeoutWithinTheSessionBudget(int budgetMillis) {
        judge.stubFor(extractionCall().willReturn(statements(Cases.EIFFEL_STATEMENTS.toArray(String[]::new))
                .withFixedDelay(60_000)));

        long elapsed = timedJudgeTimeout(budgetMillis);

        assertThat("answered after " + elapsed + " ms", elapsed, lessThan(budgetMillis + SLACK_MILLIS));
        assertThat(elapsed, greaterThanOrEqualTo(budgetMillis - 1_000L));
        assertEquals(1, judge.findAll(extractionRequests()).size(), "no retry past the budget");
    }

    @ParameterizedTest(name = "{0} ms")
    @ValueSource(ints = {1250, 2500})
    void aJudgeThatDribblesItsAnswerIsATimeoutWithinTheSessionBudget(int budgetMillis) {
        judge.stubFor(extractionCall().willReturn(statements(Cases.EIFFEL_STATEMENTS.toArray(String[]::new))
                .withChunkedDribbleDelay(300, 30_000)));

        long elapsed = timedJudgeTimeout(budgetMillis);

        assertThat("answered after " + elapsed + " ms", elapsed, lessThan(budgetMillis + SLACK_MILLIS));
    }

    @ParameterizedTest(name = "{0} ms")
    @ValueSource(ints = {1250, 2500, 4000})
    void aConnectionDroppedMidResponseIsRetriedThenAnswersWithinTheSessionBudget(int budgetMillis) {
        failsOnceThenAnswers(aResponse().withFault(Fault.MALFORMED_RESPONSE_CHUNK));

        assertEquals(Cases.EIFFEL_STATEMENTS, extract(budgetMillis));
        judge.verify(2, extractionRequests());
    }

    @ParameterizedTest(name = "{0} ms")
    @ValueSource(ints = {1250, 2500, 4000})
    void aConnectionAlwaysDroppedMidResponseIsRetryableWithinTheSessionBudget(int budgetMillis) {
        judge.stubFor(extractionCall().willReturn(aResponse().withFault(Fault.MALFORMED_RESPONSE_CHUNK)));

        EvaluationException failure = assertThrows(EvaluationException.class, () -> extract(budgetMillis));

        assertEquals(ErrorCode.JUDGE_UNAVAILABLE, failure.errorCode());
        assertTrue(failure.errorCode().retryable());
        assertThat(judge.findAll(extractionRequests()).size(), greaterThanOrEqualTo(2));
    }

    // The configured 80 s budget, as the caller sees it.

    @Test
    void aJudgeThatHangsIsATimeoutWithinTheBudget() {
        judge.stubFor(extractionCall().willReturn(statements(Cases.EIFFEL_STATEMENTS.toArray(String[]::new))
                .withFixedDelay(60_000)));

        long elapsed = timedTimeout();

        assertThat("answered after " + elapsed + " ms", elapsed, lessThan(CONFIGURED.toMillis() + SLACK_MILLIS));
        assertThat(elapsed, greaterThanOrEqualTo(CONFIGURED.toMillis() - 1_000));
        assertEquals(1, judge.findAll(extractionRequests()).size(), "no retry past the budget");
    }

    @Test
    void aJudgeThatDribblesItsAnswerIsATimeoutWithinTheBudget() {
        // Headers at once, then the body a few bytes every 100 ms for 30 s: the read never times out by itself.
        judge.stubFor(extractionCall().willReturn(statements(Cases.EIFFEL_STATEMENTS.toArray(String[]::new))
                .withChunkedDribbleDelay(300, 30_000)));

        long elapsed = timedTimeout();

        assertThat("answered after " + elapsed + " ms", elapsed, lessThan(CONFIGURED.toMillis() + SLACK_MILLIS));
    }

    @Test
    void aConnectionDroppedMidResponseIsRetriedThenScored() {
        failsOnceThenAnswers(aResponse().withFault(Fault.MALFORMED_RESPONSE_CHUNK));

        Api.rest(llmJudged()).statusCode(200).body("score", equalTo(0.6667));
        judge.verify(2, extractionRequests());
    }

    @Test
    void aConnectionAlwaysDroppedMidResponseIsRetryable() {
        judge.stubFor(extractionCall().willReturn(aResponse().withFault(Fault.MALFORMED_RESPONSE_CHUNK)));

        Api.rest(llmJudged()).statusCode(503)
                .body("error.code", equalTo("judge_unavailable"))
                .body("error.retryable", equalTo(true));
        assertThat(judge.findAll(extractionRequests()).size(), greaterThanOrEqualTo(2));
    }

    /** The Eiffel case, for the LLM judge (this deployment's default judge is the offline one). */
    private static Map<String, Object> llmJudged() {
        return Cases.with(Cases.eiffel(), "judge", "llm");
    }

    /** The Eiffel case's statement extraction, in an evaluation of this budget. */
    private List<String> extract(int budgetMillis) {
        Map<String, Object> eiffel = Cases.eiffel();
        JudgeSession session = new JudgeSession(null, Duration.ofMillis(budgetMillis), () -> false, null);
        return llmJudge.extractStatements((String) eiffel.get("input"), (String) eiffel.get("expected_output"),
                session);
    }

    /** The judge's timeout, as the service reports it to the caller; what it took. */
    private long timedJudgeTimeout(int budgetMillis) {
        long started = System.nanoTime();
        EvaluationException failure = assertThrows(EvaluationException.class, () -> extract(budgetMillis));
        long elapsed = (System.nanoTime() - started) / 1_000_000;
        assertEquals(ErrorCode.TIMEOUT, failure.errorCode());
        // What the service decided: the attempt was limited to what was left of this budget, not the 30 s timeout.
        Throwable cause = failure;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        Matcher gaveUp = GAVE_UP.matcher(String.valueOf(cause.getMessage()));
        assertTrue(gaveUp.find(), "cause: " + cause);
        if (gaveUp.group(1) != null) {
            assertThat(Long.parseLong(gaveUp.group(1)), lessThan((long) budgetMillis + 1));
        }
        assertEquals("The judge did not answer within the time allowed.", failure.getMessage());
        assertTrue(failure.errorCode().retryable());
        return elapsed;
    }

    private long timedTimeout() {
        long started = System.nanoTime();
        Api.rest(llmJudged()).statusCode(504)
                .body("error.message", equalTo("The judge did not answer within the time allowed."))
                .body("error.code", equalTo("timeout"))
                .body("error.retryable", equalTo(true));
        return (System.nanoTime() - started) / 1_000_000;
    }

    private void failsOnceThenAnswers(ResponseDefinitionBuilder failure) {
        judge.stubFor(extractionCall().inScenario("drop").whenScenarioStateIs(STARTED)
                .willReturn(failure).willSetStateTo("recovered"));
        judge.stubFor(extractionCall().inScenario("drop").whenScenarioStateIs("recovered")
                .willReturn(statements(Cases.EIFFEL_STATEMENTS.toArray(String[]::new))));
    }
}
