package dev.contextrecall.run.local;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

import dev.contextrecall.run.summary.BaselineRule;

/** Where a run's baseline is: the folder --baseline names, or the right run in a folder of runs. */
public final class BaselineFolders {

    private BaselineFolders() {
    }

    /**
     * The baseline a path names: an evaluation run's folder (it has summary.json), or a folder of runs, whose most
     * recent evaluation run of the same dataset that finished and passed its gate is taken (most recent by
     * summary.json's time; alignment runs are never taken). Empty when that folder holds none, or does not exist yet: a first run. A path that names
     * an alignment run, an unfinished run or an unreadable summary is an error.
     */
    public static Optional<RunFolder> find(Path path, Path exclude) {
        return find(path, exclude, null);
    }

    /** The same, where a folder of runs yields only a run of the given dataset (null: any). */
    public static Optional<RunFolder> find(Path path, Path exclude, String dataset) {
        if (!Files.exists(path)) {
            return Optional.empty();
        }
        RunFolder named = new RunFolder(path);
        if (Files.isRegularFile(path.resolve(RunFolder.SUMMARY))) {
            RunFolder.Written summary = named.summary().orElseThrow(() -> new IllegalArgumentException("--baseline " + path
                    + ": its summary.json cannot be read."));
            if (!named.evaluationRun(summary)) {
                throw new IllegalArgumentException("--baseline " + path + " is an alignment run, not an evaluation run.");
            }
            if (!named.finishedRun()) {
                throw new IllegalArgumentException("--baseline " + path + " is an unfinished run: it cannot be a baseline.");
            }
            return Optional.of(named);
        }
        if (!Files.isDirectory(path)) {
            throw new IllegalArgumentException("--baseline " + path + " is neither a run folder nor a folder of runs.");
        }
        try (Stream<Path> children = Files.list(path)) {
            return children.filter(Files::isDirectory)
                    .filter(child -> exclude == null || !child.toAbsolutePath().normalize()
                            .equals(exclude.toAbsolutePath().normalize()))
                    .map(RunFolder::new)
                    .filter(RunFolder::finishedRun)
                    .filter(run -> run.summary().map(s -> run.evaluationRun(s)
                            && BaselineRule.qualifies(s.kind(), s.passed())
                            && (dataset == null || s.dataset() == null || dataset.equals(s.dataset()))).orElse(false))
                    .max(Comparator.comparing(run -> modified(run.path().resolve(RunFolder.SUMMARY))));
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
}
