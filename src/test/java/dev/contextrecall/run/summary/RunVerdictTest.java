package dev.contextrecall.run.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.contextrecall.run.aws.SummaryReceipt;
import dev.contextrecall.run.report.RunReport;

/**
 * One verdict everywhere: an unfinished run is never PASSED, and a baseline judged by another judge, model, prompt
 * version or algorithm is not compared as if retrieval had changed.
 */
class RunVerdictTest {

    static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    static CaseOutcome scored(String id, double score, String judge, String model, String prompts) {
        ObjectNode result = NODES.objectNode().put("score", score).put("success", score >= 0.5)
                .put("algorithm", "statements").put("judge", judge).put("evaluation_model", model);
        result.put("prompt_version", prompts);
        result.set("verdicts", NODES.arrayNode());
        return new CaseOutcome(CaseStatus.SUCCEEDED, NODES.textNode(id), result, null, null);
    }

    static CaseOutcome failed(String id, String error, String cause) {
        return new CaseOutcome(CaseStatus.FAILED, NODES.textNode(id), null, error, cause);
    }

    /** n cases all scored 1.0 by the given judge, then the listed extra outcomes. */
    static List<CaseOutcome> run(int n, double score, String judge, String model, String prompts) {
        List<CaseOutcome> all = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            all.add(scored("case-" + i, score, judge, model, prompts));
        }
        return all;
    }

    static RunPolicy policy(Double tolerated, boolean acrossJudges) {
        return new RunPolicy(0.5, 0.1, 0.05, 10, tolerated, acrossJudges);
    }

    @Test
    void tooManyFailedCasesMakeTheRunUnfinishedNeverPassed() {
        List<CaseOutcome> outcomes = run(18, 1.0, "llm", "gpt-4o-mini", "prompts/3");
        outcomes.add(failed("case-18", "rate_limited", "429 after 3 retries"));
        outcomes.add(failed("case-19", "rate_limited", "429 after 3 retries"));
        RunSummary s = RunSummarizer.summarize(outcomes, "golden", policy(5.0, false), null, null, null);
        assertEquals(RunVerdict.UNFINISHED, s.gate().verdict());
        assertFalse(s.gate().passed());
        assertTrue(s.gate().unfinished().startsWith("2 of 20 cases could not be scored (10.0 %, more than the 5.0 % "
                + "tolerated); the first: case-18 rate_limited: 429 after 3 retries"), s.gate().unfinished());
        assertTrue(RunReport.markdown(s).startsWith("\u26a0\ufe0f **Context recall UNFINISHED**"), RunReport.markdown(s));
        assertTrue(RunReport.html(s, List.of()).contains("<h1>UNFINISHED</h1>"));
        assertEquals("UNFINISHED", SummaryReceipt.of(s, "s3://b/summary.json", "s3://b/report.html").verdict());
        assertFalse(SummaryReceipt.of(s, "s3://b/summary.json", "s3://b/report.html").gatePassed());
    }

    @Test
    void failuresWithinTheToleranceLeaveTheVerdictToTheRules() {
        List<CaseOutcome> outcomes = run(19, 1.0, "llm", "gpt-4o-mini", "prompts/3");
        outcomes.add(failed("case-19", "rate_limited", "429"));
        RunSummary s = RunSummarizer.summarize(outcomes, "golden", policy(5.0, false), null, null, null);
        assertEquals(RunVerdict.PASSED, s.gate().verdict());
        assertNull(s.gate().unfinished());
    }

    @Test
    void casesNeverRunMakeTheRunUnfinishedWhateverTheTolerance() {
        List<CaseOutcome> outcomes = run(5, 1.0, "offline", "offline-lexical/2", null);
        outcomes.add(new CaseOutcome(CaseStatus.PENDING, NODES.textNode("case-5"), null, RunSummarizer.NOT_RUN,
                "It stopped at the budget cap of $0.0100."));
        RunSummary s = RunSummarizer.summarize(outcomes, "golden", policy(100.0, false), null, null, null);
        assertEquals(RunVerdict.UNFINISHED, s.gate().verdict());
        assertEquals("1 of 6 cases were not run. It stopped at the budget cap of $0.0100.", s.gate().unfinished());
    }

    @Test
    void theSummaryRecordsWhoJudgedTheRun() {
        RunSummary s = RunSummarizer.summarize(run(3, 1.0, "llm", "gpt-4o-mini-2024-07-18", "prompts/3"), "golden",
                policy(null, false), null, null, null);
        assertEquals(new RunJudge("llm", "gpt-4o-mini-2024-07-18", "prompts/3", "statements"), s.judge());
        assertEquals(RunSummary.EVALUATION, s.kind());
    }

    @Test
    void aBaselineJudgedDifferentlyIsNotComparedAndTheRunIsGatedOnTheFloor() {
        Baseline offline = new Baseline("runs/offline", run(30, 1.0, "offline", "offline-lexical/2", null));
        // Every case "dropped" from 1.0 to 0.6: with the same judge, a certain significant regression.
        RunSummary s = RunSummarizer.summarize(run(30, 0.6, "llm", "gpt-4o-mini", "prompts/3"), "golden",
                policy(null, false), offline, null, null);
        assertNull(s.comparison());
        assertEquals(RunVerdict.PASSED, s.gate().verdict());
        assertFalse(s.gate().compared());
        assertFalse(s.gate().firstRun());
        assertEquals("baseline judged by offline offline-lexical/2, statements, this run by llm gpt-4o-mini, "
                + "prompts/3, statements", s.gate().judgeChange());
        assertTrue(s.gate().message().contains("Baseline judged by offline offline-lexical/2, statements, this run by "
                + "llm gpt-4o-mini, prompts/3, statements; not compared"), s.gate().message());
        assertTrue(RunReport.markdown(s).contains("Baseline judged differently: not compared"));
    }

    @Test
    void comparingAcrossJudgesIsExplicitAndLabelled() {
        Baseline offline = new Baseline("runs/offline", run(30, 1.0, "offline", "offline-lexical/2", null));
        RunSummary s = RunSummarizer.summarize(run(30, 0.6, "llm", "gpt-4o-mini", "prompts/3"), "golden",
                policy(null, true), offline, null, null);
        assertNotNull(s.comparison());
        assertTrue(s.gate().compared());
        assertEquals(RunVerdict.FAILED, s.gate().verdict());
        assertTrue(s.gate().message().contains("Judge change: baseline judged by offline"), s.gate().message());
    }

    @Test
    void aNewPromptVersionIsAJudgeChangeToo() {
        Baseline before = new Baseline("runs/1", run(30, 1.0, "llm", "gpt-4o-mini", "prompts/2"));
        RunSummary s = RunSummarizer.summarize(run(30, 0.6, "llm", "gpt-4o-mini", "prompts/3"), "golden",
                policy(null, false), before, null, null);
        assertNull(s.comparison());
        assertTrue(s.gate().judgeChange().contains("prompts/2"), s.gate().judgeChange());
    }

    @Test
    void theSameJudgeIsCompared() {
        Baseline before = new Baseline("runs/1", run(30, 1.0, "llm", "gpt-4o-mini", "prompts/3"));
        RunSummary s = RunSummarizer.summarize(run(30, 0.6, "llm", "gpt-4o-mini", "prompts/3"), "golden",
                policy(null, false), before, null, null);
        assertNotNull(s.comparison());
        assertNull(s.gate().judgeChange());
        assertEquals(List.of(GateRule.SIGNIFICANT_REGRESSION), s.gate().failedRules());
        // The baseline's mean beside the delta, in summary.json and both reports.
        assertEquals(1.0, s.comparison().baselineMeanScore());
        assertTrue(RunReport.markdown(s).contains("| Baseline mean | 1.0 |"), RunReport.markdown(s));
        assertTrue(RunReport.html(s, List.of()).contains("against the baseline (mean 1.0)"));
    }
}
