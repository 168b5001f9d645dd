package dev.contextrecall.lexical;

import java.util.List;
import java.util.function.Predicate;

/**
 * A name after the statement's word and its link word or article, where the evidence writes the two as one or cuts
 * the article short before another name: "sede em Lisboa" against "sede no Porto e uma fábrica em Lisboa", "adoptée
 * par le Sénat" against "adoptée par l'Assemblée et rejetée par le Sénat". {@link Misplaced} reads the link words
 * spelled alike; here they are keyed apart ({@link NameArticles#dropped}). One of {@link Contrast}'s ways.
 */
final class Contracted {

    private Contracted() {
    }

    /** The contrast, or null: the statement's name, and the name the evidence puts after its word. */
    static Contrast in(String statement, List<Token> statementTokens, Predicate<Token> found,
            List<SupportFinder.Window> windows, Predicate<Token> inStatement) {
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        int firstWord = statementTokens.isEmpty() ? -1 : statementTokens.get(0).start();
        for (int i = 2; i < said.size(); i++) {
            Token m = said.get(i);
            int a = i - 1;
            while (a > 0 && small(said.get(a))) {
                a--; // past the link words and articles: "par le"
            }
            Token anchor = said.get(a);
            if (m.kind() != Token.Kind.WORD || !Contrast.distinguishing(m, firstWord) || !found.test(m) || a == i - 1
                    || !found.test(anchor) || anchor.kind() != Token.Kind.WORD || anchor.capitalised()) {
                continue;
            }
            String gap = Contrast.gap(statement, anchor, m);
            Contrast other = null;
            boolean bound = false;
            for (SupportFinder.Window w : windows) {
                List<Token> there = w.tokens().stream().filter(Token::content).toList();
                for (int j = 0; j + 1 < there.size(); j++) {
                    int k = j + 1;
                    while (k + 1 < there.size() && small(there.get(k))) {
                        k++;
                    }
                    Token x = there.get(k);
                    String theirs = Contrast.gap(w.text(), there.get(j), x);
                    if (!there.get(j).key().equals(anchor.key()) || theirs.equals(gap) // spelled alike: Misplaced's
                            || !NameArticles.dropped(gap, theirs).equals(NameArticles.dropped(theirs, gap))) {
                        continue;
                    }
                    if (Misplaced.same(m, x) || listed(there, k + 1, m)) {
                        bound = true; // "sede no Porto e em Lisboa": a list of places
                    } else if (other == null && Contrast.sameKind(m, x) && !inStatement.test(x)) {
                        other = new Contrast(OtherDay.written(statement, said, i), Misplaced.name(w.text(), there,
                                k, inStatement));
                    }
                }
            }
            if (!bound && other != null) {
                return other;
            }
        }
        return null;
    }

    /** A link word or an article written small: "em", "le", "en". */
    private static boolean small(Token t) {
        return t.kind() == Token.Kind.WORD && !t.capitalised()
                && (LinkWords.linking(t.key()) || NameArticles.WORDS.contains(t.key()));
    }

    /** Whether m follows from k past names, "and" and link words only: a list the other name opens. */
    private static boolean listed(List<Token> there, int k, Token m) {
        for (; k < there.size(); k++) {
            Token t = there.get(k);
            if (t.key().equals(m.key())) {
                return true;
            }
            if (!t.capitalised() && !small(t) && !Restricted.AND.contains(t.key())) {
                return false;
            }
        }
        return false;
    }
}
