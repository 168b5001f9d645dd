package dev.contextrecall.result;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * One statement of the reference and what the judge found for it. nodes are 0-based indexes into the request's
 * retrieval_context; evidence_verified is null for "no" (nothing to verify). agreement ("2/3") is present when the
 * case was judged more than once: the samples that gave this majority verdict, of all samples.
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record StatementVerdict(
        String statement,
        String verdict,
        String reason,
        List<Integer> nodes,
        String quote,
        Boolean evidenceVerified,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Citation> citations,
        @JsonInclude(JsonInclude.Include.NON_NULL) String agreement) {

    /** The caller's own id and source of a cited node, when the request gave them. */
    @RegisterForReflection
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Citation(int node, com.fasterxml.jackson.databind.JsonNode id, String source) {
    }
}
