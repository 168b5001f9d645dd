package dev.contextrecall.support;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

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

    /** A 0-based node and a verbatim sentence of it. */
    public record Evidence(int node, String quote) {
    }

    /** The node sentence sharing most words with the statement (first one on ties): a span the evidence check finds. */
    public static Evidence evidence(String statement, List<String> nodes) {
        Set<String> words = words(statement);
        Evidence best = null;
        long bestShared = -1;
        for (int n = 0; n < nodes.size(); n++) {
            // Cut after ., ! or ?, but not after an initial ("Michael P. Fay"): the pieces stay verbatim spans.
            for (String sentence : nodes.get(n).split("(?<=[.!?])(?<!\\b\\p{Lu}\\.)\\s+")) {
                String quote = sentence.strip();
                long shared = words(quote).stream().filter(words::contains).count();
                if (quote.codePoints().anyMatch(Character::isLetterOrDigit) && shared > bestShared) {
                    best = new Evidence(n, quote);
                    bestShared = shared;
                }
            }
        }
        return best;
    }

    private static Set<String> words(String text) {
        return new HashSet<>(Arrays.asList(text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")));
    }
}
