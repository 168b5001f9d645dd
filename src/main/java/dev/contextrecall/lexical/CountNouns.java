package dev.contextrecall.lexical;

import java.util.List;
import java.util.function.Predicate;

import dev.contextrecall.lexical.numbers.Numbers;

/**
 * A count of the statement said of another word, where the word the statement counts has a count of its own: "The
 * school has 60 students." against "The school has 800 students and 60 teachers.", "120 rooms" against "120 beds in 60
 * rooms", "500 engineers" against "500 people, 200 of them engineers". Each word and figure is in the evidence, each
 * bound to another; in Chinese, a measure word binds the figure to the word after it ("300名客户"). One of
 * {@link Contrast}'s ways, read over every window; a word for persons in general stands for the statement's word
 * ({@link Synonyms}) only where no other count is given to that word.
 */
final class CountNouns {

    /** Words from another figure to the statement's own at most: "25 days of sick leave and 20". */
    private static final int WITHIN = 6;

    private CountNouns() {
    }

    /** The first count the evidence gives to another word while giving the statement's word another count, or null. */
    static Contrast in(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows,
            Predicate<Token> inStatement) {
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        for (int i = 0; i + 1 < said.size(); i++) {
            Token count = said.get(i);
            Token noun = after(said, i);
            if (count.kind() != Token.Kind.NUMBER || noun == null || !counted(statement, count, noun)
                    || year(statement, count)) {
                continue;
            }
            Contrast other = null;
            boolean bound = false;
            boolean recounted = false;
            for (SupportFinder.Window w : windows) {
                List<Token> there = w.tokens().stream().filter(Token::content).toList();
                for (int j = 0; j < there.size(); j++) {
                    Token x = there.get(j);
                    if (x.kind() != Token.Kind.NUMBER) {
                        continue;
                    }
                    Token next = after(there, j);
                    // "2 million active users", "3 league titles": a word between
                    boolean pastOne = j + 2 < there.size() && there.get(j + 1) == next
                            && counts(w.text(), x, there.get(j + 2), noun);
                    if (!Numbers.matches(count.key(), x.key())) {
                        recounted |= next != null && (counts(w.text(), x, next, noun) || pastOne);
                    } else if (next != null && next.key().equals(noun.key()) || pastOne) {
                        bound = true;
                    } else if (other == null && next != null && counted(w.text(), x, next) && !inStatement.test(next)
                            && !Subset.marked(w.text(), x) && !Subset.markedBefore(w.text(), x)) { // "其中500张"
                        other = new Contrast(statement.substring(count.start(), wordEnd(said, noun)),
                                w.text().substring(x.start(), wordEnd(there, next)));
                    }
                }
            }
            if (!bound && recounted && other != null) {
                return other;
            }
        }
        return null;
    }

    /**
     * Whether the evidence, a few words after another figure x, says the statement's count at i with the word after it,
     * as the statement does ("2,000 animals of 300 species", "25 days of sick leave and 20 days of annual leave", "at
     * 8 am on weekdays and at 10 am on weekends"): the figure is that word's,
     * whatever figure the statement's word before it takes. Not past another clause, year, name or possessive ("and its
     * rival has 500 employees", "the username at least 8"), which may open another subject's fact.
     */
    static boolean saidWith(String statement, List<Token> said, int i, String text, List<Token> tokens, Token x) {
        Token count = said.get(i);
        Token noun = after(said, i);
        if (count.kind() != Token.Kind.NUMBER || year(statement, count) || noun == null
                || noun.kind() != Token.Kind.WORD || noun.start() <= count.end()) {
            // a unit counts too here ("20 days"), and a word after a function word ("10 am on weekends"); a year
            // counts nothing ("2005 में", "in 2005")
            return false;
        }
        List<Token> there = tokens.stream().filter(Token::content).toList();
        int from = there.indexOf(x);
        Token xNoun = from >= 0 ? after(there, from) : null;
        if (xNoun != null && xNoun.key().equals(noun.key()) && said.indexOf(noun) == said.size() - 1) {
            return false; // both figures count the word, and nothing after it binds the statement's: "opens at 10
                          // hours and closes at 18 hours" for "opens at 18 hours"
        }
        List<Token> rest = said.subList(said.indexOf(noun) + 1, said.size());
        boolean xs = false; // x says the statement's words after its noun: "às 10 horas durante a semana"
        for (int j = from + 1; from >= 0 && j < there.size() && j <= from + WITHIN; j++) {
            Token t = there.get(j);
            xs |= t.kind() == Token.Kind.WORD && t.keyedIn(rest) && !Contrast.measure(t.key());
            if (t.kind() == Token.Kind.NUMBER && Numbers.matches(count.key(), t.key())) {
                Token next = after(there, j);
                if (xs && there.subList(j + 1, Math.min(there.size(), j + 5)).stream().noneMatch(u -> u.keyedIn(rest)
                        && !Contrast.measure(u.key()))) {
                    return false; // and the statement's figure none: "e às 9 horas aos sábados"
                }
                return next != null && next.key().equals(noun.key()) && oneClause(text, tokens, x, t)
                        && Contrast.gap(text, t, next).equals(Contrast.gap(statement, count, noun))
                        && !Clauses.pronounIn(text, tokens.subList(tokens.indexOf(x), tokens.indexOf(t)), null);
            }
            if (t.kind() == Token.Kind.NUMBER && year(text, t) || t.capitalised() && !Dates.isMonth(t)) {
                // past a year or a name, not a month ("500 units in March and 300 units in April"); another measure
                // may stand between: "5 km long, 2 km wide and 30"
                return false;
            }
        }
        return false;
    }

    /** Whether two tokens stand in one clause of one sentence: not "14 days; exchanges within 30 days". */
    private static boolean oneClause(String text, List<Token> tokens, Token x, Token t) {
        if (SentenceSpans.FULL_STOP.matcher(text.substring(x.end(), t.start())).find()) {
            return false;
        }
        return ClauseCuts.clauses(text, tokens).stream().anyMatch(c -> c.contains(x) && c.contains(t));
    }

    /**
     * A common word written straight after a figure, not a unit: the word the figure counts ("60 students"); not after
     * a rank ("the third time").
     */
    private static boolean counted(String text, Token count, Token noun) {
        if (measured(text, count, noun)) {
            return count.start() == 0 || text.charAt(count.start() - 1) != '第'; // not a rank: "第3名"
        }
        return !Tokenizer.ordinal(text.substring(count.start(), count.end())) && noun.kind() == Token.Kind.WORD
                && !noun.capitalised() && !Contrast.measure(noun.key())
                && !Unspaced.isUnspaced(text.codePointAt(noun.start())) && noun.start() > count.end()
                && text.substring(count.end(), noun.start()).strip().matches("(de)?"); // Romanian "60 de elevi"
    }

    /** The token after token i, past a Romanian "de" ("60 de elevi"), or null. */
    private static Token after(List<Token> tokens, int i) {
        int k = i + 1 < tokens.size() && tokens.get(i + 1).key().equals("de") ? i + 2 : i + 1;
        return k < tokens.size() ? tokens.get(k) : null;
    }

    /** Whether another figure counts the statement's word, at most two words between: "200 of them engineers". */
    private static boolean counts(String text, Token x, Token next, Token noun) {
        if (!next.key().equals(noun.key()) || next.start() <= x.end()) {
            return next.key().equals(noun.key()) && measured(text, x, next); // "45名员工"
        }
        String between = text.substring(x.end(), next.start()).strip();
        return between.matches("[\\p{L} ]*") && (between.isEmpty() || between.split("\\s+").length <= 2);
    }

    /**
     * Chinese measure words, which stand between a figure and the word it counts: "300名员工", "45家商店". The
     * counters of {@code ChineseNumerals} that count things, without its units of time, age and times (年, 天, 岁,
     * 次, 倍), which are measures of their own; and persons, books, sheets, firms and houses, as Japanese counts them
     * ("10人のメンバー", "5冊").
     */
    private static final String MEASURES = "名个個位家座本辆輛台所件只条條张張间間部架艘头頭匹棵种種项項篇首人冊枚社軒";

    /**
     * A Chinese measure word and the counted word's first character, one character pair straight after a figure:
     * "名员" of "300名员工", which the tokenizer keys as one pair. Chinese writes no space to say where the word is.
     */
    private static boolean measured(String text, Token count, Token noun) {
        return noun.start() == count.end() && noun.end() - noun.start() == 2 && noun.kind() == Token.Kind.WORD
                && MEASURES.indexOf(text.charAt(noun.start())) >= 0;
    }

    /** Where the counted word ends: past the character pair after a measured one ("300名客户", not "300名客"). */
    private static int wordEnd(List<Token> tokens, Token noun) {
        int at = tokens.indexOf(noun);
        Token next = at + 1 < tokens.size() ? tokens.get(at + 1) : null;
        boolean pair = next != null && next.start() == noun.end() - 1 && noun.end() - noun.start() == 2;
        return noun.key().endsWith("の") ? noun.start() + 1 : pair ? next.end() : noun.end(); // Japanese "10人の"
    }

    /** Chinese and Japanese words of a list, written onto the figure after them: "和" of "300名客户和45名员工", "と". */
    private static final String LISTING = "和与與及、とや";

    /** Whether a figure follows a Chinese list word straight: "和45". */
    static boolean listedUnspaced(String text, Token figure) {
        return figure.start() > 0 && LISTING.indexOf(text.charAt(figure.start() - 1)) >= 0;
    }

    /** A figure that reads as a year, whose next word is no count of it ("in 2015 season"); not "2,000 students". */
    static boolean year(String text, Token t) {
        return t.key().matches("1[0-9]{3}|20[0-9]{2}") && text.substring(t.start(), t.end()).matches("\\d{4}");
    }
}
