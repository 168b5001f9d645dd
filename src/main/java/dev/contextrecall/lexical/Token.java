package dev.contextrecall.lexical;

import java.util.List;

/**
 * One word or number of a text: its matching key (folded, stemmed) and where it stands in the original text, so
 * that a span of tokens can be quoted verbatim.
 */
public record Token(String key, int start, int end, Kind kind, boolean capitalised) {

    public enum Kind {
        /** A function word ("the", "was", "he"): no evidence either way. */
        STOP,
        WORD,
        /** Digits: a year, a count, an amount. These must agree for a statement to be supported. */
        NUMBER
    }

    public boolean content() {
        return kind != Kind.STOP;
    }

    /** Whether some token of {@code tokens} has this one's key. */
    boolean keyedIn(List<Token> tokens) {
        return sameKeyIn(tokens) != null;
    }

    /** Whether this token is the first word of its text, where a capital says no name. */
    boolean opens(String text) {
        return text.substring(0, start).isBlank();
    }

    /** The keys of those tokens that are {@code which}: every token's, or content words' ("the" left out). */
    static java.util.Set<String> keys(List<Token> tokens, java.util.function.Predicate<Token> which) {
        java.util.Set<String> keys = new java.util.HashSet<>();
        for (Token t : tokens) {
            if (which.test(t)) {
                keys.add(t.key);
            }
        }
        return keys;
    }

    /** The first token of {@code tokens} with this one's key, or null. */
    Token sameKeyIn(List<Token> tokens) {
        for (Token t : tokens) {
            if (t.key.equals(key)) {
                return t;
            }
        }
        return null;
    }
}
