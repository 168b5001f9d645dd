package dev.contextrecall.family;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;

import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.attributionRequests;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Conversations;
import dev.contextrecall.support.Events;
import dev.contextrecall.support.Functions;
import dev.contextrecall.support.JudgeStubs;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/**
 * Conversations from SQS (export turn-context-recall-events): a bad message fails only itself.
 * {@code packaged/TurnQueueEventsPackagedIT} re-runs it against the native Lambda executable.
 */
@QuarkusTest
public class TurnQueueEventsTest extends JudgeTest {

    /**
     * The turn-context-recall-events function, called as a bean in the default start; {@code packaged/TurnQueueEventsPackagedIT} overrides this to send
     * the same events through the native executable's Lambda Runtime API.
     */
    protected ValidatableResponse lambda(Object event) {
        return Functions.invoke("turn-context-recall-events", event);
    }

    @BeforeEach
    void stubs() {
        judge.stubFor(attributionCall().willReturn(verdicts("Birth only.", verdict(1, "yes", List.of(1), "born in Warsaw"),
                verdict(2, "no", List.of(), ""))));
    }

    static String good() {
        return JudgeStubs.json(Cases.with(Conversations.curie(1), "algorithm", "sentences"));
    }

    @Test
    void onlyTheBadMessagesAreReported() {
        String invalid = JudgeStubs.json(Cases.with(Conversations.curie(1), "window_size", 0));
        lambda(Events.sqs(List.of(good(), invalid, good()))).statusCode(200)
                .body("batchItemFailures.itemIdentifier", contains("msg-1"));
        judge.verify(4, attributionRequests());
    }

    @Test
    void aGoodBatchReportsNoFailures() {
        lambda(Events.sqs(List.of(good()))).statusCode(200)
                .body("batchItemFailures", empty());
    }
}
