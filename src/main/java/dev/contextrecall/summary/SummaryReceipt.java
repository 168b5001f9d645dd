package dev.contextrecall.summary;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The summary function's answer to the state machine: the headline numbers and where summary.json is. The lists
 * stay in S3; a state's data is capped at 256 KiB.
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record SummaryReceipt(String summaryUri, String dataset, int cases, int scored, int failed,
        @JsonInclude(JsonInclude.Include.ALWAYS) Double meanScore,
        @JsonInclude(JsonInclude.Include.ALWAYS) Double passRate,
        @JsonInclude(JsonInclude.Include.ALWAYS) Double minMeanScore, boolean belowThreshold) {

    static SummaryReceipt of(RunSummary s, String uri) {
        return new SummaryReceipt(uri, s.dataset(), s.cases(), s.scored(), s.failed(), s.meanScore(), s.passRate(),
                s.minMeanScore(), s.belowThreshold());
    }
}
