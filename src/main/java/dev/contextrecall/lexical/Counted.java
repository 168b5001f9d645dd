package dev.contextrecall.lexical;

import java.util.List;
import java.util.Set;

import dev.contextrecall.lexical.numbers.CountWords;

/**
 * A count written as a word in a language other than English ("cuatro días", "drei Türme"): small counts are said in
 * many texts, so one is found only with the word it counts and weighs half a figure toward a statement's numbers
 * ({@link Terms}).
 */
final class Counted {

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
