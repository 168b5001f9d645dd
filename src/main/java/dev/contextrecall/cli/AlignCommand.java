package dev.contextrecall.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;

import dev.contextrecall.json.Json;
import dev.contextrecall.run.alignment.Alignment;
import dev.contextrecall.run.alignment.AlignmentReport;
import dev.contextrecall.run.alignment.AlignmentTable;
import dev.contextrecall.run.local.DatasetFile;
import dev.contextrecall.run.local.DatasetRun;
import dev.contextrecall.run.local.RunFolder;
import dev.contextrecall.run.summary.RunPolicy;
import dev.contextrecall.run.summary.RunSummary;

/**
 * align: the configured judge over a labelled dataset, through the run engine (concurrency, progress, estimate, budget
 * cap, resume), then its agreement with the labels. The line is read into {@link AlignOptions}.
 */
public class AlignCommand {

    static final String NAME = AlignOptions.NAME;

    static final int ALIGNED = Commands.DONE;
    static final int ABOVE_MAX_MAE = 1;

    /** The development set, copied into the jar at build time (pom.xml), with its licence and attribution beside it. */
    static final String BUNDLED_FILE = "context-recall-dev.jsonl";
    static final String BUNDLED = "/dev-set/" + BUNDLED_FILE;
    static final String ALIGNMENT_MD = "alignment.md";
    static final String ALIGNMENT_JSON = "alignment.json";

    private final DatasetRun run;
    private final PrintStream stdout;
    private final PrintStream stderr;

    AlignCommand(DatasetRun run, PrintStream stdout, PrintStream stderr) {
        this.run = run;
        this.stdout = stdout;
        this.stderr = stderr;
    }

    static int execute(DatasetRun run, String... args) {
        return Commands.execute(NAME, new AlignOptions(), args,
                (options, stdout, stderr) -> new AlignCommand(run, stdout, stderr).call(options));
    }

    int call(AlignOptions o) throws InterruptedException {
        String invalid = o.run.invalid();
        if (invalid == null && o.maxMae != null && (o.maxMae < 0 || o.maxMae > 1)) {
            invalid = "--max-mae must be between 0 and 1; got " + o.maxMae + ".";
        }
        if (invalid != null) {
            stderr.println(NAME + ": " + invalid);
            return Commands.USAGE;
        }
        DatasetRun.Outcome outcome;
        List<DatasetFile.Case> cases;
        Path dataset;
        try {
            dataset = o.dataset != null ? o.dataset : bundled(o.run.out);
            cases = labelled(dataset);
            DatasetRun.Plan plan = new DatasetRun.Plan(dataset, o.run.out, null, o.run.statementStore(),
                    RunPolicy.floor(null).tolerating(o.run.toleratedFailurePercentage), o.run.concurrency,
                    o.run.maxCost, o.run.datasetName(dataset), RunSummary.ALIGNMENT);
            try (RunProgressBar bar = new RunProgressBar(o.run.progress, stderr, false)) {
                outcome = run.run(plan, bar);
            }
        } catch (IOException | IllegalArgumentException e) {
            stderr.println(NAME + ": the run could not start: " + e.getMessage());
            return Commands.INCOMPLETE;
        }
        AlignmentReport report = Alignment.measure(outcome.summary().dataset(),
                cases.stream().map(DatasetFile.Case::body).toList(), outcome.cases(), o.maxMae);
        String table = AlignmentTable.markdown(report);
        RunFolder folder = new RunFolder(outcome.folder());
        folder.write(ALIGNMENT_MD, table);
        folder.write(ALIGNMENT_JSON, json(report));
        stdout.print(table);
        stdout.println();
        stdout.println("Files: " + outcome.folder().toAbsolutePath());
        if (outcome.incomplete() != null) {
            stderr.println(NAME + ": the run could not finish: " + outcome.incomplete());
            return Commands.INCOMPLETE;
        }
        return Boolean.FALSE.equals(report.withinMaxMae()) ? ABOVE_MAX_MAE : ALIGNED;
    }

    /** The dataset's cases, each with its labels; a case without them is refused before anything is spent. */
    private static List<DatasetFile.Case> labelled(Path dataset) throws IOException {
        List<DatasetFile.Case> cases = DatasetFile.read(dataset);
        for (DatasetFile.Case c : cases) {
            String problem = Alignment.labelProblem(c.body());
            if (problem != null) {
                throw new IllegalArgumentException(dataset + " line " + c.line() + ": " + problem + " (see "
                        + "data/README.md for the format).");
            }
        }
        return cases;
    }

    /**
     * The bundled development set, copied into the output folder: a run reads a file, and the folder then holds the
     * very cases it was run on (a rerun into it resumes).
     */
    private static Path bundled(Path out) throws IOException {
        Path copy = out.resolve(BUNDLED_FILE);
        try (InputStream in = AlignCommand.class.getResourceAsStream(BUNDLED)) {
            if (in == null) {
                throw new IOException("the development set is not in this build (" + BUNDLED + "); name a DATASET.");
            }
            Files.createDirectories(out);
            Files.copy(in, copy, StandardCopyOption.REPLACE_EXISTING);
        }
        return copy;
    }

    private static String json(AlignmentReport report) {
        try {
            return Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(report) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("alignment.json could not be written: " + e.getMessage(), e);
        }
    }
}
