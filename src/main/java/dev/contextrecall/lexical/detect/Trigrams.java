package dev.contextrecall.lexical.detect;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * How likely a text is in each Latin-script language, from its letter trigrams: the 1,000 most frequent trigrams
 * of each language with their counts (lexical/latin-trigrams.txt, built by bench/detect/build_trigrams.py from
 * Universal Dependencies treebanks), a trigram outside them counted as half an occurrence. Naive Bayes: each
 * language's score is the sum of the log frequencies of the text's trigrams.
 */
final class Trigrams {

    private static final String RESOURCE = "lexical/latin-trigrams.txt";

    private Trigrams() {
    }

    /** Loaded on first use, once: 11 languages, 11,000 trigrams. */
    private static final class Profiles {
        static final Map<String, Map<String, Double>> LOG_FREQUENCY = new HashMap<>();
        static final Map<String, Double> UNSEEN = new HashMap<>();

        static {
            try (InputStream in = Trigrams.class.getClassLoader().getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException(RESOURCE + " is not on the class path");
                }
                BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
                for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                    String[] fields = line.split(" ");
                    double total = Double.parseDouble(fields[1]);
                    Map<String, Double> frequencies = new HashMap<>(2 * fields.length);
                    for (int i = 2; i + 1 < fields.length; i += 2) {
                        double count = Double.parseDouble(fields[i + 1]);
                        frequencies.put(fields[i].replace('_', ' '), Math.log(count / total));
                    }
                    LOG_FREQUENCY.put(fields[0], frequencies);
                    UNSEEN.put(fields[0], Math.log(0.5 / total));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** The text as the profiles were counted: NFC, lower case, runs of non-letters one space, a space at each end. */
    static String normalised(String text) {
        String lower = Normalizer.normalize(text, Normalizer.Form.NFC).toLowerCase(Locale.ROOT);
        return " " + lower.replaceAll("[^\\p{L}]+", " ").strip() + " ";
    }

    /** Each language's log likelihood of the text's trigrams; empty when the text has no letters. */
    static Map<String, Double> logLikelihoods(String text) {
        String t = normalised(text);
        Map<String, Double> scores = new HashMap<>();
        if (t.isBlank()) {
            return scores;
        }
        Profiles.LOG_FREQUENCY.forEach((language, frequencies) -> {
            double unseen = Profiles.UNSEEN.get(language);
            double sum = 0;
            for (int i = 0; i + 3 <= t.length(); i++) {
                String trigram = t.substring(i, i + 3);
                if (!trigram.isBlank()) {
                    sum += frequencies.getOrDefault(trigram, unseen);
                }
            }
            scores.put(language, sum);
        });
        return scores;
    }
}
