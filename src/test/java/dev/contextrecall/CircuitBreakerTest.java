package dev.contextrecall;

import static org.hamcrest.Matchers.equalTo;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;

import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;
import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.statements;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.util.List;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.JudgeCallSettings;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.smallrye.faulttolerance.api.CircuitBreakerMaintenance;

/**
 * A provider that keeps failing opens the "llm-judge" breaker: further evaluations fail fast with
 * judge_unavailable and no request reaches the provider. No retries here ({@link JudgeCallSettings}: a window of 4
 * calls, open at half of them failed, open long enough to outlast the test), so one evaluation is one call.
 */
@QuarkusTest
@TestProfile(JudgeCallSettings.class)
class CircuitBreakerTest extends JudgeTest {

    private static final int WINDOW = 4;

    @Inject
    CircuitBreakerMaintenance breakers;

    @BeforeEach
    void closedBreaker() {
        breakers.resetAll();
    }

    void providerAnswers() {
        judge.resetAll();
        judge.stubFor(extractionCall().willReturn(statements(Cases.EIFFEL_STATEMENTS.toArray(String[]::new))));
        judge.stubFor(attributionCall().willReturn(verdicts("Two of three.",
                verdict(1, "yes", List.of(1), "completed in 1889"),
                verdict(2, "yes", List.of(2), "At 330 metres"),
                verdict(3, "no", List.of(), ""))));
    }

    void providerFails(int status) {
        judge.stubFor(extractionCall().willReturn(aResponse().withStatus(status)
                .withHeader("Content-Type", "application/json")
                .withBody("{\"error\":{\"message\":\"test says " + status + "\",\"type\":\"x\",\"code\":\"x\"}}")));
    }

    @Test
    void openBreakerFailsFastWithoutCallingTheProvider() {
        providerFails(503);
        for (int i = 0; i < WINDOW; i++) {
            Api.rest(Cases.eiffel()).statusCode(503)
                    .body("error.code", equalTo("judge_unavailable"))
                    .body("error.message", equalTo(JudgeFaultsTest.SERVER_ERROR));
        }
        judge.verify(WINDOW, anyJudgeRequest());

        // The provider is back, but the breaker stays open for its delay: nothing is sent.
        providerAnswers();
        Api.rest(Cases.eiffel()).statusCode(503)
                .body("error.code", equalTo("judge_unavailable"))
                .body("error.retryable", equalTo(true))
                .body("error.message", equalTo("The judge's provider failed repeatedly; calls are paused for a while"
                        + " (circuit open)."));
        judge.verify(0, anyJudgeRequest());
    }

    @Test
    void rateLimitsAndRejectionsDoNotOpenTheBreaker() {
        // Busy (429) or refusing this request (400) is not down: neither counts as a failure of the provider.
        providerFails(429);
        for (int i = 0; i < WINDOW; i++) {
            Api.rest(Cases.eiffel()).statusCode(429).body("error.code", equalTo("rate_limited"));
        }
        judge.resetAll();
        providerFails(400);
        for (int i = 0; i < WINDOW; i++) {
            Api.rest(Cases.eiffel()).statusCode(503).body("error.retryable", equalTo(false));
        }
        judge.verify(WINDOW, anyJudgeRequest());

        providerAnswers();
        Api.rest(Cases.eiffel()).statusCode(200);
        judge.verify(2, anyJudgeRequest());
    }

    @Test
    void aResetBreakerLetsCallsThroughAgain() {
        // Guards the other tests against order: an open breaker from one test must not leak into the next.
        providerFails(503);
        for (int i = 0; i < WINDOW; i++) {
            Api.rest(Cases.eiffel()).statusCode(503);
        }
        breakers.resetAll();
        providerAnswers();
        Api.rest(Cases.eiffel()).statusCode(200);
        judge.verify(2, anyJudgeRequest());
    }
}
