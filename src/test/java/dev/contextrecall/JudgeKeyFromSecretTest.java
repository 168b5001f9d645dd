package dev.contextrecall;

import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;

import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;
import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.JudgeTest;
import dev.contextrecall.support.OperatorSettings;
import dev.contextrecall.support.SecretsExtensionStub;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * Deployed as template.yaml sets it up, the service reads the judge's key at start-up from Secrets Manager
 * (through the Parameters and Secrets extension) and sends it to the judge; the plain configured key loses. (This
 * deployment's default judge is the offline one, so the request asks for the LLM.)
 */
@QuarkusTest
@TestProfile(OperatorSettings.class)
class JudgeKeyFromSecretTest extends JudgeTest {

    @Test
    void theJudgeIsCalledWithTheKeyFromTheSecret() {
        judge.stubFor(attributionCall().willReturn(verdicts("All there.",
                verdict(1, "yes", List.of(1), "completed in 1889"), verdict(2, "yes", List.of(2), "At 330 metres"),
                verdict(3, "no", List.of(), ""))));
        Map<String, Object> request = Cases.with(Cases.with(Cases.eiffel(), "algorithm", "sentences"), "judge", "llm");
        Api.rest(request).statusCode(200);
        judge.verify(anyJudgeRequest().withHeader("Authorization", equalTo("Bearer " + SecretsExtensionStub.KEY)));
    }
}
