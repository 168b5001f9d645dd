package dev.contextrecall.metric;

import java.text.Normalizer;
import java.util.List;
import java.util.Locale;

import dev.contextrecall.testcase.ContextNode;

/**
 * Checks in code that a "yes" is backed by what the judge says it is: its quote must stand in one of the cited
 * nodes, compared after folding case, white space and punctuation, on whole words.
 */
public final class EvidenceCheck {

    private EvidenceCheck() {
    }

    public static boolean verified(String quote, List<Integer> citedNodes, List<ContextNode> nodes) {
        String q = normalise(quote);
        if (q.isEmpty() || citedNodes.isEmpty()) {
            return false;
        }
        String needle = " " + q + " ";
        return citedNodes.stream().anyMatch(i -> (" " + normalise(nodes.get(i).text()) + " ").contains(needle));
    }

    /** Letters and digits only, lower case, single spaces; accents kept, typographic variants folded. */
    static String normalise(String text) {
        if (text == null) {
            return "";
        }
        String folded = Normalizer.normalize(text, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
        // One pass instead of a regex replace: this runs for every cited node of every "yes" (long cases).
        StringBuilder out = new StringBuilder(folded.length());
        boolean gap = false;
        for (int i = 0; i < folded.length();) {
            int cp = folded.codePointAt(i);
            i += Character.charCount(cp);
            if (isLetterOrNumber(cp)) {
                if (gap && out.length() > 0) {
                    out.append(' ');
                }
                out.appendCodePoint(cp);
                gap = false;
            } else {
                gap = true;
            }
        }
        return out.toString();
    }

    /** Unicode categories L and N, as the regex classes \p{L} and \p{N}. */
    private static boolean isLetterOrNumber(int cp) {
        if (Character.isLetter(cp)) {
            return true;
        }
        int type = Character.getType(cp);
        return type == Character.DECIMAL_DIGIT_NUMBER || type == Character.LETTER_NUMBER
                || type == Character.OTHER_NUMBER;
    }
}
