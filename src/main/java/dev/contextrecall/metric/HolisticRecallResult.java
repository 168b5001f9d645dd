package dev.contextrecall.metric;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** The holistic algorithm: one judge rating of the whole reference's coverage, with the judge's reason. */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonPropertyOrder({ "id", "name", "metric", "score", "success", "threshold", "strict_mode", "reason", "algorithm",
        "judge", "evaluation_model", "usage", "evaluation_cost", "duration_ms", "prompt_version", "metadata" })
public record HolisticRecallResult(
        @JsonInclude(JsonInclude.Include.NON_NULL) JsonNode id,
        @JsonInclude(JsonInclude.Include.NON_NULL) JsonNode name,
        String metric,
        double score,
        boolean success,
        double threshold,
        boolean strictMode,
        String reason,
        String algorithm,
        String judge,
        String evaluationModel,
        Usage usage,
        Double evaluationCost,
        long durationMs,
        String promptVersion,
        @JsonInclude(JsonInclude.Include.NON_NULL) JsonNode metadata) implements RecallResult {

    @Override
    public Double loggedScore() {
        return score;
    }
}
