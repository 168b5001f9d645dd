package dev.contextrecall.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;

import dev.contextrecall.run.CostEstimate;
import dev.contextrecall.run.DatasetRun;
import dev.contextrecall.summary.RunPolicy;
import picocli.CommandLine;

/**
 * evaluate: a golden dataset through the same scorer as the functions, in this process, with the gate of an
 * evaluation run. The exit code is the verdict, so a CI job can stop on it. The line is read into
 * {@link EvaluateOptions}.
 */
public class EvaluateCommand {

    static final String NAME = EvaluateOptions.NAME;

    static final int PASSED = 0;
    static final int FLOOR = 1;
    static final int REGRESSION = 2;
    static final int FLOOR_AND_REGRESSION = 3;
    static final int INCOMPLETE = 4;
    static final int USAGE = 64;

    private final DatasetRun run;
    private final PrintStream stdout;
    private final PrintStream stderr;

    EvaluateCommand(DatasetRun run, PrintStream stdout, PrintStream stderr) {
        this.run = run;
        this.stdout = stdout;
        this.stderr = stderr;
    }

    static int execute(DatasetRun run, String... args) {
        EvaluateOptions options = new EvaluateOptions();
        CommandLine line = new CommandLine(options);
        line.setCaseInsensitiveEnumValuesAllowed(true);
        try {
            line.parseArgs(args);
        } catch (CommandLine.ParameterException e) {
            System.err.println(e.getMessage());
            line.usage(System.err);
            return USAGE;
        }
        if (line.isUsageHelpRequested()) {
            line.usage(System.out);
            return PASSED;
        }
        try {
            return new EvaluateCommand(run, System.out, System.err).call(options);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            System.err.println("evaluate: interrupted; run again into the same folder to resume.");
            return INCOMPLETE;
        } catch (RuntimeException e) {
            System.err.println("evaluate: the run could not finish: " + e.getMessage());
            return INCOMPLETE;
        }
    }

    int call(EvaluateOptions o) throws InterruptedException {
        if (o.concurrency < 1 || o.concurrency > 256) {
            return usage("--concurrency must be between 1 and 256; got " + o.concurrency + ".");
        }
        if (o.maxCost != null && o.maxCost <= 0) {
            return usage("--max-cost must be a positive amount of USD; got " + o.maxCost + ".");
        }
        RunPolicy policy;
        try {
            policy = new RunPolicy(o.minMeanScore, o.tolerance, o.alpha, RunPolicy.DEFAULT_WORST_CASES);
        } catch (IllegalArgumentException e) {
            return usage(e.getMessage().replace("min_mean_score", "--min-mean-score"));
        }
        Path store = o.statements != null ? o.statements
                : o.out.toAbsolutePath().normalize().getParent().resolve("statements");
        String name = o.datasetName != null ? o.datasetName
                : o.dataset.getFileName().toString().replaceFirst("\\.jsonl?$", "");
        DatasetRun.Plan plan = new DatasetRun.Plan(o.dataset, o.out, o.baseline, store, policy, o.concurrency,
                o.maxCost, o.toleratedFailurePercentage, name);
        DatasetRun.Outcome outcome;
        try (RunProgressBar bar = new RunProgressBar(o.progress, stderr)) {
            outcome = run.run(plan, bar);
        } catch (java.io.IOException | IllegalArgumentException e) {
            stderr.println("evaluate: the run could not start: " + e.getMessage());
            return INCOMPLETE;
        }
        stdout.print(dev.contextrecall.report.RunReport.markdown(outcome.summary()));
        stdout.println();
        stdout.println("Files: " + outcome.folder().toAbsolutePath());
        if (outcome.incomplete() != null) {
            stderr.println("evaluate: the run could not finish: " + outcome.incomplete());
        }
        return switch (outcome.verdict()) {
            case PASSED -> PASSED;
            case FLOOR -> FLOOR;
            case REGRESSION -> REGRESSION;
            case FLOOR_AND_REGRESSION -> FLOOR_AND_REGRESSION;
            case INCOMPLETE -> INCOMPLETE;
        };
    }

    private int usage(String message) {
        stderr.println("evaluate: " + message);
        return USAGE;
    }

    /** The line printed before scoring: what the run will do and what it is estimated to cost. */
    static String plan(int total, int resumed, CostEstimate.Estimate estimate, String baseline) {
        String cost = estimate.calls() == 0 ? "$0 (no LLM call)"
                : estimate.cost() == null ? "unknown (no price for " + estimate.model() + ")"
                : String.format(Locale.ROOT, "at most about $%.4f", estimate.cost());
        return String.format(Locale.ROOT, "Scoring %d cases (%d finished earlier) with the %s judge%s; estimated "
                + "%d judge calls, %s. Baseline: %s.", total - resumed, resumed, estimate.judge(),
                estimate.calls() == 0 ? "" : " (" + estimate.model() + ")", estimate.calls(), cost,
                baseline == null ? "none (first run)" : baseline);
    }
}
