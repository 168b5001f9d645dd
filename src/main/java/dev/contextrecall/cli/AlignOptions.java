package dev.contextrecall.cli;

import java.nio.file.Path;

import io.quarkus.runtime.annotations.RegisterForReflection;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The align command's line, as picocli reads it. Options only (picocli sets the fields by reflection, so the class is
 * registered for it); {@link AlignCommand} acts on them.
 */
@RegisterForReflection
@Command(name = AlignOptions.NAME, sortOptions = false,
        description = "Runs the configured judge over a labelled dataset (gold_recall, gold_statements) and reports, "
                + "per source and overall, how it agrees with the labels: MAE of the score, precision, recall and "
                + "Cohen's kappa of \"supported\" per statement, the share of verified quotes, and the spend. Writes "
                + "alignment.md, alignment.json and results.jsonl to the output folder.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
                "0:the run finished (and the overall MAE is within --max-mae, when given)",
                "1:the overall MAE exceeds --max-mae",
                "4:the run could not finish (budget cap, too many failed cases, unreadable or unlabelled dataset)",
                "64:invalid command line" })
public class AlignOptions {

    static final String NAME = "align";

    @Parameters(index = "0", arity = "0..1", paramLabel = "DATASET",
            description = "Labelled JSONL file in the format of data/context-recall-dev.jsonl (default: that "
                    + "development set, bundled in the jar).")
    Path dataset;

    /** --out and the options every run has. */
    @Mixin
    RunOptions run = new RunOptions();

    @Option(names = "--max-mae", paramLabel = "X",
            description = "Exit 1 when the overall MAE against gold_recall is above this (0 to 1).")
    Double maxMae;

    @Option(names = { "-h", "--help" }, usageHelp = true, description = "Show this help and exit.")
    boolean help;
}
