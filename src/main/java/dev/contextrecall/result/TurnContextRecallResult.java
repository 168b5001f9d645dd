package dev.contextrecall.result;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * Turn context recall: the mean recall over the windows that had retrieval context, and each window in
 * conversation order. score is null when no window had context.
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record TurnContextRecallResult(
        @JsonUnwrapped ResultHead head,
        int windowSize,
        @JsonInclude(JsonInclude.Include.NON_NULL) Boolean statementsSupplied,
        List<String> statements,
        List<WindowResult> windows,
        @JsonUnwrapped SampleAgreement sampling,
        @JsonUnwrapped ResultTail tail) implements RecallResult {

    /**
     * One window: the interactions and turns it spans (0-based, inclusive), its context in the order the judge saw
     * it, and, when assessed, its recall and verdicts (verdict nodes are 0-based indexes into context).
     */
    @RegisterForReflection
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    public record WindowResult(int window, List<Integer> interactions, List<Integer> turns, boolean assessed,
            Double score, String summary, List<ContextSource> context, List<StatementVerdict> verdicts) {
    }

    /** Where a window's context node came from: turn and index in that turn's retrieval_context. */
    @RegisterForReflection
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ContextSource(int turn, int index, JsonNode id, String source) {
    }
}
