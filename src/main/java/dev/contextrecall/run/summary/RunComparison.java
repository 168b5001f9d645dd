package dev.contextrecall.run.summary;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import dev.contextrecall.result.Scores;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * A candidate run against a baseline run of the same dataset, case by case (cases match by id): what moved, which
 * cases regressed and which statements they lost, and whether the mean moved more than noise explains (a paired
 * Wilcoxon signed-rank test over the cases scored in both runs). Pure: no I/O.
 *
 * @param deltas the {@link #LISTED} shared cases that moved most (all of them when fewer), in the run's order
 * @param regressed cases that went from pass to fail, or whose score dropped by more than the tolerance: the
 *        {@link #LISTED} that dropped most; regressedCases counts them all
 * @param improved cases that went from fail to pass, or whose score rose by more than the tolerance: the
 *        {@link #LISTED} that rose most; improvedCases counts them all
 * @param lowerCases shared cases that scored lower than in the baseline (higherCases: higher)
 * @param pValue two-sided, normal approximation with tie correction; 1 when no shared case moved
 * @param significantRegression the mean dropped and the p-value is below alpha
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record RunComparison(
        int sharedCases,
        List<CaseDelta> deltas,
        List<CaseDelta> regressed,
        List<CaseDelta> improved,
        int regressedCases,
        int improvedCases,
        int lowerCases,
        int higherCases,
        List<JsonNode> added,
        List<JsonNode> removed,
        @JsonInclude(JsonInclude.Include.ALWAYS) Double baselineMeanScore,
        Double meanDelta,
        double pValue,
        double alpha,
        double tolerance,
        boolean significantRegression,
        @JsonIgnore Map<JsonNode, Double> regressedFrom) {

    /**
     * One case scored in both runs. lostStatements were supported in the baseline and are not now; unsupported are
     * all the candidate's unsupported statements, each with the closest quote the judge found (null when none).
     * chunksLeft and chunksArrived: the retrieval diff, by chunk key, each chunk with its readable label.
     */
    @RegisterForReflection
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    public record CaseDelta(JsonNode id, double baseline, double candidate, double delta, boolean baselinePassed,
            boolean candidatePassed, List<String> lostStatements, List<Unsupported> unsupported,
            @JsonInclude(JsonInclude.Include.NON_NULL) List<RetrievedChunks.Chunk> chunksLeft,
            @JsonInclude(JsonInclude.Include.NON_NULL) List<RetrievedChunks.Chunk> chunksArrived) {

    }

    /**
     * A statement the retrieved chunks did not support, the judge's closest quote, and the chunk the judge named for
     * it (absent when it named none, or the case's chunks are unknown).
     */
    @RegisterForReflection
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    public record Unsupported(String statement, String quote,
            @JsonInclude(JsonInclude.Include.NON_NULL) RetrievedChunks.Chunk chunk) {

        static List<Unsupported> of(ScoredResult result, List<RetrievedChunks.Chunk> chunks) {
            return result.unsupported().stream()
                    .map(v -> new Unsupported(v.statement(), v.quoteOrNull(), named(v, chunks))).toList();
        }

        private static RetrievedChunks.Chunk named(ScoredResult.Verdict v, List<RetrievedChunks.Chunk> chunks) {
            if (chunks == null || v.nodes() == null || v.nodes().isEmpty()) {
                return null;
            }
            int node = v.nodes().get(0);
            return node >= 0 && node < chunks.size() ? chunks.get(node) : null;
        }
    }

    /** How many cases each of deltas, regressed and improved lists at most: the rest are counted, not listed. */
    public static final int LISTED = 200;

    public static RunComparison of(List<CaseOutcome> baseline, List<CaseOutcome> candidate, double tolerance,
            double alpha) {
        return of(baseline, candidate, tolerance, alpha, CaseDetails.held(candidate, baseline));
    }

    /**
     * Every shared case counts in the test and the counts; only the {@link #LISTED} largest moves are listed, their
     * statements and chunks read from details. What stays in memory per case: its id and two scores.
     */
    public static RunComparison of(List<CaseOutcome> baseline, List<CaseOutcome> candidate, double tolerance,
            double alpha, CaseDetails details) {
        Map<JsonNode, CaseOutcome> before = byId(baseline);
        Map<JsonNode, CaseOutcome> after = byId(candidate);
        List<Move> moves = new ArrayList<>();
        for (Map.Entry<JsonNode, CaseOutcome> e : after.entrySet()) {
            CaseOutcome was = before.get(e.getKey());
            if (was != null && was.scored() && e.getValue().scored()) {
                moves.add(new Move(e.getKey(), was.scoredResult(), e.getValue().scoredResult()));
            }
        }
        List<JsonNode> added = after.keySet().stream().filter(id -> !before.containsKey(id)).toList();
        List<JsonNode> removed = before.keySet().stream().filter(id -> !after.containsKey(id)).toList();
        Double mean = moves.isEmpty() ? null
                : Scores.rounded(moves.stream().mapToDouble(Move::delta).sum() / moves.size());
        double p = wilcoxonTwoSided(moves.stream().mapToDouble(Move::delta).toArray());
        List<Double> baselineScores = baseline.stream().filter(CaseOutcome::scored)
                .map(RunSummarizer::score).toList();
        Double baselineMean = baselineScores.isEmpty() ? null
                : Scores.rounded(baselineScores.stream().mapToDouble(Double::doubleValue).sum() / baselineScores.size());

        List<Move> regressed = moves.stream().filter(m -> m.regressed(tolerance))
                .sorted(Comparator.comparingDouble(Move::delta)).toList();
        List<Move> improved = moves.stream().filter(m -> m.improved(tolerance))
                .sorted(Comparator.comparingDouble(Move::delta).reversed()).toList();
        // The listed deltas: the largest moves, in the run's order.
        Set<JsonNode> largest = moves.stream().sorted(Comparator.comparingDouble((Move m) -> -Math.abs(m.delta())))
                .limit(LISTED).map(Move::id).collect(java.util.stream.Collectors.toSet());
        List<Move> listedDeltas = moves.stream().filter(m -> largest.contains(m.id())).toList();
        Set<JsonNode> wanted = new LinkedHashSet<>(largest);
        regressed.stream().limit(LISTED).forEach(m -> wanted.add(m.id()));
        improved.stream().limit(LISTED).forEach(m -> wanted.add(m.id()));
        Map<JsonNode, CaseOutcome> was = details.baseline(wanted);
        Map<JsonNode, CaseOutcome> now = details.candidate(wanted);
        Map<JsonNode, CaseDelta> listed = new HashMap<>();
        for (JsonNode id : wanted) {
            listed.put(id, delta(id, CaseDetails.whole(was, before.get(id)), CaseDetails.whole(now, after.get(id))));
        }
        Map<JsonNode, Double> regressedFrom = new HashMap<>();
        regressed.forEach(m -> regressedFrom.put(m.id(), m.was()));
        return new RunComparison(moves.size(), listedDeltas.stream().map(m -> listed.get(m.id())).toList(),
                regressed.stream().limit(LISTED).map(m -> listed.get(m.id())).toList(),
                improved.stream().limit(LISTED).map(m -> listed.get(m.id())).toList(),
                regressed.size(), improved.size(), (int) moves.stream().filter(m -> m.delta() < 0).count(),
                (int) moves.stream().filter(m -> m.delta() > 0).count(), added, removed, baselineMean, mean, p,
                alpha, tolerance, mean != null && mean < 0 && p < alpha, regressedFrom);
    }

    /** A shared case as the comparison keeps it for every case: its id, scores and passes. */
    private record Move(JsonNode id, double was, double now, double delta, boolean passed, boolean passes) {

        Move(JsonNode id, ScoredResult before, ScoredResult after) {
            this(id, before.score(), after.score(), Scores.rounded(after.score() - before.score()), before.success(),
                    after.success());
        }

        boolean regressed(double tolerance) {
            return passed && !passes || delta < -tolerance;
        }

        boolean improved(double tolerance) {
            return !passed && passes || delta > tolerance;
        }
    }

    /** Whether the case with this id regressed (listed or not); the JUnit report marks every one. */
    public boolean regressed(JsonNode id) {
        return regressedFrom.containsKey(id);
    }

    /** A regressed case's baseline score; null when it did not regress. */
    public Double regressedFrom(JsonNode id) {
        return regressedFrom.get(id);
    }

    private static Map<JsonNode, CaseOutcome> byId(List<CaseOutcome> outcomes) {
        Map<JsonNode, CaseOutcome> out = new LinkedHashMap<>();
        for (CaseOutcome o : outcomes) {
            if (o.id() != null && !o.id().isNull()) {
                out.putIfAbsent(o.id(), o);
            }
        }
        return out;
    }

    private static CaseDelta delta(JsonNode id, CaseOutcome beforeOutcome, CaseOutcome afterOutcome) {
        ScoredResult before = beforeOutcome.scoredResult();
        ScoredResult after = afterOutcome.scoredResult();
        double was = before.score();
        double now = after.score();
        Set<String> lost = new LinkedHashSet<>(before.supportedStatements());
        lost.removeAll(after.supportedStatements());
        // The retrieval diff: known only when both runs kept the chunks.
        List<RetrievedChunks.Chunk> left = null;
        List<RetrievedChunks.Chunk> arrived = null;
        if (beforeOutcome.chunks() != null && afterOutcome.chunks() != null) {
            left = RetrievedChunks.missingFrom(beforeOutcome.chunks(), afterOutcome.chunks());
            arrived = RetrievedChunks.missingFrom(afterOutcome.chunks(), beforeOutcome.chunks());
        }
        return new CaseDelta(id, was, now, Scores.rounded(now - was), before.success(), after.success(),
                List.copyOf(lost), Unsupported.of(after, afterOutcome.chunks()), left, arrived);
    }

    /**
     * The paired Wilcoxon signed-rank test: zero differences dropped, ties given their mean rank, the statistic's
     * variance corrected for ties, and a continuity correction of 0.5.
     */
    static double wilcoxonTwoSided(double[] differences) {
        List<Double> nonZero = new ArrayList<>();
        for (double d : differences) {
            if (d != 0.0) {
                nonZero.add(d);
            }
        }
        int n = nonZero.size();
        if (n == 0) {
            return 1.0;
        }
        nonZero.sort(Comparator.comparingDouble(Math::abs));
        double positiveRanks = 0;
        double tieTerm = 0;
        for (int i = 0; i < n;) {
            int j = i;
            while (j + 1 < n && Math.abs(nonZero.get(j + 1)) == Math.abs(nonZero.get(i))) {
                j++;
            }
            double rank = (i + j + 2) / 2.0;
            int ties = j - i + 1;
            tieTerm += (double) ties * ties * ties - ties;
            for (int k = i; k <= j; k++) {
                positiveRanks += nonZero.get(k) > 0 ? rank : 0;
            }
            i = j + 1;
        }
        double mean = n * (n + 1) / 4.0;
        double variance = n * (n + 1) * (2 * n + 1) / 24.0 - tieTerm / 48.0;
        if (variance <= 0) {
            return 1.0;
        }
        double z = (Math.abs(positiveRanks - mean) - 0.5) / Math.sqrt(variance);
        return Math.min(1.0, 2 * (1 - standardNormal(Math.max(0, z))));
    }

    /** The standard normal distribution function (Abramowitz and Stegun 26.2.17, error below 7.5e-8). */
    static double standardNormal(double z) {
        double x = Math.abs(z);
        double t = 1 / (1 + 0.2316419 * x);
        double density = Math.exp(-x * x / 2) / Math.sqrt(2 * Math.PI);
        double upper = density * t * (0.319381530 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978
                + t * 1.330274429))));
        return z >= 0 ? 1 - upper : upper;
    }
}
