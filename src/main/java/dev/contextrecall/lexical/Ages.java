package dev.contextrecall.lexical;

import java.util.List;

/**
 * A person's age, however English writes it: "35 years old", "a 35-year-old", "35 years of age", "aged 35" and "at
 * the age of 35" all key the figure and one word, "age", so that each gives the others (the words "years old" are
 * otherwise two terms that "at the age of 35" lacks).
 */
final class Ages {

    private static final String AGE = "age";

    private Ages() {
    }

    /** Rewrites each age in {@code tokens} in place, for English text. */
    static void marked(List<Token> tokens, String language) {
        if (language != null && !"en".equals(language)) {
            return;
        }
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.key().equals("aged") && i + 1 < tokens.size() && tokens.get(i + 1).kind() == Token.Kind.NUMBER) {
                tokens.set(i, age(t, t));
                continue;
            }
            if (t.kind() != Token.Kind.NUMBER || i + 2 >= tokens.size() || !tokens.get(i + 1).key().equals("year")) {
                continue;
            }
            Token year = tokens.get(i + 1);
            if (tokens.get(i + 2).key().equals("old")) { // "35 years old", "35-year-old"
                Token old = tokens.get(i + 2);
                tokens.subList(i + 1, i + 3).clear();
                tokens.add(i + 1, age(year, old));
            } else if (i + 3 < tokens.size() && tokens.get(i + 2).key().equals("of")
                    && tokens.get(i + 3).key().equals(AGE)) { // "35 years of age"
                Token last = tokens.get(i + 3);
                tokens.subList(i + 1, i + 4).clear();
                tokens.add(i + 1, age(year, last));
            }
        }
    }

    /**
     * An age said as another: "30 years old" against "aged 32". The statement's figure beside its "age" is not
     * found, and the evidence's sentence gives its age as another figure.
     */
    static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> sentence,
            Terms terms) {
        Token said = beside(statement, statementTokens);
        Token there = beside(evidence, sentence);
        if (said == null || there == null || terms.holds(there)) { // the evidence's age gives a figure of the statement
            return null;
        }
        return new Contrast(statement.substring(said.start(), said.end()), evidence.substring(there.start(), there.end()));
    }

    /** The figure of the first age of the tokens, or null: "35 years old" before, "aged 35", "age of 35" after. */
    private static Token beside(String text, List<Token> tokens) {
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (!t.key().equals(AGE)) {
                continue;
            }
            boolean before = Character.toLowerCase(text.charAt(t.start())) == 'y'; // "years old", "years of age"
            int k = before ? i - 1 : i + 1 < tokens.size() && tokens.get(i + 1).key().equals("of") ? i + 2 : i + 1;
            return k >= 0 && k < tokens.size() && tokens.get(k).kind() == Token.Kind.NUMBER ? tokens.get(k) : null;
        }
        return null;
    }

    private static Token age(Token from, Token to) {
        return new Token(AGE, from.start(), to.end(), Token.Kind.WORD, false);
    }
}
