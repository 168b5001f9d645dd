package dev.contextrecall.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.lexical.Languages;
import dev.contextrecall.support.Json;

/**
 * How often the language detector names the language of a text without a language field, per language, on the
 * labelled statements of the data sets (each statement alone, and cut to its first 6 and 4 words): right, wrong
 * (another language) and undetermined; from the text alone, and as the reference of its own case, with the case's
 * chunks (as the judge decides a case's language). Usage: bench/language-detection.sh [FILE...]
 */
public final class LanguageDetectionBench {

    static final List<Path> FILES = List.of(Path.of("data", "context-recall-dev.jsonl"),
            Path.of("data", "multilingual-dev.jsonl"), Path.of("data", "heldout-wice-test.jsonl"),
            Path.of("data", "heldout-xquad.jsonl"), Path.of("data", "heldout-jsquad.jsonl"));

    static final int[] WORDS = { Integer.MAX_VALUE, 6, 4 };

    public static void main(String[] args) {
        List<Path> files = args.length == 0 ? FILES : Arrays.stream(args).map(Path::of).toList();
        Map<String, int[][]> alone = new TreeMap<>(); // language -> per cut: right, wrong, undetermined
        Map<String, int[][]> inCase = new TreeMap<>();
        for (Path file : files) {
            for (JsonNode c : Json.readLines(file, file.toString())) {
                JsonNode meta = c.get("metadata");
                String language = meta != null && meta.has("language") ? meta.get("language").asText() : "en";
                List<String> chunks = new ArrayList<>();
                c.get("retrieval_context").forEach(n -> chunks.add(n.isTextual() ? n.asText() : n.path("text").asText()));
                List<String> texts = new ArrayList<>();
                c.get("gold_statements").forEach(g -> texts.add(g.get("statement").asText()));
                for (String text : texts) {
                    for (int cut = 0; cut < WORDS.length; cut++) {
                        String shortened = firstWords(text, language, WORDS[cut]);
                        count(alone, language, cut, Languages.guess(shortened));
                        count(inCase, language, cut, Languages.ofCase(null, shortened, chunks));
                    }
                }
            }
        }
        System.out.println(table("Language detected from the text alone, per labelled statement " + files, alone));
        System.out.println(table("The same statements as their case's reference, with its chunks", inCase));
    }

    private static void count(Map<String, int[][]> tally, String language, int cut, String guess) {
        int[] t = tally.computeIfAbsent(language, l -> new int[WORDS.length][3])[cut];
        t[guess.equals(language) ? 0 : guess.isEmpty() ? 2 : 1]++;
    }

    private static String table(String title, Map<String, int[][]> tally) {
        StringBuilder out = new StringBuilder("\n" + title
                + "\n\n| language | statements | whole: right / wrong / undetermined | first 6 words | first 4 words |"
                + "\n|---|---|---|---|---|\n");
        tally.forEach((language, t) -> {
            out.append(String.format(Locale.ROOT, "| %s | %d |", language, t[0][0] + t[0][1] + t[0][2]));
            for (int[] cut : t) {
                int n = cut[0] + cut[1] + cut[2];
                out.append(String.format(Locale.ROOT, " %.1f%% / %.1f%% / %.1f%% |", 100.0 * cut[0] / n,
                        100.0 * cut[1] / n, 100.0 * cut[2] / n));
            }
            out.append('\n');
        });
        return out.toString();
    }

    /** The first words of a text; in scripts without spaces, as many characters as that many words would take. */
    static String firstWords(String text, String language, int words) {
        if (words == Integer.MAX_VALUE) {
            return text;
        }
        if (List.of("zh", "ja", "th").contains(language)) {
            return text.substring(0, Math.min(text.length(), 3 * words));
        }
        String[] w = text.split("\\s+");
        return String.join(" ", Arrays.copyOf(w, Math.min(w.length, words)));
    }

}
