package dev.contextrecall.run.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.contextrecall.run.aws.MapRunFiles;
import dev.contextrecall.run.aws.MapRunResults;

/** The summary of a Map Run's exported results, computed from files shaped as Step Functions writes them. */
class RunSummarizerTest {

    static List<CaseOutcome> outcomes() {
        return MapRunResults.read(MapRunFiles.MANIFEST, MapRunFiles::read);
    }

    /** A run of the golden dataset gated on a floor alone, with no baseline. */
    static RunSummary floorOnly(List<CaseOutcome> outcomes, Double minMeanScore, int worstCases) {
        return RunSummarizer.summarize(outcomes, "golden", new RunPolicy(minMeanScore, RunPolicy.DEFAULT_TOLERANCE,
                RunPolicy.DEFAULT_ALPHA, worstCases), null, null, null);
    }

    static RunSummary summary(Double minMeanScore) {
        return floorOnly(outcomes(), minMeanScore, 10);
    }

    /** Failures are counted in full and listed up to a bound, so a run where every case fails stays small. */
    @Test
    void theFailuresListIsBoundedAndTheCountsAreWhole() {
        int n = RunSummarizer.FAILURES_LISTED + 25;
        List<CaseOutcome> outcomes = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            outcomes.add(new CaseOutcome(CaseStatus.FAILED, com.fasterxml.jackson.databind.node.TextNode.valueOf(
                    "case-" + i), null, "judge_unavailable", "the provider answered 503"));
        }

        RunSummary s = RunSummarizer.summarize(outcomes, "golden", RunPolicy.floor(null), null, null, null);

        assertEquals(n, s.failed());
        assertEquals(RunSummarizer.FAILURES_LISTED, s.failures().size());
        assertEquals(Map.of("judge_unavailable", n), s.failuresByError());
    }

    @Test
    void countsScoredAndFailedCases() {
        RunSummary s = summary(null);
        assertEquals(6, s.cases());
        assertEquals(4, s.scored());
        assertEquals(2, s.failed());
        assertEquals(2, s.passed());
    }

    @Test
    void meanAndPassRateAreOverScoredCasesOnly() {
        RunSummary s = summary(null);
        assertEquals(0.5, s.meanScore()); // (1 + 0.6667 + 0.3333 + 0) / 4
        assertEquals(0.5, s.passRate()); // 2 of 4 reach their threshold of 0.5
    }

    @Test
    void failuresKeepTheServiceErrorCodeAndMessage() {
        RunSummary s = summary(null);
        assertEquals(Map.of("Lambda.Unknown", 1, "rate_limited", 1), s.failuresByError());
        RunSummary.Failure rateLimited = s.failures().stream().filter(f -> f.error().equals("rate_limited"))
                .findFirst().orElseThrow();
        assertEquals("golden-005", rateLimited.id().asText());
        assertEquals("The judge's provider kept answering 429 (rate limited) after 3 retries.", rateLimited.cause());
        RunSummary.Failure timedOut = s.failures().stream().filter(f -> f.error().equals("Lambda.Unknown"))
                .findFirst().orElseThrow();
        assertEquals("golden-006", timedOut.id().asText());
        assertTrue(timedOut.cause().contains("Task timed out after 60.06 seconds"), timedOut.cause());
    }

    @Test
    void worstCasesComeLowestFirstWithWhatWasMissing() {
        List<RunSummary.WorstCase> worst = summary(null).worstCases();
        assertEquals(List.of("golden-004", "golden-003", "golden-002", "golden-001"),
                worst.stream().map(w -> w.id().asText()).toList());
        assertEquals(0.0, worst.get(0).score());
        assertEquals(List.of("Canberra is the capital of Australia."), worst.get(0).unsupportedStatements());
        assertEquals(List.of("The Danube ends in the Black Sea.", "The Danube is Europe's second-longest river."),
                worst.get(1).unsupportedStatements());
    }

    /** No case was judged more than once: no flaky count. Some were: the flaky ones are counted. */
    @Test
    void flakyCasesAreCountedWhenCasesWereSampled() throws Exception {
        assertNull(summary(null).flakyCases());
        var mapper = new com.fasterxml.jackson.databind.ObjectMapper();
        List<CaseOutcome> sampled = List.of(
                sampledCase(mapper, "a", 1.0, true), sampledCase(mapper, "b", 0.5, false),
                sampledCase(mapper, "c", 0.0, true));
        assertEquals(2, floorOnly(sampled, null, 10).flakyCases());
    }

    static CaseOutcome sampledCase(com.fasterxml.jackson.databind.ObjectMapper mapper, String id, double score,
            boolean flaky) throws Exception {
        return new CaseOutcome(CaseStatus.SUCCEEDED, mapper.readTree("\"" + id + "\""), mapper.readTree("{\"score\": " + score
                + ", \"success\": true, \"samples\": 3, \"stability\": 0.9, \"flaky\": " + flaky
                + ", \"usage\": {\"llm_calls\": 4}, \"verdicts\": []}"), null, null);
    }

    @Test
    void worstCasesAreCappedAtTheRequestedNumber() {
        RunSummary s = floorOnly(outcomes(), null, 2);
        assertEquals(2, s.worstCases().size());
    }

    @Test
    void tokensCostAndLatencyAreTotalledOverScoredCases() {
        RunSummary s = summary(null);
        assertEquals(1520L, s.inputTokens());
        assertEquals(372L, s.outputTokens());
        assertEquals(0.000452, s.evaluationCost());
        assertEquals(1919L, s.meanDurationMs());
    }

    @Test
    void aMeanBelowTheMinimumFlagsTheRun() {
        assertTrue(summary(0.7).belowThreshold());
        assertFalse(summary(0.5).belowThreshold());
        assertFalse(summary(null).belowThreshold());
    }

    @Test
    void nothingScoredHasNoMeanAndIsFlaggedWhenAMinimumIsSet() {
        List<CaseOutcome> allFailed = outcomes().stream().filter(o -> !o.scored()).toList();
        RunSummary s = floorOnly(allFailed, 0.7, 10);
        assertNull(s.meanScore());
        assertNull(s.passRate());
        assertEquals(0, s.scored());
        assertTrue(s.belowThreshold());
        assertNull(s.inputTokens());
    }

    @Test
    void pendingCasesOfAnAbortedRunCountAsNotRun() {
        String manifest = """
                {"DestinationBucket": "b", "MapRunArn": "arn", "ResultFiles": {"FAILED": [], "SUCCEEDED": [],
                 "PENDING": [{"Key": "run/PENDING_0.json", "Size": 120}]}}""";
        String pending = """
                [{"Input": "{\\"id\\": \\"golden-009\\", \\"expected_output\\": \\"x\\"}", "InputDetails": {"Included": true},
                  "Name": "p1", "Status": "PENDING"}]""";
        List<CaseOutcome> outcomes = MapRunResults.read("run/manifest.json",
                key -> key.endsWith("manifest.json") ? manifest : pending);
        RunSummary s = floorOnly(outcomes, null, 10);
        assertEquals(1, s.failed());
        assertEquals("not_run", s.failures().get(0).error());
        assertEquals("golden-009", s.failures().get(0).id().asText());
    }

    @Test
    void aSucceededExecutionWithoutAScoreIsAFailureNotAZero() {
        String manifest = """
                {"ResultFiles": {"SUCCEEDED": [{"Key": "run/SUCCEEDED_0.json"}], "FAILED": [], "PENDING": []}}""";
        String succeeded = """
                [{"Input": "{\\"id\\": 7}", "Name": "s1", "Status": "SUCCEEDED", "Output": "{\\"unexpected\\": true}"}]""";
        RunSummary s = floorOnly(MapRunResults.read("run/manifest.json",
                key -> key.endsWith("manifest.json") ? manifest : succeeded), 0.5, 10);
        assertEquals(0, s.scored());
        assertEquals("unreadable_result", s.failures().get(0).error());
        assertEquals(7, s.failures().get(0).id().asInt());
    }

    @Test
    void aFileThatIsNotAManifestIsRejectedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MapRunResults.read("run/manifest.json", key -> "{\"hello\": 1}"));
        assertTrue(e.getMessage().contains("run/manifest.json"), e.getMessage());
    }

    static RunSummary budgeted(RunBudget budget) {
        return RunSummarizer.summarize(RunSummary.EVALUATION, outcomes(), "golden", RunPolicy.floor(0.4), null, null,
                null, budget);
    }

    @Test
    void aSpendOverTheCapLeavesTheRunUnfinishedWithTheFiguresInTheCause() {
        RunSummary s = budgeted(new RunBudget(0.0004, 8L, 0.0003));
        assertEquals(0.000452, s.evaluationCost());
        assertEquals(RunVerdict.UNFINISHED, s.gate().verdict());
        assertEquals("The run's judge spend of $0.0005 passed its cap of $0.0003 (MaxRunCost; estimated $0.0004 "
                + "before it started).", s.gate().unfinished());
        assertFalse(s.gate().passed());
    }

    @Test
    void aSpendWithinTheCapOrNoCapLeavesTheVerdictToTheGate() {
        assertEquals(RunVerdict.PASSED, budgeted(new RunBudget(0.0004, 8L, 0.000452)).gate().verdict());
        assertEquals(RunVerdict.PASSED, budgeted(new RunBudget(0.0004, 8L, null)).gate().verdict());
        assertEquals(new RunBudget(0.0004, 8L, null), budgeted(new RunBudget(0.0004, 8L, null)).budget());
        assertNull(summary(0.4).budget());
    }
}
