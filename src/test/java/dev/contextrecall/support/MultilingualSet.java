package dev.contextrecall.support;

import java.nio.file.Path;
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
        return Json.readLines(FILE, "multilingual dev set");
    }

    public static String language(JsonNode c) {
        return c.get("metadata").get("language").asText();
    }
}
