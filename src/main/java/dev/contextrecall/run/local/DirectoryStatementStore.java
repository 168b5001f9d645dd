package dev.contextrecall.run.local;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.jboss.logging.Logger;

import dev.contextrecall.json.Json;
import dev.contextrecall.metric.StatementList;
import dev.contextrecall.metric.StatementStore;

/**
 * The statement store of the local runner: one file per key in a folder shared by the runs of a dataset, each written
 * whole ({@link AtomicFile}), so a run stopped mid-write never leaves half a list. A store
 * that cannot be written costs an extraction on the next run, never the case.
 */
public final class DirectoryStatementStore implements StatementStore {

    private static final Logger LOG = Logger.getLogger(DirectoryStatementStore.class);

    private final Path folder;

    public DirectoryStatementStore(Path folder) {
        this.folder = folder;
    }

    @Override
    public Optional<List<String>> recall(String key) {
        Path file = folder.resolve(key + ".json");
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            return StatementList.parse(Json.MAPPER.readTree(Files.readString(file, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    @Override
    public void remember(String key, List<String> statements) {
        try {
            AtomicFile.write(folder.resolve(key + ".json"), Json.MAPPER.writeValueAsString(statements));
        } catch (IOException e) {
            LOG.warnf("Could not keep statements in %s (%s); the next run extracts them again.", folder, e.getMessage());
        }
    }
}
