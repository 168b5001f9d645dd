package dev.contextrecall.lexical;

import java.util.List;
import java.util.Set;

/**
 * The statement's subject, a one-word name, replaced by another name opening an evidence sentence that says all the
 * rest of the statement: "Venus is the closest planet to the Sun." against "Mercury is the smallest planet and the
 * closest to the Sun." One of {@link Contrast}'s ways; it reads where the rest is said in other words or order, which
 * the name-for-name rule, wanting the subject's neighbour next to the other name, does not.
 */
final class Subject {

    private Subject() {
    }

    /** The fewest terms the statement must have besides its subject, all of them in the evidence sentence. */
    private static final int REST = 2;

    static Contrast replaced(String statement, List<Token> said, boolean nameOpens, String evidence,
            List<Token> sentence, Terms terms) {
        if (!nameOpens || said.size() < REST + 1 || sentence.size() < 2) {
            return null;
        }
        Token x = sentence.get(0);
        if (!x.content() || x.kind() != Token.Kind.WORD || !x.capitalised() || sentence.get(1).capitalised()
                || terms.holds(x) || !MinimalPair.subject(evidence, x, terms.language)) {
            return null;
        }
        Set<String> there = terms.termsIn(sentence);
        Token m = said.get(0);
        if (there.contains(terms.termOf(m))) {
            return null;
        }
        for (Token t : said.subList(1, said.size())) {
            if (!there.contains(terms.termOf(t))) {
                return null; // the sentence does not say all the rest: coverage decides
            }
        }
        return new Contrast(statement.substring(m.start(), m.end()), evidence.substring(x.start(), x.end()));
    }
}
