package dev.contextrecall.lexical.detect;

import java.io.IOException;
import java.io.InputStream;
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

    /**
     * Loaded on first use, once: the languages, and for each trigram its log frequency in each of them, in a table
     * keyed by the trigram's three characters packed in a long (open addressing, so a lookup allocates nothing).
     */
    private static final class Profiles {
        static final List<String> LANGUAGES = new ArrayList<>();
        static final int SLOTS = 1 << 14;
        static final long[] KEYS = new long[SLOTS];
        /** Per slot, the row of log frequencies, one per language; null where the slot is empty. */
        static final double[][] ROWS = new double[SLOTS][];
        /** A trigram none of the languages' lists holds: half an occurrence in each. */
        static final double[] UNSEEN;

        static {
            String text;
            try (InputStream in = Trigrams.class.getClassLoader().getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException(RESOURCE + " is not on the class path");
                }
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            String[] lines = text.strip().split("\n");
            UNSEEN = new double[lines.length];
            for (int l = 0; l < lines.length; l++) {
                String line = lines[l];
                int a = line.indexOf(' ');
                int b = line.indexOf(' ', a + 1);
                LANGUAGES.add(line.substring(0, a));
                UNSEEN[l] = Math.log(0.5 / Integer.parseInt(line, a + 1, b, 10));
            }
            // one pass per line, no regular expression: this runs on the first text without a language
            for (int l = 0; l < lines.length; l++) {
                String line = lines[l];
                int a = line.indexOf(' ');
                int b = line.indexOf(' ', a + 1);
                double logTotal = Math.log(Integer.parseInt(line, a + 1, b, 10));
                for (int i = b + 1; i < line.length();) {
                    long key = key(unescaped(line.charAt(i)), unescaped(line.charAt(i + 1)), unescaped(line.charAt(i + 2)));
                    int end = line.indexOf(' ', i + 4);
                    end = end < 0 ? line.length() : end;
                    int slot = slot(key);
                    if (ROWS[slot] == null) {
                        KEYS[slot] = key;
                        ROWS[slot] = UNSEEN.clone();
                    }
                    ROWS[slot][l] = Math.log(Integer.parseInt(line, i + 4, end, 10)) - logTotal;
                    i = end + 1;
                }
            }
        }

        private static char unescaped(char c) {
            return c == '_' ? ' ' : c;
        }

        /** The slot holding {@code key}, or the empty one where it would go. */
        static int slot(long key) {
            int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> 50);
            while (ROWS[slot] != null && KEYS[slot] != key) {
                slot = (slot + 1) & (SLOTS - 1);
            }
            return slot;
        }

        static double[] row(long key) {
            double[] row = ROWS[slot(key)];
            return row != null ? row : UNSEEN;
        }
    }

    private static long key(char a, char b, char c) {
        return ((long) a << 32) | ((long) b << 16) | c;
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
            if (t.charAt(i) == ' ' && t.charAt(i + 1) == ' ' && t.charAt(i + 2) == ' ') {
                continue;
            }
            double[] row = Profiles.row(key(t.charAt(i), t.charAt(i + 1), t.charAt(i + 2)));
            for (int l = 0; l < sum.length; l++) {
                sum[l] += row[l];
            }
        }
        for (int l = 0; l < sum.length; l++) {
            scores.put(Profiles.LANGUAGES.get(l), sum[l]);
        }
        return scores;
    }
}
