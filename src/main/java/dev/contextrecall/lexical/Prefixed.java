package dev.contextrecall.lexical;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A word of the statement that the evidence holds only with a prefix that makes it another thing: "won the final"
 * against "won the semi-final", "the president" against "the vice-president", "his wife" against "his ex-wife". One
 * of {@link Contrast}'s ways; the prefix is read where a hyphen joins it on.
 */
final class Prefixed {

    private Prefixed() {
    }

    /**
     * Prefixes that name another thing than the word they are written on; not "co" (a co-founder is a founder) nor
     * "post" or "pre" ("the post-war economy" is about the war).
     */
    private static final Set<String> OTHER = Set.of("semi", "quarter", "vice", "ex", "non", "pseudo", "quasi", "half",
            "step", "great", "demi", "vize", "halb");

    static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> window) {
        for (int i = 0; i < statementTokens.size(); i++) {
            Token t = statementTokens.get(i);
            if (t.kind() != Token.Kind.WORD || i > 0 && prefix(statement, statementTokens.get(i - 1), t) != null) {
                continue;
            }
            int prefixed = -1; // where the evidence has the word with such a prefix; -2 once it has it without
            for (int j = 0; j < window.size() && prefixed != -2; j++) {
                if (window.get(j).key().equals(t.key())) {
                    prefixed = j > 0 && prefix(evidence, window.get(j - 1), window.get(j)) != null ? j : -2;
                }
            }
            if (prefixed >= 0) {
                return new Contrast(statement.substring(t.start(), t.end()),
                        evidence.substring(window.get(prefixed - 1).start(), window.get(prefixed).end()));
            }
        }
        return null;
    }

    /** The prefix {@code a} hyphenated onto {@code b} when it is one of {@link #OTHER}, else null. */
    private static String prefix(String text, Token a, Token b) {
        String written = text.substring(a.start(), a.end()).toLowerCase(Locale.ROOT);
        return Compounds.hyphenated(text, a, b) && OTHER.contains(written) ? written : null;
    }
}
