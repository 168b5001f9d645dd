package dev.contextrecall.run.aws;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import dev.contextrecall.run.summary.RunBudget;
import dev.contextrecall.run.summary.RunPolicy;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * What the state machine hands the summary function: where the ResultWriter put its manifest, the dataset's name,
 * the floor, the Map state's tolerated failure percentage, what triggered the run (echoed), and the baseline to compare with: an earlier run's manifest key or
 * folder in the same bucket, "none" for no comparison, or absent for the dataset's last passing run; and the run's
 * estimate from its first step (absent for a run started without one).
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record SummaryRequest(String bucket, String manifestKey, String dataset, Double minMeanScore,
        Integer worstCases, JsonNode trigger, String baseline, Double tolerance, Double alpha,
        Double toleratedFailurePercentage, RunEstimate estimate) {

    public RunPolicy policy() {
        return new RunPolicy(minMeanScore, tolerance == null ? RunPolicy.DEFAULT_TOLERANCE : tolerance,
                alpha == null ? RunPolicy.DEFAULT_ALPHA : alpha,
                worstCases == null ? RunPolicy.DEFAULT_WORST_CASES : worstCases,
                toleratedFailurePercentage, false);
    }

    /** The estimate and cap the run was checked against; null when it had no estimate step. */
    public RunBudget budget() {
        return estimate == null ? null
                : new RunBudget(estimate.estimatedCost(), estimate.judgeCalls(), estimate.maxRunCost());
    }
}
