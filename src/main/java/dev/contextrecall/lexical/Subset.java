package dev.contextrecall.lexical;

import java.util.List;
import java.util.regex.Pattern;

/**
 * The statement's figure that the evidence gives as a part of another figure, said of the whole: "The garage has 20
 * spaces." against "The garage has 500 spaces, 20 of which are reserved for disabled drivers." Where the statement
 * says what the part is ("20 spaces are reserved"), it is the part's. And the whole's figure where only the part says
 * the statement's word ({@link #whole}). One of {@link Contrast}'s ways.
 */
final class Subset {

    private Subset() {
    }

    /** Words after a figure that make it a part of the one before: "20 of which", "20 davon", "20 de los cuales". */
    private static final Pattern AFTER = Pattern.compile("^\\s+(of (which|them|whom)|davon|de (los|las) cuales|de "
            + "(ellos|ellas)|dei quali|delle quali|dos quais|das quais|из них)(?!\\p{L})",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /** The same before the figure: "dont 20", "davon 20", "di cui 20", "из них 20", "其中500". */
    private static final Pattern BEFORE = Pattern.compile("((?<!\\p{L})(dont|davon|di cui|из них)\\s+|其中|そのうち)$",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /** Whether words after the figure x make it a part of the one before: "200 de ellos" counts no "ellos". */
    static boolean marked(String text, Token x) {
        return AFTER.matcher(text).region(x.end(), text.length()).lookingAt();
    }

    /** The same said before it: "davon 200", "dont 200". */
    static boolean markedBefore(String text, Token x) {
        return BEFORE.matcher(text).region(0, x.start()).find();
    }

    /** The contrast, or null: the statement's figure, and the evidence's whole with the part. */
    static Contrast in(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows) {
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        Contrast other = null;
        for (Token m : said) {
            if (m.kind() != Token.Kind.NUMBER) {
                continue;
            }
            for (SupportFinder.Window w : windows) {
                List<Token> all = w.tokens();
                for (int y = 0; y < all.size(); y++) {
                    if (!Misplaced.same(m, all.get(y))) {
                        continue;
                    }
                    java.util.regex.Matcher after = AFTER.matcher(w.text()).region(all.get(y).end(), w.text().length());
                    boolean marked = after.lookingAt();
                    boolean part = marked || markedBefore(w.text(), all.get(y));
                    int whole = y - 1;
                    while (whole >= 0 && all.get(whole).kind() != Token.Kind.NUMBER) {
                        whole--;
                    }
                    if (!part) {
                        Contrast ofWhole = whole(statement, m, w.text(), all, y, statementTokens);
                        if (ofWhole != null) {
                            return ofWhole;
                        }
                    }
                    if (!part || whole < 0 || all.get(whole).keyedIn(statementTokens)
                            || ownPredicate(all, y, marked ? after.end() : -1, statementTokens)) {
                        return null; // the figure said as the statement's own somewhere
                    }
                    other = other != null ? other : new Contrast(statement.substring(m.start(), m.end()),
                            w.text().substring(all.get(whole).start(), marked ? after.end() : all.get(y).end()));
                }
            }
        }
        return other;
    }

    /**
     * Whether the statement says the part's own word, one of the first two content words after the figure and its
     * marker: "reserved" of "20 of which are reserved".
     */
    private static boolean ownPredicate(List<Token> all, int y, int from, List<Token> statementTokens) {
        return predicate(all, y, from, statementTokens) != null;
    }

    /** The statement's word among the part's first two content words after figure y and its marker, or null. */
    private static Token predicate(List<Token> all, int y, int from, List<Token> statementTokens) {
        int read = 0;
        for (int k = y + 1; k < all.size() && read < 2; k++) {
            Token t = all.get(k);
            if (from >= 0 && t.start() < from || !t.content() || Negation.auxiliary(t)) {
                continue;
            }
            if (t.keyedIn(statementTokens)) {
                return t;
            }
            read++; // two words: "reserved for disabled", and "张用" of "500张用于" holds the counter
        }
        return null;
    }

    /**
     * The statement's figure said as the whole (at y), where only a part of it, after a marker, says the statement's
     * word that the whole does not: "The company employs 12,000 people in Germany." against "... employs 12,000
     * people worldwide, 2,000 of them in Germany."; or null.
     */
    private static Contrast whole(String statement, Token m, String text, List<Token> all, int y,
            List<Token> statementTokens) {
        java.util.Set<String> before = new java.util.HashSet<>(); // the statement's words the whole says
        for (int z = y + 1; z < all.size(); z++) {
            Token t = all.get(z);
            if (SentenceSpans.FULL_STOP.matcher(text.substring(Math.min(all.get(z - 1).end(), t.start()), t.start()))
                    .find()) { // character pairs overlap
                return null;
            }
            if (t.kind() != Token.Kind.NUMBER) {
                before.add(t.key());
                continue;
            }
            java.util.regex.Matcher after = AFTER.matcher(text).region(t.end(), text.length());
            boolean marked = after.lookingAt();
            // a link word ("en") is no word of the part's own
            List<Token> named = statementTokens.stream().filter(u -> !LinkWords.is(u)).toList();
            Token own = marked || markedBefore(text, t) ? predicate(all, z, marked ? after.end() : -1, named) : null;
            return own == null || before.contains(own.key()) ? null : new Contrast(statement.substring(m.start(),
                    m.end()), text.substring(all.get(y).start(), own.end()));
        }
        return null;
    }
}
