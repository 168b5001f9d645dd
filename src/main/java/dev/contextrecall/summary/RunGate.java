package dev.contextrecall.summary;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The run's verdict. Two rules: the floor (mean score below min_mean_score, or nothing scored while a floor is set)
 * and a significant regression against the baseline. failedRules names each rule that fired; a first run has no
 * baseline and is gated on the floor alone.
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record RunGate(boolean passed, List<String> failedRules, boolean firstRun,
        @JsonInclude(JsonInclude.Include.ALWAYS) String baseline, String message) {

    public static final String FLOOR = "floor";
    public static final String SIGNIFICANT_REGRESSION = "significant_regression";

    static RunGate decide(Double meanScore, Double minMeanScore, RunComparison comparison, String baseline) {
        List<String> fired = new ArrayList<>();
        boolean belowFloor = minMeanScore != null && (meanScore == null || meanScore < minMeanScore);
        if (belowFloor) {
            fired.add(FLOOR);
        }
        if (comparison != null && comparison.significantRegression()) {
            fired.add(SIGNIFICANT_REGRESSION);
        }
        List<String> parts = new ArrayList<>();
        parts.add(fired.isEmpty() ? "Passed." : "Failed on " + String.join(" and ", fired) + ".");
        if (minMeanScore == null) {
            parts.add("No floor is set.");
        } else {
            parts.add("Mean score " + (meanScore == null ? "unknown (nothing was scored)" : number(meanScore))
                    + (belowFloor ? " is below" : " meets") + " the floor of " + number(minMeanScore) + ".");
        }
        if (comparison == null) {
            parts.add("First run: no baseline to compare with, so the run is gated on the floor alone.");
        } else {
            parts.add(String.format(Locale.ROOT,
                    "Against the baseline (%d shared cases): mean delta %s, p = %.3f (alpha %.2f), %d regressed, "
                            + "%d improved.",
                    comparison.sharedCases(),
                    comparison.meanDelta() == null ? "n/a" : signed(comparison.meanDelta()), comparison.pValue(),
                    comparison.alpha(), comparison.regressed().size(), comparison.improved().size()));
        }
        return new RunGate(fired.isEmpty(), List.copyOf(fired), comparison == null, baseline, String.join(" ", parts));
    }

    static String number(double value) {
        return String.format(Locale.ROOT, "%.4f", value).replaceAll("0+$", "").replaceAll("\\.$", ".0");
    }

    static String signed(double value) {
        return (value > 0 ? "+" : "") + number(value);
    }
}
