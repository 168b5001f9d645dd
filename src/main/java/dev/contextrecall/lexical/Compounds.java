package dev.contextrecall.lexical;

import java.util.ArrayList;
import java.util.List;

/**
 * Words written with a hyphen or closed up: "Ibero-American" and "Iberoamerican", "co-founded" and "cofounded",
 * "e-mail" and "email" are one word. The closed key of a hyphenated pair is the two keys run together.
 */
final class Compounds {

    private Compounds() {
    }

    /** The closed keys of the hyphenated pairs of words among {@code tokens} of {@code text}. */
    static List<String> closed(String text, List<Token> tokens) {
        List<String> keys = new ArrayList<>();
        for (int i = 0; i + 1 < tokens.size(); i++) {
            if (hyphenated(text, tokens.get(i), tokens.get(i + 1))) {
                keys.add(tokens.get(i).key() + tokens.get(i + 1).key());
            }
        }
        return keys;
    }

    /** Two words joined by one hyphen, nothing else between them. */
    static boolean hyphenated(String text, Token a, Token b) {
        return a.kind() != Token.Kind.NUMBER && b.kind() != Token.Kind.NUMBER && b.start() == a.end() + 1
                && "-\u2010\u2011".indexOf(text.charAt(a.end())) >= 0;
    }
}
