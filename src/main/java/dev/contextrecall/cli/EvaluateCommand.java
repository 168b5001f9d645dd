package dev.contextrecall.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;

import dev.contextrecall.run.local.AtomicFile;
import dev.contextrecall.evaluation.CostEstimate;
import dev.contextrecall.run.local.DatasetRun;
import dev.contextrecall.run.report.RunReport;
import dev.contextrecall.run.summary.RunPolicy;

/**
 * evaluate: a golden dataset through the same scorer as the functions, in this process, with the gate of an
 * evaluation run. The exit code is the verdict, so a CI job can stop on it. The line is read into
 * {@link EvaluateOptions}.
 */
public class EvaluateCommand {

    static final String NAME = EvaluateOptions.NAME;

    static final int PASSED = Commands.DONE;
    static final int FLOOR = 1;
    static final int REGRESSION = 2;
    static final int FLOOR_AND_REGRESSION = 3;
    static final int INCOMPLETE = Commands.INCOMPLETE;
    static final int USAGE = Commands.USAGE;

    private final DatasetRun run;
    private final PrintStream stdout;
    private final PrintStream stderr;

    EvaluateCommand(DatasetRun run, PrintStream stdout, PrintStream stderr) {
        this.run = run;
        this.stdout = stdout;
        this.stderr = stderr;
    }

    static int execute(DatasetRun run, String... args) {
        return Commands.execute(NAME, new EvaluateOptions(), args,
                (options, stdout, stderr) -> new EvaluateCommand(run, stdout, stderr).call(options));
    }

    int call(EvaluateOptions o) throws InterruptedException {
        String invalid = o.run.invalid();
        if (invalid != null) {
            return usage(invalid);
        }
        RunPolicy policy;
        try {
            policy = new RunPolicy(o.minMeanScore, o.tolerance, o.alpha, RunPolicy.DEFAULT_WORST_CASES,
                    o.run.toleratedFailurePercentage, o.compareAcrossJudges);
        } catch (IllegalArgumentException e) {
            return usage(e.getMessage().replace("min_mean_score", "--min-mean-score"));
        }
        String junitProblem = writableFile(o.junit);
        if (junitProblem != null) {
            stderr.println("evaluate: the run could not start: " + junitProblem);
            return INCOMPLETE;
        }
        DatasetRun.Plan plan = new DatasetRun.Plan(o.dataset, o.run.out, o.baseline, o.run.statementStore(), policy,
                o.run.concurrency, o.run.maxCost, o.run.datasetName(o.dataset));
        DatasetRun.Outcome outcome;
        try (RunProgressBar bar = new RunProgressBar(o.run.progress, stderr, true)) {
            outcome = run.run(plan, bar);
        } catch (java.io.IOException | IllegalArgumentException e) {
            stderr.println("evaluate: the run could not start: " + e.getMessage());
            return INCOMPLETE;
        }
        String markdown = RunReport.markdown(outcome.summary());
        stdout.print(markdown);
        stdout.println();
        stdout.println("Files: " + outcome.folder().toAbsolutePath());
        try {
            if (o.junit != null) {
                AtomicFile.write(o.junit, out -> RunReport.junit(outcome.summary(), outcome::eachCase, out));
            }
            String stepSummary = System.getenv("GITHUB_STEP_SUMMARY");
            if (stepSummary != null && !stepSummary.isBlank()) {
                Files.writeString(Path.of(stepSummary), markdown + "\n", StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND);
            }
        } catch (IOException e) {
            stderr.println("evaluate: a report could not be written: " + e.getMessage());
        }
        if (outcome.incomplete() != null) {
            stderr.println("evaluate: the run could not finish: " + outcome.incomplete());
        }
        return outcome.exitCode();
    }

    /** Why a report file cannot be written there (null: it can, or none was asked for). */
    static String writableFile(Path file) {
        if (file == null) {
            return null;
        }
        if (Files.isDirectory(file)) {
            return "--junit " + file + " is a folder, not a file.";
        }
        Path parent = file.toAbsolutePath().getParent();
        try {
            Files.createDirectories(parent);
        } catch (IOException e) {
            return "--junit " + file + ": its folder cannot be made: " + e.getMessage();
        }
        return Files.isWritable(parent) ? null : "--junit " + file + ": its folder cannot be written.";
    }

    private int usage(String message) {
        stderr.println("evaluate: " + message);
        return USAGE;
    }

    /** The line printed before scoring: what the run will do and what it is estimated to cost. */
    static String plan(int total, int resumed, CostEstimate.Estimate estimate, String baseline) {
        return plan(total, resumed, estimate) + " Baseline: " + (baseline == null ? "none (first run)" : baseline) + ".";
    }

    /** The same line for a run that is compared with no baseline. */
    static String plan(int total, int resumed, CostEstimate.Estimate estimate) {
        String cost = estimate.calls() == 0 ? "$0 (no LLM call)"
                : estimate.cost() == null ? "unknown (no price for " + estimate.model() + ")"
                : String.format(Locale.ROOT, "at most about $%.4f", estimate.cost());
        return String.format(Locale.ROOT, "Scoring %d cases (%d finished earlier) with the %s judge%s; estimated "
                + "%d judge calls, %s.", total - resumed, resumed, estimate.judge(),
                estimate.calls() == 0 ? "" : " (" + estimate.model() + ")", estimate.calls(), cost);
    }
}
