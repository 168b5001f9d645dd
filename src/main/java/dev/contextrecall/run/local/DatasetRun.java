package dev.contextrecall.run.local;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.evaluation.Caller;
import dev.contextrecall.evaluation.CasePreview;
import dev.contextrecall.evaluation.ContextRecallEvaluation;
import dev.contextrecall.evaluation.CostEstimate;
import dev.contextrecall.evaluation.RequestBody;
import dev.contextrecall.json.Json;
import dev.contextrecall.metric.StatementStore;
import dev.contextrecall.result.RecallResult;
import dev.contextrecall.run.report.RunReport;
import dev.contextrecall.run.summary.Baseline;
import dev.contextrecall.run.summary.CaseOutcome;
import dev.contextrecall.run.summary.CaseStatus;
import dev.contextrecall.run.summary.RetrievedChunks;
import dev.contextrecall.run.summary.RunPolicy;
import dev.contextrecall.run.summary.RunSummarizer;
import dev.contextrecall.run.summary.RunSummary;
import dev.contextrecall.run.summary.RunVerdict;
import io.quarkus.runtime.ShutdownEvent;

/**
 * An evaluation run in this process: every case of a dataset file through the evaluation service, at most
 * `concurrency` at once, each result kept as it finishes; then summary.json and the reports, gated against a
 * baseline run. A case finished by an earlier, interrupted run into the same folder is not scored again while its
 * content is unchanged.
 */
@ApplicationScoped
public class DatasetRun {

    /**
     * What to run. baseline: a run folder, or a folder of runs (its most recent passing run is taken), or null;
     * statements: the statement store's folder; policy: the gate, tolerated failures included; maxCost: stop before
     * the estimated spend would pass it (USD).
     */
    public record Plan(Path dataset, Path out, Path baseline, Path statements, RunPolicy policy, int concurrency,
            Double maxCost, String datasetName, String kind) {

        /** An evaluation run. */
        public Plan(Path dataset, Path out, Path baseline, Path statements, RunPolicy policy, int concurrency,
                Double maxCost, String datasetName) {
            this(dataset, out, baseline, statements, policy, concurrency, maxCost, datasetName, RunSummary.EVALUATION);
        }
    }

    /** incomplete says why the run could not finish (null when it finished). */
    public record Outcome(RunSummary summary, String incomplete, int resumed, Path folder) {

        public RunVerdict verdict() {
            return summary.gate().verdict();
        }

        /** Each case as results.jsonl keeps it, in dataset order, read from the file (never held whole). */
        public void eachCase(java.util.function.Consumer<CaseOutcome> each) {
            new RunFolder(folder).eachCase(each);
        }

        /** Every case, in dataset order: for the small labelled sets an alignment reads. */
        public List<CaseOutcome> cases() {
            List<CaseOutcome> all = new ArrayList<>();
            eachCase(all::add);
            return all;
        }

        /** The evaluate command's exit code: 0 passed, 1 floor, 2 regression, 3 both, 4 unfinished. */
        public int exitCode() {
            return summary.gate().exitCode();
        }
    }

    /** What the run reports while it goes: the command draws a progress bar from it. */
    public interface Progress {
        void started(int total, int resumed, CostEstimate.Estimate estimate, String baseline);

        void finished(CaseOutcome outcome);

        /** A line to show before scoring: damage found in the folder, the budget already spent. */
        default void notice(String line) {
        }
    }

    private final ContextRecallEvaluation evaluation;
    private final CasePreview preview;
    private final CostEstimate costs;
    private final ObjectMapper json;
    /** Set when the process is shutting down (SIGTERM, Ctrl-C): no new case starts, and no case fails because of it. */
    private volatile boolean stopping;

    public DatasetRun(ContextRecallEvaluation evaluation, CasePreview preview, CostEstimate costs) {
        this.evaluation = evaluation;
        this.preview = preview;
        this.costs = costs;
        this.json = Json.MAPPER;
    }

    void stopping(@Observes ShutdownEvent event) {
        stopping = true;
    }

    public Outcome run(Plan plan, Progress progress) throws IOException, InterruptedException {
        stopBeforeTheRun();
        // Everything that can be checked is checked before the first judge call: nothing is spent on a run whose
        // results could not be kept or compared. The dataset is read as a stream, three times (check, plan, score);
        // what stays in memory is each case's id, hash and outcome as the summary reads it.
        DatasetCases cases = new DatasetCases();
        DatasetFile.each(plan.dataset(), c -> cases.add(c.id(), c.hash()));
        RunFolder folder = new RunFolder(plan.out());
        folder.checkWritable();
        try (FolderLock lock = folder.lock()) {
            return run(plan, progress, cases, folder);
        } finally {
            folder.close();
        }
    }

    private Outcome run(Plan plan, Progress progress, DatasetCases cases, RunFolder folder)
            throws IOException, InterruptedException {
        RunFolder.Resume earlier = folder.resume();
        Map<JsonNode, RunFolder.Kept> finished = earlier.kept();
        Optional<RunFolder> baselineRun = plan.baseline() == null ? Optional.empty()
                : BaselineFolders.find(plan.baseline(), plan.out(), plan.datasetName());
        Baseline baseline = baselineRun.map(RunFolder::asBaseline).orElse(null);

        folder.checkSameRun(plan.kind(), plan.datasetName());
        CaseOutcome[] outcomes = new CaseOutcome[cases.size()];
        BitSet toScore = new BitSet(cases.size());
        for (int i = 0; i < cases.size(); i++) {
            RunFolder.Kept kept = finished.get(cases.ids.get(i));
            if (kept != null && kept.hash().equals(cases.hashes.get(i))) {
                outcomes[i] = kept.outcome();
            } else {
                toScore.set(i);
            }
        }
        finished = null; // the kept outcomes are in outcomes now
        CostEstimate.Tally tally = costs.tally();
        int[] place = {0};
        DatasetFile.each(plan.dataset(), c -> {
            int i = place[0]++;
            cases.checkSame(i, c);
            if (toScore.get(i)) {
                tally.add(c.body());
            } else {
                // The judge that would score this case now, as the parser decides it for this case.
                preview.judging(c.body()).ifPresent(now -> folder.checkSameJudge(c.id(),
                        outcomes[i].scoredResult(), now.judge(), now.model()));
            }
        });
        CostEstimate.Estimate estimate = tally.estimate();
        if (plan.maxCost() != null && estimate.calls() > 0 && estimate.cost() == null) {
            throw new IllegalArgumentException("A budget cap needs a price for the judge model " + estimate.model()
                    + ": add context-recall.prices.\"" + estimate.model() + "\".input-per-million and "
                    + "output-per-million.");
        }
        stopBeforeTheRun();
        // From here the run has begun: until it ends, the folder says it is unfinished (a kill leaves it so).
        folder.unfinished("The run began and has not ended: it is still running, or its process was killed.");
        int resumed = cases.size() - toScore.cardinality();
        earlier.damage().forEach(progress::notice);
        if (plan.maxCost() != null && earlier.spent().signum() > 0) {
            progress.notice(String.format(Locale.ROOT, "Budget: $%.4f spent by earlier runs into this folder counts "
                    + "against the --max-cost of $%.4f; $%.4f is left.", earlier.spent(), plan.maxCost(),
                    Math.max(0, plan.maxCost() - earlier.spent().doubleValue())));
        }
        progress.started(cases.size(), resumed, estimate, baseline == null ? null : baseline.location());

        String stopped = score(cases, toScore, outcomes, plan, folder, progress, earlier.spent());
        for (int i = 0; i < outcomes.length; i++) {
            if (outcomes[i] == null) {
                outcomes[i] = new CaseOutcome(CaseStatus.PENDING, cases.ids.get(i), null, RunSummarizer.NOT_RUN, stopped);
            }
        }
        List<CaseOutcome> all = List.of(outcomes);
        folder.settle(cases.hashes, all);

        RunSummary summary = RunSummarizer.summarize(plan.kind(), all, plan.datasetName(), plan.policy(), baseline,
                json.createObjectNode().put("source", "local"), folder.path().toString(), null,
                new FolderDetails(folder, baselineRun.orElse(null)));
        folder.write(RunFolder.SUMMARY, json.writerWithDefaultPrettyPrinter().writeValueAsString(summary) + "\n");
        folder.write(RunFolder.HTML, RunReport.html(summary, RunSummarizer.scores(all)));
        folder.write(RunFolder.MARKDOWN, RunReport.markdown(summary));

        String incomplete = summary.gate().unfinished();
        folder.unfinished(incomplete);
        return new Outcome(summary, incomplete, resumed, folder.path());
    }

    /** Thrown to leave the dataset's reading early (a stop, the budget cap). */
    private static final class StopReading extends RuntimeException {
        StopReading() {
            super(null, null, false, false);
        }
    }

    /** A stop asked before the run began (a signal during start-up): nothing is read, written or spent. */
    private void stopBeforeTheRun() throws InterruptedException {
        if (RunStop.requested() != null || stopping) {
            throw new InterruptedException("stopped before the run began; nothing was scored or written.");
        }
    }

    /** Why the run must stop now, or null. */
    private String stopReason() {
        String asked = RunStop.requested();
        return asked != null ? asked : stopping ? "The process was stopped (interrupted)." : null;
    }

    /** Scores the cases marked in toScore, reading their bodies from the file; returns why it stopped early, or null. */
    private String score(DatasetCases cases, BitSet toScore, CaseOutcome[] outcomes, Plan plan, RunFolder folder,
            Progress progress, BigDecimal spentBefore) throws IOException, InterruptedException {
        StatementStore memory = new DirectoryStatementStore(plan.statements());
        Semaphore slots = new Semaphore(plan.concurrency());
        Spend spend = new Spend(plan.maxCost(), spentBefore);
        ExecutorService workers = Executors.newFixedThreadPool(plan.concurrency(), r -> {
            Thread t = new Thread(r, "evaluation-run");
            t.setDaemon(true);
            return t;
        });
        // The cases in flight and their estimates: one abandoned at a stop may have been paid for, so it is recorded.
        Map<Integer, Double> inFlight = new java.util.concurrent.ConcurrentHashMap<>();
        String[] stopped = {null};
        int[] place = {0};
        try {
            DatasetFile.each(plan.dataset(), c -> {
                int index = place[0]++;
                if (!toScore.get(index)) {
                    return;
                }
                cases.checkSame(index, c);
                try {
                    if (!acquire(slots)) {
                        stopped[0] = stopReason();
                        throw new StopReading();
                    }
                } catch (InterruptedException e) {
                    stopped[0] = "The process was stopped (interrupted).";
                    throw new StopReading();
                }
                Double estimate = plan.maxCost() == null ? null : costs.of(c.body());
                if (!spend.reserve(estimate)) {
                    slots.release();
                    stopped[0] = String.format(Locale.ROOT, "It stopped at the budget cap of $%.4f (this folder's "
                            + "spend across runs): the next case's estimated cost would have taken the spend past it.",
                            plan.maxCost());
                    throw new StopReading();
                }
                inFlight.put(index, estimate == null ? 0.0 : estimate);
                workers.execute(() -> {
                    try {
                        CaseOutcome outcome = scoreOne(c, memory);
                        if (stopReason() != null && !outcome.scored()) {
                            return; // cut short by the shutdown, not a failure of the case: it runs again on resume
                        }
                        BigDecimal cost = outcome.scored() ? outcome.scoredResult().evaluationCost() : null;
                        spend.settle(estimate, cost);
                        synchronized (outcomes) {
                            folder.spent(c.id(), cost != null ? cost
                                    : estimate == null ? null : BigDecimal.valueOf(estimate), cost == null);
                            if (folder.append(c.hash(), outcome)) {
                                outcomes[index] = RunFolder.slim(outcome);
                                progress.finished(outcome);
                            }
                        }
                    } finally {
                        inFlight.remove(index);
                        slots.release();
                    }
                });
            });
        } catch (StopReading e) {
            // stopped[0] says why
        } finally {
            workers.shutdown();
            if (!awaitOrAbandon(workers)) {
                synchronized (outcomes) {
                    inFlight.forEach((index, estimate) -> folder.spent(cases.ids.get(index),
                            BigDecimal.valueOf(estimate), true));
                    folder.close(); // what the abandoned cases finish later is not recorded
                }
            }
        }
        return stopped[0] != null ? stopped[0] : stopReason();
    }

    /** A free slot; false when a stop was asked while waiting for one. */
    private boolean acquire(Semaphore slots) throws InterruptedException {
        while (!slots.tryAcquire(50, TimeUnit.MILLISECONDS)) {
            if (stopReason() != null) {
                return false;
            }
        }
        if (stopReason() != null) {
            slots.release();
            return false;
        }
        return true;
    }

    /** Waits for the cases in flight; after a stop, only until its grace ends. False: some were abandoned. */
    private boolean awaitOrAbandon(ExecutorService workers) throws InterruptedException {
        while (!workers.awaitTermination(50, TimeUnit.MILLISECONDS)) {
            if (RunStop.requested() != null && System.nanoTime() - RunStop.abandonAt() > 0) {
                return false;
            }
        }
        return true;
    }

    private CaseOutcome scoreOne(DatasetFile.Case c, StatementStore memory) {
        try {
            RecallResult result = evaluation.evaluate(RequestBody.of(c.body()),
                    Caller.eitherByBody().remembering(memory));
            return new CaseOutcome(CaseStatus.SUCCEEDED, c.id(), json.valueToTree(result), null, null,
                    RetrievedChunks.of(c.body()));
        } catch (EvaluationException e) {
            return new CaseOutcome(CaseStatus.FAILED, c.id(), null, e.errorCode().code(), e.getMessage(),
                    RetrievedChunks.of(c.body()));
        } catch (RuntimeException e) {
            return new CaseOutcome(CaseStatus.FAILED, c.id(), null, "internal_error", String.valueOf(e.getMessage()),
                    RetrievedChunks.of(c.body()));
        }
    }

}
