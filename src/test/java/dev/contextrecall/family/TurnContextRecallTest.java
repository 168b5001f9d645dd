package dev.contextrecall.family;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import static com.github.tomakehurst.wiremock.client.WireMock.containing;

import static dev.contextrecall.support.Conversations.BORN;
import static dev.contextrecall.support.Conversations.assistant;
import static dev.contextrecall.support.Conversations.user;
import static dev.contextrecall.support.JudgeStubs.answer;
import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;
import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.attributionRequests;
import static dev.contextrecall.support.JudgeStubs.extractionRequests;
import static dev.contextrecall.support.JudgeStubs.verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.contextrecall.judge.llm.PromptData;
import dev.contextrecall.support.Api;
import dev.contextrecall.support.Conversations;
import dev.contextrecall.support.CurieJudge;
import dev.contextrecall.support.InFlightCounter;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;

/**
 * Turn context recall over REST: windows, the mean over windows with context, and the cost of N windows.
 * {@code packaged/TurnRestPackagedIT} re-runs it against the packaged artifact.
 */
@QuarkusTest
public class TurnContextRecallTest extends JudgeTest {

    @BeforeEach
    void stubs() {
        CurieJudge.prizeOnlyInTheSecondWindow(judge);
    }

    @Test
    void theScoreIsTheMeanOverTheWindowsThatHadContext() {
        Api.turns(Conversations.curie(1)).statusCode(200)
                .body("metric", equalTo("turn_context_recall"))
                .body("score", equalTo(0.75))
                .body("success", equalTo(true))
                .body("window_size", equalTo(1))
                .body("statements", equalTo(Conversations.STATEMENTS))
                .body("windows.window", contains(0, 1, 2))
                .body("windows.turns", contains(List.of(0, 1), List.of(2, 3), List.of(4, 5)))
                .body("windows.assessed", contains(true, true, false))
                .body("windows.score", contains(0.5, 1.0, null))
                .body("windows[1].verdicts.verdict", contains("yes", "yes"))
                .body("windows[1].verdicts[0].nodes", contains(1))
                .body("windows[1].verdicts[0].evidence_verified", equalTo(true))
                .body("windows[2].verdicts", hasSize(0))
                .body("reason", equalTo("The score is 0.75 because it is the mean recall of the expected outcome's 2"
                        + " statements over the 2 of 3 windows that had retrieval context. 1 window had no retrieval"
                        + " context and was not assessed."));
    }

    @Test
    void statementsAreExtractedOnceAndEachWindowWithContextIsOneCall() {
        Api.turns(Conversations.curie(1)).statusCode(200)
                .body("usage.llm_calls", equalTo(3))
                .body("usage.input_tokens", equalTo(300))
                .body("usage.output_tokens", equalTo(60));
        judge.verify(1, extractionRequests());
        judge.verify(2, attributionRequests());
    }

    @Test
    void windowsSlideOverInteractionsAndDropRepeatedChunks() {
        Api.turns(Conversations.curie(2)).statusCode(200)
                .body("windows.interactions", contains(List.of(0, 0), List.of(0, 1), List.of(1, 2)))
                .body("windows.turns", contains(List.of(0, 1), List.of(0, 3), List.of(2, 5)))
                // the birth chunk retrieved again in turn 3 is counted once, where it first appeared
                .body("windows[1].context.turn", contains(1, 3))
                .body("windows[1].context.index", contains(0, 0))
                .body("windows[2].context.turn", contains(3, 3))
                .body("windows[2].context.index", contains(0, 1))
                .body("windows.assessed", contains(true, true, true))
                .body("usage.llm_calls", equalTo(4));
    }

    @Test
    void theWindowSizeDefaultsToTen() {
        Api.turns(Conversations.curie(null)).statusCode(200)
                .body("window_size", equalTo(10))
                .body("windows.interactions", contains(List.of(0, 0), List.of(0, 1), List.of(0, 2)));
    }

    @Test
    void windowsAreJudgedConcurrentlyUpToTheConfiguredBoundAndTheirUsageAddsUp() {
        judge.stubFor(attributionCall().atPriority(1).willReturn(answer(dev.contextrecall.support.JudgeStubs
                .attributionJson("Found.", List.of(verdict(1, "yes", List.of(1), "born in Warsaw"),
                        verdict(2, "no", List.of(), "")))).withTransformers(InFlightCounter.NAME)));
        List<Map<String, Object>> turns = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            turns.add(user("Question " + i));
            turns.add(assistant("Answer " + i, List.of(BORN + " (source " + i + ")")));
        }
        InFlightCounter.reset();
        Api.turns(Conversations.request(turns, 1)).statusCode(200)
                .body("windows", hasSize(4))
                .body("windows.score", contains(0.5, 0.5, 0.5, 0.5))
                .body("usage.llm_calls", equalTo(5))
                .body("usage.input_tokens", equalTo(500))
                .body("usage.output_tokens", equalTo(100));
        // context-recall.turns.concurrency is 2 in the tests (WireMockJudge)
        assertEquals(2, InFlightCounter.most(), "attribution calls in flight at once");
        judge.verify(4, attributionRequests());
    }

    @Test
    void aConversationWithoutAnAssistantTurnHasNoScore() {
        Api.turns(Conversations.request(List.of(user("Hello?"), user("Anyone there?")), 3)).statusCode(200)
                .body("score", nullValue())
                .body("success", equalTo(false))
                .body("reason", equalTo("No score: the conversation has no assistant turn, so no window has"
                        + " retrieval context to assess."))
                .body("windows", hasSize(1))
                .body("windows[0].assessed", equalTo(false))
                .body("statements", hasSize(0))
                .body("usage.llm_calls", equalTo(0))
                .body("evaluation_cost", equalTo(0.0));
        judge.verify(0, anyJudgeRequest());
    }

    @Test
    void assistantTurnsWithoutRetrievalContextGiveNoScoreEither() {
        Api.turns(Conversations.request(List.of(user("Hi"), assistant("Hello!", List.of()),
                user("Bye"), assistant("Bye!", List.of(" "))), 1)).statusCode(200)
                .body("score", nullValue())
                .body("success", equalTo(false))
                .body("windows.assessed", contains(false, false))
                .body("reason", equalTo("No score: none of the 2 windows has retrieval context; no assistant turn"
                        + " carries any."));
        judge.verify(0, anyJudgeRequest());
    }

    @Test
    void sentencesAlgorithmSkipsExtraction() {
        var body = Conversations.curie(1);
        body.put("algorithm", "sentences");
        Api.turns(body).statusCode(200)
                .body("statements", contains("Marie Curie was born in Warsaw.", "She won the Nobel Prize in Physics."))
                .body("score", equalTo(0.75))
                .body("usage.llm_calls", equalTo(2));
        judge.verify(0, extractionRequests());
    }

    @Test
    void aWindowWhoseJudgementIsUnusableFailsTheWholeEvaluation() {
        judge.stubFor(attributionCall().withRequestBody(containing("in 1903")).atPriority(1)
                .willReturn(answer("not json at all")));
        Api.turns(Conversations.curie(1)).statusCode(503)
                .body("error.code", equalTo("judge_output_invalid"))
                .body("error.retryable", equalTo(true));
    }

    @Test
    void strictModeAppliesToTheMean() {
        var body = Conversations.curie(1);
        body.put("strict_mode", true);
        Api.turns(body).statusCode(200)
                .body("score", equalTo(0.0))
                .body("threshold", equalTo(1.0))
                .body("windows.score", contains(0.5, 1.0, null));
    }

    @Test
    void resultsEchoIdNameAndMetadata() {
        var body = Conversations.curie(1);
        body.put("id", "conv-7");
        body.put("name", "curie");
        body.put("metadata", Map.of("run", 3));
        Api.turns(body).statusCode(200)
                .body("id", equalTo("conv-7"))
                .body("name", equalTo("curie"))
                .body("metadata.run", equalTo(3))
                .body("evaluation_model", equalTo("gpt-4o-mini-2024-07-18"))
                .body("prompt_version", equalTo(PromptData.VERSION));
    }
}
