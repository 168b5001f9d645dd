package dev.contextrecall.lexical;

import java.util.List;
import java.util.function.Predicate;

/**
 * A name or figure of the statement after its verb's word, which the evidence says there only after another verb,
 * and another after the statement's verb: "родился в Москве" against "родился в Петербурге и умер в Москве", "leaves
 * from platform 4" against "arrives at platform 4 and leaves from platform 6". One of {@link Misplaced}'s readings.
 */
final class OtherVerb {

    private OtherVerb() {
    }

    /**
     * The statement's name after a word its language keeps as a term ("родился в Москве", "nació en Moscú"), which
     * the evidence holds after the same word but another verb ("родился в Петербурге и умер в Москве"): after the
     * statement's own verb and that word stands another name. A figure only after a common word ("leaves from
     * platform 4" against "arrives at platform 4 and leaves from platform 6"): read so after a link word, a list of
     * figures ("un 5% en 2020 y un 7% en 2021") was misread (docs/offline-judge.md).
     */
    static Contrast in(String statement, List<Token> said, int i, List<SupportFinder.Window> windows,
            Predicate<Token> inStatement) {
        Token verb = said.get(i - 2);
        Token link = said.get(i - 1);
        Token m = said.get(i);
        boolean name = m.kind() == Token.Kind.WORD;
        boolean weekday = name && Dates.weekdayWritten(statement.substring(m.start(), m.end()));
        if (verb.kind() != Token.Kind.WORD || verb.capitalised() && !verb.opens(statement) // "Nació en Sevilla"
                || link.start() < verb.end() && Character.UnicodeScript.of(statement.codePointAt(verb.start()))
                        == Character.UnicodeScript.HIRAGANA // a particle's pair, "は最" of "は最大3人", is no verb
                || (name ? !LinkWords.is(link)
                : m.kind() != Token.Kind.NUMBER || link.kind() != Token.Kind.WORD
                        || LinkWords.is(link))) {
            return null;
        }
        for (SupportFinder.Window w : windows) {
            List<Token> there = w.tokens().stream().filter(Token::content).toList();
            Token other = null;
            int from = -1; // where the other verb's fact starts
            boolean own = false;
            boolean elsewhere = false;
            for (int j = 1; j + 1 < there.size(); j++) {
                Token a = there.get(j - 1);
                Token x = there.get(j + 1);
                boolean linked = there.get(j).key().equals(link.key());
                // a place after the verb's year is its place: "умер в 1910 году в Астапове", "murió en 1910 en Astápovo"
                int place = name && a.key().equals(verb.key()) ? DateYears.placeAfterYear(w.text(), there, j, link,
                        null) : -1;
                if (a.key().equals(verb.key()) && (linked || place > 0 || name && LinkWords.is(there.get(j))
                        && !inStatement.test(there.get(j)))) { // "γεννήθηκε στην Αγία Πετρούπολη" for "γεννήθηκε στη"
                    x = place > 0 ? there.get(place) : x;
                    own |= (linked || place > 0) && Misplaced.same(m, x);
                    from = other == null ? j - 1 : from;
                    // a figure after other words than the statement's is another thing: "open until 10" and "opens at 5"
                    boolean placed = name || LinkWords.roundedOff(Contrast.gap(statement, link, m)).equals(
                            LinkWords.roundedOff(Contrast.gap(w.text(), there.get(j), x)));
                    other = other != null || inStatement.test(x) ? other : Contrast.sameKind(m, x) ? placed ? x : null
                            : name ? describedAt(w.text(), there, j + 1, inStatement) : null; // "por su hermano Jonathan"
                } else if (linked && Misplaced.same(m, x) && (otherWord(a, inStatement) || a.key().matches("\\d{4}")
                        && otherWord(there.get(Math.max(0, LinkWords.is(there.get(Math.max(0, j - 2))) ? j - 3 : j - 2)),
                                inStatement))) { // not "samedi et le dimanche"
                    elsewhere = true; // "умер в Москве", "родился в 1828 году в Ясной Поляне"
                } else if (weekday && Misplaced.same(m, x) && LinkWords.is(there.get(j)) && !Restricted.AND.contains(
                        there.get(j).key()) && !Restricted.AND.contains(a.key())) {
                    elsewhere = true; // a weekday after any other link: "du mardi au dimanche" for "fermé le dimanche"
                }
            }
            if (other != null && elsewhere && !own) {
                int k = there.indexOf(other);
                String written = statement.substring(m.start(), m.end());
                if (name) {
                    return new Contrast(written, Misplaced.name(w.text(), there, k, inStatement));
                }
                Token next = k + 1 < there.size() ? there.get(k + 1) : null; // "north wing has 25 rooms", its word too
                boolean counted = next != null && i + 1 < said.size() && next.key().equals(said.get(i + 1).key())
                        && w.text().substring(other.end(), next.start()).isBlank()
                        && !Unspaced.isUnspaced(w.text().codePointAt(next.start())); // not a character pair: "个房"
                return new Contrast(written, w.text().substring(there.get(from).start(), (counted ? next : other).end()));
            }
        }
        return null;
    }

    /** A common word the statement lacks, no "and": another verb. */
    private static boolean otherWord(Token a, Predicate<Token> inStatement) {
        return a.kind() == Token.Kind.WORD && !a.capitalised() && !inStatement.test(a)
                && !Restricted.AND.contains(a.key());
    }

    /**
     * A figure of the statement after another verb's word (read after {@link Parallel}, whose reason names the whole
     * other part where it reads one): "leaves from platform 4" against "arrives at platform 4 and leaves from platform 6".
     */
    static Contrast figures(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows,
            Predicate<Token> inStatement) {
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        for (int i = 2; i < said.size(); i++) {
            Contrast c = said.get(i).kind() == Token.Kind.NUMBER ? in(statement, said, i, windows, inStatement)
                    : null;
            if (c != null) {
                return c;
            }
        }
        return null;
    }

    /**
     * The name after at most two common words from token k, all written apart with nothing between, that ends its
     * phrase ("su hermano Jonathan", "son frère Jonathan"), or null.
     */
    private static Token describedAt(String text, List<Token> there, int k, Predicate<Token> inStatement) {
        for (int n = k; n < there.size() && n <= k + 2; n++) {
            Token t = there.get(n);
            if (t.kind() != Token.Kind.WORD || inStatement.test(t) || n > k && (t.start() <= there.get(n - 1).end()
                    || !text.substring(there.get(n - 1).end(), t.start()).isBlank())) {
                return null;
            }
            if (t.capitalised()) {
                int last = Misplaced.nameLast(text, there, n, inStatement);
                boolean ends = last + 1 >= there.size() || !there.get(last + 1).capitalised() && !text.substring(
                        there.get(last).end(), there.get(last + 1).start()).isBlank();
                return n > k && ends ? t : null;
            }
        }
        return null;
    }
}
