package dev.contextrecall.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import dev.contextrecall.testcase.MetricOptions;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The fields every result of the context-recall family starts with, in this order; each result record puts its
 * own detail after them and {@link ResultTail} last. evidence and evaluation_model are left out by the members
 * that have no evidence mode or no judge; language (the reference's, a BCP 47 tag, "und" when undetermined) by the
 * members that judge no text. score is null only when nothing could be assessed (turns).
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonPropertyOrder({ "id", "name", "metric", "score", "success", "threshold", "strict_mode", "reason", "algorithm",
        "evidence", "judge", "evaluation_model", "language" })
public record ResultHead(
        @JsonInclude(JsonInclude.Include.NON_NULL) JsonNode id,
        @JsonInclude(JsonInclude.Include.NON_NULL) JsonNode name,
        String metric,
        Double score,
        boolean success,
        double threshold,
        boolean strictMode,
        String reason,
        String algorithm,
        @JsonInclude(JsonInclude.Include.NON_NULL) String evidence,
        String judge,
        @JsonInclude(JsonInclude.Include.NON_NULL) String evaluationModel,
        @JsonInclude(JsonInclude.Include.NON_NULL) String language) {

    /** Reported as judge by the members that ask none. */
    public static final String NO_JUDGE = "none";

    /** Success is decided on the reported score against the effective threshold (1 in strict mode). */
    public static ResultHead of(JsonNode id, JsonNode name, String metric, Double score, MetricOptions options, String reason,
            String algorithm, String evidence, String judge, String evaluationModel, String language) {
        double threshold = options.effectiveThreshold();
        return new ResultHead(id, name, metric, score, score != null && score >= threshold, threshold,
                options.strictMode(), reason, algorithm, evidence, judge, evaluationModel, language);
    }
}
