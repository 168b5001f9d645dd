package dev.contextrecall.lexical;

import java.util.List;
import java.util.function.Predicate;

import dev.contextrecall.lexical.numbers.Numbers;

/**
 * A name or number of the statement that the evidence holds, but said of another word: one of {@link Contrast}'s
 * ways.
 */
final class Misplaced {

    private Misplaced() {
    }

    /**
     * A name or number of the statement that the evidence holds, but elsewhere: where the statement's word
     * before it stands in the evidence, another name or number of the same kind, or a number for a name, follows
     * ("born in Paris" against "born in Lyon and died in Paris" or "studied in Paris and was born in 1867",
     * "directed by Christopher Nolan" against "produced by
     * Christopher Nolan and directed by Jonathan Nolan"). Not when the evidence lists the statement's own one
     * after it with no other word between ("joined the Celtics in 2008 and the Lakers in 2010").
     */
    static Contrast in(String statement, List<Token> statementTokens, Predicate<Token> found,
            List<SupportFinder.Window> windows, Predicate<Token> inStatement) {
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        int firstWord = statementTokens.isEmpty() ? -1 : statementTokens.get(0).start();
        for (int i = 1; i < said.size(); i++) {
            Token m = said.get(i);
            Token before = said.get(i - 1);
            if (!Contrast.distinguishing(m, firstWord) || !found.test(m) || !found.test(before)
                    || Contrast.distinguishing(before, firstWord) && Contrast.sameKind(m, before)) {
                continue;
            }
            String gap = Contrast.gap(statement, before, m);
            Contrast other = null;
            boolean bound = false;
            for (SupportFinder.Window w : windows) {
                List<Token> there = w.tokens().stream().filter(Token::content).toList();
                for (int j = 0; j + 1 < there.size() && !bound; j++) {
                    if (!there.get(j).key().equals(before.key())
                            || !Contrast.sameGap(gap, Contrast.gap(w.text(), there.get(j), there.get(j + 1)), true)) {
                        continue;
                    }
                    Token x = there.get(j + 1);
                    if (inStatement.test(x)) {
                        bound = true;
                    } else if (other == null && (Contrast.sameKind(m, x) || m.kind() == Token.Kind.WORD
                            && Contrast.yearForName(m, w.text(), x) && afterOtherWord(there, j, m, inStatement))
                            && !listedAfter(there, j + 1, m, inStatement)) {
                        other = new Contrast(OtherDay.written(statement, said, i),
                                OtherDay.written(w.text(), there, j + 1));
                    }
                }
            }
            if (!bound && other != null) {
                return other;
            }
        }
        return null;
    }

    /** The statement's term m as the evidence's token t: the same key, or a figure that gives it ("around 300"). */
    private static boolean same(Token m, Token t) {
        return t.key().equals(m.key()) || m.kind() == Token.Kind.NUMBER && t.kind() == Token.Kind.NUMBER
                && Numbers.matches(m.key(), t.key());
    }

    /** A count: a whole number below a thousand, so not a year. */
    private static final java.util.regex.Pattern COUNT = java.util.regex.Pattern.compile("\\d{1,3}");

    /**
     * Whether the evidence says the name m before {@code end}, after a common word the statement does not have
     * ("studied in Warsaw and was born in 1867"): then the year after the statement's own word leaves the name to
     * another verb. Not a name said after it ("premiered in 2019 at the festival in Cannes").
     */
    private static boolean afterOtherWord(List<Token> there, int end, Token m, Predicate<Token> inStatement) {
        for (int k = 1; k < end; k++) {
            Token w = there.get(k - 1);
            if (there.get(k).key().equals(m.key()) && w.kind() == Token.Kind.WORD && !w.capitalised()
                    && !inStatement.test(w)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the statement's term m follows x in the evidence with only numbers or the statement's words between,
     * or, after a count, the word it counts ("has 120 rooms and 3 restaurants": a list of counts).
     */
    private static boolean listedAfter(List<Token> there, int x, Token m, Predicate<Token> inStatement) {
        boolean count = COUNT.matcher(there.get(x).key()).matches() && m.kind() == Token.Kind.NUMBER;
        for (int k = x + 1; k < there.size() && k <= x + 4; k++) {
            Token t = there.get(k);
            if (same(m, t)) {
                return true;
            }
            if (t.kind() == Token.Kind.WORD && !inStatement.test(t) && !(count && k == x + 1)
                    && !Restricted.AND.contains(t.key())) { // "120 कमरे और 3": "and" where it is no function word
                return false;
            }
        }
        return false;
    }
}
