package dev.contextrecall.lexical;

import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * A superlative of the statement that the evidence lacks, where it says another in the same place: "The Pacific is
 * the deepest ocean." against "The Atlantic is the saltiest ocean, while the Pacific is the largest." One of
 * {@link Contrast}'s ways, read over every window; English ("-est", "best", "worst"). A
 * superlative says which one of many, as a name does: another is another fact, unless the two say one thing
 * ({@link Synonyms}: "largest" and "biggest").
 */
final class Superlatives {

    private Superlatives() {
    }

    /** Words ending in "est" that are no superlative. */
    private static final WordList NOT = WordList.of("interest", "forest", "honest", "modest", "request", "harvest",
            "protest", "contest", "suggest", "digest", "invest", "arrest", "manifest", "conquest", "inquest", "quest",
            "guest", "chest", "rest", "vest", "crest", "behest", "bequest", "earnest", "southwest", "northwest",
            "midwest", "unrest", "attest", "detest", "infest", "ingest", "molest", "divest", "pretest");

    /** Whether an English word, as written, is a superlative by its form: "largest", "best", not "interest". */
    static boolean form(String written) {
        String w = written.toLowerCase(Locale.ROOT);
        return w.length() >= 5 && w.endsWith("est") && !NOT.contains(w) || w.equals("best") || w.equals("worst");
    }

    /**
     * Whether token t of the text is a superlative by its form. Not "most" before a word: "the most visited" and "the
     * most popular", "the largest" and "the most populous" city are as often one fact said two ways.
     */
    private static boolean superlative(String text, Token t) {
        return t.kind() == Token.Kind.WORD && !t.capitalised() && form(text.substring(t.start(), t.end()));
    }

    /** "One of the fastest", "among the largest": one of several, where "the fastest" is the one. */
    private static final java.util.regex.Pattern AMONG = java.util.regex.Pattern.compile(
            "(?i)(?:\\bone of|\\bamong)(?: the| its| their| his| her)?\\s+$");

    /**
     * The statement's superlative found, but only as one of several ("one of the fastest") where the statement says
     * the one: the evidence's phrase, or null.
     */
    private static Contrast among(String statement, Token m, List<SupportFinder.Window> windows) {
        if (AMONG.matcher(statement.substring(0, m.start())).find()) {
            return null;
        }
        String instead = null;
        for (SupportFinder.Window w : windows) {
            for (Token x : w.tokens()) {
                if (!x.key().equals(m.key())) {
                    continue;
                }
                java.util.regex.Matcher before = AMONG.matcher(w.text().substring(Math.max(0, x.start() - 20),
                        x.start()));
                if (!before.find()) {
                    return null; // said as the one somewhere
                }
                int from = x.start() - (Math.min(20, x.start()) - before.start());
                instead = w.text().substring(from, x.end());
            }
        }
        return instead == null ? null : new Contrast(statement.substring(m.start(), m.end()), instead);
    }

    /**
     * The contrast, or null: the statement's superlative, not found, and the evidence's other one, which follows the
     * statement's word before it (with the same words between) or precedes its word after it ("saltiest ocean").
     */
    static Contrast in(String statement, List<Token> statementTokens, Predicate<Token> found,
            List<SupportFinder.Window> windows, Predicate<Token> inStatement, String language) {
        if (language != null && !language.equals("en")) {
            return null;
        }
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        for (int i = 0; i < said.size(); i++) {
            Token m = said.get(i);
            Contrast among = found.test(m) && superlative(statement, m) ? among(statement, m, windows) : null;
            if (among != null) {
                return among;
            }
            if (found.test(m) || !superlative(statement, m)) {
                continue;
            }
            Token before = i > 0 && found.test(said.get(i - 1)) ? said.get(i - 1) : null;
            Token after = i + 1 < said.size() && found.test(said.get(i + 1)) ? said.get(i + 1) : null;
            for (SupportFinder.Window w : windows) {
                List<Token> there = w.tokens().stream().filter(Token::content).toList();
                for (int j = 0; j < there.size(); j++) {
                    Token x = there.get(j);
                    if (inStatement.test(x) || !superlative(w.text(), x)) {
                        continue;
                    }
                    boolean left = before != null && j > 0 && there.get(j - 1).key().equals(before.key())
                            && Contrast.gap(statement, before, m).equals(Contrast.gap(w.text(), there.get(j - 1), x));
                    boolean right = after != null && j + 1 < there.size() && there.get(j + 1).key().equals(after.key())
                            && Contrast.gap(statement, m, after).equals(Contrast.gap(w.text(), x, there.get(j + 1)));
                    String word = statement.substring(m.start(), m.end());
                    String instead = w.text().substring(x.start(), x.end());
                    if ((left || right) && !Synonyms.noOtherFact(word, instead, language)) {
                        return new Contrast(word, instead);
                    }
                }
            }
        }
        return null;
    }
}
