package dev.contextrecall;

import static org.junit.jupiter.api.Assertions.assertEquals;

import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.JudgeTest;
import dev.contextrecall.support.OperatorSettings;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * context-recall.telemetry.log-content=true: the evaluation's line also carries the request and the verdicts. (This
 * deployment's default judge is the offline one, so the request asks for the LLM.)
 */
@QuarkusTest
@TestProfile(OperatorSettings.class)
class EvaluationLogContentTest extends JudgeTest {

    @Test
    void theLineCarriesTheTestCaseAndItsVerdicts() throws Exception {
        judge.stubFor(attributionCall().willReturn(verdicts("Date and height are there.",
                verdict(1, "yes", List.of(1), "completed in 1889"), verdict(2, "yes", List.of(2), "At 330 metres"),
                verdict(3, "no", List.of(), ""))));
        JsonNode line = EvaluationLogTest.onlyEmfLine(
                () -> Api.rest(Cases.with(EvaluationLogTest.goldenCase(), "judge", "llm")).statusCode(200));
        assertEquals("When was the Eiffel Tower built and how tall is it?", line.at("/request/input").asText());
        assertEquals("The Eiffel Tower was completed in 1889.", line.at("/verdicts/0/statement").asText());
        assertEquals("The score is 0.67 because date and height are there.", line.get("reason").asText());
    }
}
