package dev.contextrecall.lexical;


/**
 * Normalised string similarities in [0, 1], 1 for equal strings, on Unicode code points. Levenshtein: 1 - edit
 * distance / longer length. Jaro-Winkler: Jaro, with Winkler's common-prefix boost (up to 4 characters, weight
 * 0.1) when Jaro is above 0.7. Hamming: positions that agree / longer length (the shorter string is padded).
 */
public final class StringSimilarity {

    private StringSimilarity() {
    }

    public static double of(SimilarityMeasure measure, String a, String b) {
        int[] x = a.codePoints().toArray();
        int[] y = b.codePoints().toArray();
        if (x.length == 0 && y.length == 0) {
            return 1.0;
        }
        return switch (measure) {
            case LEVENSHTEIN -> 1.0 - (double) levenshtein(x, y) / Math.max(x.length, y.length);
            case JARO_WINKLER -> jaroWinkler(x, y);
            case HAMMING -> hamming(x, y);
        };
    }

    /** Character comparisons a measure makes for two lengths: what a request's work limit counts. */
    public static long cost(SimilarityMeasure measure, long lengthA, long lengthB) {
        return measure == SimilarityMeasure.HAMMING ? Math.max(lengthA, lengthB) : lengthA * lengthB;
    }

    static int levenshtein(int[] x, int[] y) {
        int[] previous = new int[y.length + 1];
        int[] current = new int[y.length + 1];
        for (int j = 0; j <= y.length; j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= x.length; i++) {
            current[0] = i;
            for (int j = 1; j <= y.length; j++) {
                int substitution = previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j] + 1, current[j - 1] + 1));
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[y.length];
    }

    static double jaroWinkler(int[] x, int[] y) {
        if (x.length == 0 || y.length == 0) {
            return 0.0;
        }
        int window = Math.max(0, Math.max(x.length, y.length) / 2 - 1);
        boolean[] xMatched = new boolean[x.length];
        boolean[] yMatched = new boolean[y.length];
        int matches = 0;
        for (int i = 0; i < x.length; i++) {
            int from = Math.max(0, i - window);
            int to = Math.min(y.length - 1, i + window);
            for (int j = from; j <= to; j++) {
                if (!yMatched[j] && x[i] == y[j]) {
                    xMatched[i] = true;
                    yMatched[j] = true;
                    matches++;
                    break;
                }
            }
        }
        if (matches == 0) {
            return 0.0;
        }
        int halfTranspositions = 0;
        int k = 0;
        for (int i = 0; i < x.length; i++) {
            if (xMatched[i]) {
                while (!yMatched[k]) {
                    k++;
                }
                if (x[i] != y[k]) {
                    halfTranspositions++;
                }
                k++;
            }
        }
        double m = matches;
        double jaro = (m / x.length + m / y.length + (m - halfTranspositions / 2.0) / m) / 3.0;
        if (jaro <= 0.7) {
            return jaro;
        }
        int prefix = 0;
        while (prefix < Math.min(4, Math.min(x.length, y.length)) && x[prefix] == y[prefix]) {
            prefix++;
        }
        return jaro + prefix * 0.1 * (1.0 - jaro);
    }

    static double hamming(int[] x, int[] y) {
        int same = 0;
        for (int i = 0; i < Math.min(x.length, y.length); i++) {
            same += x[i] == y[i] ? 1 : 0;
        }
        return (double) same / Math.max(x.length, y.length);
    }
}
