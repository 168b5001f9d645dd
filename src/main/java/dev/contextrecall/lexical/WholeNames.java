package dev.contextrecall.lexical;

import java.util.List;
import java.util.function.Predicate;

/**
 * A name of several words that the evidence holds whole, but after the statement's word stands another name that
 * shares only some of its words: "won the Oscar for Best Director" against "was nominated for Best Director and won
 * the Oscar for Best Picture", "played for Manchester United" against "played for Manchester City and coached
 * Manchester United". {@link Misplaced} reads a name word by word, and its first word, here found in its place, hid
 * the other name; read after {@link CrossPaired}, whose reason names both sides. Not where the evidence lists the
 * statement's name right after the other ("Best Director and Best Actor").
 */
final class WholeNames {

    private WholeNames() {
    }

    /** The contrast, or null: the statement's whole name and the evidence's other name after the statement's word. */
    static Contrast in(String statement, List<Token> statementTokens, Predicate<Token> found,
            List<SupportFinder.Window> windows) {
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        for (int s = 1; s + 1 < said.size(); s++) {
            Token anchor = said.get(s - 1);
            if (!name(said.get(s)) || !found.test(anchor) || name(anchor) && joined(statement, anchor, said.get(s))) {
                continue; // no name, or not its first word
            }
            int e = last(statement, said, s);
            if (e == s) {
                continue; // a name of one word is Misplaced's
            }
            List<Token> whole = said.subList(s, e + 1);
            String gap = Contrast.gap(statement, anchor, said.get(s));
            Contrast other = null;
            boolean bound = false;
            boolean elsewhere = false;
            for (SupportFinder.Window w : windows) {
                String text = w.text();
                List<Token> there = w.tokens().stream().filter(Token::content).toList();
                for (int j = 0; j + 1 < there.size(); j++) {
                    int at = at(there, j, whole);
                    elsewhere |= at >= 0;
                    if (!there.get(j).key().equals(anchor.key()) || !name(there.get(j + 1))
                            || !Contrast.sameGap(gap, Contrast.gap(text, there.get(j), there.get(j + 1)), true)) {
                        continue;
                    }
                    if (at(there, j + 1, whole) == j + 1) {
                        bound = true;
                        continue;
                    }
                    int end = last(text, there, j + 1);
                    int next = end + 1; // the statement's name listed after the other: "Best Director and Best Actor"
                    while (next < there.size() && Restricted.AND.contains(there.get(next).key())) {
                        next++;
                    }
                    boolean listed = next < there.size() && at(there, next, whole) == next
                            && text.substring(there.get(end).end(), there.get(next).start()).matches("[\\s,]*(\\p{L}+)?[\\s,]*");
                    // another name of the same family, sharing a word and with one of its own ("Best Picture"); not
                    // one said otherwise, nor the statement's less a qualifier ("Prime Minister" for "Deputy Prime ...")
                    List<Token> name = there.subList(j + 1, end + 1);
                    boolean kin = name.stream().anyMatch(t -> t.keyedIn(whole))
                            && !name.stream().allMatch(t -> t.keyedIn(whole));
                    if (other == null && !listed && kin) {
                        other = new Contrast(statement.substring(whole.get(0).start(), whole.get(whole.size() - 1).end()),
                                text.substring(there.get(j + 1).start(), there.get(end).end()));
                    }
                }
            }
            if (!bound && elsewhere && other != null) {
                return other;
            }
        }
        return null;
    }

    /** A word written with a capital, not at its text's start. */
    private static boolean name(Token t) {
        return t.kind() == Token.Kind.WORD && t.capitalised();
    }

    /** Whether two names stand side by side with nothing but a space between, as one name's words. */
    private static boolean joined(String text, Token a, Token b) {
        return b.start() > a.end() && text.substring(a.end(), b.start()).isBlank();
    }

    /** The index of the last word of the name that starts at s. */
    private static int last(String text, List<Token> tokens, int s) {
        int e = s;
        while (e + 1 < tokens.size() && name(tokens.get(e + 1)) && joined(text, tokens.get(e), tokens.get(e + 1))) {
            e++;
        }
        return e;
    }

    /** j when the tokens from j on are the name's words, key for key; else -1. */
    private static int at(List<Token> there, int j, List<Token> whole) {
        for (int k = 0; k < whole.size(); k++) {
            if (j + k >= there.size() || !there.get(j + k).key().equals(whole.get(k).key())) {
                return -1;
            }
        }
        return j;
    }
}
