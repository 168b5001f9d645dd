package dev.contextrecall.run.alignment;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Whether a judge split a reference as the labels did, so that its verdicts can be compared with the labels one by
 * one. The split lines up when it has as many statements as the labels and each statement, in order, is the labelled
 * one: the same words after normalisation (Unicode NFKC, lower case, every run of characters other than letters and
 * digits read as one space), or near it: a Dice overlap of the two word lists (2 x shared words / all words, repeats
 * counted) of at least {@link #NEAR}.
 */
public final class StatementSplit {

    /** A word or two in a dozen may differ: a reworded article or a dropped comma word, not another claim. */
    public static final double NEAR = 0.8;

    private StatementSplit() {
    }

    public static boolean linesUp(List<String> judged, List<String> labelled) {
        if (judged.size() != labelled.size()) {
            return false;
        }
        for (int i = 0; i < judged.size(); i++) {
            if (!same(judged.get(i), labelled.get(i))) {
                return false;
            }
        }
        return true;
    }

    static boolean same(String a, String b) {
        List<String> x = words(a);
        List<String> y = words(b);
        return x.equals(y) || dice(x, y) >= NEAR;
    }

    static List<String> words(String text) {
        String folded = Normalizer.normalize(text, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT)
                .replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
        return folded.isEmpty() ? List.of() : Arrays.asList(folded.split(" "));
    }

    static double dice(List<String> x, List<String> y) {
        if (x.isEmpty() && y.isEmpty()) {
            return 1.0;
        }
        Map<String, Integer> left = new HashMap<>();
        x.forEach(w -> left.merge(w, 1, Integer::sum));
        int shared = 0;
        for (String w : y) {
            Integer n = left.get(w);
            if (n != null && n > 0) {
                left.put(w, n - 1);
                shared++;
            }
        }
        return 2.0 * shared / (x.size() + y.size());
    }
}
