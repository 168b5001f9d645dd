package dev.contextrecall.packaged;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Conversations;
import dev.contextrecall.support.CurieJudge;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusIntegrationTest;

/** POST /v1/turn-context-recall against the packaged artifact: windows, their mean and the error JSON. */
@QuarkusIntegrationTest
class TurnRestPackagedIT extends JudgeTest {

    @BeforeEach
    void stubs() {
        CurieJudge.prizeOnlyInTheSecondWindow(judge);
    }

    @Test
    void scoresTheConversationWindowByWindow() {
        Api.turns(Conversations.curie(1)).statusCode(200)
                .body("metric", equalTo("turn_context_recall"))
                .body("score", equalTo(0.75))
                .body("windows.score", contains(0.5, 1.0, null));
    }

    @Test
    void badWindowSizeIsRefusedNamingTheField() {
        Api.turns(Cases.with(Conversations.curie(1), "window_size", 0)).statusCode(422)
                .body("error.field", equalTo("window_size"));
    }
}
