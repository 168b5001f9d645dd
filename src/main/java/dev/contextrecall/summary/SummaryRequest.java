package dev.contextrecall.summary;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * What the state machine hands the summary function: where the ResultWriter put its manifest, the dataset's name,
 * the mean score below which the run is flagged, and what triggered the run (echoed).
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record SummaryRequest(String bucket, String manifestKey, String dataset, Double minMeanScore,
        Integer worstCases, JsonNode trigger) {
}
