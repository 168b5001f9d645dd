package dev.contextrecall.lexical;

import java.util.List;

/**
 * The Roman numeral one after a name: "World War I", "Elizabeth I", "Part I". English reads "I" as a function word
 * (the pronoun), so "World War I" would be given by "World War II"; written capital, right after a capitalised word
 * that is a word of the sentence (not a function word such as "Then" or "When"), it is a word of its own, as "II" is.
 */
final class RomanI {

    private RomanI() {
    }

    /** Rewrites each such "I" in {@code tokens} as a word, in place. */
    static void marked(String text, List<Token> tokens) {
        for (int i = 1; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            Token before = tokens.get(i - 1);
            if (t.kind() == Token.Kind.STOP && t.end() - t.start() == 1 && text.charAt(t.start()) == 'I'
                    && before.kind() == Token.Kind.WORD && before.capitalised()
                    && text.substring(before.end(), t.start()).equals(" ")) {
                tokens.set(i, new Token("i", t.start(), t.end(), Token.Kind.WORD, true));
            }
        }
    }
}
