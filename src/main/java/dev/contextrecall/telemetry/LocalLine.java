package dev.contextrecall.telemetry;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.result.RecallResult;
import dev.contextrecall.result.ResultHead;
import dev.contextrecall.result.Usage;

/** The plain log line of one evaluation off Lambda: what a person watching a local server wants to know. */
final class LocalLine {

    private LocalLine() {
    }

    /** e.g. "case-42 scored 0.6667 (success; statements, llm gpt-4o-mini, 2 judge calls, $0.000054, 812 ms)". */
    static String scored(RecallResult result) {
        ResultHead head = result.head();
        Usage usage = result.tail().usage();
        StringBuilder line = new StringBuilder(name(head.id())).append(" scored ")
                .append(head.score() == null ? "nothing (no score)" : head.score())
                .append(" (").append(head.success() ? "success" : "below " + head.threshold())
                .append("; ").append(head.algorithm()).append(", ").append(head.judge());
        if (head.evaluationModel() != null) {
            line.append(' ').append(head.evaluationModel());
        }
        line.append(", ").append(usage.llmCalls()).append(usage.llmCalls() == 1 ? " judge call" : " judge calls");
        if (result.tail().evaluationCost() != null && usage.llmCalls() > 0) {
            line.append(", $").append(String.format(java.util.Locale.ROOT, "%.6f", result.tail().evaluationCost()));
        }
        return line.append(", ").append(result.tail().durationMs()).append(" ms)").toString();
    }

    /** e.g. "case-42 failed: invalid_test_case at retrieval_context (not retryable, 3 ms)". */
    static String failed(JsonNode request, EvaluationException error, long latencyMs, boolean withMessage) {
        JsonNode id = request == null || !request.isObject() ? null : request.get("id");
        StringBuilder line = new StringBuilder(name(id)).append(" failed: ").append(error.errorCode().code());
        if (error.field() != null) {
            line.append(" at ").append(error.field());
        }
        line.append(" (").append(error.errorCode().retryable() ? "retryable" : "not retryable").append(", ")
                .append(latencyMs).append(" ms)");
        if (withMessage) {
            line.append(": ").append(error.getMessage());
        }
        return line.toString();
    }

    private static String name(JsonNode id) {
        return id == null || id.isNull() ? "a case without id" : id.isTextual() ? id.asText() : id.toString();
    }
}
