package dev.contextrecall.run;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.contextrecall.summary.Baseline;
import dev.contextrecall.summary.CaseOutcome;

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

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A finished case as kept in results.jsonl. */
    public record Kept(String hash, CaseOutcome outcome) {
    }

    private final Path folder;

    public RunFolder(Path folder) {
        this.folder = folder;
    }

    public Path path() {
        return folder;
    }

    /** The scored cases of an earlier, interrupted run into this folder, by id; the last line of an id wins. */
    public Map<JsonNode, Kept> finished() {
        Map<JsonNode, Kept> kept = new LinkedHashMap<>();
        readLines(folder.resolve(RESULTS)).forEach(line -> {
            CaseOutcome o = outcome(line);
            if (o.scored()) {
                kept.put(o.id(), new Kept(line.path("hash").asText(), o));
            } else {
                kept.remove(o.id());
            }
        });
        return kept;
    }

    public synchronized void append(String hash, CaseOutcome outcome) {
        try {
            Files.createDirectories(folder);
            try (BufferedWriter out = Files.newBufferedWriter(folder.resolve(RESULTS), StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
                out.write(line(hash, outcome));
                out.newLine();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Could not write " + folder.resolve(RESULTS) + ": " + e.getMessage(), e);
        }
    }

    /** Rewrites results.jsonl with exactly the run's cases, in dataset order (earlier attempts dropped). */
    public void settle(List<String> hashes, List<CaseOutcome> outcomes) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < outcomes.size(); i++) {
            text.append(line(hashes.get(i), outcomes.get(i))).append('\n');
        }
        write(RESULTS, text.toString());
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

    /** Every case of a finished run, as a baseline. */
    public Baseline asBaseline() {
        return new Baseline(folder.toString(), readLines(folder.resolve(RESULTS)).map(RunFolder::outcome).toList());
    }

    public Optional<JsonNode> summary() {
        Path file = folder.resolve(SUMMARY);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(JSON.readTree(file.toFile()));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /**
     * The baseline a path names: a run folder (it has summary.json), or a folder of runs, whose most recent run that
     * finished and passed its gate is taken (most recent by summary.json's time). Empty when there is none: a first
     * run.
     */
    public static Optional<RunFolder> baseline(Path path, Path exclude) {
        RunFolder named = new RunFolder(path);
        if (named.summary().isPresent()) {
            return Optional.of(named);
        }
        if (!Files.isDirectory(path)) {
            return Optional.empty();
        }
        try (Stream<Path> children = Files.list(path)) {
            return children.filter(Files::isDirectory)
                    .filter(child -> exclude == null || !child.toAbsolutePath().normalize()
                            .equals(exclude.toAbsolutePath().normalize()))
                    .map(RunFolder::new)
                    .filter(RunFolder::finishedRun)
                    .filter(run -> run.summary().map(s -> s.path("gate").path("passed").asBoolean()).orElse(false))
                    .max(Comparator.comparing(run -> modified(run.path().resolve(SUMMARY))));
        } catch (IOException e) {
            throw new UncheckedIOException("Could not list " + path + ": " + e.getMessage(), e);
        }
    }

    private static long modified(Path file) {
        try {
            return Files.getLastModifiedTime(file).toMillis();
        } catch (IOException e) {
            return 0;
        }
    }

    private static String line(String hash, CaseOutcome o) {
        ObjectNode line = JSON.createObjectNode();
        line.set("id", o.id());
        line.put("hash", hash);
        line.put("status", o.status());
        if (o.result() != null) {
            line.set("result", o.result());
        }
        if (o.error() != null) {
            line.put("error", o.error());
            line.put("cause", o.cause());
        }
        return line.toString();
    }

    private static CaseOutcome outcome(JsonNode line) {
        return new CaseOutcome(line.path("status").asText(), line.get("id"), line.get("result"),
                line.hasNonNull("error") ? line.get("error").asText() : null,
                line.hasNonNull("cause") ? line.get("cause").asText() : null);
    }

    /** Lines of a results file; a line cut short by an interruption is skipped. */
    private static Stream<JsonNode> readLines(Path file) {
        if (!Files.isRegularFile(file)) {
            return Stream.empty();
        }
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return in.lines().filter(l -> !l.isBlank()).map(RunFolder::parse).filter(n -> n != null && n.isObject())
                    .toList().stream();
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read " + file + ": " + e.getMessage(), e);
        }
    }

    private static JsonNode parse(String line) {
        try {
            return JSON.readTree(line);
        } catch (JsonProcessingException e) {
            return null;
        }
    }
}
