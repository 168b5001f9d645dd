package dev.contextrecall.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import jakarta.inject.Inject;

import org.jboss.logmanager.ExtLogRecord;
import org.junit.jupiter.api.Test;

import dev.contextrecall.result.RecallResult;
import dev.contextrecall.support.JudgeTest;
import dev.contextrecall.support.Stdout;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The SnapStart priming hook runs one complete evaluation with the offline judge, in process: here the LLM judge
 * is configured (WireMock with a key, so requests default to it), and the hook still sends it nothing, and writes
 * no EMF line, so the priming never shows in the function's metrics.
 */
@QuarkusTest
class SnapStartPrimingTest extends JudgeTest {

    @Inject
    SnapStartPriming priming;

    @Test
    void beforeCheckpointRunsOneOfflineEvaluationWithoutNetworkOrMetrics() throws Exception {
        List<String> logged = new ArrayList<>();
        List<String> out = Stdout.linesDuring(
                () -> logged.addAll(messagesLoggedDuring(() -> priming.beforeCheckpoint(null))));
        assertEquals(1, logged.size(), logged::toString);
        assertTrue(logged.get(0).matches("SnapStart priming: one offline evaluation in \\d+ ms \\(score 1\\.0\\)\\."),
                logged.get(0));
        assertEquals(List.of(), Stdout.emfLines(out));
        judge.verify(0, anyJudgeRequest());
    }

    /** What SnapStartPriming logs while the block runs, formatted as the log line shows it. */
    private static List<String> messagesLoggedDuring(Runnable block) {
        List<String> messages = new CopyOnWriteArrayList<>();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                messages.add(record instanceof ExtLogRecord ext ? ext.getFormattedMessage() : record.getMessage());
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger logger = Logger.getLogger(SnapStartPriming.class.getName());
        logger.addHandler(handler);
        try {
            block.run();
        } finally {
            logger.removeHandler(handler);
        }
        return List.copyOf(messages);
    }

    @Test
    void thePrimingEvaluationIsACompleteOfflineScore() {
        RecallResult result = priming.prime();
        assertEquals("offline", result.head().judge());
        assertEquals(dev.contextrecall.judge.offline.OfflineJudge.NAME, result.head().evaluationModel());
        assertEquals(1.0, result.head().score());
        assertEquals(0, result.tail().usage().llmCalls());
        judge.verify(0, anyJudgeRequest());
    }

    @Test
    void registeredOnlyDuringASnapStartInitialisation() {
        assertTrue(SnapStartPriming.duringSnapStartInit(Map.of("AWS_LAMBDA_INITIALIZATION_TYPE", "snap-start")));
        assertFalse(SnapStartPriming.duringSnapStartInit(Map.of("AWS_LAMBDA_INITIALIZATION_TYPE", "on-demand")));
        assertFalse(SnapStartPriming.duringSnapStartInit(Map.of()));
    }
}
