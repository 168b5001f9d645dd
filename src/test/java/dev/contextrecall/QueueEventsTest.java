package dev.contextrecall;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.emptyString;

import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.attributionRequests;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Events;
import dev.contextrecall.support.Functions;
import dev.contextrecall.support.JudgeStubs;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/**
 * SQS batches: a bad message fails only itself; SNS messages are scored too. Here the function bean gets each record
 * ({@link #lambda}); {@code packaged/QueueEventsPackagedIT} re-runs it through the native Lambda executable, where
 * Funqy's advanced event handling reports the failures.
 */
@QuarkusTest
public class QueueEventsTest extends JudgeTest {

    /**
     * The context-recall-events function, called as a bean in the default start; {@code packaged/QueueEventsPackagedIT} overrides this to send
     * the same events through the native executable's Lambda Runtime API.
     */
    protected ValidatableResponse lambda(Object event) {
        return Functions.invoke("context-recall-events", event);
    }

    @BeforeEach
    void stubs() {
        judge.stubFor(attributionCall().willReturn(verdicts("All there.", verdict(1, "yes", List.of(1), "completed in 1889"),
                verdict(2, "yes", List.of(2), "At 330 metres"), verdict(3, "no", List.of(), ""))));
    }

    static String good() {
        return JudgeStubs.json(Cases.with(Cases.eiffel(), "algorithm", "sentences"));
    }

    @Test
    void aGoodBatchReportsNoFailures() {
        lambda(Events.sqs(List.of(good(), good()))).statusCode(200)
                .body("batchItemFailures", empty());
        judge.verify(2, attributionRequests());
    }

    @Test
    void onlyTheBadMessagesAreReported() {
        String invalid = JudgeStubs.json(Cases.without(Cases.eiffel(), "expected_output"));
        lambda(Events.sqs(List.of(good(), invalid, good(), "not json at all"))).statusCode(200)
                .body("batchItemFailures.itemIdentifier", contains("msg-1", "msg-3"));
        judge.verify(2, attributionRequests());
    }

    @Test
    void judgeTroubleFailsTheMessageSoTheQueueRetriesIt() {
        judge.resetAll();
        judge.stubFor(attributionCall().willReturn(com.github.tomakehurst.wiremock.client.WireMock.aResponse().withStatus(400)));
        lambda(Events.sqs(List.of(good()))).statusCode(200)
                .body("batchItemFailures.itemIdentifier", contains("msg-0"));
    }

    @Test
    void aMessageMayAskForSamples() {
        String sampled = JudgeStubs.json(Cases.with(Cases.with(Cases.eiffel(), "algorithm", "sentences"), "samples", 3));
        lambda(Events.sqs(List.of(sampled))).statusCode(200).body("batchItemFailures", empty());
        judge.verify(3, attributionRequests());
    }

    @Test
    void snsMessagesAreScoredToo() {
        // SNS has no batch response: the function's output is empty, which the Lambda runtime answers with 204.
        lambda(Events.sns(List.of(good()))).statusCode(204).body(emptyString());
        judge.verify(1, attributionRequests());
    }
}
