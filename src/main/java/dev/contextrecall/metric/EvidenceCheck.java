package dev.contextrecall.metric;

import java.text.Normalizer;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

import dev.contextrecall.request.ContextNode;

/**
 * Checks in code that a "yes" is backed by what the judge says it is: its quote must stand in one of the cited
 * nodes, compared after folding case, white space and punctuation, on whole words.
 */
public final class EvidenceCheck {

    /** Compiled once: String.replaceAll compiled it for every node of every "yes" (a hot spot of long cases). */
    private static final Pattern NOT_LETTER_OR_DIGIT = Pattern.compile("[^\\p{L}\\p{N}]+");

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
        return NOT_LETTER_OR_DIGIT.matcher(folded).replaceAll(" ").strip();
    }
}
