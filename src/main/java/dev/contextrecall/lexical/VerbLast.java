package dev.contextrecall.lexical;

import java.util.List;
import java.util.Set;

/**
 * In the spaced languages that say the verb last, the statement's figure said with the words after it (its verb) only
 * after another figure: "यह पुल 1992 में खोला गया था।" against "यह पुल 1992 में बनना शुरू हुआ और 1995 में खोला गया।". The
 * words after a figure place it there as the word before does in English ({@link SaidAfter}). One of
 * {@link Contrast}'s ways.
 */
final class VerbLast {

    private VerbLast() {
    }

    private static final Set<String> LANGUAGES = Set.of("hi", "tr");

    /** The contrast, or null: the statement's figure, and the evidence's figure its words follow. */
    static Contrast in(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows,
            String language) {
        if (language == null || !LANGUAGES.contains(language)) {
            return null;
        }
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        for (int i = 0; i < said.size(); i++) {
            Token m = said.get(i);
            if (m.kind() != Token.Kind.NUMBER) {
                continue;
            }
            Contrast other = null;
            boolean own = false;
            for (SupportFinder.Window w : windows) {
                List<Token> there = w.tokens().stream().filter(Token::content).toList();
                for (int j = 0; j < there.size(); j++) {
                    Token x = there.get(j);
                    if (x.kind() != Token.Kind.NUMBER || !Contrast.sameKind(m, x)
                            || !SaidAfter.in(statement, said, i, w.text(), there, j)) {
                        continue;
                    }
                    own |= Misplaced.same(m, x);
                    other = other != null || Misplaced.same(m, x) ? other
                            : new Contrast(OtherDay.written(statement, said, i), OtherDay.written(w.text(), there, j));
                }
            }
            if (!own && other != null) {
                return other;
            }
        }
        return null;
    }
}
