package dev.contextrecall.lexical;

import java.util.List;
import java.util.function.Predicate;

/**
 * Another day of the same month and year: "November 9, 1989" against "10 November 1989". One of {@link Contrast}'s
 * ways, read on the day keys the tokenizer gives ("november 9").
 */
final class OtherDay {

    private OtherDay() {
    }

    /**
     * A full date of the statement whose day the evidence gives otherwise in the same month of the same year:
     * "November 9, 1989" against "10 November 1989", in whatever order each writes day and month.
     */
    static Contrast in(String statement, List<Token> said, Predicate<Token> found, String evidence,
            List<Token> there) {
        for (int i = 0; i < said.size(); i++) {
            Token day = said.get(i);
            String year = yearAfter(said, i);
            if (found.test(day) || year == null) {
                continue;
            }
            String month = day.key().substring(0, day.key().indexOf(' '));
            for (int j = 0; j < there.size(); j++) {
                Token x = there.get(j);
                if (year.equals(yearAfter(there, j)) && x.key().startsWith(month + " ")) {
                    return new Contrast(dateText(statement, said, i), dateText(evidence, there, j));
                }
            }
        }
        return null;
    }

    /** The year of a day of the month at {@code i} ("march 6" keyed by the tokenizer), or null. */
    private static String yearAfter(List<Token> tokens, int i) {
        int k = yearOf(tokens, i);
        return k < 0 ? null : tokens.get(k).key();
    }

    /**
     * Where the year of the day at {@code i} is: within two tokens after it ("6 March 1989"), else two before it
     * ("1989-03-06"); or -1.
     */
    static int yearOf(List<Token> tokens, int i) {
        Token day = tokens.get(i);
        if (day.kind() != Token.Kind.NUMBER || day.key().indexOf(' ') < 0) {
            return -1;
        }
        for (int k : new int[] { i + 1, i + 2, i - 1, i - 2 }) {
            if (k >= 0 && k < tokens.size() && tokens.get(k).kind() == Token.Kind.NUMBER
                    && tokens.get(k).key().matches("[12][0-9]{3}")) {
                return k;
            }
        }
        return -1;
    }

    /** The token at {@code i} as the text writes it; a day with its month word ("9 Ekim", not "9"). */
    static String written(String text, List<Token> tokens, int i) {
        Token t = tokens.get(i);
        return t.kind() == Token.Kind.NUMBER && t.key().indexOf(' ') > 0 ? dateText(text, tokens, i)
                : text.substring(t.start(), t.end());
    }

    /** A day with its month word, as the text writes them: "November 9" or "10 November". */
    private static String dateText(String text, List<Token> tokens, int i) {
        Token day = tokens.get(i);
        Token before = i > 0 ? tokens.get(i - 1) : null;
        Token after = i + 1 < tokens.size() ? tokens.get(i + 1) : null;
        String month = day.key().substring(0, day.key().indexOf(' '));
        if (before != null && before.key().equals(month) && day.start() - before.end() <= 2) {
            int year = yearOf(tokens, i);
            boolean yearFirst = year >= 0 && year < i - 1 && before.start() - tokens.get(year).end() <= 1;
            return text.substring(yearFirst ? tokens.get(year).start() : before.start(), day.end()); // "1989-11-10"
        }
        if (after != null && after.key().equals(month) && after.start() - day.end() <= 6) { // "9th of November"
            return text.substring(day.start(), after.end());
        }
        Token past = i + 2 < tokens.size() ? tokens.get(i + 2) : null; // "9 de octubre"
        if (past != null && past.key().equals(month) && past.start() - day.end() <= 5) {
            return text.substring(day.start(), past.end());
        }
        return text.substring(day.start(), day.end());
    }

    /** Where a figure starting at {@code start} starts as written, its currency sign with it: "$40 million". */
    static int signed(String text, int start) {
        return start > 0 && Character.getType(text.charAt(start - 1)) == Character.CURRENCY_SYMBOL ? start - 1 : start;
    }
}
