package dev.contextrecall.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import dev.contextrecall.run.CostEstimate;
import dev.contextrecall.run.DatasetRun;
import dev.contextrecall.summary.RunPolicy;
import dev.contextrecall.summary.RunSummary;
import io.quarkus.runtime.annotations.RegisterForReflection;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * evaluate: a golden dataset through the same scorer as the functions, in this process, with the gate of an
 * evaluation run. The exit code is the verdict, so a CI job can stop on it.
 */
@RegisterForReflection
@Command(name = EvaluateCommand.NAME, sortOptions = false,
        description = "Scores every test case of a JSONL dataset, writes summary.json, report.html and report.md to "
                + "the output folder, and gates the run on a floor and on a significant regression against a "
                + "baseline run.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
                "0:the gate holds",
                "1:the mean score is below the floor (--min-mean-score)",
                "2:a significant regression against the baseline",
                "3:both",
                "4:the run could not finish (budget cap, too many failed cases, unreadable dataset)",
                "64:invalid command line" })
public class EvaluateCommand implements Callable<Integer> {

    static final String NAME = "evaluate";

    static final int PASSED = 0;
    static final int FLOOR = 1;
    static final int REGRESSION = 2;
    static final int FLOOR_AND_REGRESSION = 3;
    static final int INCOMPLETE = 4;
    static final int USAGE = 64;

    @Parameters(index = "0", paramLabel = "DATASET", description = "JSONL file, one test case per line.")
    Path dataset;

    @Option(names = "--out", required = true, paramLabel = "DIR",
            description = "Output folder; a folder holding an interrupted run resumes it.")
    Path out;

    @Option(names = "--baseline", paramLabel = "PATH",
            description = "An earlier run's folder, or a folder of runs (its most recent passing run is taken). "
                    + "None found: a first run, gated on the floor alone.")
    Path baseline;

    @Option(names = "--statements", paramLabel = "DIR",
            description = "Statement store shared by runs (default: statements/ beside the output folder).")
    Path statements;

    @Option(names = "--concurrency", defaultValue = "4", description = "Cases scored at once (default ${DEFAULT-VALUE}).")
    int concurrency;

    @Option(names = "--min-mean-score", defaultValue = "0.7",
            description = "The floor: a mean score below it fails the run (default ${DEFAULT-VALUE}).")
    double minMeanScore;

    @Option(names = "--tolerance", defaultValue = "0.1",
            description = "A case whose score drops by more than this counts as regressed (default ${DEFAULT-VALUE}).")
    double tolerance;

    @Option(names = "--alpha", defaultValue = "0.05",
            description = "Significance level of the paired test against the baseline (default ${DEFAULT-VALUE}).")
    double alpha;

    @Option(names = "--max-cost", paramLabel = "USD",
            description = "Budget cap: stop before the estimated spend would pass it.")
    Double maxCost;

    @Option(names = "--tolerated-failure-percentage", defaultValue = "5",
            description = "Share of cases that may fail to score before the run counts as unfinished "
                    + "(default ${DEFAULT-VALUE}, as the Step Functions run).")
    double toleratedFailurePercentage;

    @Option(names = "--dataset-name", paramLabel = "NAME", description = "Name in the summary (default: the file name).")
    String datasetName;

    @Option(names = "--progress", defaultValue = "auto",
            description = "auto (a bar on a terminal, plain lines otherwise), bar, lines or none.")
    RunProgressBar.Mode progress;

    @Option(names = { "-h", "--help" }, usageHelp = true, description = "Show this help and exit.")
    boolean help;

    private final DatasetRun run;
    private final PrintStream stdout;
    private final PrintStream stderr;

    EvaluateCommand(DatasetRun run, PrintStream stdout, PrintStream stderr) {
        this.run = run;
        this.stdout = stdout;
        this.stderr = stderr;
    }

    static int execute(DatasetRun run, String... args) {
        CommandLine line = new CommandLine(new EvaluateCommand(run, System.out, System.err));
        line.setCaseInsensitiveEnumValuesAllowed(true);
        line.getCommandSpec().exitCodeOnInvalidInput(USAGE);
        line.getCommandSpec().exitCodeOnExecutionException(INCOMPLETE);
        return line.execute(args);
    }

    @Override
    public Integer call() throws Exception {
        if (concurrency < 1 || concurrency > 256) {
            return usage("--concurrency must be between 1 and 256; got " + concurrency + ".");
        }
        if (maxCost != null && maxCost <= 0) {
            return usage("--max-cost must be a positive amount of USD; got " + maxCost + ".");
        }
        RunPolicy policy;
        try {
            policy = new RunPolicy(minMeanScore, tolerance, alpha, RunPolicy.DEFAULT_WORST_CASES);
        } catch (IllegalArgumentException e) {
            return usage(e.getMessage().replace("min_mean_score", "--min-mean-score"));
        }
        Path store = statements != null ? statements
                : out.toAbsolutePath().normalize().getParent().resolve("statements");
        String name = datasetName != null ? datasetName : dataset.getFileName().toString().replaceFirst("\\.jsonl?$", "");
        DatasetRun.Plan plan = new DatasetRun.Plan(dataset, out, baseline, store, policy, concurrency, maxCost,
                toleratedFailurePercentage, name);
        DatasetRun.Outcome outcome;
        try (RunProgressBar bar = new RunProgressBar(progress, stderr)) {
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

    static String headline(RunSummary summary) {
        return summary.gate().message();
    }
}
