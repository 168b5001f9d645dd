package dev.contextrecall.run.summary;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The run's verdict, as every output shows it: PASSED, FAILED (a rule fired) or UNFINISHED (the run stopped early
 * or too many cases could not be scored: not a verdict on recall, and never passed). Two rules: the floor (mean
 * score below min_mean_score, or nothing scored while a floor is set) and a significant regression against the
 * baseline. failedRules names each rule that fired. A first run has no baseline; a baseline judged differently is
 * not compared unless the policy asks (then judgeChange labels it), and the run is gated on the floor alone. So is a
 * run whose baseline cannot be compared at all (another dataset, no per-case results, no case in common):
 * notCompared says why, and comparedCases (0) how many cases the regression rule saw. A gate never passes a
 * comparison of nothing.
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record RunGate(RunVerdict verdict, boolean passed, List<GateRule> failedRules, boolean firstRun,
        @JsonInclude(JsonInclude.Include.ALWAYS) String baseline, boolean compared,
        @JsonInclude(JsonInclude.Include.NON_NULL) String unfinished,
        @JsonInclude(JsonInclude.Include.NON_NULL) String judgeChange,
        @JsonInclude(JsonInclude.Include.NON_NULL) String notCompared, int comparedCases, String message) {

    /**
     * @param comparison the comparison with the baseline; null when there is none or it was not compared
     * @param baseline where the baseline was read from; null on a first run
     * @param unfinished why the run did not finish; null when it did
     * @param judgeChange "baseline judged by X, this run by Y" when they differ; null when alike or no baseline
     * @param notCompared why a baseline was not compared though the judges agree (or were allowed to differ); null
     *        when it was compared or there is none
     */
    static RunGate decide(Double meanScore, Double minMeanScore, RunComparison comparison, String baseline,
            String unfinished, String judgeChange, String notCompared) {
        List<GateRule> fired = new ArrayList<>();
        boolean belowFloor = minMeanScore != null && (meanScore == null || meanScore < minMeanScore);
        if (belowFloor) {
            fired.add(GateRule.FLOOR);
        }
        if (comparison != null && comparison.significantRegression()) {
            fired.add(GateRule.SIGNIFICANT_REGRESSION);
        }
        RunVerdict verdict = unfinished != null ? RunVerdict.UNFINISHED : fired.isEmpty() ? RunVerdict.PASSED
                : RunVerdict.FAILED;
        List<String> parts = new ArrayList<>();
        parts.add(switch (verdict) {
            case UNFINISHED -> "Unfinished: " + unfinished + " This is not a verdict on recall.";
            case PASSED -> "Passed.";
            case FAILED -> "Failed on " + String.join(" and ", fired.stream().map(GateRule::word).toList()) + ".";
        });
        if (minMeanScore == null) {
            parts.add("No floor is set.");
        } else {
            parts.add("Mean score " + (meanScore == null ? "unknown (nothing was scored)" : number(meanScore))
                    + (belowFloor ? " is below" : " meets") + " the floor of " + number(minMeanScore) + ".");
        }
        if (baseline == null) {
            parts.add("First run: no baseline to compare with, so the run is gated on the floor alone.");
        } else if (comparison == null && notCompared != null) {
            parts.add("Baseline not compared: " + notCompared + "; the run is gated on the floor alone (0 cases "
                    + "compared).");
        } else if (comparison == null) {
            parts.add(capitalised(judgeChange) + "; not compared, so the run is gated on the floor alone "
                    + "(--compare-across-judges compares anyway).");
        } else {
            if (judgeChange != null) {
                parts.add("Judge change: " + judgeChange + "; the deltas mix retrieval and judge.");
            }
            parts.add(String.format(Locale.ROOT,
                    "Against the baseline (%d shared cases): mean delta %s, p = %.3f (alpha %.2f), %d regressed, "
                            + "%d improved.",
                    comparison.sharedCases(),
                    comparison.meanDelta() == null ? "n/a" : signed(comparison.meanDelta()), comparison.pValue(),
                    comparison.alpha(), comparison.regressedCases(), comparison.improvedCases()));
        }
        return new RunGate(verdict, verdict == RunVerdict.PASSED, List.copyOf(fired), baseline == null, baseline,
                comparison != null, unfinished, judgeChange,
                baseline != null && comparison == null ? notComparedReason(notCompared, judgeChange) : null,
                comparison == null ? 0 : comparison.sharedCases(), String.join(" ", parts));
    }

    /** The reason recorded when only the judge kept a baseline from being compared. */
    private static final String JUDGED_DIFFERENTLY = "baseline judged differently";

    private static String notComparedReason(String notCompared, String judgeChange) {
        return notCompared != null ? notCompared : JUDGED_DIFFERENTLY;
    }

    /** The evaluate command's exit code for this gate. */
    public int exitCode() {
        return verdict.exitCode(failedRules);
    }

    /** The reports' line for a baseline that was not compared (null when it was, or there was none). */
    public String notComparedLine() {
        if (notCompared == null) {
            return null;
        }
        return notCompared.equals(JUDGED_DIFFERENTLY) ? "Baseline judged differently: not compared"
                : "Baseline not compared: " + notCompared;
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    static String number(double value) {
        return String.format(Locale.ROOT, "%.4f", value).replaceAll("0+$", "").replaceAll("\\.$", ".0");
    }

    static String signed(double value) {
        return (value > 0 ? "+" : "") + number(value);
    }
}
