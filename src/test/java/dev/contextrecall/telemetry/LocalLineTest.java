package dev.contextrecall.telemetry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.result.IdRecallResult;
import dev.contextrecall.result.ResultHead;
import dev.contextrecall.result.ResultTail;
import dev.contextrecall.result.Usage;
import dev.contextrecall.telemetry.TelemetryConfig.LineFormat;

/** Off Lambda each evaluation is one plain line a person reads; EMF only where CloudWatch reads it. */
class LocalLineTest {

    static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    @Test
    void emfOnLambdaPlainElsewhereUnlessConfigured() {
        assertEquals(LineFormat.EMF, LineFormat.AUTO.resolved(true));
        assertEquals(LineFormat.LOG, LineFormat.AUTO.resolved(false));
        assertEquals(LineFormat.EMF, LineFormat.EMF.resolved(false));
        assertEquals(LineFormat.LOG, LineFormat.LOG.resolved(true));
    }

    @Test
    void aScoredCaseSaysScoreSuccessJudgeCallsCostAndTime() {
        ResultHead head = new ResultHead(JSON.textNode("case-42"), null, "context_recall", 0.6667, true, 0.5, false,
                "r", "statements", "report", "llm", "gpt-4o-mini", "en");
        ResultTail tail = new ResultTail(new Usage(2, 200L, 40L, null), 0.000054, 812, Optional.empty(), null);
        assertEquals("case-42 scored 0.6667 (success; statements, llm gpt-4o-mini, 2 judge calls, $0.000054, 812 ms)",
                LocalLine.scored(new IdRecallResult(head, List.of(), List.of(), List.of(), tail)));
    }

    @Test
    void aFailedCaseSaysCodeFieldAndRetryWithoutItsTextByDefault() {
        ObjectNode request = JSON.objectNode().put("id", 7).put("expected_output", "secret text");
        EvaluationException error = EvaluationException.invalid("retrieval_context", "retrieval_context is required.");
        assertEquals("7 failed: invalid_test_case at retrieval_context (not retryable, 3 ms)",
                LocalLine.failed(request, error, 3, false));
        assertEquals("a case without id failed: invalid_test_case at retrieval_context (not retryable, 3 ms): "
                + "retrieval_context is required.", LocalLine.failed(null, error, 3, true));
    }
}
