package dev.contextrecall.lexical;

import java.util.List;

/**
 * A role said with another holder: "Sydney is the capital of Australia." and "The capital of Australia is Sydney."
 * against "The capital of Australia is Canberra.", "The won is Japan's currency." against "Japan's currency is the
 * yen". The evidence says the statement's role, then a form of "be", then one other name or word where the statement
 * names its holder. One of {@link Contrast}'s ways; a holder said first in the evidence is {@link OtherSubject}'s.
 */
final class Reversed {

    private Reversed() {
    }

    /** Words between the role's "be" and its holder: an article. */
    private static final WordList ARTICLES = Swapped.ANY_ARTICLES;

    /**
     * The contrast, or null: the statement's holder, and the evidence's role with its other holder. The statement may
     * name the holder first ("Sydney is the capital of Australia") or last ("The capital of Australia is Sydney").
     */
    static Contrast in(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows) {
        int be = 0; // not an article that a copula's letters spell: "La capital" is no Vietnamese "là"
        while (be < statementTokens.size() && (!Former.copula(statement, statementTokens.get(be))
                || ARTICLES.has(statement, statementTokens.get(be)))) {
            be++;
        }
        if (be == 0 || be + 1 >= statementTokens.size()) {
            return null;
        }
        List<Token> before = statementTokens.subList(0, be).stream().filter(Token::content).toList();
        List<Token> after = statementTokens.subList(be + 1, statementTokens.size()).stream().filter(Token::content)
                .toList();
        boolean article = ARTICLES.has(statement, statementTokens.get(be + 1));
        Contrast first = holder(statement, statementTokens, before, after, article, windows);
        // named last, the role has a common noun ("The capital of Australia", "The main ingredient", not "The Nile")
        boolean role = before.stream().anyMatch(t -> !t.capitalised() && !ARTICLES.has(statement, t));
        return first != null || after.isEmpty() || !role || Negation.in(statementTokens) ? first
                : holder(statement, statementTokens, after, before, ARTICLES.has(statement, statementTokens.get(0)),
                        windows);
    }

    /** The contrast for the statement's holder (its words) of the role (its words, "the" before them if definite). */
    private static Contrast holder(String statement, List<Token> statementTokens, List<Token> words,
            List<Token> role, boolean definite, List<SupportFinder.Window> windows) {
        List<Token> subject = words.stream().filter(t -> t.capitalised() || !ARTICLES.has(statement, t))
                .toList(); // "das Testen" is "Testen", "Den Haag" a name
        if (subject.isEmpty() || subject.size() > 3) {
            return null;
        }
        Token head = subject.get(subject.size() - 1);
        if (role.isEmpty() || role.size() < 2 && !definite || head.kind() != Token.Kind.WORD
                || role.stream().anyMatch(t -> t.kind() != Token.Kind.WORD)) {
            return null;
        }
        Contrast other = null;
        for (SupportFinder.Window w : windows) {
            List<Token> all = w.tokens();
            for (int p = 0; p + role.size() <= all.size(); p++) {
                int end = roleAt(w.text(), all, p, role);
                if (end < 0 || end + 1 >= all.size() || !Former.copula(w.text(), all.get(end))
                        || ARTICLES.has(w.text(), all.get(end))) {
                    continue;
                }
                int x = end + 1;
                while (x < all.size() && x <= end + 2 && ARTICLES.has(w.text(), all.get(x))) {
                    x++;
                }
                if (x >= all.size() || !all.get(x).content()) {
                    continue;
                }
                Token holder = all.get(x);
                if (holder.keyedIn(subject)) {
                    return null; // the evidence names the statement's subject as the role's holder
                }
                int last = x; // a name goes on: "New Delhi", "Washington, D.C." read to its last capital
                while (last + 1 < all.size() && holder.capitalised() && all.get(last + 1).capitalised()
                        && between(w.text(), all.get(last), all.get(last + 1)).equals(" ")) {
                    last++;
                }
                // a holder that opens the statement has a capital whatever it is: the other may have one or not
                if (other == null && holder.kind() == Token.Kind.WORD
                        && (head.opens(statement) || holder.capitalised() == head.capitalised())
                        && !holder.keyedIn(statementTokens) && ends(w.text(), all, last, subject)) {
                    other = new Contrast(statement.substring(subject.get(0).start(), head.end()),
                            w.text().substring(all.get(p).start(), all.get(last).end()));
                }
            }
        }
        return other;
    }

    /**
     * The index of the token after the role's words said in order from token p, only stop words other than "be"
     * between them ("capital of Australia", "Japan's currency"); -1 where they are not.
     */
    private static int roleAt(String text, List<Token> all, int p, List<Token> role) {
        int i = p;
        for (int r = 0; r < role.size(); r++) {
            while (r > 0 && i < all.size() && !all.get(i).content() && !Swapped.BE.has(text, all.get(i))) {
                i++;
            }
            if (i >= all.size() || !all.get(i).key().equals(role.get(r).key())) {
                return -1;
            }
            i++;
        }
        return i;
    }

    /**
     * Whether the holder's phrase ends at token {@code last}: the sentence, a comma or "and" next, but not one that
     * lists the statement's subject too ("The official languages are English and French").
     */
    private static boolean ends(String text, List<Token> all, int last, List<Token> subject) {
        if (last + 1 >= all.size()) {
            return true;
        }
        String gap = between(text, all.get(last), all.get(last + 1));
        int next = last + 1;
        boolean joined = Restricted.AND.contains(all.get(next).key()) || "or".equals(all.get(next).key());
        if (!gap.matches("\\s*[,;.]?\\s*") || !joined && gap.isBlank()) {
            return false;
        }
        next += joined ? 1 : 0;
        while (next < all.size() && ARTICLES.has(text, all.get(next))) {
            next++;
        }
        int after = next + 1; // "Lisbon; Porto is the second city": the subject's own clause, no list
        return next >= all.size() || !all.get(next).keyedIn(subject) || gap.contains(";")
                || after < all.size() && Former.copula(text, all.get(after));
    }

    /** What stands between two tokens; nothing where they overlap (Chinese, Thai and Vietnamese pairs). */
    private static String between(String text, Token a, Token b) {
        return text.substring(Math.min(a.end(), b.start()), b.start());
    }
}
