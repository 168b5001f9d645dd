package dev.contextrecall.run.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static com.github.tomakehurst.wiremock.client.WireMock.moreThanOrExactly;

import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;
import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.extractionRequests;
import static dev.contextrecall.support.JudgeStubs.statements;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.evaluation.CostEstimate;
import dev.contextrecall.run.summary.CaseOutcome;
import dev.contextrecall.run.summary.RetrievedChunks;
import dev.contextrecall.run.summary.RunComparison;
import dev.contextrecall.run.summary.RunGate;
import dev.contextrecall.run.summary.GateRule;
import dev.contextrecall.run.summary.RunPolicy;
import dev.contextrecall.run.summary.RunVerdict;
import dev.contextrecall.run.summary.RunSummary;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;

/** Evaluation runs in process: the gate against a baseline, kept statements, resuming, the budget cap. */
@QuarkusTest
class DatasetRunTest extends JudgeTest {

    /** Enough cases losing support for the signed-rank test to see it (five alone would give p = 0.06). */
    static final int LOSING = 12;

    @Inject
    DatasetRun run;

    @TempDir
    Path dir;

    @BeforeEach
    void judgeFindsOneOfTwoStatements() {
        judge.stubFor(extractionCall().willReturn(statements("Alpha is one.", "Beta is two.")));
        judge.stubFor(attributionCall().willReturn(verdicts("Alpha is stated; beta is not.",
                verdict(1, "yes", List.of(1), "Alpha is one."), verdict(2, "no", List.of(), null))));
    }

    DatasetRun.Outcome run(List<JsonNode> cases, String out, Path baseline, Double maxCost) throws Exception {
        Path dataset = RunDatasets.write(dir.resolve(out + ".jsonl"), cases);
        return run.run(new DatasetRun.Plan(dataset, dir.resolve(out), baseline, dir.resolve("statements"),
                RunPolicy.floor(null).tolerating(5.0), 4, maxCost, "golden"), Silent.PROGRESS);
    }

    @Test
    void aCandidateWhoseRetrievalLostSupportIsNamedCaseByCaseAndFailsTheGate() throws Exception {
        List<JsonNode> cases = RunDatasets.offlineDevSet();
        DatasetRun.Outcome baseline = run(cases, "baseline", null, null);
        Set<String> losing = RunDatasets.lines(baseline.folder().resolve(RunFolder.RESULTS)).stream()
                .filter(line -> line.at("/result/score").asDouble() == 1.0).limit(LOSING)
                .map(line -> line.get("id").asText()).collect(Collectors.toCollection(LinkedHashSet::new));
        assertEquals(LOSING, losing.size());

        DatasetRun.Outcome candidate = run(RunDatasets.losingSupport(cases, losing), "candidate", baseline.folder(),
                null);

        RunComparison comparison = candidate.summary().comparison();
        assertEquals(losing, comparison.regressed().stream().map(d -> d.id().asText()).collect(Collectors.toSet()));
        assertTrue(comparison.regressed().stream().allMatch(d -> !d.lostStatements().isEmpty()));
        // Why: every chunk it had left the retrieval, and one off-topic chunk arrived.
        for (RunComparison.CaseDelta d : comparison.regressed()) {
            JsonNode before = cases.stream().filter(c -> c.get("id").equals(d.id())).findFirst().orElseThrow();
            assertEquals(before.get("retrieval_context").size(), d.chunksLeft().size(), d.toString());
            assertEquals(List.of(RetrievedChunks.of(Json.MAPPER.createObjectNode().set("retrieval_context",
                    Json.MAPPER.createArrayNode().add(RunDatasets.OFF_TOPIC))).get(0)), d.chunksArrived());
        }
        assertTrue(Files.readString(candidate.folder().resolve(RunFolder.MARKDOWN)).contains("Chunks left / arrived"));
        assertTrue(comparison.improved().isEmpty());
        assertEquals(210, comparison.sharedCases());
        assertTrue(comparison.pValue() < 0.05, "p = " + comparison.pValue());
        assertEquals(List.of(GateRule.SIGNIFICANT_REGRESSION), candidate.summary().gate().failedRules());
        assertEquals(RunVerdict.FAILED, candidate.verdict());
        assertEquals(2, candidate.exitCode());
    }

    @Test
    void aRunComparedWithItselfHasNoRegressionAndAPValueOfOne() throws Exception {
        List<JsonNode> cases = RunDatasets.offlineDevSet();
        DatasetRun.Outcome first = run(cases, "first", null, null);
        DatasetRun.Outcome again = run(cases, "again", first.folder(), null);
        RunComparison comparison = again.summary().comparison();
        assertEquals(1.0, comparison.pValue());
        assertEquals(0.0, comparison.meanDelta());
        assertTrue(comparison.regressed().isEmpty());
        assertTrue(again.summary().gate().passed());
        assertEquals(RunVerdict.PASSED, again.verdict());
        assertEquals(0, again.exitCode());
    }

    @Test
    void aFirstRunSaysSoAndIsGatedOnTheFloorAlone() throws Exception {
        DatasetRun.Outcome first = run(RunDatasets.small(3), "first", dir.resolve("no-runs-yet"), null);
        assertNull(first.summary().comparison());
        assertTrue(first.summary().gate().firstRun());
        assertTrue(first.summary().gate().message().contains("First run"), first.summary().gate().message());
    }

    @Test
    void aRerunWithKeptStatementsMakesOneJudgeCallPerCaseAndScoresTheSame() throws Exception {
        List<JsonNode> cases = RunDatasets.small(6);
        DatasetRun.Outcome first = run(cases, "first", null, null);
        assertEquals(12, judge.findAll(anyJudgeRequest()).size());
        assertEquals(new RunSummary.StatementCounts(0, 0, 12), first.summary().statements());

        judge.resetRequests();
        DatasetRun.Outcome second = run(cases, "second", first.folder(), null);
        assertEquals(6, judge.findAll(anyJudgeRequest()).size());
        assertEquals(0, judge.findAll(extractionRequests()).size());
        assertEquals(6L, second.summary().judgeCalls());
        assertEquals(new RunSummary.StatementCounts(12, 0, 0), second.summary().statements());
        assertEquals(scores(first), scores(second));
    }

    @Test
    void anInterruptedRunResumesWithoutScoringItsFinishedCasesAgain() throws Exception {
        List<JsonNode> cases = RunDatasets.small(6);
        DatasetRun.Outcome whole = run(cases, "run", null, null);
        // As if the process had stopped after four cases: the last two lines never got written.
        Path results = whole.folder().resolve(RunFolder.RESULTS);
        List<String> lines = Files.readAllLines(results);
        Files.write(results, lines.subList(0, 4));
        Files.walk(dir.resolve("statements")).filter(Files::isRegularFile).forEach(f -> f.toFile().delete());
        judge.resetRequests();

        DatasetRun.Outcome resumed = run(cases, "run", null, null);
        assertEquals(4, resumed.resumed());
        assertEquals(4, judge.findAll(anyJudgeRequest()).size()); // two cases, two calls each
        assertEquals(6, resumed.summary().scored());
        assertEquals(6, RunDatasets.lines(results).size());
    }

    /** The same dataset into the same folder after the judge changed (say CONTEXT_RECALL_JUDGE_DEFAULT): refused. */
    @Test
    void resumingUnderAnotherJudgeIsRefusedBeforeAnyCall() throws Exception {
        List<JsonNode> cases = RunDatasets.small(4);
        DatasetRun.Outcome first = run(cases, "run", null, null);
        Path results = first.folder().resolve(RunFolder.RESULTS);
        List<String> offline = new java.util.ArrayList<>();
        for (JsonNode line : RunDatasets.lines(results)) {
            ((com.fasterxml.jackson.databind.node.ObjectNode) line.get("result")).put("judge", "offline")
                    .put("evaluation_model", "offline-lexical/2");
            offline.add(line.toString());
        }
        Files.write(results, offline);
        judge.resetRequests();
        IllegalArgumentException refused = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> run(cases, "run", null, null));
        assertTrue(refused.getMessage().contains("holds results judged by offline offline-lexical/2 (case case-1); "
                + "this run's judge is llm"), refused.getMessage());
        assertEquals(0, judge.findAll(anyJudgeRequest()).size());
    }

    /** Cases that ask no judge (their results say judge "none") resume like the others, beside judged ones. */
    @Test
    void casesThatAskNoJudgeResumeToo() throws Exception {
        List<JsonNode> cases = new java.util.ArrayList<>(RunDatasets.small(2));
        cases.add(dev.contextrecall.support.Json.read("""
                {"id": "ids-1", "input": "q", "reference_context_ids": ["x", "y"], "retrieved_context_ids": ["x"]}"""));
        cases.add(dev.contextrecall.support.Json.read("""
                {"id": "refs-1", "input": "q", "reference_contexts": ["Alpha is one."],
                 "retrieval_context": ["Alpha is one."]}"""));
        run(cases, "run", null, null);
        judge.resetRequests();

        DatasetRun.Outcome again = run(cases, "run", null, null);
        assertEquals(4, again.resumed());
        assertEquals(4, again.summary().scored());
        assertEquals(0, judge.findAll(anyJudgeRequest()).size());
    }

    /** align writes a passing summary.json too; a folder of runs still yields only evaluation runs as baselines. */
    @Test
    void anAlignmentRunIsNeverTheBaseline() throws Exception {
        List<JsonNode> cases = RunDatasets.small(3);
        Path dataset = RunDatasets.write(dir.resolve("small.jsonl"), cases);
        Path runs = dir.resolve("runs");
        run.run(new DatasetRun.Plan(dataset, runs.resolve("evaluation"), null, dir.resolve("statements"),
                RunPolicy.floor(null).tolerating(5.0), 4, null, "golden"), Silent.PROGRESS);
        Thread.sleep(20); // the alignment's summary.json is the newer one
        DatasetRun.Outcome aligned = run.run(new DatasetRun.Plan(dataset, runs.resolve("align"), null,
                dir.resolve("statements"), RunPolicy.floor(null).tolerating(5.0), 4, null, "golden", RunSummary.ALIGNMENT),
                Silent.PROGRESS);
        assertEquals(RunSummary.ALIGNMENT, aligned.summary().kind());
        assertEquals(runs.resolve("evaluation"), BaselineFolders.find(runs, null).orElseThrow().path());
        IllegalArgumentException named = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> BaselineFolders.find(runs.resolve("align"), null));
        assertTrue(named.getMessage().endsWith("is an alignment run, not an evaluation run."), named.getMessage());
    }

    @Test
    void aChangedCaseIsScoredAgainOnResume() throws Exception {
        List<JsonNode> cases = RunDatasets.small(3);
        run(cases, "run", null, null);
        judge.resetRequests();
        ((com.fasterxml.jackson.databind.node.ObjectNode) cases.get(1)).put("expected_output", "Alpha is one.");
        DatasetRun.Outcome again = run(cases, "run", null, null);
        assertEquals(2, again.resumed());
        assertEquals(2, judge.findAll(anyJudgeRequest()).size());
    }

    @Test
    void aBudgetCapStopsTheRunBeforeItSpendsMore() throws Exception {
        double cap = 0.0012;
        DatasetRun.Outcome capped = run(RunDatasets.small(20), "capped", null, cap);
        RunSummary s = capped.summary();
        assertEquals(RunVerdict.UNFINISHED, capped.verdict());
        assertEquals(4, capped.exitCode());
        assertTrue(s.scored() > 0 && s.scored() < 20, "scored " + s.scored());
        assertTrue(s.evaluationCost() <= cap, "spent " + s.evaluationCost());
        assertEquals(Map.of("not_run", 20 - s.scored()), s.failuresByError());
        assertTrue(capped.incomplete().contains("budget cap of $0.0012"), capped.incomplete());
        judge.verify(moreThanOrExactly(2), anyJudgeRequest());
        // Its mean meets no floor yet it is not passed: unfinished, in summary.json and in both reports.
        assertEquals(RunVerdict.UNFINISHED, s.gate().verdict());
        assertFalse(s.gate().passed());
        assertTrue(s.gate().message().startsWith("Unfinished: " + s.failed() + " of 20 cases were not run."),
                s.gate().message());
        String markdown = Files.readString(capped.folder().resolve(RunFolder.MARKDOWN));
        assertTrue(markdown.contains("Context recall UNFINISHED") && !markdown.contains("PASSED"), markdown);
        String html = Files.readString(capped.folder().resolve(RunFolder.HTML));
        assertTrue(html.contains("<h1>UNFINISHED</h1>") && !html.contains("PASSED"), html);
        assertTrue(BaselineFolders.find(dir, null).isEmpty());
    }

    @Test
    void theLocalRunAndTheStepFunctionsRunGiveTheSameSummary() throws Exception {
        List<JsonNode> cases = RunDatasets.offlineDevSet().subList(0, 40);
        DatasetRun.Outcome baseline = run(cases, "baseline", null, null);
        DatasetRun.Outcome local = run(RunDatasets.losingSupport(cases, Set.of(cases.get(3).get("id").asText())),
                "local", baseline.folder(), null);
        JsonNode written = Json.read(Files.readString(local.folder().resolve(RunFolder.SUMMARY)));

        RunSummary fromMapRun = MapRunExportOf.summarize(local.folder(), baseline.folder(), "golden",
                RunPolicy.floor(null), written.get("trigger"), written.get("results").asText());
        assertEquals(written, Json.read(Json.write(fromMapRun)));
    }

    private static List<Double> scores(DatasetRun.Outcome outcome) {
        return RunDatasets.lines(outcome.folder().resolve(RunFolder.RESULTS)).stream()
                .map(line -> line.at("/result/score").asDouble()).toList();
    }

    /** No progress output in tests. */
    enum Silent implements DatasetRun.Progress {
        PROGRESS;

        @Override
        public void started(int total, int resumed, CostEstimate.Estimate estimate, String baseline) {
        }

        @Override
        public void finished(CaseOutcome outcome) {
        }
    }
}
