package dev.contextrecall.run.local;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
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
import dev.contextrecall.evaluation.Call;
import dev.contextrecall.evaluation.CasePreview;
import dev.contextrecall.evaluation.ContextRecallEvaluation;
import dev.contextrecall.evaluation.CostEstimate;
import dev.contextrecall.evaluation.RequestBody;
import dev.contextrecall.metric.StatementMemory;
import dev.contextrecall.result.RecallResult;
import dev.contextrecall.run.report.RunReport;
import dev.contextrecall.run.summary.Baseline;
import dev.contextrecall.run.summary.CaseOutcome;
import dev.contextrecall.run.summary.RetrievedChunks;
import dev.contextrecall.run.summary.RunGate;
import dev.contextrecall.run.summary.RunPolicy;
import dev.contextrecall.run.summary.RunSummarizer;
import dev.contextrecall.run.summary.RunSummary;
import io.quarkus.runtime.ShutdownEvent;

/**
 * An evaluation run in this process: every case of a dataset file through the one evaluation service, at most
 * `concurrency` at once, each result kept as it finishes; then summary.json and the reports, gated against a
 * baseline run. A case finished by an earlier, interrupted run into the same folder is not scored again while its
 * content is unchanged.
 */
@ApplicationScoped
public class DatasetRun {

    /**
     * What to run. baseline: a run folder, or a folder of runs (its most recent passing run is taken), or null;
     * statements: the statement store's folder; maxCost: stop before the estimated spend would pass it (USD).
     */
    public record Plan(Path dataset, Path out, Path baseline, Path statements, RunPolicy policy, int concurrency,
            Double maxCost, double toleratedFailurePercentage, String datasetName, String kind) {

        /** An evaluation run. */
        public Plan(Path dataset, Path out, Path baseline, Path statements, RunPolicy policy, int concurrency,
                Double maxCost, double toleratedFailurePercentage, String datasetName) {
            this(dataset, out, baseline, statements, policy, concurrency, maxCost, toleratedFailurePercentage,
                    datasetName, RunSummary.EVALUATION);
        }

        /** The policy with this run's tolerated failures. */
        RunPolicy gate() {
            return new RunPolicy(policy.minMeanScore(), policy.tolerance(), policy.alpha(), policy.worstCases(),
                    toleratedFailurePercentage, policy.compareAcrossJudges());
        }
    }

    /** How the run ended; each has its own exit code in the command. */
    public enum Verdict {
        PASSED, FLOOR, REGRESSION, FLOOR_AND_REGRESSION, INCOMPLETE
    }

    /** incomplete says why the run could not finish (null when it finished); cases: each case's, in dataset order. */
    public record Outcome(RunSummary summary, Verdict verdict, String incomplete, int resumed, Path folder,
            List<CaseOutcome> cases) {
    }

    /** What the run reports while it goes: the command draws a progress bar from it. */
    public interface Progress {
        void started(int total, int resumed, CostEstimate.Estimate estimate, String baseline);

        void finished(CaseOutcome outcome);
    }

    private final ContextRecallEvaluation evaluation;
    private final CasePreview preview;
    private final CostEstimate costs;
    private final ObjectMapper json;
    /** Set when the process is shutting down (SIGTERM, Ctrl-C): no new case starts, and no case fails because of it. */
    private volatile boolean stopping;

    public DatasetRun(ContextRecallEvaluation evaluation, CasePreview preview, CostEstimate costs, ObjectMapper json) {
        this.evaluation = evaluation;
        this.preview = preview;
        this.costs = costs;
        this.json = json;
    }

    void stopping(@Observes ShutdownEvent event) {
        stopping = true;
    }

    public Outcome run(Plan plan, Progress progress) throws IOException, InterruptedException {
        // Everything that can be checked is checked before the first judge call: nothing is spent on a run whose
        // results could not be kept or compared.
        List<DatasetFile.Case> cases = DatasetFile.read(plan.dataset());
        RunFolder folder = new RunFolder(plan.out());
        folder.checkWritable();
        Map<JsonNode, RunFolder.Kept> finished = folder.finished();
        Optional<RunFolder> baselineRun = plan.baseline() == null ? Optional.empty()
                : RunFolder.baseline(plan.baseline(), plan.out());
        Baseline baseline = baselineRun.map(RunFolder::asBaseline).orElse(null);

        folder.checkSameRun(plan.kind(), plan.datasetName());
        CaseOutcome[] outcomes = new CaseOutcome[cases.size()];
        List<Integer> toScore = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            RunFolder.Kept kept = finished.get(cases.get(i).id());
            if (kept != null && kept.hash().equals(cases.get(i).hash())) {
                outcomes[i] = kept.outcome();
            } else {
                toScore.add(i);
            }
        }
        CostEstimate.Estimate estimate = costs.of(toScore.stream().map(i -> cases.get(i).body()).toList());
        for (int i = 0; i < cases.size(); i++) {
            if (outcomes[i] != null) {
                // The judge that would score this case now, as the parser decides it for this case.
                int index = i;
                preview.judging(cases.get(i).body()).ifPresent(now -> folder.checkSameJudge(cases.get(index).id(),
                        outcomes[index].scoredResult(), now.judge(), now.model()));
            }
        }
        if (plan.maxCost() != null && estimate.calls() > 0 && estimate.cost() == null) {
            throw new IllegalArgumentException("A budget cap needs a price for the judge model " + estimate.model()
                    + ": add context-recall.prices.\"" + estimate.model() + "\".input-per-million and "
                    + "output-per-million.");
        }
        int resumed = cases.size() - toScore.size();
        progress.started(cases.size(), resumed, estimate, baseline == null ? null : baseline.location());

        String stopped = score(cases, toScore, outcomes, plan, folder, progress);
        for (int i = 0; i < outcomes.length; i++) {
            if (outcomes[i] == null) {
                outcomes[i] = new CaseOutcome("PENDING", cases.get(i).id(), null, RunSummarizer.NOT_RUN, stopped);
            }
        }
        List<CaseOutcome> all = List.of(outcomes);
        folder.settle(cases.stream().map(DatasetFile.Case::hash).toList(), all);

        RunSummary summary = RunSummarizer.summarize(plan.kind(), all, plan.datasetName(), plan.gate(), baseline,
                json.createObjectNode().put("source", "local"), folder.path().toString());
        folder.write(RunFolder.SUMMARY, json.writerWithDefaultPrettyPrinter().writeValueAsString(summary) + "\n");
        folder.write(RunFolder.HTML, RunReport.html(summary, RunSummarizer.scores(all)));
        folder.write(RunFolder.MARKDOWN, RunReport.markdown(summary));

        String incomplete = summary.gate().unfinished();
        folder.unfinished(incomplete);
        return new Outcome(summary, incomplete != null ? Verdict.INCOMPLETE : verdict(summary.gate()), incomplete,
                resumed, folder.path(), all);
    }

    /** Scores the cases at the given indexes; returns why it stopped early, or null when every case ran. */
    private String score(List<DatasetFile.Case> cases, List<Integer> toScore, CaseOutcome[] outcomes, Plan plan,
            RunFolder folder, Progress progress) throws InterruptedException {
        StatementMemory memory = new DirectoryStatementMemory(plan.statements());
        Semaphore slots = new Semaphore(plan.concurrency());
        Spend spend = new Spend(plan.maxCost());
        ExecutorService workers = Executors.newFixedThreadPool(plan.concurrency(), r -> {
            Thread t = new Thread(r, "evaluation-run");
            t.setDaemon(true);
            return t;
        });
        String stopped = null;
        try {
            for (int index : toScore) {
                slots.acquire();
                if (stopping) {
                    slots.release();
                    stopped = "The process was stopped (interrupted).";
                    break;
                }
                DatasetFile.Case c = cases.get(index);
                Double estimate = plan.maxCost() == null ? null : costs.of(c.body());
                if (!spend.reserve(estimate)) {
                    slots.release();
                    stopped = String.format(Locale.ROOT, "It stopped at the budget cap of $%.4f: the next case's "
                            + "estimated cost would have taken the spend past it.", plan.maxCost());
                    break;
                }
                workers.execute(() -> {
                    try {
                        CaseOutcome outcome = scoreOne(c, memory);
                        if (stopping && !outcome.scored()) {
                            return; // cut short by the shutdown, not a failure of the case: it runs again on resume
                        }
                        spend.settle(estimate, outcome);
                        folder.append(c.hash(), outcome);
                        outcomes[index] = outcome;
                        progress.finished(outcome);
                    } finally {
                        slots.release();
                    }
                });
            }
        } finally {
            workers.shutdown();
            workers.awaitTermination(Long.MAX_VALUE, TimeUnit.DAYS);
        }
        return stopped;
    }

    private CaseOutcome scoreOne(DatasetFile.Case c, StatementMemory memory) {
        try {
            RecallResult result = evaluation.evaluate(RequestBody.of(c.body()),
                    Call.of(Call.Metric.BY_BODY).remembering(memory));
            return new CaseOutcome("SUCCEEDED", c.id(), json.valueToTree(result), null, null,
                    RetrievedChunks.of(c.body()));
        } catch (EvaluationException e) {
            return new CaseOutcome("FAILED", c.id(), null, e.errorCode().code(), e.getMessage(),
                    RetrievedChunks.of(c.body()));
        } catch (RuntimeException e) {
            return new CaseOutcome("FAILED", c.id(), null, "internal_error", String.valueOf(e.getMessage()),
                    RetrievedChunks.of(c.body()));
        }
    }


    static Verdict verdict(RunGate gate) {
        boolean floor = gate.failedRules().contains(RunGate.FLOOR);
        boolean regression = gate.failedRules().contains(RunGate.SIGNIFICANT_REGRESSION);
        return floor && regression ? Verdict.FLOOR_AND_REGRESSION : floor ? Verdict.FLOOR
                : regression ? Verdict.REGRESSION : Verdict.PASSED;
    }

    /** The run's spend against its cap: what finished cases cost, plus the estimates of the cases in flight. */
    private static final class Spend {
        private final BigDecimal cap;
        private BigDecimal committed = BigDecimal.ZERO;

        Spend(Double cap) {
            this.cap = cap == null ? null : BigDecimal.valueOf(cap);
        }

        synchronized boolean reserve(Double estimate) {
            if (cap == null) {
                return true;
            }
            BigDecimal next = committed.add(BigDecimal.valueOf(estimate == null ? 0 : estimate));
            if (next.compareTo(cap) > 0) {
                return false;
            }
            committed = next;
            return true;
        }

        /** The estimate is replaced by what the case really cost (the estimate stays when the cost is unknown). */
        synchronized void settle(Double estimate, CaseOutcome outcome) {
            BigDecimal cost = outcome.scored() ? outcome.scoredResult().evaluationCost() : null;
            if (cap == null || cost == null) {
                return;
            }
            committed = committed.subtract(BigDecimal.valueOf(estimate == null ? 0 : estimate)).add(cost);
        }
    }
}
