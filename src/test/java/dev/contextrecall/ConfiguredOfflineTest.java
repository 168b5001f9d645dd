package dev.contextrecall;

import static org.hamcrest.Matchers.equalTo;

import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;
import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.JudgeTest;
import dev.contextrecall.support.OperatorSettings;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** context-recall.judge.default=offline with a provider configured: offline unless a request asks for the LLM. */
@QuarkusTest
@TestProfile(OperatorSettings.class)
class ConfiguredOfflineTest extends JudgeTest {

    @Test
    void aRequestWithoutJudgeGetsTheConfiguredOfflineJudge() {
        Api.rest(Cases.eiffel()).statusCode(200)
                .body("judge", equalTo("offline"))
                .body("score", equalTo(0.6667));
        judge.verify(0, anyJudgeRequest());
    }

    @Test
    void aRequestMayStillAskForTheLlm() {
        judge.stubFor(attributionCall().willReturn(verdicts("All three.", verdict(1, "yes", List.of(1), "completed in 1889"),
                verdict(2, "yes", List.of(2), "At 330 metres"), verdict(3, "yes", List.of(1), "Eiffel Tower"))));
        Api.rest(Cases.with(Cases.with(Cases.eiffel(), "judge", "llm"), "algorithm", "sentences")).statusCode(200)
                .body("judge", equalTo("llm"))
                .body("score", equalTo(1.0))
                .body("usage.llm_calls", equalTo(1));
    }
}
