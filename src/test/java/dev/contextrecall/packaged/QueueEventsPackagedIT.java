package dev.contextrecall.packaged;

import static org.hamcrest.Matchers.contains;

import static dev.contextrecall.support.JudgeStubs.attributionRequests;

import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.EiffelJudge;
import dev.contextrecall.support.Events;
import dev.contextrecall.support.ExportProfiles;
import dev.contextrecall.support.JudgeStubs;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.quarkus.test.junit.TestProfile;

/** The context-recall-events function of the packaged artifact: an SQS batch, only the bad record reported. */
@QuarkusIntegrationTest
@NativeExecutableOnly
@TestProfile(ExportProfiles.QueueEvents.class)
class QueueEventsPackagedIT extends LambdaOnlyJudgeTest {

    @BeforeEach
    void stubs() {
        EiffelJudge.twoOfThreeSupported(judge);
    }

    @Test
    void onlyTheBadRecordIsReported() {
        String good = JudgeStubs.json(Cases.eiffel());
        String bad = JudgeStubs.json(Cases.without(Cases.eiffel(), "retrieval_context"));
        Api.lambda(Events.sqs(List.of(good, bad, good))).statusCode(200)
                .body("batchItemFailures.itemIdentifier", contains("msg-1"));
        judge.verify(2, attributionRequests());
    }
}
