package dev.contextrecall.run.aws;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The first step's answer: what the run will cost in judge spend, priced as the evaluate command prices it, and
 * whether that is within the run's cap. The state machine keeps it for the summary and stops before the Map when
 * withinCap is false, with message as the execution's cause.
 *
 * @param cases the dataset's lines that are test cases
 * @param unreadableLines lines that are not JSON (each fails in the Map without a judge call)
 * @param estimatedCost USD; null when the judge model has no price
 * @param maxRunCost the cap in USD; null when none is set
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record RunEstimate(String dataset, String datasetUri, int cases, int unreadableLines, String judge,
        @JsonInclude(JsonInclude.Include.ALWAYS) String model, long judgeCalls, long inputTokens, long outputTokens,
        @JsonInclude(JsonInclude.Include.ALWAYS) Double estimatedCost,
        @JsonInclude(JsonInclude.Include.ALWAYS) Double maxRunCost, boolean withinCap, String message) {
}
