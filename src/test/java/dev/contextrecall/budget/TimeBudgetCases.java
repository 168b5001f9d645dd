package dev.contextrecall.budget;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.hamcrest.Matchers.lessThan;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.stubbing.Scenario.STARTED;

import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.extractionRequests;
import static dev.contextrecall.support.JudgeStubs.statements;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.http.Fault;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.EiffelJudge;
import dev.contextrecall.support.JudgeTest;
import dev.contextrecall.support.WireMockJudge;
import io.quarkus.test.junit.QuarkusTestProfile;

/**
 * A judge that hangs, dribbles a byte at a time or drops the connection mid-response, against a total budget
 * shorter than the per-call timeout (30 s): the answer, error or score, still arrives within the budget. The
 * subclasses run these with the budgets 25, 50 and 80 s scaled down twenty times.
 */
abstract class TimeBudgetCases extends JudgeTest {

    /**
     * What the answer may take beyond the budget here: with WireMock in the same JVM still holding the previous
     * test's abandoned call, writing the answer has been seen to take up to about a second more. The packaged jar
     * answers within 0.1 s of the budget (docs/limits.md); a per-call timeout that ignored the budget would take 30 s.
     */
    static final long SLACK_MILLIS = 1_500;


    abstract Duration budget();

    /** Total budget as given; per-call timeout above it, as in the deployment that ran past its budget. */
    static List<QuarkusTestProfile.TestResourceEntry> budgetOf(String budget) {
        return List.of(new QuarkusTestProfile.TestResourceEntry(WireMockJudge.class, Map.of(
                "context-recall.judge.total-budget", budget,
                "context-recall.judge.per-call-timeout", "30s",
                "context-recall.judge.min-call-time", "200ms")));
    }

    @BeforeEach
    void attributionAnswersWell() {
        EiffelJudge.attributesTwoOfThree(judge);
    }

    private long timedTimeout() {
        long started = System.nanoTime();
        Api.rest(Cases.eiffel()).statusCode(504)
                .body("error.message", equalTo("The judge did not answer within the time allowed."))
                .body("error.code", equalTo("timeout"))
                .body("error.retryable", equalTo(true));
        return (System.nanoTime() - started) / 1_000_000;
    }

    @Test
    void aJudgeThatHangsIsATimeoutWithinTheBudget() {
        judge.stubFor(extractionCall().willReturn(statements(Cases.EIFFEL_STATEMENTS.toArray(String[]::new))
                .withFixedDelay(60_000)));

        long elapsed = timedTimeout();

        assertThat("answered after " + elapsed + " ms", elapsed, lessThan(budget().toMillis() + SLACK_MILLIS));
        assertThat(elapsed, greaterThanOrEqualTo(budget().toMillis() - 1_000));
    }

    @Test
    void aJudgeThatDribblesItsAnswerIsATimeoutWithinTheBudget() {
        // Headers at once, then the body a few bytes every 100 ms for 30 s: the read never times out by itself.
        judge.stubFor(extractionCall().willReturn(statements(Cases.EIFFEL_STATEMENTS.toArray(String[]::new))
                .withChunkedDribbleDelay(300, 30_000)));

        long elapsed = timedTimeout();

        assertThat("answered after " + elapsed + " ms", elapsed, lessThan(budget().toMillis() + SLACK_MILLIS));
    }

    @Test
    void aConnectionDroppedMidResponseIsRetriedThenScored() {
        failsOnceThenAnswers(aResponse().withFault(Fault.MALFORMED_RESPONSE_CHUNK));

        Api.rest(Cases.eiffel()).statusCode(200).body("score", equalTo(0.6667));
        judge.verify(2, extractionRequests());
    }

    @Test
    void aConnectionAlwaysDroppedMidResponseIsRetryable() {
        judge.stubFor(extractionCall().willReturn(aResponse().withFault(Fault.MALFORMED_RESPONSE_CHUNK)));

        Api.rest(Cases.eiffel()).statusCode(503)
                .body("error.code", equalTo("judge_unavailable"))
                .body("error.retryable", equalTo(true));
        assertThat(judge.findAll(dev.contextrecall.support.JudgeStubs.extractionRequests()).size(),
                greaterThanOrEqualTo(2));
    }

    private void failsOnceThenAnswers(ResponseDefinitionBuilder failure) {
        judge.stubFor(extractionCall().inScenario("drop").whenScenarioStateIs(STARTED)
                .willReturn(failure).willSetStateTo("recovered"));
        judge.stubFor(extractionCall().inScenario("drop").whenScenarioStateIs("recovered")
                .willReturn(statements(Cases.EIFFEL_STATEMENTS.toArray(String[]::new))));
    }
}
