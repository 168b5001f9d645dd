package dev.contextrecall.lexical;

/**
 * A light English suffix stripper: plural and possessive endings, -ing, -ed, -ly and a final e, so that
 * "released", "releases" and "release" share one key. Deliberately weaker than a full Porter stemmer: it only
 * has to bring inflections of one word together, and over-stemming would join words that mean different things.
 */
final class Stemmer {

    private Stemmer() {
    }

    static String stem(String word) {
        String w = word;
        if (w.length() <= 3) {
            return w;
        }
        if (w.endsWith("ies") && w.length() > 4) {
            w = w.substring(0, w.length() - 3) + "y";
        } else if (w.endsWith("sses")) {
            w = w.substring(0, w.length() - 2);
        } else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) {
            w = w.substring(0, w.length() - 1);
        }
        if (w.endsWith("ied") && w.length() > 4) {
            w = w.substring(0, w.length() - 3) + "y";
        } else if (w.endsWith("ing") && hasVowel(w, w.length() - 3) && w.length() > 5) {
            w = undouble(w.substring(0, w.length() - 3));
        } else if (w.endsWith("ed") && hasVowel(w, w.length() - 2) && w.length() > 4) {
            w = undouble(w.substring(0, w.length() - 2));
        } else if (w.endsWith("ly") && w.length() > 5) {
            w = w.substring(0, w.length() - 2);
        }
        if (w.endsWith("e") && w.length() > 4) {
            w = w.substring(0, w.length() - 1);
        }
        return w;
    }

    private static boolean hasVowel(String w, int end) {
        for (int i = 0; i < end; i++) {
            if ("aeiouy".indexOf(w.charAt(i)) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** "stopped" to "stop", "running" to "run"; but "falling" keeps its double l ("fall"). */
    private static String undouble(String w) {
        int n = w.length();
        if (n >= 3 && w.charAt(n - 1) == w.charAt(n - 2) && "bdgmnprt".indexOf(w.charAt(n - 1)) >= 0) {
            return w.substring(0, n - 1);
        }
        return w;
    }
}
