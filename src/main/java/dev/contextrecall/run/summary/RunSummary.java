package dev.contextrecall.run.summary;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * summary.json of one run. kind: "evaluation" (the evaluate command, the Step Functions run) or "alignment" (the
 * align command; never a baseline). judge: who judged it. budget: the estimate and cap the run was checked against
 * before it started (absent when it was not), beside evaluation_cost, what it spent. mean_score and pass_rate are over the scored cases; cases
 * that could not be scored are counted and listed under failures, never scored as 0.
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record RunSummary(
        String metric,
        String dataset,
        String kind,
        @JsonInclude(JsonInclude.Include.ALWAYS) RunJudge judge,
        int cases,
        int scored,
        int passed,
        int failed,
        @JsonInclude(JsonInclude.Include.ALWAYS) Double meanScore,
        @JsonInclude(JsonInclude.Include.ALWAYS) Double passRate,
        @JsonInclude(JsonInclude.Include.ALWAYS) Double minMeanScore,
        boolean belowThreshold,
        RunGate gate,
        @JsonInclude(JsonInclude.Include.NON_NULL) RunComparison comparison,
        StatementCounts statements,
        @JsonInclude(JsonInclude.Include.NON_NULL) Integer flakyCases,
        Map<String, Integer> failuresByError,
        List<Failure> failures,
        List<WorstCase> worstCases,
        Long judgeCalls,
        Long inputTokens,
        Long cachedInputTokens,
        Long outputTokens,
        Double evaluationCost,
        Long meanDurationMs,
        @JsonInclude(JsonInclude.Include.NON_NULL) JsonNode trigger,
        @JsonInclude(JsonInclude.Include.NON_NULL) String results,
        @JsonInclude(JsonInclude.Include.NON_NULL) RunBudget budget) {

    public static final String EVALUATION = "evaluation";
    public static final String ALIGNMENT = "alignment";

    /**
     * Statements of the statements algorithm's results, by where they came from: reused from the run's statement
     * store, supplied by the dataset (reference_statements), or extracted by the judge during this run.
     */
    @RegisterForReflection
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    public record StatementCounts(int reused, int supplied, int extracted) {
    }

    @RegisterForReflection
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    public record Failure(JsonNode id, String error, String cause) {
    }

    /** A low scorer and the reference statements the retrieved chunks did not support. */
    @RegisterForReflection
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    public record WorstCase(JsonNode id, double score, boolean success, List<String> unsupportedStatements) {
    }
}
