package dev.contextrecall.run.alignment;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * How one source's cases (or all of them) came out against their labels. mae is over the scored cases;
 * statements compares verdicts with labels over the lined-up cases only; verified_share is of every "yes" verdict
 * of the scored cases; the spend is the scored cases' (calls for a case that then failed are not in it), each
 * figure null when a case lacks it, as in summary.json.
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonInclude(JsonInclude.Include.ALWAYS)
public record SourceAlignment(
        int cases,
        int scored,
        int failed,
        Double mae,
        int labelledCases,
        int linedUpCases,
        Agreement statements,
        int yesVerdicts,
        int verifiedYes,
        Double verifiedShare,
        Long judgeCalls,
        Long inputTokens,
        Long outputTokens,
        Double evaluationCost) {
}
