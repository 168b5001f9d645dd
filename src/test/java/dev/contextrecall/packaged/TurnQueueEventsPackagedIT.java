package dev.contextrecall.packaged;

import static org.hamcrest.Matchers.contains;

import static dev.contextrecall.support.JudgeStubs.attributionRequests;

import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Conversations;
import dev.contextrecall.support.CurieJudge;
import dev.contextrecall.support.Events;
import dev.contextrecall.support.ExportProfiles;
import dev.contextrecall.support.JudgeStubs;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.quarkus.test.junit.TestProfile;

/** The turn-context-recall-events function of the packaged artifact: an SQS batch, only the bad record reported. */
@QuarkusIntegrationTest
@NativeExecutableOnly
@TestProfile(ExportProfiles.TurnQueueEvents.class)
class TurnQueueEventsPackagedIT extends LambdaOnlyJudgeTest {

    @BeforeEach
    void stubs() {
        CurieJudge.prizeOnlyInTheSecondWindow(judge);
    }

    @Test
    void onlyTheBadRecordIsReported() {
        String good = JudgeStubs.json(Cases.with(Conversations.curie(1), "algorithm", "sentences"));
        String bad = JudgeStubs.json(Cases.with(Conversations.curie(1), "window_size", 0));
        Api.lambda(Events.sqs(List.of(good, bad))).statusCode(200)
                .body("batchItemFailures.itemIdentifier", contains("msg-1"));
        // The good conversation: two windows with context, one attribution call each.
        judge.verify(2, attributionRequests());
    }
}
