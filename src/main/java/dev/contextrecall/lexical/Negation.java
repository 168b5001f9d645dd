package dev.contextrecall.lexical;

import java.util.List;
import java.util.Set;

/**
 * Negation cues: "not", "no", "never", "neither", "nor", "cannot" and the n't contractions. They are function words
 * for matching, but they turn a sentence around, so a statement and its evidence must agree on them.
 */
final class Negation {

    private static final Set<String> CUES = Set.of("not", "no", "never", "neither", "nor", "cannot", "dont", "didnt",
            "doesnt", "isnt", "wasnt", "werent", "hasnt", "havent", "hadnt", "wont", "cant", "couldnt", "shouldnt",
            "wouldnt", "aint", "arent", "mustnt", "neednt");

    private Negation() {
    }

    /**
     * Whether tokens [from, to) hold a cue. Not cues: "No." before a number ("No. 1 single"), a numero; "not only",
     * which adds rather than denies.
     */
    static boolean within(List<Token> tokens, int from, int to) {
        for (int i = from; i < to; i++) {
            Token t = tokens.get(i);
            Token next = i + 1 < tokens.size() ? tokens.get(i + 1) : null;
            boolean numero = t.key().equals("no") && next != null && next.kind() == Token.Kind.NUMBER;
            boolean notOnly = t.key().equals("not") && next != null && next.key().equals("only");
            if (CUES.contains(t.key()) && !numero && !notOnly) {
                return true;
            }
        }
        return false;
    }

    static boolean in(List<Token> tokens) {
        return within(tokens, 0, tokens.size());
    }
}
