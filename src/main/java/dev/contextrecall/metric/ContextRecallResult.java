package dev.contextrecall.metric;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** The score of one test case and its explanation: a superset of DeepEval's metric data. */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonPropertyOrder({ "id", "name", "metric", "score", "success", "threshold", "strict_mode", "reason", "algorithm",
        "evidence", "judge", "evaluation_model", "verdicts", "usage", "evaluation_cost", "duration_ms",
        "prompt_version", "metadata" })
public record ContextRecallResult(
        @JsonInclude(JsonInclude.Include.NON_NULL) JsonNode id,
        @JsonInclude(JsonInclude.Include.NON_NULL) JsonNode name,
        String metric,
        double score,
        boolean success,
        double threshold,
        boolean strictMode,
        String reason,
        String algorithm,
        String evidence,
        String judge,
        String evaluationModel,
        List<StatementVerdict> verdicts,
        Usage usage,
        Double evaluationCost,
        long durationMs,
        String promptVersion,
        @JsonInclude(JsonInclude.Include.NON_NULL) JsonNode metadata) implements RecallResult {

    public static final String METRIC = "context_recall";

    @Override
    public Double loggedScore() {
        return score;
    }
}
