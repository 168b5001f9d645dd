package dev.contextrecall.run.aws;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import dev.contextrecall.run.summary.GateRule;
import dev.contextrecall.run.summary.RunComparison;
import dev.contextrecall.run.summary.RunSummary;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The summary function's answer to the state machine: the headline numbers, the gate's verdict, the judge spend
 * beside its estimate and cap, and where summary.json and the report are. The lists stay in S3; a state's data is capped at 256 KiB.
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record SummaryReceipt(String summaryUri, String reportUri, String dataset, String verdict, int cases, int scored,
        int failed,
        @JsonInclude(JsonInclude.Include.ALWAYS) Double meanScore,
        @JsonInclude(JsonInclude.Include.ALWAYS) Double passRate,
        @JsonInclude(JsonInclude.Include.ALWAYS) Double minMeanScore, boolean belowThreshold,
        boolean gatePassed, List<String> failedRules, boolean firstRun,
        @JsonInclude(JsonInclude.Include.ALWAYS) String baseline,
        @JsonInclude(JsonInclude.Include.ALWAYS) Double meanDelta,
        @JsonInclude(JsonInclude.Include.ALWAYS) Double pValue, int regressedCases, String gateMessage,
        @JsonInclude(JsonInclude.Include.ALWAYS) String unfinished,
        @JsonInclude(JsonInclude.Include.ALWAYS) Double evaluationCost,
        @JsonInclude(JsonInclude.Include.ALWAYS) Double estimatedCost,
        @JsonInclude(JsonInclude.Include.ALWAYS) Double maxRunCost) {

    public static SummaryReceipt of(RunSummary s, String summaryUri, String reportUri) {
        RunComparison c = s.comparison();
        return new SummaryReceipt(summaryUri, reportUri, s.dataset(), s.gate().verdict().name(), s.cases(), s.scored(),
                s.failed(),
                s.meanScore(), s.passRate(), s.minMeanScore(), s.belowThreshold(), s.gate().passed(),
                s.gate().failedRules().stream().map(GateRule::word).toList(), s.gate().firstRun(), s.gate().baseline(), c == null ? null : c.meanDelta(),
                c == null ? null : c.pValue(), c == null ? 0 : c.regressedCases(), s.gate().message(),
                s.gate().unfinished(), s.evaluationCost(), s.budget() == null ? null : s.budget().estimatedCost(),
                s.budget() == null ? null : s.budget().maxRunCost());
    }
}
