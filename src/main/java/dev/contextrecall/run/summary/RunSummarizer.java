package dev.contextrecall.run.summary;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.result.RecallResult;
import dev.contextrecall.result.Scores;

/** Turns the outcomes of one Map Run into its summary. Pure: no I/O, so it is tested on exported files as they are. */
public final class RunSummarizer {

    private RunSummarizer() {
    }

    /** An evaluation run. */
    public static RunSummary summarize(List<CaseOutcome> outcomes, String dataset, RunPolicy policy,
            Baseline baseline, JsonNode trigger, String results) {
        return summarize(RunSummary.EVALUATION, outcomes, dataset, policy, baseline, trigger, results);
    }

    /**
     * @param kind RunSummary.EVALUATION or RunSummary.ALIGNMENT
     * @param baseline an earlier run of the same dataset to compare with; null for a first run
     * @param results where the run's files are (echoed)
     */
    public static RunSummary summarize(String kind, List<CaseOutcome> outcomes, String dataset, RunPolicy policy,
            Baseline baseline, JsonNode trigger, String results) {
        return summarize(kind, outcomes, dataset, policy, baseline, trigger, results, null);
    }

    /**
     * @param budget the estimate and cap the run was checked against before it started; null when none. A run that
     *        spent more than its cap is unfinished.
     */
    public static RunSummary summarize(String kind, List<CaseOutcome> outcomes, String dataset, RunPolicy policy,
            Baseline baseline, JsonNode trigger, String results, RunBudget budget) {
        return summarize(kind, outcomes, dataset, policy, baseline, trigger, results, budget,
                CaseDetails.held(outcomes, baseline == null ? null : baseline.outcomes()));
    }

    /** How many failed cases the summary lists at most; failed and failures_by_error count them all. */
    public static final int FAILURES_LISTED = 200;

    /**
     * @param details where the texts of the few cases the summary lists are read (the outcomes may hold only scores)
     */
    public static RunSummary summarize(String kind, List<CaseOutcome> outcomes, String dataset, RunPolicy policy,
            Baseline baseline, JsonNode trigger, String results, RunBudget budget, CaseDetails details) {
        // The same results give the same summary whatever order they were exported or finished in.
        outcomes = outcomes.stream().sorted(Comparator.comparing((CaseOutcome o) -> String.valueOf(o.id()))).toList();
        Double minMeanScore = policy.minMeanScore();
        int worstCases = policy.worstCases();
        List<CaseOutcome> scored = outcomes.stream().filter(CaseOutcome::scored).toList();
        int passed = (int) scored.stream().filter(o -> o.scoredResult().success()).count();

        List<RunSummary.Failure> failures = new ArrayList<>();
        Map<String, Integer> byError = new TreeMap<>();
        int failed = 0;
        for (CaseOutcome o : outcomes) {
            if (!o.scored()) {
                String error = o.error() != null ? o.error() : "unreadable_result";
                failed++;
                if (failures.size() < FAILURES_LISTED) {
                    failures.add(new RunSummary.Failure(o.id(), error, o.cause()));
                }
                byError.merge(error, 1, Integer::sum);
            }
        }

        Double mean = scored.isEmpty() ? null
                : Scores.rounded(scored.stream().mapToDouble(RunSummarizer::score).sum() / scored.size());
        Double passRate = scored.isEmpty() ? null : Scores.rounded((double) passed / scored.size());
        // Nothing scored cannot vouch for recall: with a threshold set, that run is flagged too.
        boolean below = minMeanScore != null && (mean == null || mean < minMeanScore);

        RunJudge judge = RunJudge.of(outcomes);
        String judgeChange = null;
        String notCompared = null;
        RunComparison comparison = null;
        if (baseline != null) {
            RunJudge before = RunJudge.of(baseline.outcomes());
            if (before != null && judge != null && !before.sameAs(judge)) {
                judgeChange = "baseline judged by " + before.describe() + ", this run by " + judge.describe();
            }
            notCompared = incomparable(baseline, dataset);
            if (notCompared == null && (judgeChange == null || policy.compareAcrossJudges())) {
                comparison = RunComparison.of(baseline.outcomes(), outcomes, policy.tolerance(), policy.alpha(),
                        details);
                if (comparison.sharedCases() == 0) {
                    // Nothing in common is nothing compared: never a passed comparison.
                    notCompared = "it shares no scored case with this run (cases match by id)";
                    comparison = null;
                }
            }
        }
        Double spent = cost(scored);
        String unfinished = unfinished(outcomes, policy.toleratedFailurePercentage());
        if (unfinished == null && budget != null) {
            unfinished = budget.overCap(spent);
        }
        RunGate gate = RunGate.decide(mean, minMeanScore, comparison, baseline == null ? null : baseline.location(),
                unfinished, judgeChange, notCompared);
        return new RunSummary(RecallResult.CONTEXT_RECALL, dataset, kind, judge, outcomes.size(), scored.size(), passed,
                failed, mean, passRate, minMeanScore, below, gate, comparison, statements(scored),
                flaky(scored), byError, failures, worst(scored, worstCases, details), total(scored, ScoredResult.Usage::llmCalls),
                total(scored, ScoredResult.Usage::inputTokens), total(scored, ScoredResult.Usage::cachedInputTokens),
                total(scored, ScoredResult.Usage::outputTokens), spent, meanDuration(scored), trigger, results, budget);
    }

    /** Why a baseline cannot be compared with a run of this dataset at all; null when it can be tried. */
    static String incomparable(Baseline baseline, String dataset) {
        if (baseline.dataset() != null && dataset != null && !baseline.dataset().equals(dataset)) {
            return "it is a run of the dataset " + baseline.dataset() + ", this run is of " + dataset;
        }
        if (baseline.outcomes().stream().noneMatch(CaseOutcome::scored)) {
            return "it has no per-case results to compare with (its results are missing, empty or unreadable)";
        }
        return null;
    }

    /** The error of a case the run never reached (stopped early: a budget cap, an interruption). */
    public static final String NOT_RUN = "not_run";

    /** The algorithm whose statements a run counts by where they came from. */
    private static final String STATEMENTS = "statements";

    /**
     * Why the run is unfinished, or null: no case at all, cases never run (the cause of the first says why it
     * stopped), or more failed cases than tolerated, as the Step Functions Map state's ToleratedFailurePercentage.
     */
    static String unfinished(List<CaseOutcome> outcomes, Double toleratedPercentage) {
        if (outcomes.isEmpty()) {
            return "The dataset has no test case.";
        }
        List<CaseOutcome> notRun = outcomes.stream().filter(o -> NOT_RUN.equals(o.error())).toList();
        if (!notRun.isEmpty()) {
            String why = notRun.get(0).cause();
            return String.format(Locale.ROOT, "%d of %d cases were not run. %s", notRun.size(), outcomes.size(),
                    why == null ? "" : why).strip();
        }
        long failed = outcomes.stream().filter(o -> !o.scored()).count();
        double share = 100.0 * failed / outcomes.size();
        if (toleratedPercentage != null && share > toleratedPercentage) {
            return String.format(Locale.ROOT, "%d of %d cases could not be scored (%.1f %%, more than the %.1f %% "
                    + "tolerated); the first: %s.", failed, outcomes.size(), share, toleratedPercentage,
                    firstFailure(outcomes));
        }
        return null;
    }

    private static String firstFailure(List<CaseOutcome> outcomes) {
        return outcomes.stream().filter(o -> !o.scored()).findFirst()
                .map(o -> (o.id() != null && o.id().isTextual() ? o.id().asText() : String.valueOf(o.id())) + " " + (o.error() == null ? "unreadable_result" : o.error())
                        + (o.cause() == null ? "" : ": " + o.cause()))
                .orElse("none");
    }

    private static List<RunSummary.WorstCase> worst(List<CaseOutcome> scored, int limit, CaseDetails details) {
        List<CaseOutcome> lowest = scored.stream()
                .sorted(Comparator.comparingDouble(RunSummarizer::score).thenComparing(o -> String.valueOf(o.id())))
                .limit(limit).toList();
        Map<JsonNode, CaseOutcome> whole = details.candidate(
                lowest.stream().map(CaseOutcome::id).collect(java.util.stream.Collectors.toSet()));
        return lowest.stream()
                .map(o -> CaseDetails.whole(whole, o))
                .map(o -> new RunSummary.WorstCase(o.id(), score(o), o.scoredResult().success(),
                        o.scoredResult().unsupported().stream().map(ScoredResult.Verdict::statement).toList()))
                .toList();
    }

    /** The scores of the scored cases, for the report's distribution. */
    public static List<Double> scores(List<CaseOutcome> outcomes) {
        return outcomes.stream().filter(CaseOutcome::scored).map(RunSummarizer::score).toList();
    }

    /** A scored case's score. */
    static double score(CaseOutcome scored) {
        return scored.scoredResult().score();
    }

    /** Cases judged more than once whose verdicts were not steady; null when no case was judged more than once. */
    private static Integer flaky(List<CaseOutcome> scored) {
        if (scored.stream().noneMatch(o -> o.scoredResult().samples() != null)) {
            return null;
        }
        return (int) scored.stream().filter(o -> Boolean.TRUE.equals(o.scoredResult().flaky())).count();
    }

    private static RunSummary.StatementCounts statements(List<CaseOutcome> scored) {
        int reused = 0;
        int supplied = 0;
        int extracted = 0;
        for (CaseOutcome o : scored) {
            ScoredResult r = o.scoredResult();
            if (!STATEMENTS.equals(r.algorithm())) {
                continue;
            }
            int count = r.verdicts().size();
            if (Boolean.TRUE.equals(r.statementsReused())) {
                reused += count;
            } else if (Boolean.TRUE.equals(r.statementsSupplied())) {
                supplied += count;
            } else {
                extracted += count;
            }
        }
        return new RunSummary.StatementCounts(reused, supplied, extracted);
    }

    /** A sum over every scored case, or null when any case lacks the count (a partial total would mislead). */
    private static Long total(List<CaseOutcome> scored, Function<ScoredResult.Usage, Long> count) {
        long sum = 0;
        for (CaseOutcome o : scored) {
            ScoredResult.Usage usage = o.scoredResult().usage();
            Long n = usage == null ? null : count.apply(usage);
            if (n == null) {
                return null;
            }
            sum += n;
        }
        return scored.isEmpty() ? null : sum;
    }

    private static Double cost(List<CaseOutcome> scored) {
        BigDecimal sum = BigDecimal.ZERO;
        for (CaseOutcome o : scored) {
            BigDecimal cost = o.scoredResult().evaluationCost();
            if (cost == null) {
                return null;
            }
            sum = sum.add(cost);
        }
        return scored.isEmpty() ? null : sum.setScale(6, RoundingMode.HALF_UP).doubleValue();
    }

    private static Long meanDuration(List<CaseOutcome> scored) {
        return scored.isEmpty() ? null
                : Math.round(scored.stream().mapToLong(o -> o.scoredResult().durationMs()).average().orElse(0));
    }
}
