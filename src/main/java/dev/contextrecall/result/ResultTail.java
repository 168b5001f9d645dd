package dev.contextrecall.result;

import java.util.Optional;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The fields every result of the context-recall family ends with, in this order. promptVersion has three states:
 * null (no such field: the member asks no judge), empty (null in JSON: a judge that uses no prompt) or a version.
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonPropertyOrder({ "usage", "evaluation_cost", "duration_ms", "prompt_version", "metadata" })
public record ResultTail(
        Usage usage,
        Double evaluationCost,
        long durationMs,
        @JsonInclude(JsonInclude.Include.NON_NULL) Optional<String> promptVersion,
        @JsonInclude(JsonInclude.Include.NON_NULL) JsonNode metadata) {

    /** A member that asked a judge: what it spent, and the judge's prompt version (null for a judge with none). */
    public static ResultTail judged(Usage usage, Double evaluationCost, long startedNanos, String promptVersion,
            JsonNode metadata) {
        return new ResultTail(usage, evaluationCost, Elapsed.millisSince(startedNanos), Optional.ofNullable(promptVersion),
                metadata);
    }

    /** A member that asks no judge: no calls, no cost, no prompt. */
    public static ResultTail unjudged(long startedNanos, JsonNode metadata) {
        return new ResultTail(Usage.NONE, 0.0, Elapsed.millisSince(startedNanos), null, metadata);
    }
}
