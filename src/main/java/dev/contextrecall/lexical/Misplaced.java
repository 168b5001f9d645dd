package dev.contextrecall.lexical;

import java.util.List;
import java.util.function.Predicate;

import dev.contextrecall.lexical.numbers.Numbers;

/**
 * A name or number of the statement that the evidence holds, but said of another word: one of {@link Contrast}'s
 * ways.
 */
final class Misplaced {

    private Misplaced() {
    }

    /**
     * A name or number of the statement that the evidence holds, but elsewhere: where the statement's word
     * before it stands in the evidence, another name or number of the same kind, or a number for a name, follows
     * ("born in Paris" against "born in Lyon and died in Paris" or "studied in Paris and was born in 1867",
     * "directed by Christopher Nolan" against "produced by
     * Christopher Nolan and directed by Jonathan Nolan"). Not when the evidence lists the statement's own one
     * after it with no other word between ("joined the Celtics in 2008 and the Lakers in 2010").
     */
    static Contrast in(String statement, List<Token> statementTokens, Predicate<Token> found,
            List<SupportFinder.Window> windows, Predicate<Token> inStatement, String language) {
        Contrast unspaced = UnspacedLinks.in(statement, windows, language);
        if (unspaced != null) {
            return unspaced;
        }
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        int firstWord = statementTokens.isEmpty() ? -1 : statementTokens.get(0).start();
        for (int i = 1; i < said.size(); i++) {
            Token m = said.get(i);
            Token before = said.get(i - 1);
            if (!Contrast.distinguishing(m, firstWord) || !found.test(m) || !found.test(before)
                    || Weekdays.day(statement, m) // a day is read with the word beside it, its range with it
                    || Contrast.distinguishing(before, firstWord) && Contrast.sameKind(m, before)
                    && !OF.matcher(Contrast.gap(statement, before, m)).matches() // "University of Oxford", "CEO is X"
                    && !DateYears.yearOfFigure(statement, before, m)) {
                continue;
            }
            String gap = Contrast.gap(statement, before, m);
            gap = m.kind() == Token.Kind.NUMBER ? LinkWords.roundedOff(DateYears.centuryGap(gap, m))
                    : LinkWords.copulaLeft(gap); // "headquarters are in" for "in"
            Token anchor = LinkWords.anchor(said, i, found);
            Contrast other = null;
            boolean bound = false;
            // the same link word places it over another read loosely: "open until 10 pm" against "opens at 5 pm"
            boolean boundExactly = false;
            boolean otherExactly = false;
            for (SupportFinder.Window w : windows) {
                List<Token> there = w.tokens().stream().filter(Token::content).toList();
                for (int j = 0; j + 1 < there.size() && !boundExactly; j++) {
                    // another word of the statement places it with its own link words ("and the closest to the
                    // Sun"), or its verb left out: "y el tren dos horas"
                    boolean placedByOther = inStatement.test(there.get(j)) && same(m, there.get(j + 1))
                            && !there.get(j).key().equals(before.key()) && (!gap.isEmpty()
                            && gap.equals(Contrast.gap(w.text(), there.get(j), there.get(j + 1)))
                            || i >= 2 && there.get(j).key().equals(said.get(i - 2).key()) && gap.isEmpty()
                            && Contrast.gap(w.text(), there.get(j), there.get(j + 1)).isEmpty()
                            && !qualified(w.text(), there, j, inStatement)); // not "senior members $5"
                    // the words after it bind it: "montags geschlossen", "26 जनवरी 1950 को लागू हुआ"
                    placedByOther |= same(m, there.get(j))
                            && SaidAfter.in(statement, said, i, w.text(), there, j, language);
                    bound |= placedByOther;
                    boundExactly |= placedByOther;
                    // a year after a full date's day: "signed on 28 June 1919" says the year "signed in" 1919
                    int year = DateYears.after(statement, said, i, w.text(), there, j);
                    if (year > 0) {
                        bound |= same(m, there.get(year));
                        other = other != null || same(m, there.get(year)) || inStatement.test(there.get(year)) ? other
                                : new Contrast(OtherDay.written(statement, said, i), DateYears.text(w.text(), there, j,
                                        year));
                        continue;
                    }
                    if (!there.get(j).key().equals(before.key())
                            || anchor != null && LinkWords.placedOtherwise(w.text(), there, j, anchor, inStatement,
                                    said, language)) {
                        continue;
                    }
                    if (other == null && m.kind() == Token.Kind.WORD && described(gap, w.text(), there, j, inStatement)
                            && !joined(w.text(), there, nameLast(w.text(), there, j + 2, inStatement), m)) {
                        other = new Contrast(OtherDay.written(statement, said, i), name(w.text(), there, j + 2,
                                inStatement));
                        continue;
                    }
                    // a place after the verb's year is its place: "died in 1910 in Astapovo"
                    int at = m.kind() == Token.Kind.WORD ? DateYears.placeAfterYear(w.text(), there, j + 1, null, gap)
                            : DateYears.afterPhrase(m, w.text(), there, j, gap, inStatement); // "opened to the public in"
                    at = at < 0 ? j + 1 : at;
                    Token x = there.get(at);
                    String theirs = at > j + 1 ? gap : Contrast.gap(w.text(), there.get(j), x); // "in the US"
                    // a figure said "about" is in its place: "takes about two hours" says "takes two hours"
                    theirs = m.kind() == Token.Kind.NUMBER ? LinkWords.roundedOff(DateYears.centuryGap(theirs, x))
                            : LinkWords.copulaLeft(theirs);
                    // the statement's verb left out after its two words before it: "board members at least 5" says
                    // "Board members must have at least 5 years" over "Members must have at least 2 years"
                    if (same(m, x) && j > 0 && i >= 2 && there.get(j - 1).key().equals(said.get(i - 2).key())
                            && !theirs.isEmpty() && gap.endsWith(" " + theirs)) {
                        bound = true;
                        boundExactly = true;
                        continue;
                    }
                    String one = other == null ? Durations.oneBefore(statement, w.text(), there, j, gap, said, i) : null;
                    if (one != null) {
                        other = new Contrast(OtherDay.written(statement, said, i), one);
                        otherExactly = true;
                        continue;
                    }
                    if (!Contrast.sameGap(gap, theirs, true) && (m.kind() != Token.Kind.WORD || inStatement.test(x)
                            || !Contrast.sameGap(NameArticles.dropped(gap, theirs), NameArticles.dropped(theirs, gap),
                                    true))) { // "rises in Germany" places "rises in the Black Sea"
                        continue;
                    }
                    Contrast swap = inStatement.test(x) ? swapped(statement, said, i, x, w, j) : null;
                    if (swap != null) {
                        return swap;
                    }
                    boolean inList = Listed.after(w.text(), there, at, m, before, inStatement, said,
                            said.subList(i + 1, said.size()), language);
                    // a list of names placed by the statement's own words: "жил в Киеве, Минске и Москве"
                    boolean listed = inList && m.kind() == Token.Kind.WORD && Contrast.sameKind(m, x) && (!LinkWords.is(
                            before) || i >= 2 && j > 0 && there.get(j - 1).key().equals(said.get(i - 2).key()));
                    if (at == j + 1 && LinkWords.saidBefore(said, i, x)) { // "Το μουσείο", not "το 1950"
                        continue;
                    }
                    if (listed || inStatement.test(x) || qualifies(w.text(), there, at, m, inStatement)) {
                        bound = true;
                        boundExactly |= gap.equals(theirs);
                    } else if (other == null && (Contrast.sameKind(m, x) || m.kind() == Token.Kind.WORD
                            && Contrast.yearForName(m, w.text(), x) && afterOtherWord(there, j, m, inStatement))
                            && !inList && !CountNouns.saidWith(statement, said, i, w.text(), w.tokens(), x)
                            && !LinkWords.repeatedAfter(w.text(), there, at, m, before, gap, said,
                                    language)) {
                        other = new Contrast(OtherDay.written(statement, said, i),
                                name(w.text(), there, at, inStatement));
                        otherExactly = gap.equals(theirs);
                    }
                }
            }
            if ((!bound || !boundExactly && otherExactly) && other != null && !SubjectsFigure.said(said, m, windows)
                    && !(i >= 2 && LinkWords.is(before) && LinkWords.byOther(said.get(i - 2), m, windows))) {
                return other;
            }
            Contrast verb = bound && i >= 2 && m.kind() == Token.Kind.WORD ? OtherVerb.in(statement, said, i, windows,
                    inStatement) : null;
            if (verb != null) {
                return verb;
            }
        }
        return PronounObject.in(statement, said, found, windows, inStatement);
    }

    /**
     * Whether the evidence puts after the statement's word, with the statement's words between or one more, a common
     * word and straight after it another name that ends its phrase: "directed by his brother Jonathan" for "directed by
     * Christopher Nolan".
     */
    private static boolean described(String gap, String text, List<Token> there, int j, Predicate<Token> inStatement) {
        if (j + 2 >= there.size()) {
            return false;
        }
        Token x = there.get(j + 1);
        Token y = there.get(j + 2);
        String between = Contrast.gap(text, there.get(j), x);
        String[] own = gap.split(" ");
        String[] theirs = between.split(" ");
        int end = nameEnd(text, there, j + 2, inStatement);
        Token after = there.stream().filter(t -> t.start() >= end).findFirst().orElse(null);
        if (after != null && after.kind() == Token.Kind.WORD && !after.capitalised()
                && text.substring(end, after.start()).isBlank()) {
            return false; // the name qualifies a word after it: "join fellow Championship side, Millwall"
        }
        return x.kind() == Token.Kind.WORD && !x.capitalised() && !inStatement.test(x) && y.kind() == Token.Kind.WORD
                && y.capitalised() && !inStatement.test(y) && Contrast.gap(text, x, y).isEmpty() && y.start() > x.end()
                && between.matches("[\\p{L} ]*") && (between.equals(gap) || !gap.isBlank()
                        && theirs.length == own.length + 1 && between.startsWith(gap + " "));
    }

    /**
     * The statement's two names each put after the other's word: "born in Lyon and raised in Paris" against "born in
     * Paris and raised in Lyon". {@code x} is the statement's other name, after m's word at token j of the window.
     */
    private static Contrast swapped(String statement, List<Token> said, int i, Token x, SupportFinder.Window w, int j) {
        Token m = said.get(i);
        int ix = -1;
        for (int k = 1; k < said.size(); k++) {
            ix = k != i && said.get(k).key().equals(x.key()) ? k : ix;
        }
        if (ix < 1 || x.key().equals(m.key()) || !Contrast.sameKind(m, x) || m.kind() != Token.Kind.WORD
                || said.get(ix - 1).key().equals(said.get(i - 1).key()) || said.get(ix - 1).kind() != Token.Kind.WORD
                || said.get(ix - 1).capitalised() || Restricted.AND.contains(said.get(ix - 1).key())
                || Restricted.AND.contains(said.get(i - 1).key()) || said.get(i - 1).kind() != Token.Kind.WORD
                || said.get(i - 1).capitalised()) {
            return null; // "lived in Rome and Milan", "ging an Schmidt und Müller": a list, not two slots
        }
        Token word = said.get(ix - 1);
        List<Token> there = w.tokens().stream().filter(Token::content).toList();
        for (int k = 0; k + 1 < there.size(); k++) {
            if (there.get(k).key().equals(word.key()) && there.get(k + 1).key().equals(m.key())
                    && Contrast.sameGap(Contrast.gap(statement, word, said.get(ix)), Contrast.gap(w.text(), there.get(k),
                            there.get(k + 1)), true)) {
                Token before = said.get(i - 1);
                return new Contrast(statement.substring(before.start(), m.end()),
                        w.text().substring(there.get(j).start(), there.get(j + 1).end()));
            }
        }
        return null;
    }

    /** Whether a word the statement lacks stands right before token j, a space alone between: "senior members". */
    private static boolean qualified(String text, List<Token> there, int j, Predicate<Token> inStatement) {
        return j > 0 && !inStatement.test(there.get(j - 1)) && there.get(j - 1).end() < there.get(j).start()
                && text.substring(there.get(j - 1).end(), there.get(j).start()).equals(" ");
    }

    /**
     * Whether the name at token j qualifies a common word that the statement's m follows straight after: "founded by
     * Harvard dropout Bill Gates" says "founded by Bill Gates".
     */
    private static boolean qualifies(String text, List<Token> there, int j, Token m, Predicate<Token> inStatement) {
        int k = nameLast(text, there, j, inStatement);
        if (k + 2 >= there.size() || !there.get(j).capitalised()) {
            return false;
        }
        Token word = there.get(k + 1);
        Token next = there.get(k + 2);
        return word.kind() == Token.Kind.WORD && !word.capitalised() && !inStatement.test(word)
                && next.key().equals(m.key()) && word.start() > there.get(k).end() && next.start() > word.end()
                && text.substring(there.get(k).end(), next.start()).matches("\\s+\\p{L}+\\s+");
    }

    /** Whether the name ending at token k is joined to m as one list: "newcomer Jake Lee and Tom Hanks". */
    private static boolean joined(String text, List<Token> there, int k, Token m) {
        return k + 1 < there.size() && there.get(k + 1).key().equals(m.key()) && there.get(k + 1).start() > there.get(
                k).end() && text.substring(there.get(k).end(), there.get(k + 1).start()).strip().matches(
                        ",|(,? ?)(and|or|&)");
    }

    /**
     * The evidence's name at token j as it writes it, with the names the statement lacks written on after it ("San
     * Petersburgo", "St Petersburg"; "Jonathan" of "Jonathan Nolan" for "Christopher Nolan"), or its figure or date.
     */
    static String name(String text, List<Token> there, int j, Predicate<Token> inStatement) {
        return there.get(j).kind() != Token.Kind.WORD ? OtherDay.written(text, there, j)
                : text.substring(there.get(j).start(), nameEnd(text, there, j, inStatement));
    }

    static int nameEnd(String text, List<Token> there, int j, Predicate<Token> inStatement) {
        return there.get(nameLast(text, there, j, inStatement)).end();
    }

    /** The index of the last token of the name that starts at token j ("Lee" of "Jake Lee"). */
    static int nameLast(String text, List<Token> there, int j, Predicate<Token> inStatement) {
        int k = j;
        while (k + 1 < there.size() && there.get(k + 1).capitalised() && there.get(k + 1).kind() == Token.Kind.WORD
                && !inStatement.test(there.get(k + 1))
                && there.get(k + 1).start() >= there.get(k).end() // Vietnamese pairs overlap
                && text.substring(there.get(k).end(), there.get(k + 1).start()).matches("[ .\\-]{1,2}")) {
            k++;
        }
        return k;
    }

    /** The statement's term m as the evidence's token t: the same key, or a figure that gives it ("around 300"). */
    static boolean same(Token m, Token t) {
        return t.key().equals(m.key()) || m.kind() == Token.Kind.NUMBER && t.kind() == Token.Kind.NUMBER
                && Numbers.matches(m.key(), t.key());
    }

    /** Words that leave a name after a name its own: "University of Oxford", "The CEO is Maria Lopez". */
    private static final java.util.regex.Pattern OF = java.util.regex.Pattern.compile(
            "of|de|di|du|del|della|do|da|von|is|was");

    /**
     * Whether the evidence says the name m before {@code end}, after a common word the statement does not have
     * ("studied in Warsaw and was born in 1867"): then the year after the statement's own word leaves the name to
     * another verb. Not a name said after it ("premiered in 2019 at the festival in Cannes").
     */
    private static boolean afterOtherWord(List<Token> there, int end, Token m, Predicate<Token> inStatement) {
        for (int k = 1; k < end; k++) {
            Token w = there.get(k - 1);
            if (there.get(k).key().equals(m.key()) && w.kind() == Token.Kind.WORD && !w.capitalised()
                    && !inStatement.test(w)) {
                return true;
            }
        }
        return false;
    }

}
