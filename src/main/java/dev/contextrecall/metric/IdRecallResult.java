package dev.contextrecall.metric;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** Recall by ids: which distinct reference ids were retrieved and which are missing, as strings, in request order. */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonPropertyOrder({ "id", "name", "metric", "score", "success", "threshold", "strict_mode", "reason", "algorithm",
        "judge", "reference_ids", "found_ids", "missing_ids", "usage", "evaluation_cost", "duration_ms", "metadata" })
public record IdRecallResult(
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
        List<String> referenceIds,
        List<String> foundIds,
        List<String> missingIds,
        Usage usage,
        Double evaluationCost,
        long durationMs,
        @JsonInclude(JsonInclude.Include.NON_NULL) JsonNode metadata) implements RecallResult {

    @Override
    public Double loggedScore() {
        return score;
    }
}
