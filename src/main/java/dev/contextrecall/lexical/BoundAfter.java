package dev.contextrecall.lexical;

import java.util.List;
import java.util.function.Predicate;

/**
 * A figure of the statement that the evidence binds to another word after it, with the statement's own word after
 * another figure: "$10 per year" against "$100 per year or $10 per month", "$10 for adults" against "$20 for adults
 * and $10 for children". The mirror of {@link Misplaced}, which reads the word before; one of {@link Contrast}'s ways.
 */
final class BoundAfter {

    private BoundAfter() {
    }

    /** The contrast, or null: the statement's word after its figure, and the evidence's word after that figure. */
    static Contrast in(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows,
            Predicate<Token> inStatement) {
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        for (int i = 0; i + 1 < said.size(); i++) {
            Token m = said.get(i);
            int n = slot(said, i);
            Token q = n < 0 ? null : said.get(n);
            String gap = q == null ? "" : Contrast.gap(statement, m, q);
            if (m.kind() != Token.Kind.NUMBER || q == null || q.kind() != Token.Kind.WORD
                    || !gap.matches("\\p{L}+( \\p{L}+)?")) {
                continue; // a slot after the figure: "per year", "for adults", "euros al año", "Euro pro Jahr"
            }
            for (SupportFinder.Window w : windows) {
                List<Token> there = w.tokens().stream().filter(Token::content).toList();
                Token instead = null;
                boolean own = false;
                boolean elsewhere = false;
                for (int k = 0; k + 1 < there.size(); k++) {
                    Token x = there.get(k);
                    int l = slot(there, k);
                    Token y = l < 0 ? null : there.get(l);
                    if (y == null || y.kind() != Token.Kind.WORD || !gap.equals(Contrast.gap(w.text(), x, y))) {
                        continue;
                    }
                    if (Misplaced.same(m, x)) {
                        own |= y.key().equals(q.key());
                        // a common word for a common word; German writes both with capitals ("Jahr", "Monat")
                        instead = instead != null || inStatement.test(y) || y.capitalised() != q.capitalised() ? instead
                                : y;
                    } else if (x.kind() == Token.Kind.NUMBER && y.key().equals(q.key()) && !inStatement.test(x)) {
                        elsewhere = true;
                    }
                }
                if (instead != null && elsewhere && !own) {
                    return new Contrast(statement.substring(q.start(), q.end()),
                            w.text().substring(instead.start(), instead.end()));
                }
            }
        }
        return null;
    }

    /** The word after token k, past one link word Spanish or German keep as a word ("al", "pro"), or -1. */
    private static int slot(List<Token> tokens, int k) {
        int n = k + 1 < tokens.size() && LinkWords.is(tokens.get(k + 1)) ? k + 2 : k + 1;
        return n < tokens.size() ? n : -1;
    }
}
