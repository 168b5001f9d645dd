package dev.contextrecall.lexical;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

import dev.contextrecall.lexical.numbers.Numbers;

/**
 * A period of years against the evidence's period of other years written with the same words: "between 2010 and
 * 2020" against "between 2000 and 2010", "from 1990 to 1995" against "from 1985 to 1990". {@link Contrast}'s rule
 * for a replaced year wants the year's neighbours around another year; a period sharing one end with the statement's
 * in the other place has none. One of {@link Contrast}'s ways, read over the whole window.
 */
final class Periods {

    private Periods() {
    }

    /** A year as written: three or four digits. */
    private static final Pattern YEAR = Pattern.compile("\\d{3,4}");

    /** What may stand between a period's years: a dash, or at most two words ("and", "to", "bis", "hasta el", "से"). */
    private static final Pattern BETWEEN = Pattern.compile("\\s*[-–—]\\s*|\\s+[\\p{L}\\p{M}]+(?:\\s+[\\p{L}\\p{M}]+)?\\s+");

    /** A period's years, at these indexes of its tokens. */
    private record Period(int from, int to) {
    }

    /** Another period written with the statement's words, or a start or end said of the other end; null if neither. */
    static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> window) {
        Contrast other = otherPeriod(statement, statementTokens, evidence, window);
        return other != null ? other : otherEnd(statement, statementTokens, evidence, window);
    }

    private static Contrast otherPeriod(String statement, List<Token> statementTokens, String evidence,
            List<Token> window) {
        List<Period> there = null; // read only when the statement has a period: most have none
        for (Period s : periods(statement, statementTokens)) {
            there = there != null ? there : periods(evidence, window);
            Contrast other = null;
            for (Period e : there) {
                if (same(statementTokens.get(s.from()), window.get(e.from()))
                        && same(statementTokens.get(s.to()), window.get(e.to()))
                        && middle(statement, statementTokens, s).equals(middle(evidence, window, e))) {
                    other = null;
                    break; // the statement's own period, whatever word opens it ("and 500 students in 2010")
                }
                if (!written(statement, statementTokens, s).equals(written(evidence, window, e))) {
                    continue;
                }
                other = other != null ? other : new Contrast(text(statement, statementTokens, s),
                        text(evidence, window, e));
            }
            if (other != null) {
                return other;
            }
        }
        return null;
    }

    /** Verbs of a start and of an end, folded, in the measured languages that write them as words of their own. */
    private static final WordList STARTS = WordList.of("began", "begun", "begins", "begin",
            "started", "starts", "start", "begann", "beginnt", "begonnen", "comenzó", "empezó", "inició", "commença",
            "commencé", "débuta", "débuté", "iniziò", "cominciò", "começou", "iniciou", "început", "началась",
            "начался", "началось", "ξεκίνησε", "άρχισε", "başladı");
    private static final WordList ENDS = WordList.of("ended", "ends", "end", "endete", "endet",
            "geendet", "terminó", "acabó", "finalizó", "termina", "terminé", "terminée", "finì", "terminò",
            "terminou", "acabou", "încheiat", "закончилась", "закончился", "окончилась", "завершилась", "τελείωσε",
            "έληξε", "bitti", "sona");

    /**
     * A start or an end said of the other end of the evidence's period: "The war began in 1945." against "The war
     * lasted from 1939 to 1945." The statement's verb of a start (or end) with a year at most three words after it,
     * the evidence's period holding that year as its end (or start) and not as its start (or end).
     */
    private static Contrast otherEnd(String statement, List<Token> statementTokens, String evidence,
            List<Token> window) {
        return end(statement, statementTokens, evidence, window, false);
    }

    /**
     * Whether the statement's verb of a start (or end), {@code said}, is said by the evidence's period with the
     * statement's year at its start (or end): "The war began in 1939." by "The war lasted from 1939 to 1945.",
     * whatever verb the evidence uses ("lasted" for "began").
     */
    static boolean ownEnd(String said, String statement, List<Token> statementTokens, String evidence,
            List<Token> window) {
        return (STARTS.contains(said) || ENDS.contains(said))
                && end(statement, statementTokens, evidence, window, true) != null;
    }

    private static Contrast end(String statement, List<Token> statementTokens, String evidence, List<Token> window,
            boolean own) {
        for (int i = 0; i < statementTokens.size(); i++) {
            boolean start = STARTS.has(statement, statementTokens.get(i));
            if (!start && !ENDS.has(statement, statementTokens.get(i))) {
                continue;
            }
            for (int k = i + 1; k < statementTokens.size() && k <= i + 3; k++) {
                Token y = statementTokens.get(k);
                if (!year(statement, y)) {
                    continue;
                }
                for (Period e : periods(evidence, window)) {
                    Token sameEnd = window.get(start ? e.from() : e.to());
                    Token otherEnd = window.get(start ? e.to() : e.from());
                    if (own ? same(y, sameEnd) : same(y, otherEnd) && !same(y, sameEnd)) {
                        return new Contrast(statement.substring(statementTokens.get(i).start(), y.end()),
                                text(evidence, window, e));
                    }
                }
                break;
            }
        }
        return null;
    }

    /**
     * Two years with only a dash or two words between them; or two whole numbers with only a dash between, a range or
     * a score ("5-10 days", "ended 2–1").
     */
    private static List<Period> periods(String text, List<Token> tokens) {
        List<Period> out = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            boolean year = year(text, tokens.get(i));
            for (int k = i + 1; (year || whole(text, tokens.get(i))) && k < tokens.size() && k <= i + 3; k++) {
                if (year(text, tokens.get(k)) || whole(text, tokens.get(k))) {
                    String between = text.substring(tokens.get(i).end(), tokens.get(k).start());
                    if (year && year(text, tokens.get(k)) ? BETWEEN.matcher(between).matches()
                            : DASH.matcher(between).matches()) {
                        out.add(new Period(i, k));
                    }
                    break;
                }
            }
        }
        return out;
    }

    /** A dash alone between two figures. */
    private static final Pattern DASH = Pattern.compile("\\s*[-–—]\\s*");

    /** A whole number written in digits, up to four of them. */
    private static boolean whole(String text, Token t) {
        return t.kind() == Token.Kind.NUMBER && t.end() - t.start() <= 4
                && t.key().equals(text.substring(t.start(), t.end())) && t.key().chars().allMatch(Character::isDigit);
    }

    /** The words of a period but its years, with the word right before it: "between _ and _", "from _ to _". */
    private static String written(String text, List<Token> tokens, Period p) {
        Token first = tokens.get(p.from());
        Token before = p.from() > 0 ? tokens.get(p.from() - 1) : null;
        String opening = before != null && text.substring(before.end(), first.start()).isBlank() ? before.key() : "";
        return opening + middle(text, tokens, p);
    }

    /** The words between a period's years: " _ and _", " _-_". */
    private static String middle(String text, List<Token> tokens, Period p) {
        return " _" + text.substring(tokens.get(p.from()).end(), tokens.get(p.to()).start()).strip()
                .toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").replaceAll("[–—]", "-") + "_";
    }

    private static String text(String text, List<Token> tokens, Period p) {
        Token first = tokens.get(p.from());
        Token before = p.from() > 0 ? tokens.get(p.from() - 1) : null;
        int start = before != null && text.substring(before.end(), first.start()).isBlank() ? before.start()
                : first.start();
        return text.substring(start, tokens.get(p.to()).end());
    }

    private static boolean year(String text, Token t) {
        return t.kind() == Token.Kind.NUMBER && YEAR.matcher(t.key()).matches()
                && YEAR.matcher(text.substring(t.start(), t.end())).matches();
    }

    private static boolean same(Token a, Token b) {
        return a.key().equals(b.key()) || Numbers.matches(a.key(), b.key());
    }
}
