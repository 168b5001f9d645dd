package dev.contextrecall.packaged;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.EiffelJudge;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusIntegrationTest;

/**
 * Local REST against the packaged artifact (the JVM jar in verify, the native executable in the native workflow):
 * the result and the error JSON survive packaging, reflection configuration included.
 */
@QuarkusIntegrationTest
class RestPackagedIT extends JudgeTest {

    @BeforeEach
    void stubs() {
        EiffelJudge.twoOfThreeSupported(judge);
    }

    @Test
    void scoresAndExplainsTheCase() {
        Api.rest(Cases.eiffel()).statusCode(200)
                .body("score", equalTo(0.6667))
                .body("verdicts.verdict", contains("yes", "yes", "no"))
                .body("verdicts[0].evidence_verified", equalTo(true))
                .body("usage.llm_calls", equalTo(2));
    }

    @Test
    void badInputGetsTheErrorJsonNamingTheField() {
        Api.rest(Cases.with(Cases.eiffel(), "threshold", 2)).statusCode(422)
                .body("error.code", equalTo("invalid_test_case"))
                .body("error.field", equalTo("threshold"))
                .body("error.retryable", equalTo(false));
    }
}
