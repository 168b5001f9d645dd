package dev.contextrecall.metric;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** Recall against reference contexts: each reference context, its best retrieved match and whether it counts. */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonPropertyOrder({ "id", "name", "metric", "score", "success", "threshold", "strict_mode", "reason", "algorithm",
        "judge", "measure", "similarity_threshold", "references", "usage", "evaluation_cost", "duration_ms", "metadata" })
public record ReferenceContextRecallResult(
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
        String measure,
        double similarityThreshold,
        List<ReferenceMatch> references,
        Usage usage,
        Double evaluationCost,
        long durationMs,
        @JsonInclude(JsonInclude.Include.NON_NULL) JsonNode metadata) implements RecallResult {

    /**
     * One reference context; bestMatch is the 0-based index into retrieval_context of the most similar retrieved
     * context (the first one on a tie), null when nothing was retrieved.
     */
    @RegisterForReflection
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    public record ReferenceMatch(String reference, boolean recalled, Integer bestMatch, double similarity) {
    }

    @Override
    public Double loggedScore() {
        return score;
    }
}
