package dev.contextrecall.lexical;

import java.util.List;

/**
 * What {@link SupportFinder} found for one statement. nodes are 0-based, the best-matching first; quote is a span
 * copied from the first of them; coverage is the weighted share of the statement's terms found there; missing
 * lists the heaviest terms that were not found, as the statement writes them; negationDisagrees says that evidence
 * holding enough of a negated statement ("was not released") was found, but without a negation in it; contrast,
 * when not null, that the evidence holding enough of it says another name or number in the place of one of its own
 * ("Physics" for "Chemistry"), and which; thin, when not null, that the best match reaches the threshold but cannot
 * say the fact, and why.
 */
public record Support(boolean supported, double coverage, List<Integer> nodes, String quote, List<String> missing,
        int numbers, int numbersFound, boolean negationDisagrees, Replaced contrast, Thin thin) {

    /** Why evidence that holds enough of the statement's weight still does not say it. */
    public enum Thin {
        /** The statement's numbers and none of its words: "in 2015" of "He resigned in 2015". */
        NUMBERS_ONLY,
        /** One word of a statement of three or more: "Sudan" of "The Nile flows through Egypt and Sudan". */
        ONE_WORD,
        /** A date's year without its day: "fell in 1989" of "The wall fell on 9 November 1989". */
        UNDATED
    }

    /** Whether the best match holds the statement's numbers and none of its words. */
    public boolean numbersOnly() {
        return thin == Thin.NUMBERS_ONLY;
    }

    /** A statement's word and the evidence's word in its place. */
    public record Replaced(String said, String instead) {

        /**
         * Each part widened to the whole word it cuts, where a hyphen joins it to more letters: "E-Mail", not the "E"
         * a token of it holds.
         */
        static Replaced whole(String said, String statement, String instead, String evidence) {
            return new Replaced(whole(statement, said), whole(evidence, instead));
        }

        private static String whole(String text, String part) {
            if (part == null || part.isEmpty()) {
                return part; // an empty part is found at every offset, the last one for ever
            }
            int at = text.indexOf(part);
            while (at >= 0 && !(bounded(text, at - 1) && bounded(text, at + part.length()))) {
                at = text.indexOf(part, at + 1); // the "e" of "e-mail", not the one in "werden"
            }
            if (at < 0) {
                return part;
            }
            int start = at;
            int end = at + part.length();
            while (start > 1 && text.charAt(start - 1) == '-' && Character.isLetter(text.charAt(start - 2))) {
                start--;
                while (start > 0 && Character.isLetter(text.charAt(start - 1))) {
                    start--;
                }
            }
            while (end + 1 < text.length() && text.charAt(end) == '-' && Character.isLetter(text.charAt(end + 1))) {
                end++;
                while (end < text.length() && Character.isLetter(text.charAt(end))) {
                    end++;
                }
            }
            return text.substring(start, end);
        }

        /** Whether no letter or digit stands at i, so that a part ends before it or starts after it. */
        private static boolean bounded(String text, int i) {
            return i < 0 || i >= text.length() || !Character.isLetterOrDigit(text.charAt(i));
        }
    }

    /** Numbers are checked separately: a statement whose dates or amounts are not there is not supported. */
    public boolean numbersDisagree() {
        return numbers > 0 && numbersFound * 2 < numbers;
    }
}
