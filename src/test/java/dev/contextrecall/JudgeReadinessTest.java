package dev.contextrecall;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThan;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;

import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;
import static dev.contextrecall.support.JudgeStubs.extractionCall;

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
 * /q/health/ready names the configured judge, and goes down while the judge's circuit breaker is open, so that a
 * load balancer stops sending work; /q/health/live stays up. The breaker is opened the way CircuitBreakerTest does
 * it: a provider that keeps answering 503, four calls, no retries.
 */
@QuarkusTest
@TestProfile(JudgeCallSettings.class)
class JudgeReadinessTest extends JudgeTest {

    private static final int WINDOW = 4;

    @Inject
    CircuitBreakerMaintenance breakers;

    @BeforeEach
    void closedBreaker() {
        breakers.resetAll();
    }

    @Test
    void readyNamesTheLlmJudgeAndItsModel() {
        Api.get("/q/health/ready").statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.find { it.name == 'judge' }.status", equalTo("UP"))
                .body("checks.find { it.name == 'judge' }.data.judge", equalTo("llm"))
                .body("checks.find { it.name == 'judge' }.data.model", equalTo("gpt-4o-mini"))
                .body("checks.find { it.name == 'judge' }.data.judge_calls", equalTo("allowed"));
    }

    @Test
    void readyGoesDownWhileTheBreakerIsOpenAndLiveStaysUp() {
        judge.stubFor(extractionCall().willReturn(aResponse().withStatus(503)
                .withHeader("Content-Type", "application/json")
                .withBody("{\"error\":{\"message\":\"down\",\"type\":\"x\",\"code\":\"x\"}}")));
        for (int i = 0; i < WINDOW; i++) {
            Api.rest(Cases.eiffel()).statusCode(503).body("error.code", equalTo("judge_unavailable"));
        }
        judge.verify(WINDOW, anyJudgeRequest());

        Api.get("/q/health/ready").statusCode(503)
                .body("status", equalTo("DOWN"))
                .body("checks.find { it.name == 'judge' }.status", equalTo("DOWN"))
                .body("checks.find { it.name == 'judge' }.data.judge_calls", equalTo("paused: circuit breaker open"))
                .body("checks.find { it.name == 'judge' }.data.paused_for_ms", greaterThan(0));
        Api.get("/q/health/live").statusCode(200).body("status", equalTo("UP"));
        // Asking is free: no probe of the provider.
        judge.verify(WINDOW, anyJudgeRequest());

        breakers.resetAll();
        Api.get("/q/health/ready").statusCode(200).body("status", equalTo("UP"));
    }
}
