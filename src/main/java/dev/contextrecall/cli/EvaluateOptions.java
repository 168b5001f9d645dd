package dev.contextrecall.cli;

import java.nio.file.Path;

import io.quarkus.runtime.annotations.RegisterForReflection;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The evaluate command's line, as picocli reads it. Options only (picocli sets the fields by reflection, so the class
 * is registered for it); {@link EvaluateCommand} acts on them.
 */
@RegisterForReflection
@Command(name = EvaluateOptions.NAME, sortOptions = false,
        description = "Scores every test case of a dataset (JSONL, or a JSON array of cases), writes summary.json, report.html and report.md to "
                + "the output folder, and gates the run on a floor and on a significant regression against a "
                + "baseline run.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
                "0:the gate holds",
                "1:the mean score is below the floor (--min-mean-score)",
                "2:a significant regression against the baseline",
                "3:both",
                "4:the run is unfinished or could not start (budget cap, too many failed cases, unreadable dataset, an --out or --baseline that cannot be used, interrupted)",
                "64:invalid command line" })
public class EvaluateOptions {

    static final String NAME = "evaluate";

    @Parameters(index = "0", paramLabel = "DATASET", description = "The dataset: a JSONL file (one test case a line; .jsonl is always read so), or a JSON "
                    + "array of test cases (a .json file starting with '[', as DeepEval saves one).")
    Path dataset;

    /** --out and the options every run has. */
    @Mixin
    RunOptions run = new RunOptions();

    @Option(names = "--baseline", paramLabel = "PATH",
            description = "An earlier run's folder, or a folder of runs (its most recent passing run is taken). "
                    + "None found: a first run, gated on the floor alone.")
    Path baseline;

    @Option(names = "--min-mean-score", defaultValue = "0.7",
            description = "The floor: a mean score below it fails the run (default ${DEFAULT-VALUE}).")
    double minMeanScore;

    @Option(names = "--tolerance", defaultValue = "0.1",
            description = "A case whose score drops by more than this counts as regressed (default ${DEFAULT-VALUE}).")
    double tolerance;

    @Option(names = "--alpha", defaultValue = "0.05",
            description = "Significance level of the paired test against the baseline (default ${DEFAULT-VALUE}).")
    double alpha;

    @Option(names = "--junit", paramLabel = "FILE",
            description = "Also write the run as JUnit XML (one test case per dataset case; failures for regressed and "
                    + "below-threshold cases, errors for cases that could not be scored; the verdict as a property).")
    Path junit;

    @Option(names = "--compare-across-judges",
            description = "Compare with a baseline judged by another judge, model, prompt version or algorithm anyway "
                    + "(labelled as a judge change). Without it such a baseline is not compared.")
    boolean compareAcrossJudges;

    @Option(names = { "-h", "--help" }, usageHelp = true, description = "Show this help and exit.")
    boolean help;
}
