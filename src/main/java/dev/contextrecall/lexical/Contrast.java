package dev.contextrecall.lexical;

import java.util.List;
import java.util.function.Predicate;

/**
 * A statement's distinguishing word that its evidence replaces by another: "won the Nobel Prize in Chemistry"
 * against "won the Nobel Prize in Physics", "completed in 1889" against "completed in 1887". The evidence then
 * covers only what the two facts share, and says a different one. Names (capitalised words inside the sentence) and
 * numbers are compared: a statement term not found, whose neighbouring term is found in the evidence next to a
 * name or number of the same kind that the statement does not have.
 *
 * @param said the statement's word, as it writes it
 * @param instead the evidence's word in its place, as the evidence writes it
 */
record Contrast(String said, String instead) {

    /**
     * The first contrast between a statement and one evidence window, or null. {@code found} says whether a
     * statement token's term is in the evidence; {@code inStatement} whether an evidence token matches a statement
     * term.
     */
    static Contrast between(String statement, List<Token> statementTokens, Predicate<Token> found, String evidence,
            List<Token> evidenceTokens, Predicate<Token> inStatement) {
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        List<Token> there = evidenceTokens.stream().filter(Token::content).toList();
        int firstWord = statementTokens.isEmpty() ? -1 : statementTokens.get(0).start();
        for (int i = 0; i < said.size(); i++) {
            Token m = said.get(i);
            if (!distinguishing(m, firstWord) || found.test(m)) {
                continue;
            }
            Token before = i > 0 ? said.get(i - 1) : null;
            Token after = i + 1 < said.size() ? said.get(i + 1) : null;
            boolean beforeFound = before != null && found.test(before);
            boolean afterFound = after != null && found.test(after);
            if (!beforeFound && !afterFound) {
                continue;
            }
            for (int j = 0; j < there.size(); j++) {
                Token x = there.get(j);
                if (!sameKind(m, x) || inStatement.test(x)) {
                    continue;
                }
                // every neighbour the evidence holds stands next to x as it stands next to m, with the same words between
                boolean left = !beforeFound || j > 0 && there.get(j - 1).key().equals(before.key())
                        && gap(statement, before, m).equals(gap(evidence, there.get(j - 1), x));
                boolean right = !afterFound || j + 1 < there.size() && there.get(j + 1).key().equals(after.key())
                        && gap(statement, m, after).equals(gap(evidence, x, there.get(j + 1)));
                if (left && right) {
                    return new Contrast(statement.substring(m.start(), m.end()), evidence.substring(x.start(), x.end()));
                }
            }
        }
        return null;
    }

    /** What stands between two tokens, lower case, spaces collapsed: "in" of "Prize in Physics". */
    private static String gap(String text, Token a, Token b) {
        if (b.start() < a.end()) {
            return "";
        }
        return text.substring(a.end(), b.start()).strip().replaceAll("\\s+", " ").toLowerCase(java.util.Locale.ROOT);
    }

    /** A number, or a capitalised word that does not open the sentence (a name). */
    private static boolean distinguishing(Token t, int firstWord) {
        return t.kind() == Token.Kind.NUMBER || (t.capitalised() && t.start() != firstWord);
    }

    /** Two names, or two figures written alike (a year is no contrast to a time of day). */
    private static boolean sameKind(Token said, Token x) {
        return said.kind() == Token.Kind.NUMBER
                ? x.kind() == Token.Kind.NUMBER && plain(said.key()) == plain(x.key())
                : x.kind() == Token.Kind.WORD && x.capitalised();
    }

    private static boolean plain(String key) {
        return key.matches("[0-9.~]+");
    }
}
