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
