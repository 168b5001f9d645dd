package dev.contextrecall.lexical.detect;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
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

    private static final java.util.regex.Pattern NON_LETTERS = java.util.regex.Pattern.compile("[^\\p{L}]+");

    private Trigrams() {
    }

    /** Loaded on first use, once: the languages, and for each trigram its log frequency in each of them. */
    private static final class Profiles {
        static final List<String> LANGUAGES = new ArrayList<>();
        static final Map<String, double[]> LOG_FREQUENCY = new HashMap<>();
        /** A trigram none of the languages' lists holds: half an occurrence in each. */
        static final double[] UNSEEN;

        static {
            List<String[]> lines = new ArrayList<>();
            try (InputStream in = Trigrams.class.getClassLoader().getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException(RESOURCE + " is not on the class path");
                }
                BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
                for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                    lines.add(line.split(" "));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            UNSEEN = new double[lines.size()];
            for (int l = 0; l < lines.size(); l++) {
                String[] fields = lines.get(l);
                LANGUAGES.add(fields[0]);
                UNSEEN[l] = Math.log(0.5 / Double.parseDouble(fields[1]));
            }
            for (int l = 0; l < lines.size(); l++) {
                String[] fields = lines.get(l);
                double total = Double.parseDouble(fields[1]);
                for (int i = 2; i + 1 < fields.length; i += 2) {
                    double[] row = LOG_FREQUENCY.computeIfAbsent(fields[i].replace('_', ' '), t -> UNSEEN.clone());
                    row[l] = Math.log(Double.parseDouble(fields[i + 1]) / total);
                }
            }
        }
    }

    /** The text as the profiles were counted: NFC, lower case, runs of non-letters one space, a space at each end. */
    static String normalised(String text) {
        String lower = Normalizer.normalize(text, Normalizer.Form.NFC).toLowerCase(Locale.ROOT);
        return " " + NON_LETTERS.matcher(lower).replaceAll(" ").strip() + " ";
    }

    /** Each language's log likelihood of the text's trigrams; empty when the text has no letters. */
    static Map<String, Double> logLikelihoods(String text) {
        String t = normalised(text);
        Map<String, Double> scores = new HashMap<>();
        if (t.isBlank()) {
            return scores;
        }
        double[] sum = new double[Profiles.UNSEEN.length];
        for (int i = 0; i + 3 <= t.length(); i++) {
            String trigram = t.substring(i, i + 3);
            if (!trigram.isBlank()) {
                double[] row = Profiles.LOG_FREQUENCY.getOrDefault(trigram, Profiles.UNSEEN);
                for (int l = 0; l < sum.length; l++) {
                    sum[l] += row[l];
                }
            }
        }
        for (int l = 0; l < sum.length; l++) {
            scores.put(Profiles.LANGUAGES.get(l), sum[l]);
        }
        return scores;
    }
}
