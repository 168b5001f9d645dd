package dev.contextrecall;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.hamcrest.Matchers.lessThan;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.stubbing.Scenario.STARTED;

import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;
import static dev.contextrecall.support.JudgeStubs.attributionRequests;
import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.extractionRequests;
import static dev.contextrecall.support.JudgeStubs.statements;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.http.Fault;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.EiffelJudge;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/**
 * The provider fails at the HTTP level. Retries (max-retries 3, so at most 4 attempts) happen on 429, 5xx,
 * connection errors and timeouts, never on 4xx; Retry-After is honoured. The extraction call, the first one an
 * evaluation makes, is the one that fails, so the request counts are those of a single judge call.
 * Unreachable provider: {@link JudgeUnreachableTest} (it needs its own base URL).
 */
@QuarkusTest
class JudgeFaultsTest extends JudgeTest {

    private static final String PROVIDER = "provider";
    private static final String RECOVERED = "recovered";
    private static final int ATTEMPTS = 1 + 3;
    static final String SERVER_ERROR = "The judge's provider kept failing (HTTP 5xx) and retries did not get through.";

    @BeforeEach
    void attributionAnswersWell() {
        EiffelJudge.attributesTwoOfThree(judge);
    }

    /** The extraction call fails once with {@code failure}, then answers. */
    void failsOnceThenAnswers(ResponseDefinitionBuilder failure) {
        judge.stubFor(extractionCall().inScenario(PROVIDER).whenScenarioStateIs(STARTED)
                .willReturn(failure).willSetStateTo(RECOVERED));
        judge.stubFor(extractionCall().inScenario(PROVIDER).whenScenarioStateIs(RECOVERED)
                .willReturn(statements(Cases.EIFFEL_STATEMENTS.toArray(String[]::new))));
    }

    void alwaysFails(ResponseDefinitionBuilder failure) {
        judge.stubFor(extractionCall().willReturn(failure));
    }

    /** An OpenAI-style error body. */
    static ResponseDefinitionBuilder status(int status, String code) {
        return aResponse().withStatus(status).withHeader("Content-Type", "application/json")
                .withBody(errorBody(status, code));
    }

    /** The error body of {@link #status}: a rejected request's error message quotes it. */
    static String errorBody(int status, String code) {
        return "{\"error\":{\"message\":\"test says " + status + "\",\"type\":\"" + code
                + "\",\"param\":null,\"code\":\"" + code + "\"}}";
    }

    static void scored(ValidatableResponse response) {
        response.statusCode(200).body("score", equalTo(0.6667));
    }

    static ValidatableResponse failed(ValidatableResponse response, int status, String code, boolean retryable) {
        return response.statusCode(status)
                .body("error.code", equalTo(code))
                .body("error.retryable", equalTo(retryable))
                .body("error.field", equalTo(null));
    }

    // --- retried, then recovered ---------------------------------------------------------------------------

    @Test
    void rateLimitWithRetryAfterIsWaitedOutThenScored() {
        failsOnceThenAnswers(status(429, "rate_limit_exceeded").withHeader("Retry-After", "1"));

        long started = System.nanoTime();
        scored(Api.rest(Cases.eiffel()));
        long elapsedMillis = (System.nanoTime() - started) / 1_000_000;

        // The configured backoff is 20ms; only Retry-After explains a wait of about a second.
        assertThat(elapsedMillis, greaterThanOrEqualTo(900L));
        judge.verify(2, extractionRequests());
        judge.verify(1, attributionRequests());
    }

    @Test
    void serverErrorIsRetriedThenScored() {
        failsOnceThenAnswers(status(500, "server_error"));

        scored(Api.rest(Cases.eiffel()).body("usage.llm_calls", equalTo(2)));
        judge.verify(2, extractionRequests());
        judge.verify(1, attributionRequests());
    }

    @Test
    void connectionResetIsRetriedThenScored() {
        failsOnceThenAnswers(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER));

        scored(Api.rest(Cases.eiffel()));
        judge.verify(2, extractionRequests());
    }

    // --- retried until the attempts run out ----------------------------------------------------------------

    @Test
    void rateLimitedForeverIsRateLimitedAfterAllAttempts() {
        alwaysFails(status(429, "rate_limit_exceeded"));

        failed(Api.rest(Cases.eiffel()), 429, "rate_limited", true)
                .body("error.message", equalTo("The judge's provider is rate limiting (HTTP 429) and retries did not"
                        + " get through."));
        judge.verify(ATTEMPTS, anyJudgeRequest());
        judge.verify(0, attributionRequests());
    }

    @Test
    void unavailableForeverIsJudgeUnavailableAfterAllAttempts() {
        alwaysFails(status(503, "service_unavailable"));

        failed(Api.rest(Cases.eiffel()), 503, "judge_unavailable", true)
                .body("error.message", equalTo(SERVER_ERROR));
        judge.verify(ATTEMPTS, anyJudgeRequest());
    }

    @Test
    void tooSlowIsTimeoutAfterBoundedAttempts() {
        // 3s answers against a 2s per-call timeout: every attempt is cut off.
        alwaysFails(statements(Cases.EIFFEL_STATEMENTS.toArray(String[]::new)).withFixedDelay(3000));

        long started = System.nanoTime();
        failed(Api.rest(Cases.eiffel()), 504, "timeout", true)
                .body("error.message", equalTo("The judge did not answer within the time allowed."));
        long elapsedMillis = (System.nanoTime() - started) / 1_000_000;

        // Each attempt is abandoned at 2s, not waited out at 3s, and the whole stays well inside the 20s budget.
        assertThat(elapsedMillis, allOf(greaterThanOrEqualTo(4L * 2000), lessThan(4L * 2000 + 3000)));
        judge.verify(ATTEMPTS, extractionRequests());
        judge.verify(0, attributionRequests());
    }

    // --- not retried -----------------------------------------------------------------------------------------

    @Test
    void badRequestIsNotRetried() {
        alwaysFails(status(400, "invalid_request_error"));

        failed(Api.rest(Cases.eiffel()), 503, "judge_unavailable", false)
                .body("error.message", equalTo("The judge's provider rejected the request: " + errorBody(400,
                        "invalid_request_error")));
        judge.verify(1, anyJudgeRequest());
    }

    @Test
    void unauthorizedIsNotRetried() {
        alwaysFails(status(401, "invalid_api_key"));

        failed(Api.rest(Cases.eiffel()), 503, "judge_unavailable", false)
                .body("error.message", equalTo("The judge's provider rejected the request: " + errorBody(401,
                        "invalid_api_key")));
        judge.verify(1, anyJudgeRequest());
    }
}
