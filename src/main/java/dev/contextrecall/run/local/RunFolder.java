package dev.contextrecall.run.local;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.contextrecall.json.Json;
import dev.contextrecall.run.summary.Baseline;
import dev.contextrecall.run.summary.CaseOutcome;
import dev.contextrecall.run.summary.RunSummary;
import dev.contextrecall.run.summary.ScoredResult;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The output folder of one local run: results.jsonl (one line per case, appended as each finishes, so an interrupted
 * run keeps what it finished), summary.json, report.html and report.md.
 */
public final class RunFolder {

    public static final String RESULTS = "results.jsonl";
    public static final String SUMMARY = "summary.json";
    public static final String HTML = "report.html";
    public static final String MARKDOWN = "report.md";
    /** Present while a run is unfinished (stopped by its budget cap, or too many failed cases): never a baseline. */
    public static final String UNFINISHED = "UNFINISHED";

    /** What a run folder's summary.json says of the run: its kind, its dataset and whether its gate passed. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    @RegisterForReflection
    record Written(String kind, String dataset, Gate gate) {

        @JsonIgnoreProperties(ignoreUnknown = true)
        @RegisterForReflection
        record Gate(boolean passed) {
        }

        /** A summary written before runs had kinds is an evaluation run's. */
        Written {
            kind = kind == null ? RunSummary.EVALUATION : kind;
        }

        boolean passed() {
            return gate != null && gate.passed();
        }
    }

    /** A finished case as kept in results.jsonl. */
    public record Kept(String hash, CaseOutcome outcome) {
    }

    /** The folder lock's file ({@link #lock()}). */
    public static final String LOCK = ".lock";
    /** The ledger of what each case cost, across every run into the folder: the budget cap's record. */
    public static final String SPEND = "spend.jsonl";

    private final Path folder;
    private boolean closed;

    public RunFolder(Path folder) {
        this.folder = folder;
    }

    public Path path() {
        return folder;
    }

    /**
     * Fails unless the run's files can be written here: --out names a folder (made if missing) that takes a file.
     * Checked before the first case is scored, so a bad --out costs nothing.
     */
    public void checkWritable() {
        if (Files.exists(folder) && !Files.isDirectory(folder)) {
            throw new IllegalArgumentException("--out " + folder + " is a file, not a folder.");
        }
        try {
            Files.createDirectories(folder);
            Path probe = Files.createTempFile(folder, ".write-check", ".tmp");
            Files.delete(probe);
        } catch (IOException e) {
            throw new IllegalArgumentException("--out " + folder + " cannot be written: " + e.getMessage(), e);
        }
    }

    /**
     * Fails when this folder holds another run: another kind (an evaluation into an alignment's folder) or another
     * dataset.
     */
    public void checkSameRun(String kind, String dataset) {
        summary().ifPresent(s -> {
            String theirKind = s.kind();
            if (!theirKind.equals(kind)) {
                throw new IllegalArgumentException("--out " + folder + " holds an " + theirKind + " run, not an " + kind
                        + " run: choose another folder.");
            }
            String theirDataset = s.dataset();
            if (theirDataset != null && !theirDataset.equals(dataset)) {
                throw new IllegalArgumentException("--out " + folder + " holds a run of the dataset " + theirDataset
                        + ", not " + dataset + ": choose another folder.");
            }
        });
    }

    /**
     * Fails when a kept result would be reused under another judge than the one that would score its case now:
     * resuming would silently mix two judges in one run.
     */
    public void checkSameJudge(JsonNode id, ScoredResult kept, String judge, String model) {
        String theirJudge = kept.judge();
        String theirModel = kept.evaluationModel();
        boolean llm = "llm".equals(judge);
        if (!java.util.Objects.equals(theirJudge, judge) || llm && !sameModel(theirModel, model)) {
            throw new IllegalArgumentException("--out " + folder + " holds results judged by " + theirJudge + " "
                    + theirModel + " (case " + (id.isTextual() ? id.asText() : id) + "); this run's judge is " + judge
                    + (llm ? " " + model : "") + ". Resume with the same judge, or choose another folder.");
        }
    }

    /** A provider answers with a dated model name ("gpt-4o-mini-2024-07-18") for the configured one. */
    private static boolean sameModel(String kept, String configured) {
        return kept == null || configured == null || kept.equals(configured) || kept.startsWith(configured + "-");
    }

    /**
     * What an earlier run into this folder left: its scored cases by id (the last line of an id wins), what it spent
     * (the ledger's total), and the damage found (lines a kill or a full disk cut short: their cases are scored
     * again, and each is named).
     */
    public record Resume(Map<JsonNode, Kept> kept, BigDecimal spent, List<String> damage) {
    }

    /** The scored cases of an earlier, interrupted run into this folder, and what it spent. */
    public Resume resume() {
        Map<JsonNode, Kept> kept = new LinkedHashMap<>();
        List<String> damage = new ArrayList<>();
        BigDecimal[] costs = {BigDecimal.ZERO};
        ResultLines.read(folder.resolve(RESULTS), damage, "the case it held is scored again", line -> {
            CaseOutcome o = slim(ResultLines.outcome(line));
            if (o.scored()) {
                kept.put(o.id(), new Kept(line.path("hash").asText(), o));
                if (o.scoredResult().evaluationCost() != null) {
                    costs[0] = costs[0].add(o.scoredResult().evaluationCost());
                }
            } else {
                kept.remove(o.id());
            }
        });
        summaryDamage().ifPresent(damage::add);
        // A folder written before the ledger existed: what its results cost is the best record there is.
        BigDecimal spent = Files.exists(folder.resolve(SPEND)) ? ledger(damage) : costs[0];
        return new Resume(kept, spent, damage);
    }

    /** The total of spend.jsonl: one line per case that cost something, appended as it finished. */
    private BigDecimal ledger(List<String> damage) {
        BigDecimal[] total = {BigDecimal.ZERO};
        ResultLines.read(folder.resolve(SPEND), damage, "what it recorded is not counted", line -> {
            if (line.path("cost").isNumber()) {
                total[0] = total[0].add(line.get("cost").decimalValue());
            }
        });
        return total[0];
    }

    /** Adds what a case cost (or, unknown, its estimate) to the folder's ledger, which no rewrite drops. */
    public synchronized void spent(JsonNode id, BigDecimal cost, boolean estimated) {
        if (closed || cost == null || cost.signum() == 0) {
            return;
        }
        ObjectNode line = Json.MAPPER.createObjectNode();
        line.set("id", id);
        line.put("cost", cost);
        if (estimated) {
            line.put("estimated", true);
        }
        appendLine(SPEND, line.toString());
    }

    /** A summary.json that is there but cannot be read (empty, cut short): said, and written again at the end. */
    private Optional<String> summaryDamage() {
        Path file = folder.resolve(SUMMARY);
        if (Files.isRegularFile(file) && summary().isEmpty()) {
            return Optional.of(file + " is damaged (empty or cut short); it is written again when this run ends.");
        }
        return Optional.empty();
    }

    /** Takes the folder for this process: see {@link FolderLock}. */
    public FolderLock lock() throws IOException {
        return FolderLock.take(folder, folder.resolve(LOCK));
    }

    /** After close, nothing more is appended: a case abandoned at an interrupt does not write after the summary. */
    public synchronized void close() {
        closed = true;
    }

    /** Appends the case's line to results.jsonl; false (nothing written) once the folder is closed. */
    public synchronized boolean append(String hash, CaseOutcome outcome) {
        if (closed) {
            return false;
        }
        appendLine(RESULTS, ResultLines.line(hash, outcome));
        return true;
    }

    private void appendLine(String name, String text) {
        try {
            Files.createDirectories(folder);
            try (BufferedWriter out = Files.newBufferedWriter(folder.resolve(name), StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
                out.write(text + "\n"); // one write: the line and its end together
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Could not write " + folder.resolve(name) + ": " + e.getMessage(), e);
        }
    }

    /**
     * Rewrites results.jsonl with exactly the run's cases, in dataset order (earlier attempts dropped), without holding
     * them: a case's line is copied from the last line of its id in the file (where it was appended as it finished),
     * and only the cases never run are written anew. Only each id's place in the file is kept in memory.
     */
    public void settle(List<String> hashes, List<CaseOutcome> outcomes) {
        ResultLines.settle(folder.resolve(RESULTS), hashes, outcomes);
    }

    /**
     * The outcome as kept in memory during a run: scores and counts ({@link ScoredResult#withoutText()}), its error
     * and cause when it failed; not the result's JSON, texts or chunks, which stay in results.jsonl.
     */
    public static CaseOutcome slim(CaseOutcome o) {
        return new CaseOutcome(o.status(), o.id(), null, o.scored() ? o.scoredResult().withoutText() : null,
                o.error(), o.cause(), null);
    }

    /** The whole outcomes of the cases with these ids, read from results.jsonl (the last line of an id wins). */
    public Map<JsonNode, CaseOutcome> cases(java.util.Set<JsonNode> ids) {
        Map<JsonNode, CaseOutcome> found = new HashMap<>();
        if (!ids.isEmpty()) {
            ResultLines.read(folder.resolve(RESULTS), new ArrayList<>(), "", line -> {
                if (ids.contains(line.get("id"))) {
                    found.put(line.get("id"), ResultLines.outcome(line));
                }
            });
        }
        return found;
    }

    public void write(String name, String text) {
        try {
            AtomicFile.write(folder.resolve(name), text);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not write " + folder.resolve(name) + ": " + e.getMessage(), e);
        }
    }

    /** Records why the run did not finish (null: it finished). */
    public void unfinished(String reason) {
        if (reason != null) {
            write(UNFINISHED, reason + "\n");
            return;
        }
        try {
            Files.deleteIfExists(folder.resolve(UNFINISHED));
        } catch (IOException e) {
            throw new UncheckedIOException("Could not update " + folder.resolve(UNFINISHED) + ": " + e.getMessage(), e);
        }
    }

    boolean finishedRun() {
        return !Files.exists(folder.resolve(UNFINISHED));
    }

    /** The run's cases as results.jsonl holds them, one line a case (in dataset order once the run has settled it). */
    public void eachCase(java.util.function.Consumer<CaseOutcome> each) {
        ResultLines.read(folder.resolve(RESULTS), new ArrayList<>(), "", line -> each.accept(ResultLines.outcome(line)));
    }

    /** Every case of a finished run, as a baseline. */
    public Baseline asBaseline() {
        List<CaseOutcome> outcomes = new ArrayList<>();
        ResultLines.read(folder.resolve(RESULTS), new ArrayList<>(), "", line -> outcomes.add(slim(ResultLines.outcome(line))));
        return new Baseline(folder.toString(), outcomes, summary().map(Written::dataset).orElse(null));
    }

    Optional<Written> summary() {
        Path file = folder.resolve(SUMMARY);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(Json.MAPPER.readValue(file.toFile(), Written.class));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Only evaluation runs are baselines: an alignment run scores the labelled set with a judge under test. */
    boolean evaluationRun(Written summary) {
        return RunSummary.EVALUATION.equals(summary.kind()) && !Files.exists(folder.resolve("alignment.json"));
    }
}
