package dev.contextrecall.lexical;

import java.util.List;
import java.util.Set;

import dev.contextrecall.lexical.numbers.CountWords;
import dev.contextrecall.lexical.numbers.Numbers;

/**
 * A count written as a word in a language other than English ("cuatro días", "drei Türme"): small counts are said in
 * many texts, so one is found only with the word it counts and weighs half a figure toward a statement's numbers
 * ({@link Terms}). And a count in any form ("3 floors") is not given by a rank ("the third floor").
 */
final class Counted {

    /** A number's key that is a figure alone, not a date's ("march 5") nor a range's. */
    private static final java.util.regex.Pattern PLAIN = java.util.regex.Pattern.compile("\\d+(?:\\.\\d+)?");

    private Counted() {
    }

    /**
     * The key of the word a count written as a word ({@link #spelled}) counts, the content word right after it
     * ("días" of "cuatro días"); null for a count before no word.
     */
    static String word(List<Token> tokens, Token token) {
        int next = tokens.indexOf(token) + 1;
        if (next >= tokens.size()) {
            return null;
        }
        Token noun = tokens.get(next);
        return noun.kind() == Token.Kind.WORD ? noun.key() : null;
    }

    /**
     * A count written as a word in a language other than English ("cuatro", "двадцать пять"; not "v2", nor a Chinese
     * numeral). English number words keep the weight of a figure, as since the first version: read the same way,
     * the held-out WiCE error rose from 0.1463 to 0.1870.
     */
    static boolean spelled(String statement, Token token, String language) {
        int c = statement.codePointAt(token.start());
        return CountWords.reads(language) && Character.isLetter(c) && !Unspaced.isUnspaced(c)
                && token.key().matches("\\d{1,2}");
    }

    /**
     * Whether a number of the statement, written as a count and not a rank, counts the word right after it ("3
     * floors", "2 months"; not "3rd floor", nor a name's number, "World War 2 ended", "Season 2").
     */
    static boolean counting(String statement, List<Token> tokens, Token token) {
        int next = tokens.indexOf(token) + 1;
        Token before = next > 1 ? tokens.get(next - 2) : null;
        boolean named = before != null && before.capitalised() && before.kind() == Token.Kind.WORD
                && statement.substring(before.end(), token.start()).isBlank();
        return next > 0 && next < tokens.size() && tokens.get(next).kind() == Token.Kind.WORD && !named
                && PLAIN.matcher(token.key()).matches() // not a date's day, "5 March" keyed "march 5"
                && statement.substring(token.end(), tokens.get(next).start()).isBlank() && !rank(statement, token);
    }

    /**
     * Whether the window gives a number only as a rank: "the third floor" and "the second at 10 weeks" say no count
     * of 3 floors or of 2 months.
     */
    static boolean rankOnly(String number, SupportFinder.Window w) {
        boolean ranked = false;
        for (Token t : w.tokens()) {
            if (t.kind() == Token.Kind.NUMBER && Numbers.matches(number, t.key())) {
                if (!rank(w.text(), t)) {
                    return false;
                }
                ranked = true;
            }
        }
        return ranked;
    }

    /** An English rank: an ordinal word ("third") or digits with an ordinal ending ("3rd"). */
    private static boolean rank(String text, Token t) {
        return Tokenizer.ordinal(Contrast.withEnding(text, t));
    }

    /**
     * Whether the evidence holds the word a count counts, in any of its forms: the same up to its last two letters
     * ("drei Türme" and "drei Türmen", "три романа" and "три романов"), four at the least.
     */
    static boolean in(String noun, Set<String> evidence) {
        if (evidence.contains(noun)) {
            return true;
        }
        int stem = Math.max(4, noun.length() - 2);
        if (noun.length() < stem) {
            return false;
        }
        for (String key : evidence) {
            if (key.length() >= stem && key.regionMatches(0, noun, 0, stem)) {
                return true;
            }
        }
        return false;
    }
}
