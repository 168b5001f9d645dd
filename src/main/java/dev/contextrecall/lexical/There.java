package dev.contextrecall.lexical;

import java.util.List;
import java.util.Set;

/**
 * The statement's place after its verb, where the evidence says the verb "there", of a place it named before:
 * "Shakespeare died in London." against "born in Stratford-upon-Avon in 1564 and died there in 1616". One of
 * {@link Contrast}'s ways, for a place the evidence does not hold.
 */
final class There {

    private There() {
    }

    /** "There" in the measured languages, where it is no other word once folded ("là" is "la", an article). */
    private static final Set<String> THERE = Tokenizer.folded("there", "dort", "allí", "ahí", "ali", "там", "εκεί",
            "orada", "daar", "acolo");

    /** The contrast, or null: the statement's place, and the evidence's verb with "there". */
    static Contrast in(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows,
            java.util.function.Predicate<Token> inStatement) {
        for (int v = 0; v + 2 < statementTokens.size(); v++) {
            Token verb = statementTokens.get(v);
            Token link = statementTokens.get(v + 1);
            Token place = statementTokens.get(v + 2);
            if (!verb.content() || verb.capitalised() || !LinkWords.linking(link.key()) || !place.capitalised()
                    || place.kind() != Token.Kind.WORD || place.opens(statement)) {
                continue;
            }
            for (SupportFinder.Window w : windows) {
                if (place.keyedIn(w.tokens())) {
                    return null; // the evidence names the place: another way's to read
                }
                List<Token> all = w.tokens();
                for (int j = 1; j + 1 < all.size(); j++) {
                    boolean namedBefore = all.subList(0, j).stream().anyMatch(t -> t.capitalised()
                            && !t.opens(w.text()) && !inStatement.test(t));
                    if (all.get(j).key().equals(verb.key()) && THERE.contains(all.get(j + 1).key()) && namedBefore
                            && all.get(j + 1).start() == all.get(j).end() + 1) { // "died there", one space
                        return new Contrast(statement.substring(link.start(), place.end()),
                                w.text().substring(all.get(j).start(), all.get(j + 1).end()));
                    }
                }
            }
        }
        return null;
    }
}
