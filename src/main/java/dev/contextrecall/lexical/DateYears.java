package dev.contextrecall.lexical;

import java.util.List;
import java.util.Set;

/**
 * The year of a full date after a statement's verb: "signed on 28 June 1919" says the year "signed in" 1919, and
 * "signed in 1920" is another. Read by {@link Misplaced}, which otherwise sees a day where the statement has a year.
 */
final class DateYears {

    private DateYears() {
    }

    /** Words between a day and its year, or an article before a date: "el 27 de mayo de 1937", "9th of November". */
    private static final Set<String> DATE_LINKS = Set.of("de", "of", "del", "el", "le", "il");

    /**
     * Where the year stands of a full date after evidence token j, for the statement's year at i, or -1. Token j is the
     * statement's word before the year, or its verb before a link word Spanish or French keep as a word ("se inauguró
     * el 27 de mayo de 1937" for "se inauguró en 1933"); between it and the date the statement's words or one word
     * alike ("on" for "in"; German "fiel am 9. November" for "fiel 1990").
     */
    static int after(String statement, List<Token> said, int i, String text, List<Token> there, int j) {
        Token m = said.get(i);
        if (!m.key().matches("\\d{4}")) {
            return -1;
        }
        Token verb = said.get(i - 1);
        if (!there.get(j).key().equals(verb.key())) {
            verb = i >= 2 && LinkWords.is(verb) ? said.get(i - 2) : null;
            if (verb == null || !there.get(j).key().equals(verb.key())) {
                return -1;
            }
        }
        int k = start(there, j + 1);
        if (k < 0) {
            return -1;
        }
        String gap = Contrast.gap(statement, verb, m);
        String dated = Contrast.gap(text, there.get(j), there.get(k));
        if (!Contrast.sameGap(gap, dated, true) && !(gap.isEmpty() && dated.matches("\\p{L}+"))) {
            return -1;
        }
        int day = Dates.isMonth(there.get(k)) ? k + 1 : k;
        for (int y = day + 1; y < there.size() && y <= day + 4; y++) {
            Token t = there.get(y);
            if (t.kind() == Token.Kind.NUMBER && t.key().matches("\\d{4}")) {
                return y;
            }
            if (!Dates.isMonth(t) && !DATE_LINKS.contains(t.key())) {
                return -1;
            }
        }
        return -1;
    }

    /** The full date after token j to its year, as the text writes it: "28 June 1919". */
    static String text(String text, List<Token> there, int j, int year) {
        return text.substring(there.get(start(there, j + 1)).start(), there.get(year).end());
    }

    /** Where a full date starts at token k, an article before it skipped, or -1: a day, or a month and its day. */
    private static int start(List<Token> there, int k) {
        int from = k < there.size() && DATE_LINKS.contains(there.get(k).key()) ? k + 1 : k;
        int day = from < there.size() && Dates.isMonth(there.get(from)) ? from + 1 : from;
        return day < there.size() && Dates.day(there.get(day).key()) ? from : -1;
    }
}
