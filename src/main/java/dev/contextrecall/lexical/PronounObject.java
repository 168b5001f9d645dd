package dev.contextrecall.lexical;

import java.util.List;
import java.util.function.Predicate;

/**
 * A pronoun for the statement's object after its verb, and another figure or name after it: "won it in 2019" against
 * "The team won the championship in 2018". One of {@link Misplaced}'s readings; English, German and Dutch.
 */
final class PronounObject {

    private PronounObject() {
    }

    /**
     * Pronouns that stand for a verb's object after it: "won it in 2019", "sold them in 1990", "signed him in 2015";
     * German "gewann sie 2012", Dutch "won het in 2012".
     */
    private static final WordList OBJECT_PRONOUNS = WordList.of("it", "them", "him", "her", "sie", "ihn", "es", "het",
            "hem");

    /**
     * The statement's verb with a pronoun for its object, then the statement's link word and another name or figure:
     * "won it in 2019" for "The team won the championship in 2018." against "lost the championship final in 2018 and
     * won it in 2019". Not where the evidence says the statement's own figure after its object ("won the championship
     * in 2018 and won it again in 2019").
     */
    static Contrast in(String statement, List<Token> said, Predicate<Token> found,
            List<SupportFinder.Window> windows, Predicate<Token> inStatement) {
        for (int i = 2; i < said.size(); i++) {
            Token m = said.get(i);
            Token object = said.get(i - 1);
            String gap = Contrast.gap(statement, object, m);
            if (!Contrast.distinguishing(m, -1) || gap.isEmpty() && !m.key().matches("1\\d{3}|20\\d{2}")
                    || !found.test(object)) { // a bare year is one: "gewann die Meisterschaft 2010"
                continue;
            }
            for (int v = Math.max(0, i - 4); v < i - 1; v++) {
                Token verb = said.get(v);
                if (verb.kind() != Token.Kind.WORD || verb.capitalised() || !found.test(verb)
                        || bound(verb, object, m, windows)) {
                    continue;
                }
                for (SupportFinder.Window w : windows) {
                    List<Token> all = w.tokens();
                    for (int j = 0; j + 2 < all.size(); j++) {
                        if (!all.get(j).key().equals(verb.key()) || !OBJECT_PRONOUNS.has(w.text(), all.get(j + 1))) {
                            continue;
                        }
                        Token x = all.subList(j + 2, all.size()).stream().filter(Token::content).findFirst()
                                .orElse(null);
                        if (x != null && Contrast.sameKind(m, x) && !inStatement.test(x)
                                && Contrast.gap(w.text(), all.get(j + 1), x).equals(gap)) {
                            List<Token> there = all.stream().filter(Token::content).toList();
                            return new Contrast(OtherDay.written(statement, said, i), Misplaced.name(w.text(), there,
                                    there.indexOf(x), inStatement));
                        }
                    }
                }
            }
        }
        return null;
    }

    /**
     * Whether some window says the figure or name right after the statement's object, its verb at most three words
     * before: the statement's own fact ("won the championship in 2018"), not another verb's ("bought the factory").
     */
    private static boolean bound(Token verb, Token before, Token m, List<SupportFinder.Window> windows) {
        for (SupportFinder.Window w : windows) {
            List<Token> there = w.tokens().stream().filter(Token::content).toList();
            for (int j = 1; j + 1 < there.size(); j++) {
                if (there.get(j).key().equals(before.key()) && there.get(j + 1).key().equals(m.key())
                        && verb.keyedIn(there.subList(Math.max(0, j - 3), j))) {
                    return true;
                }
            }
        }
        return false;
    }
}
