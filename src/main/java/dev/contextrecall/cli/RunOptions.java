package dev.contextrecall.cli;

import java.nio.file.Path;

import io.quarkus.runtime.annotations.RegisterForReflection;
import picocli.CommandLine.Option;

/**
 * The options of a run through the run engine, shared by the commands that make one (a picocli mixin; picocli sets
 * the fields by reflection, so the class is registered for it).
 */
@RegisterForReflection
public class RunOptions {

    @Option(names = "--out", required = true, paramLabel = "DIR",
            description = "Output folder; a folder holding an interrupted run resumes it.")
    Path out;

    @Option(names = "--statements", paramLabel = "DIR",
            description = "Statement store shared by runs (default: statements/ beside the output folder).")
    Path statements;

    @Option(names = "--concurrency", defaultValue = "4", description = "Cases scored at once (default ${DEFAULT-VALUE}).")
    int concurrency;

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
    Progress progress;

    /** What is wrong with these options; null when nothing is. */
    String invalid() {
        if (concurrency < 1 || concurrency > 256) {
            return "--concurrency must be between 1 and 256; got " + concurrency + ".";
        }
        if (maxCost != null && maxCost <= 0) {
            return "--max-cost must be a positive amount of USD; got " + maxCost + ".";
        }
        return null;
    }

    /** The name a run of this file gets in its summary. */
    String datasetName(Path dataset) {
        return datasetName != null ? datasetName : dataset.getFileName().toString().replaceFirst("\\.jsonl?$", "");
    }

    /** The statement store: --statements, else statements/ beside the output folder, for every kind of run. */
    Path statementStore() {
        return statements != null ? statements : out.toAbsolutePath().normalize().getParent().resolve("statements");
    }

    /** Where the progress goes: see {@link RunProgressBar}. */
    @RegisterForReflection
    enum Progress {
        AUTO, BAR, LINES, NONE
    }
}
