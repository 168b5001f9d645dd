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

    /**
     * The contrast, or null: the statement's word after its figure, and the evidence's word after that figure; or,
     * where the evidence binds another word after it with no word alike, the statement's figure and word against the
     * evidence's later figure and the statement's word ("$100 million in North America" against "$100 million
     * worldwide and $40 million in North America", "$650, or $500 for members"). Not a range's end ("aged 5 to 12"),
     * nor a clause that leaves its verb to the one before ("Windows 10 was released in 2015 and Windows 11 in 2021").
     */
    static Contrast in(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows,
            Predicate<Token> inStatement) {
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        for (int i = 0; i + 1 < said.size(); i++) {
            Token m = said.get(i);
            int n = m.kind() == Token.Kind.NUMBER ? slot(statement, said, i) : -1;
            if (n < 0) {
                continue; // a slot after the figure: "per year", "for adults", "euros al año", "Euro pro Jahr"
            }
            Token q = said.get(n);
            String gap = Contrast.gap(statement, said.get(n - 1), q);
            // a word right after a unit is the figure's only where the evidence says another there too ("10 giờ
            // tối"): in a language that ends on its verb it is the verb ("90 dakika sürer")
            boolean byUnit = n == i + 2 && gap.isEmpty() && Contrast.measure(said.get(i + 1).key());
            for (SupportFinder.Window w : windows) {
                List<Token> there = w.tokens().stream().filter(Token::content).toList();
                Token instead = null;
                boolean own = false;
                int found = -1;
                int elsewhere = -1;
                for (int k = 0; k + 1 < there.size(); k++) {
                    Token x = there.get(k);
                    int l = slot(w.text(), there, k);
                    Token y = l < 0 ? null : there.get(l);
                    found = found < 0 && Misplaced.same(m, x) ? k : found;
                    if (y == null || !gap.equals(Contrast.gap(w.text(), there.get(l - 1), y))) {
                        continue;
                    }
                    if (Misplaced.same(m, x)) {
                        own |= head(y).equals(head(q));
                        // a common word for a common word; German writes both with capitals ("Jahr", "Monat")
                        instead = instead != null || inStatement.test(y) || name(w.text(), y) != name(statement, q)
                                ? instead : y;
                    } else if (x.kind() == Token.Kind.NUMBER && head(y).equals(head(q)) && !inStatement.test(x)) {
                        elsewhere = elsewhere < 0 ? k : elsewhere;
                    }
                }
                if (instead != null && elsewhere >= 0 && !own) {
                    return new Contrast(statement.substring(q.start(), q.end()), word(w.text(), there, instead));
                }
                if (found >= 0 && elsewhere > found && !own && !byUnit && (there.subList(found + 1, elsewhere)
                        .stream().anyMatch(t -> t.kind() == Token.Kind.WORD && !inStatement.test(t))
                        || w.text().substring(there.get(found).end(), there.get(elsewhere).start())
                                .matches("\\s*,.*"))) { // not "5 to 12"
                    int l = slot(w.text(), there, elsewhere);
                    int saidEnd = said.get(Misplaced.nameLast(statement, said, n, t -> false)).end();
                    int otherEnd = there.get(Misplaced.nameLast(w.text(), there, l, t -> false)).end();
                    return new Contrast(statement.substring(OtherDay.signed(statement, m.start()), saidEnd),
                            w.text().substring(OtherDay.signed(w.text(), there.get(elsewhere).start()), otherEnd));
                }
            }
        }
        return null;
    }

    /**
     * The word after figure k, past one or two link words Spanish, French or German keep as words ("al", "pro", "de
     * la") or the word the figure counts ("three goals in the final", "10 heures du matin"), with one or two words
     * between; or -1.
     */
    private static int slot(String text, List<Token> tokens, int k) {
        if (tokens.get(k).kind() != Token.Kind.NUMBER) {
            return -1;
        }
        int n = links(tokens, k + 1);
        if (n == k + 1 && n + 1 < tokens.size() && Contrast.gap(text, tokens.get(k), tokens.get(n)).isEmpty()
                && !tokens.get(n).capitalised()) {
            // the counted word ("goals", "mg"); past link words after a unit ("10 heures du matin")
            n = links(tokens, n + 1);
        }
        if (n >= tokens.size()) {
            return -1;
        }
        Token q = tokens.get(n);
        // past a link word, or right after a unit written as a word: "10 giờ sáng"
        boolean linked = n - 1 > k && (LinkWords.is(tokens.get(n - 1)) || Contrast.measure(tokens.get(n - 1).key())
                && Contrast.gap(text, tokens.get(n - 1), q).isEmpty());
        return q.kind() == Token.Kind.WORD && (linked || Contrast.gap(text, tokens.get(n - 1), q)
                .matches("\\p{L}+( \\p{L}+)?")) ? n : -1;
    }

    /** Past two link words kept as words at most, from n on: "de la" of "10 de la noche". */
    private static int links(List<Token> tokens, int n) {
        int from = n;
        while (n < tokens.size() && n - from < 2 && LinkWords.is(tokens.get(n))) {
            n++;
        }
        return n;
    }

    /** A name as the tokenizer marks one, weekdays left out: "on Saturdays" is a time, as "on weekdays" is. */
    private static boolean name(String text, Token t) {
        return t.capitalised() && !Dates.weekdayWritten(text.substring(t.start(), t.end()));
    }

    /** A word's key, or a Vietnamese pair's first syllable: "tối" of "10 giờ tối và hạ cánh". */
    private static String head(Token t) {
        int space = t.kind() == Token.Kind.WORD ? t.key().indexOf(' ') : -1;
        return space < 0 ? t.key() : t.key().substring(0, space);
    }

    /** The evidence's word as written, a hyphenated one whole ("semi-final"), a Vietnamese pair's first syllable. */
    private static String word(String text, List<Token> there, Token t) {
        int k = there.indexOf(t);
        int end = t.end();
        if (!head(t).equals(t.key())) {
            return text.substring(t.start(), t.end()).split("\\s+")[0];
        }
        while (k + 1 < there.size() && there.get(k + 1).start() == end + 1 && text.charAt(end) == '-') {
            end = there.get(++k).end();
        }
        return text.substring(t.start(), end);
    }
}
