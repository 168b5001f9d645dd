package dev.contextrecall.run.local;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;
import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.statements;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import jakarta.inject.Inject;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.contextrecall.run.summary.CaseOutcome;
import dev.contextrecall.run.summary.RunGate;
import dev.contextrecall.run.summary.GateRule;
import dev.contextrecall.run.summary.RunPolicy;
import dev.contextrecall.run.summary.RunVerdict;
import dev.contextrecall.run.summary.RunSummary;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;

/**
 * Runs as CI jobs and people treat them: files cut short by a kill, baselines that share nothing, a retried job under
 * the same budget, two jobs into one folder, a stop in the middle.
 */
@QuarkusTest
class RunSurvivalTest extends JudgeTest {

    @Inject
    DatasetRun run;

    @TempDir
    Path dir;

    final Recording progress = new Recording();

    @BeforeEach
    void judgeFindsOneOfTwoStatements() {
        judge.stubFor(extractionCall().willReturn(statements("Alpha is one.", "Beta is two.")));
        judge.stubFor(attributionCall().willReturn(verdicts("Alpha is stated; beta is not.",
                verdict(1, "yes", List.of(1), "Alpha is one."), verdict(2, "no", List.of(), null))));
    }

    @AfterEach
    void noStopLeftBehind() {
        RunStop.clear();
    }

    DatasetRun.Outcome run(List<JsonNode> cases, String out, Path baseline, Double maxCost) throws Exception {
        Path dataset = RunDatasets.write(dir.resolve("golden.jsonl"), cases);
        return run.run(new DatasetRun.Plan(dataset, dir.resolve(out), baseline, dir.resolve("statements"),
                RunPolicy.floor(null).tolerating(5.0), 2, maxCost, "golden"), progress);
    }

    /** Cases whose ids (kept in every results line) have two-byte characters, so that a cut can fall inside one. */
    static List<JsonNode> accented(int n) {
        List<JsonNode> cases = new ArrayList<>();
        for (JsonNode c : RunDatasets.small(n)) {
            cases.add(((ObjectNode) c).put("id", "cas-été-" + c.get("id").asText()));
        }
        return cases;
    }

    @Test
    void aResultsLineCutInsideAMultiByteCharacterIsScoredAgainSayingSo() throws Exception {
        List<JsonNode> cases = accented(4);
        Path results = run(cases, "run", null, null).folder().resolve(RunFolder.RESULTS);
        byte[] bytes = Files.readAllBytes(results);
        int lastLead = -1;
        for (int i = 0; i < bytes.length; i++) {
            if ((bytes[i] & 0xE0) == 0xC0) {
                lastLead = i;
            }
        }
        Files.write(results, Arrays.copyOf(bytes, lastLead + 1)); // the line ends on the first byte of a character
        judge.resetRequests();

        DatasetRun.Outcome resumed = run(cases, "run", null, null);
        assertEquals(3, resumed.resumed());
        assertEquals(1, judge.findAll(anyJudgeRequest()).size()); // the damaged case (its statements are kept)
        assertEquals(List.of(results + " line 4 is damaged (is not valid UTF-8 (malformed input)); the case it held "
                + "is scored again."), progress.notices);
        assertEquals(4, resumed.summary().scored());
        assertEquals(4, RunDatasets.lines(results).size());
    }

    @Test
    void aLineCutAnywhereAndAnEmptySummaryAreNamedAndRepaired() throws Exception {
        List<JsonNode> cases = accented(3);
        DatasetRun.Outcome first = run(cases, "run", null, null);
        Path results = first.folder().resolve(RunFolder.RESULTS);
        String text = Files.readString(results);
        Files.writeString(results, text.substring(0, text.length() - 40));
        Files.writeString(first.folder().resolve(RunFolder.SUMMARY), "");

        DatasetRun.Outcome resumed = run(cases, "run", null, null);
        assertEquals(2, resumed.resumed());
        assertEquals(List.of(results + " line 3 is damaged (cut short); the case it held is scored again.",
                first.folder().resolve(RunFolder.SUMMARY) + " is damaged (empty or cut short); it is written again "
                        + "when this run ends."), progress.notices);
        assertEquals(3, Json.read(Files.readString(first.folder().resolve(RunFolder.SUMMARY))).get("scored").asInt());
    }

    @Test
    void aBaselineWhosePerCaseResultsAreGoneIsNotCompared() throws Exception {
        List<JsonNode> cases = RunDatasets.small(4);
        DatasetRun.Outcome baseline = run(cases, "baseline", null, null);
        Files.delete(baseline.folder().resolve(RunFolder.RESULTS));
        DatasetRun.Outcome candidate = run(cases, "candidate", baseline.folder(), null);
        RunGate gate = candidate.summary().gate();
        assertNull(candidate.summary().comparison());
        assertFalse(gate.compared());
        assertEquals(0, gate.comparedCases());
        assertTrue(gate.notCompared().startsWith("it has no per-case results"), gate.notCompared());
        assertTrue(gate.message().contains("Baseline not compared: it has no per-case results"), gate.message());
        assertFalse(gate.message().contains("Against the baseline"), gate.message());
        String markdown = Files.readString(candidate.folder().resolve(RunFolder.MARKDOWN));
        assertTrue(markdown.contains("Baseline not compared: it has no per-case results"), markdown);
    }

    @Test
    void aBaselineSharingNoCaseIsNotComparedAndSaysHowManyWere() throws Exception {
        DatasetRun.Outcome baseline = run(RunDatasets.small(4), "baseline", null, null);
        List<JsonNode> renamed = new ArrayList<>();
        for (JsonNode c : RunDatasets.small(4)) {
            renamed.add(((ObjectNode) c).put("id", "other-" + c.get("id").asText()));
        }
        DatasetRun.Outcome candidate = run(renamed, "candidate", baseline.folder(), null);
        RunGate gate = candidate.summary().gate();
        assertNull(candidate.summary().comparison());
        assertEquals("it shares no scored case with this run (cases match by id)", gate.notCompared());
        assertTrue(gate.message().endsWith("(0 cases compared)."), gate.message());

        DatasetRun.Outcome same = run(RunDatasets.small(4), "same", baseline.folder(), null);
        assertEquals(4, same.summary().gate().comparedCases());
        assertNull(same.summary().gate().notCompared());
    }

    @Test
    void aBaselineOfAnotherDatasetIsNotComparedAndAFolderOfRunsYieldsOnlyThisDatasets() throws Exception {
        Path dataset = RunDatasets.write(dir.resolve("faq.jsonl"), RunDatasets.small(3));
        Path runs = dir.resolve("runs");
        run.run(new DatasetRun.Plan(dataset, runs.resolve("faq-1"), null, dir.resolve("statements"),
                RunPolicy.floor(null).tolerating(5.0), 2, null, "faq"), progress);
        DatasetRun.Outcome named = run(RunDatasets.small(3), "candidate", runs.resolve("faq-1"), null);
        assertEquals("it is a run of the dataset faq, this run is of golden", named.summary().gate().notCompared());
        assertFalse(named.summary().gate().passed() && named.summary().comparison() != null);

        DatasetRun.Outcome fromFolder = run(RunDatasets.small(3), "golden-1", runs, null);
        assertTrue(fromFolder.summary().gate().firstRun(), fromFolder.summary().gate().message());
    }

    /** A retried CI job into the same folder under the same cap: what the first attempt spent counts. */
    @Test
    void theBudgetCapHoldsAcrossResumes() throws Exception {
        double cap = 0.0012;
        List<JsonNode> cases = RunDatasets.small(20);
        DatasetRun.Outcome first = run(cases, "capped", null, cap);
        assertEquals(RunVerdict.UNFINISHED, first.verdict());
        assertEquals(4, first.exitCode());
        BigDecimal spentFirst = ledger(first.folder());
        assertTrue(spentFirst.signum() > 0 && spentFirst.doubleValue() <= cap, "spent " + spentFirst);
        judge.resetRequests();

        DatasetRun.Outcome retried = run(cases, "capped", null, cap);
        assertEquals(RunVerdict.UNFINISHED, retried.verdict());
        assertEquals(4, retried.exitCode());
        BigDecimal spent = ledger(retried.folder());
        assertTrue(spent.doubleValue() <= cap, "recorded " + spent + " against a cap of " + cap);
        assertTrue(retried.summary().evaluationCost() <= cap, "summary " + retried.summary().evaluationCost());
        assertTrue(progress.notices.get(0).startsWith("Budget: $" + String.format(java.util.Locale.ROOT, "%.4f",
                spentFirst) + " spent by earlier runs into this folder counts against the --max-cost of $0.0012"),
                progress.notices.toString());
        assertTrue(retried.incomplete().contains("this folder's spend across runs"), retried.incomplete());
    }

    static BigDecimal ledger(Path folder) throws Exception {
        BigDecimal total = BigDecimal.ZERO;
        for (JsonNode line : RunDatasets.lines(folder.resolve(RunFolder.SPEND))) {
            total = total.add(line.get("cost").decimalValue());
        }
        return total;
    }

    @Test
    void aSecondRunIntoAFolderBeingWrittenIsRefusedAtOnce() throws Exception {
        Path out = dir.resolve("run");
        Files.createDirectories(out);
        try (FolderLock held = new RunFolder(out).lock()) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                    () -> run(RunDatasets.small(2), "run", null, null));
            assertEquals("--out " + out + " is being written by another run in this process; wait for it to end, "
                    + "or choose another folder.", refused.getMessage());
        }
        assertEquals(0, judge.findAll(anyJudgeRequest()).size());
        assertEquals(2, run(RunDatasets.small(2), "run", null, null).summary().scored());
    }

    /** Another process's lock refuses the run; once that process is killed, the folder is free again. */
    @Test
    void aLockHeldByAnotherProcessRefusesUntilThatProcessDies() throws Exception {
        Path out = Files.createDirectories(dir.resolve("run"));
        Path holder = Files.writeString(dir.resolve("Holder.java"), """
                import java.nio.channels.FileChannel;
                import java.nio.file.*;
                public class Holder {
                    public static void main(String[] a) throws Exception {
                        FileChannel c = FileChannel.open(Path.of(a[0]), StandardOpenOption.CREATE,
                                StandardOpenOption.WRITE);
                        c.lock();
                        c.write(java.nio.ByteBuffer.wrap("process holder\\n".getBytes()));
                        System.out.println("locked");
                        Thread.sleep(600_000);
                    }
                }
                """);
        Process other = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                holder.toString(), out.resolve(RunFolder.LOCK).toString()).redirectErrorStream(true).start();
        try {
            assertEquals("locked", new String(other.getInputStream().readNBytes(6), StandardCharsets.UTF_8));
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                    () -> run(RunDatasets.small(2), "run", null, null));
            assertTrue(refused.getMessage().startsWith("--out " + out + " is being written by another live run "
                    + "(process holder); wait for it to end"), refused.getMessage());
            assertFalse(Files.exists(out.resolve(RunFolder.RESULTS)));
        } finally {
            other.destroyForcibly(); // SIGKILL: the process cannot release anything itself
            other.waitFor(30, TimeUnit.SECONDS);
        }
        assertEquals(2, run(RunDatasets.small(2), "run", null, null).summary().scored());
    }

    /** A stop mid-run: no new call after it, the run ends UNFINISHED with the reason, and it resumes. */
    @Test
    void aStopMidRunStartsNoNewCaseAndEndsUnfinished() throws Exception {
        judge.stubFor(extractionCall().willReturn(statements("Alpha is one.", "Beta is two.")
                .withFixedDelay(300)));
        List<JsonNode> cases = RunDatasets.small(30);
        progress.onFinished = done -> {
            if (done == 3) {
                RunStop.request("The process was stopped (SIGTERM).");
            }
        };
        DatasetRun.Outcome stopped = run(cases, "run", null, null);
        int calls = judge.findAll(anyJudgeRequest()).size();
        RunSummary s = stopped.summary();
        assertEquals(RunVerdict.UNFINISHED, stopped.verdict());
        assertEquals(4, stopped.exitCode());
        assertEquals(RunVerdict.UNFINISHED, s.gate().verdict());
        assertTrue(s.scored() >= 3 && s.scored() <= 5, "scored " + s.scored()); // three, and the two in flight
        assertTrue(s.gate().unfinished().endsWith("cases were not run. The process was stopped (SIGTERM)."),
                s.gate().unfinished());
        assertTrue(calls <= 2 * 5, "calls " + calls);
        Thread.sleep(500);
        assertEquals(calls, judge.findAll(anyJudgeRequest()).size(), "a judge call after the stop");
        assertTrue(Files.exists(stopped.folder().resolve(RunFolder.UNFINISHED)));
        String markdown = Files.readString(stopped.folder().resolve(RunFolder.MARKDOWN));
        assertTrue(markdown.contains("UNFINISHED") && !markdown.contains("PASSED"), markdown);

        RunStop.clear();
        progress.onFinished = done -> { };
        DatasetRun.Outcome resumed = run(cases, "run", null, null);
        assertEquals(s.scored(), resumed.resumed());
        assertEquals(30, resumed.summary().scored());
        assertFalse(Files.exists(stopped.folder().resolve(RunFolder.UNFINISHED)));
    }

    @Test
    void aStopBeforeTheRunBeganWritesNothing() {
        RunStop.request("The process was stopped (SIGINT).");
        InterruptedException e = assertThrows(InterruptedException.class,
                () -> run(RunDatasets.small(2), "run", null, null));
        assertEquals("stopped before the run began; nothing was scored or written.", e.getMessage());
        assertFalse(Files.exists(dir.resolve("run")));
        assertEquals(0, judge.findAll(anyJudgeRequest()).size());
    }

    /** Records what the run says before scoring, and calls back as cases finish. */
    static final class Recording implements DatasetRun.Progress {
        final List<String> notices = new CopyOnWriteArrayList<>();
        volatile java.util.function.IntConsumer onFinished = done -> { };
        private final java.util.concurrent.atomic.AtomicInteger finished = new java.util.concurrent.atomic.AtomicInteger();

        @Override
        public void started(int total, int resumed, dev.contextrecall.evaluation.CostEstimate.Estimate estimate, String baseline) {
        }

        @Override
        public void finished(CaseOutcome outcome) {
            onFinished.accept(finished.incrementAndGet());
        }

        @Override
        public void notice(String line) {
            notices.add(line);
        }
    }
}
