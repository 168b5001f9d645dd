package dev.contextrecall.result;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** Recall against reference contexts: each reference context, its best retrieved match and whether it counts. */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record ReferenceContextRecallResult(
        @JsonUnwrapped ResultHead head,
        String measure,
        double similarityThreshold,
        List<ReferenceMatch> references,
        @JsonUnwrapped ResultTail tail) implements RecallResult {

    /**
     * One reference context; bestMatch is the 0-based index into retrieval_context of the most similar retrieved
     * context (the first one on a tie), null when nothing was retrieved.
     */
    @RegisterForReflection
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    public record ReferenceMatch(String reference, boolean recalled, Integer bestMatch, double similarity) {
    }
}
