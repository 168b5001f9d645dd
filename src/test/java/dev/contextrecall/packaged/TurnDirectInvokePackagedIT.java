package dev.contextrecall.packaged;

import static org.hamcrest.Matchers.equalTo;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Conversations;
import dev.contextrecall.support.CurieJudge;
import dev.contextrecall.support.ExportProfiles;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.quarkus.test.junit.TestProfile;

/** The turn-context-recall function (direct invoke) of the packaged artifact, through the Lambda runtime API. */
@QuarkusIntegrationTest
@NativeExecutableOnly
@TestProfile(ExportProfiles.TurnContextRecall.class)
class TurnDirectInvokePackagedIT extends LambdaOnlyJudgeTest {

    @BeforeEach
    void stubs() {
        CurieJudge.prizeOnlyInTheSecondWindow(judge);
    }

    @Test
    void scoresTheConversation() {
        Api.lambda(Cases.with(Conversations.curie(1), "id", "conv-1")).statusCode(200)
                .body("id", equalTo("conv-1"))
                .body("score", equalTo(0.75));
    }

    @Test
    void badInputIsAnsweredWithTheErrorJson() {
        Api.lambda(Cases.with(Conversations.curie(1), "window_size", 0)).statusCode(200)
                .body("error.field", equalTo("window_size"));
    }
}
