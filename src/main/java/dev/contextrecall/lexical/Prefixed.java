package dev.contextrecall.lexical;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A word of the statement that the evidence holds only with a prefix that makes it another thing: "won the final"
 * against "won the semi-final", "the president" against "the vice-president" or "the vice president", "his wife"
 * against "his ex-wife", and the other way round. One of {@link Contrast}'s ways; the prefix is read where a hyphen
 * joins it on, and a few that name another title or stage also where a space stands between.
 */
final class Prefixed {

    private Prefixed() {
    }

    /**
     * Prefixes that name another thing than the word they are written on; not "co" (a co-founder is a founder) nor
     * "post" or "pre" ("the post-war economy" is about the war).
     */
    private static final Set<String> OTHER = Set.of("semi", "quarter", "vice", "ex", "non", "pseudo", "quasi", "half",
            "step", "great", "demi", "vize", "halb", "вице");

    /**
     * Words written apart before a title or stage that make it another one: "vice president", "deputy director",
     * "semi final". Not "great" or "half", which apart are adjectives ("a great leader").
     */
    private static final Set<String> APART = Set.of("vice", "deputy", "assistant", "acting", "interim", "semi",
            "quarter");

    static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> window) {
        for (int i = 0; i < statementTokens.size(); i++) {
            Token t = statementTokens.get(i);
            if (t.kind() != Token.Kind.WORD) {
                continue;
            }
            if (i > 0 && prefix(statement, statementTokens.get(i - 1), t) != null) { // the other way round
                Contrast bare = bare(statement, statementTokens.get(i - 1), t, evidence, window);
                if (bare != null) {
                    return bare;
                }
                continue;
            }
            int prefixed = -1; // where the evidence has the word with such a prefix; -2 once it has it without
            for (int j = 0; j < window.size() && prefixed != -2; j++) {
                if (window.get(j).key().equals(t.key())) {
                    prefixed = j > 0 && prefix(evidence, window.get(j - 1), window.get(j)) != null ? j : -2;
                }
            }
            prefixed = prefixed == -2 ? afterOwnWord(statementTokens, i, window, evidence) : prefixed;
            if (prefixed >= 0) {
                return new Contrast(statement.substring(t.start(), t.end()),
                        evidence.substring(window.get(prefixed - 1).start(), window.get(prefixed).end()));
            }
        }
        return null;
    }

    /**
     * Where the evidence holds the statement's word at i both bare and prefixed, the prefixed one when it alone stands
     * by the statement's own words: after its content word before ("$700 for non-members" for "$700 for members", the
     * bare one after "$500"), or before its next figure ("non-members pay $20" for "Members pay $20"); or -1.
     */
    private static int afterOwnWord(List<Token> statementTokens, int i, List<Token> window, String evidence) {
        Token own = contentBefore(statementTokens, i);
        Token figure = null;
        for (int k = i + 1; k < statementTokens.size() && k <= i + NEAR && figure == null; k++) {
            figure = statementTokens.get(k).kind() == Token.Kind.NUMBER ? statementTokens.get(k) : null;
        }
        int prefixed = -1;
        boolean otherBare = false;
        for (int j = 0; j < window.size(); j++) {
            if (!window.get(j).key().equals(statementTokens.get(i).key())) {
                continue;
            }
            boolean hasPrefix = j > 0 && prefix(evidence, window.get(j - 1), window.get(j)) != null;
            Token before = contentBefore(window, hasPrefix ? j - 1 : j);
            boolean after = false;
            boolean otherFigure = false;
            for (int k = j + 1; figure != null && k < window.size() && k <= j + NEAR; k++) {
                after |= window.get(k).key().equals(figure.key());
                otherFigure |= window.get(k).kind() == Token.Kind.NUMBER && !window.get(k).key().equals(figure.key());
            }
            if (own != null && before != null && before.key().equals(own.key()) || own == null && after) {
                if (!hasPrefix) {
                    return -1; // the statement's own: "$500 for members", "Members pay $10"
                }
                prefixed = j;
            } else if (!hasPrefix) { // the bare one is another figure's: "$500 for members", "Members pay $10"
                otherBare |= own != null ? before != null && before.kind() == own.kind()
                        && own.kind() == Token.Kind.NUMBER : otherFigure;
            }
        }
        return otherBare ? prefixed : -1;
    }

    /** The last content word before index i, or null. */
    private static Token contentBefore(List<Token> tokens, int i) {
        for (int k = i - 1; k >= 0; k--) {
            if (tokens.get(k).content()) {
                return tokens.get(k);
            }
        }
        return null;
    }

    /** Tokens from the statement's word to its figure at most: "members pay $20". */
    private static final int NEAR = 3;

    /**
     * The statement's prefixed word ("vice president") that the evidence holds only bare ("president"), or null: the
     * other way round, the evidence names the other thing.
     */
    private static Contrast bare(String statement, Token prefix, Token t, String evidence, List<Token> window) {
        Token bare = null;
        for (int j = 0; j < window.size(); j++) {
            if (window.get(j).key().equals(t.key())) {
                if (j > 0 && window.get(j - 1).key().equals(prefix.key())) {
                    return null;
                }
                bare = bare == null ? window.get(j) : bare;
            }
        }
        return bare == null ? null : new Contrast(statement.substring(prefix.start(), t.end()),
                evidence.substring(bare.start(), bare.end()));
    }

    /** The prefix {@code a} hyphenated onto {@code b} ({@link #OTHER}) or written apart before it ({@link #APART}). */
    private static String prefix(String text, Token a, Token b) {
        String written = text.substring(a.start(), a.end()).toLowerCase(Locale.ROOT);
        boolean apart = b.start() == a.end() + 1 && text.charAt(a.end()) == ' ';
        return Compounds.hyphenated(text, a, b) && OTHER.contains(written) || apart && APART.contains(written)
                ? written : null;
    }
}
