package dev.contextrecall.support;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/** The multilingual dev set (data/multilingual-dev.jsonl): XQuAD cases in 11 languages, one case a line. */
public final class MultilingualSet {

    /** Relative to the working directory, which is the project directory under Surefire. */
    public static final Path FILE = Path.of("data", "multilingual-dev.jsonl");

    /** The languages of the set, as in {@code metadata.language}. */
    public static final List<String> LANGUAGES = List.of("ar", "de", "el", "en", "es", "hi", "ro", "ru", "tr", "vi", "zh");

    private MultilingualSet() {
    }

    public static List<JsonNode> cases() {
        if (!Files.isRegularFile(FILE)) {
            fail("The multilingual dev set is missing: expected " + FILE.toAbsolutePath().normalize()
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
            throw new UncheckedIOException("Cannot read the multilingual dev set " + FILE.toAbsolutePath().normalize(), e);
        }
    }

    public static String language(JsonNode c) {
        return c.get("metadata").get("language").asText();
    }
}
