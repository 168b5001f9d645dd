package dev.contextrecall.support;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/** The human-labelled dev set (data/context-recall-dev.jsonl in the repository), one case a line. */
public final class DevSet {

    /** Relative to the working directory, which is the project directory under Surefire. */
    public static final Path FILE = Path.of("data", "context-recall-dev.jsonl");

    private DevSet() {
    }

    public static List<JsonNode> cases() {
        if (!Files.isRegularFile(FILE)) {
            fail("The dev set is missing: expected " + FILE.toAbsolutePath().normalize()
                    + " (run the tests from the project directory).");
        }
        try {
            List<JsonNode> cases = new ArrayList<>();
            for (String line : Files.readAllLines(FILE)) {
                if (!line.isBlank()) {
                    cases.add(Json.read(line));
                }
            }
            return cases;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the dev set " + FILE.toAbsolutePath().normalize(), e);
        }
    }

    public static boolean isHotpotQa(JsonNode c) {
        return c.path("source").asText().startsWith("HotpotQA") || c.path("id").asText().startsWith("hotpotqa");
    }

    /** The labelled statements, in order. */
    public static List<String> statements(JsonNode c) {
        List<String> out = new ArrayList<>();
        c.get("gold_statements").forEach(s -> out.add(s.get("statement").asText()));
        return out;
    }
}
