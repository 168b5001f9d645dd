package dev.contextrecall.lexical;

import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The year the evidence gives a statement's verb: of a full date ("signed on 28 June 1919" says the year "signed in"
 * 1919, and "signed in 1920" is another), of a month ("opened to traffic in May 1937") or after a place ("born in
 * Warsaw in 1867"). Read by {@link Misplaced}, which otherwise sees a day, a month or a place where the statement has
 * a year.
 */
final class DateYears {

    private DateYears() {
    }

    /** Words between a day and its year, or an article before a date: "el 27 de mayo de 1937", "9th of November". */
    private static final Set<String> DATE_LINKS = Set.of("de", "of", "del", "el", "le", "il");

    /**
     * Where the year stands that the evidence gives token j, for the statement's year at i, or -1. Token j is the
     * statement's word before the year, or its verb before a link word Spanish or French keep as a word ("se inauguró
     * el 27 de mayo de 1937" for "se inauguró en 1933"); between it and the date the statement's words or one word
     * alike ("on" for "in"; German "fiel am 9. November" for "fiel 1990"). After a place the words must be the
     * statement's own ("born in Warsaw in 1867" for "born in 1934", not "moved to Paris in 1920" for "moved in
     * 1934"), and the statement's year listed after it with other places is its own ("opened in London in 1990 and
     * in Paris in 1995").
     */
    static int after(String statement, List<Token> said, int i, String text, List<Token> there, int j) {
        Token m = said.get(i);
        if (!m.key().matches("\\d{4}")) {
            return -1;
        }
        Token verb = said.get(i - 1);
        if (LinkWords.is(verb) && i >= 2 && there.get(j).key().equals(verb.key()) && (j == 0
                || !there.get(j - 1).key().equals(said.get(i - 2).key()))) {
            return -1; // a link word kept as a term is placed by its verb: "nació en" is not "murió en"
        }
        if (!there.get(j).key().equals(verb.key())) {
            verb = i >= 2 && LinkWords.is(verb) ? said.get(i - 2) : null;
            if (verb == null || !there.get(j).key().equals(verb.key())) {
                return -1;
            }
        }
        String gap = Contrast.gap(statement, verb, m);
        int first = j + 1; // past a link word read as a term where the statement's is none: "родилась в Варшаве"
        boolean linked = first + 1 < there.size() && LinkWords.is(there.get(first)) && gap.equals(text.substring(
                there.get(first).start(), there.get(first).end()).toLowerCase(java.util.Locale.ROOT));
        first += linked ? 1 : 0;
        int k = start(there, first);
        if (k < 0 && first < there.size() && century(there.get(first)) && gap.matches("\\p{L}*")
                && Contrast.gap(text, there.get(j), there.get(first)).matches("\\p{L}+( \\p{L}+)?")) {
            return first; // a century in the year's place: "built in the 16th century" for "built in 1990"
        }
        int opened = first + 1 < there.size() && !year(there.get(first)) ? first + 1 : first; // "entre" kept as a term
        int spanEnd = span(text, there, opened);
        if (k < 0 && spanEnd > 0 && gap.matches("\\p{L}*")) { // "built between 1887 and 1889" for "built in 1990"
            int at = Integer.parseInt(m.key());
            boolean within = Integer.parseInt(there.get(opened).key()) <= at && at <= Integer.parseInt(
                    there.get(spanEnd).key());
            return within ? -1 : opened;
        }
        if (k < 0) {
            return first < there.size() && gap.matches("\\p{L}*") && gap.equals(linked ? gap : Contrast.gap(text,
                    there.get(j), there.get(first))) ? afterPlace(text, there, first, m) : -1;
        }
        String dated = linked ? gap : Contrast.gap(text, there.get(j), there.get(k)); // "вышел в октябре 2019"
        if (!Contrast.sameGap(gap, dated, true) && !(gap.isEmpty() && dated.matches("\\p{L}+"))) {
            return -1;
        }
        int day = Dates.isMonth(there.get(k)) && k + 1 < there.size() && Dates.day(there.get(k + 1).key()) ? k + 1 : k;
        for (int y = day + 1; y < there.size() && y <= day + 4; y++) {
            Token t = there.get(y);
            if (year(t)) {
                return y;
            }
            if (!Dates.isMonth(t) && !DATE_LINKS.contains(t.key())) {
                return -1;
            }
        }
        return -1;
    }

    /** The date after token j to its year, as the text writes it ("28 June 1919", "May 1937"), or a place's year. */
    static String text(String text, List<Token> there, int j, int year) {
        int from = start(there, j + 1);
        from = from < 0 && j + 2 < there.size() && LinkWords.is(there.get(j + 1)) ? start(there, j + 2) : from;
        int end = century(there.get(year)) && year + 1 < there.size() ? year + 1 : year; // "16th century"
        end = span(text, there, year) > 0 ? span(text, there, year) : end; // "1822 and 1824"
        return text.substring(there.get(from < 0 ? year : from).start(), there.get(end).end());
    }

    /** Words that open a span of years ("between 1822 and 1824", "from 1914 to 1918") and join its ends. */
    private static final java.util.regex.Pattern SPAN = java.util.regex.Pattern.compile(
            "(?i)(?<!\\p{L})(between|from|entre|zwischen|von|de|între|между|с|από) $");
    private static final java.util.regex.Pattern SPAN_JOIN = java.util.regex.Pattern.compile(
            "(?i) (and|to|until|y|a|hasta|et|à|und|bis|e|și|и|по|έως|ως|και) ");

    /** The index of a span's last year where one starts with the year at k ("between 1822 and 1824"), or -1. */
    private static int span(String text, List<Token> there, int k) {
        int end = k + 2 < there.size() && !year(there.get(k + 1)) ? k + 2 : k + 1; // "et" kept as a term
        if (k <= 0 || end >= there.size() || !year(there.get(k)) || !year(there.get(end))) {
            return -1;
        }
        String before = text.substring(Math.max(0, there.get(k).start() - 12), there.get(k).start());
        String join = text.substring(there.get(k).end(), Math.max(there.get(k).end(), there.get(end).start()));
        return SPAN.matcher(before).find() && SPAN_JOIN.matcher(join).matches() ? end : -1;
    }

    /**
     * The index of the year the verb at token j takes after a phrase of its own, with the statement's words before a
     * year: "opened to the public in 1925" for "opened in 1922". -1 for none: not past a mark, a name or the
     * statement's words.
     */
    static int afterPhrase(Token m, String text, List<Token> there, int j, String gap, Predicate<Token> inStatement) {
        if (!m.key().matches("\\d{4}") || gap.isEmpty()) {
            return -1;
        }
        for (int k = j + 2; k < there.size() && k <= j + 4; k++) {
            Token t = there.get(k - 1);
            if (t.kind() != Token.Kind.WORD || t.capitalised() || inStatement.test(t)
                    || text.substring(there.get(j).end(), there.get(k).start()).matches(".*[,;.:()].*")) {
                return -1;
            }
            if (there.get(k).key().matches("\\d{4}") && Contrast.gap(text, t, there.get(k)).equals(gap)) {
                return k;
            }
        }
        return -1;
    }

    /** "In" before a year, in the measured languages that write it apart. */
    private static final Set<String> IN = Set.of("in", "im", "en", "nel", "em", "în", "в");

    /** Whether the statement says a year straight after a figure, as its date: "2 million in 2000", "$5m in 2019". */
    static boolean yearOfFigure(String statement, Token figure, Token year) {
        return figure.kind() == Token.Kind.NUMBER && year.key().matches("\\d{4}")
                && IN.contains(Contrast.gap(statement, figure, year));
    }

    /** Whether one token is a century and the other a year: "the 12th century" and "1450" give one date. */
    static boolean dated(Token a, Token b) {
        return a.key().matches("\\d{1,2}c") && b.key().matches("\\d{3,4}")
                || b.key().matches("\\d{1,2}c") && a.key().matches("\\d{3,4}");
    }

    /** The words before a figure without the article a century takes: "in" of "in the 12th century", as "in 1450". */
    static String centuryGap(String gap, Token m) {
        return m.key().matches("\\d{1,2}c") ? gap.replaceFirst("(^| )the$", "") : gap;
    }

    /** Whether a token is a century ("16th century", "XVIe siècle", "16. Jahrhundert" are "16c"). */
    private static boolean century(Token t) {
        return t.kind() == Token.Kind.NUMBER && t.key().matches("\\d+c");
    }

    /** Where a date starts at token k, an article before it skipped, or -1: a day, or a month and its day or year. */
    private static int start(List<Token> there, int k) {
        int from = k < there.size() && DATE_LINKS.contains(there.get(k).key()) ? k + 1 : k;
        if (from + 1 < there.size() && Dates.isMonth(there.get(from))) {
            Token next = there.get(from + 1);
            Token after = from + 2 < there.size() ? there.get(from + 2) : next;
            return Dates.day(next.key()) || year(next) || DATE_LINKS.contains(next.key()) && year(after) ? from : -1;
        }
        return from < there.size() && Dates.day(there.get(from).key()) ? from : -1;
    }

    /**
     * The year after the place that starts at token k (names written with spaces, dots or commas between, then one
     * link word: "Passy, France, in 1934"), or -1; the statement's year m where it follows, listed with other places.
     */
    private static int afterPlace(String text, List<Token> there, int k, Token m) {
        int y = placeEnd(text, there, k);
        if (y < 0 || !year(there.get(y))) {
            return -1;
        }
        for (int n = y + 1; n < there.size() && !Contrast.gap(text, there.get(n - 1), there.get(n)).matches(
                ".*[;.!?].*"); n++) {
            Token t = there.get(n);
            if (year(t) && Misplaced.same(m, t)) {
                return n;
            }
            if (!(t.capitalised() || year(t) || Restricted.AND.contains(t.key()) || LinkWords.is(t))) {
                break;
            }
        }
        return y;
    }

    /** The token after the place starting at k and the one word after it, or -1 where k starts no place. */
    private static int placeEnd(String text, List<Token> there, int k) {
        int n = k;
        while (n < there.size() && there.get(n).kind() == Token.Kind.WORD && there.get(n).capitalised()
                && !Dates.isMonth(there.get(n))) {
            if (n + 1 >= there.size() || there.get(n + 1).start() < there.get(n).end()) {
                return -1;
            }
            String g = text.substring(there.get(n).end(), there.get(n + 1).start());
            if (g.matches(",?\\s+\\p{L}+\\s+")) {
                return n + 1;
            }
            if (g.matches(",?\\s+") && LinkWords.is(there.get(n + 1)) && !there.get(n + 1).capitalised()) {
                return n + 2 < there.size() ? n + 2 : -1; // a link word kept as a term: "en Varsovia en 1867"
            }
            if (!g.matches("[ .\\-]{1,2}|, ")) {
                return -1;
            }
            n++;
        }
        return -1;
    }

    /** Words for "year" written after one: "в 1910 году", "1910 yılında", "w 1910 roku". */
    private static final Set<String> YEAR_WORDS = Set.of("году", "год", "г", "року", "рік", "roku", "yılında");

    /**
     * Where the place stands that the evidence gives a verb after its year ("died in 1910 in Astapovo", "умер в 1910
     * году в Астапове", "mort en 1910 à Astapovo"): the name after the year at token k (or after a link word there)
     * and its word for "year", with the statement's link word (a term, as Russian "в") or gap (English "in") between;
     * or -1.
     */
    static int placeAfterYear(String text, List<Token> there, int k, Token link, String gap) {
        k += k + 1 < there.size() && LinkWords.is(there.get(k)) && year(there.get(k + 1)) ? 1 : 0; // "mort en 1910"
        if (k >= there.size() || !year(there.get(k))) {
            return -1;
        }
        int n = k + 1 < there.size() && YEAR_WORDS.contains(there.get(k + 1).key()) ? k + 2 : k + 1;
        if (link != null && n < there.size() && there.get(n).key().equals(link.key())) {
            n++;
        } else if (link != null || n >= there.size()
                || !Contrast.gap(text, there.get(n - 1), there.get(n)).equals(gap)) {
            return -1;
        }
        return n < there.size() && there.get(n).kind() == Token.Kind.WORD && there.get(n).capitalised() ? n : -1;
    }

    private static boolean year(Token t) {
        return t.kind() == Token.Kind.NUMBER && t.key().matches("\\d{4}");
    }
}
