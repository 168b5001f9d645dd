package dev.contextrecall.lexical;

import java.util.BitSet;
import java.util.List;
import java.util.Locale;

import dev.contextrecall.lexical.WeekdayNames.Join;
import dev.contextrecall.lexical.WeekdayNames.Mention;

/**
 * Another day of the week said with the statement's word: "closed on Sundays" against "open Tuesday to Sunday and
 * closed on Mondays", "周日闭馆" against "周二至周日开放，周一闭馆". The day is read beside the statement's word next
 * to it, so a day the evidence names in another clause does not say the statement's; a range of days says the days
 * within it ({@link #found}). One of {@link Schedules}' ways.
 */
final class Weekdays {

    private Weekdays() {
    }

    /** Japanese particles that open a character pair after a day: the verb comes after them. */
    private static final String PARTICLES = "にはがをでもとの";

    /** The last statement read and its days: a statement is read once per window ({@link #found}). */
    private record Read(String text, List<Mention> days) {
    }

    private static volatile Read last = new Read("", List.of());

    private static List<Mention> statementDays(String statement) {
        Read read = last;
        if (!read.text().equals(statement)) {
            read = new Read(statement, WeekdayNames.in(statement));
            last = read;
        }
        return read.days();
    }

    /**
     * Marks the statement's day found where the window says it within a range of days ("from Tuesday to Sunday" says
     * Thursday): no word is missing; whether the range is said of the statement's words, {@link #in} reads.
     */
    static void found(Terms terms, SupportFinder.Window w, BitSet found) {
        List<Mention> said = statementDays(terms.statement);
        if (said.size() != 1) {
            return;
        }
        Mention day = said.get(0);
        List<Mention> days = null;
        for (Token t : terms.words) {
            int i = terms.keys.indexOf(t.key());
            if (i < 0 || found.get(i) || t.start() < day.start() || t.end() > day.end()) {
                continue;
            }
            days = days != null ? days : WeekdayNames.in(w.text());
            for (int k = 0; k + 1 < days.size(); k++) {
                if (WeekdayNames.joined(w.text(), days.get(k), days.get(k + 1)) == Join.RANGE
                        && covers(w.text(), days.subList(k, k + 2), day.day())) {
                    found.set(i);
                }
            }
        }
    }

    /** Whether a statement token is (part of) a day of the week it names. */
    static boolean day(String statement, Token t) {
        return statementDays(statement).stream().anyMatch(d -> t.start() >= d.start() && t.end() <= d.end());
    }

    /**
     * The contrast, or null: the statement names one day, with no denial or exception, and the word beside it (after
     * it; where the evidence puts no day next to that word, before it) stands in the evidence beside days that leave
     * the statement's out, on the side the statement puts it (else on the other); nowhere does the evidence put that
     * word, or the statement's subject, beside the statement's day.
     */
    static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> there,
            String language) {
        List<Mention> said = statementDays(statement);
        if (said.size() != 1 || Negation.in(statementTokens) || excepted(statement, said.get(0))) {
            return null;
        }
        Mention day = said.get(0);
        List<Mention> days = WeekdayNames.in(evidence);
        // the words that may place the day: no pronoun, article, short preposition ("по", "w", "am") or Japanese
        // particle ("に休" of "日曜日に休みです")
        List<Token> words = statementTokens.stream().filter(t -> t.content() && !Pronouns.all(statement, List.of(t),
                language) && (t.end() - t.start() > 2 || t.capitalised() || t.kind() == Token.Kind.NUMBER
                        || Unspaced.isUnspaced(statement.codePointAt(t.start())))
                && PARTICLES.indexOf(statement.charAt(t.start())) < 0
                && !WeekdayNames.dayWord(statement.substring(t.start(), t.end()))).toList();
        if (days.isEmpty() || words.isEmpty() || saidBefore(evidence, there, days, words, day)) {
            return null;
        }
        Token after = words.stream().filter(t -> t.start() >= day.end()).findFirst()
                .filter(t -> near(statement, day.end(), t.start())).orElse(null);
        Token before = words.stream().filter(t -> t.end() <= day.start()).reduce((a, b) -> b)
                .filter(t -> near(statement, t.end(), day.start())).orElse(null);
        List<Mention> other = after == null ? null : beside(evidence, there, days, after, true, day);
        other = other != null || before == null ? other : beside(evidence, there, days, before, false, day);
        other = other != null ? other : onlyOthers(evidence, there, days, words, day);
        return other == null || other.isEmpty() ? null : new Contrast(day.text(),
                evidence.substring(other.get(0).start(), other.get(other.size() - 1).end()));
    }

    /**
     * The window's first days, where it says every other word of the statement (two at least) and names days, none of
     * them, nor a range of them, the statement's: "on Sundays entry to the museum is free" for "The museum is free on
     * Saturdays", the day placed in another clause. Null otherwise.
     */
    private static List<Mention> onlyOthers(String evidence, List<Token> there, List<Mention> days, List<Token> words,
            Mention day) {
        List<Token> rest = words.stream().filter(t -> t.end() <= day.start() || t.start() >= day.end()).toList();
        java.util.Set<String> held = Token.keys(there, t -> true);
        if (rest.size() < 2 || !rest.stream().allMatch(t -> held.contains(t.key()))
                || covers(evidence, days, day.day())) {
            return null;
        }
        int to = 0;
        while (to + 1 < days.size() && WeekdayNames.joined(evidence, days.get(to), days.get(to + 1)) != null) {
            to++;
        }
        return days.subList(0, to + 1);
    }

    /**
     * Whether the evidence puts a word of the statement right before the statement's day, said alone, with no word of
     * its own between: "and recycling on Wednesdays", "and group B on Tuesday"; not "El museo abre de martes", nor
     * "ist dienstags bis sonntags geöffnet", a range that its word after places.
     */
    private static boolean saidBefore(String evidence, List<Token> there, List<Mention> days, List<Token> said,
            Mention day) {
        for (int i = 0; i < days.size(); i++) {
            Mention d = days.get(i);
            boolean alone = (i == 0 || WeekdayNames.joined(evidence, days.get(i - 1), d) == null)
                    && (i + 1 == days.size() || WeekdayNames.joined(evidence, d, days.get(i + 1)) == null);
            Token x = d.day() != day.day() || !alone ? null : there.stream().filter(t -> t.end() <= d.start())
                    .reduce((a, b) -> b).orElse(null);
            if (x != null && near(evidence, x.end(), d.start()) && said.stream().anyMatch(t -> t.key().equals(x.key())
                    && (t.end() <= day.start() || t.start() >= day.end()))) {
                return true;
            }
        }
        return false;
    }

    /**
     * The days the evidence puts beside the statement's {@code word} ({@code dayFirst}: the statement's day stands
     * before it), on the statement's side where it puts any there, else on the other; empty where it puts the
     * statement's day beside it anywhere; null where it puts no day beside it.
     */
    private static List<Mention> beside(String evidence, List<Token> there, List<Mention> days, Token word,
            boolean dayFirst, Mention day) {
        List<Mention> ownSide = null;
        List<Mention> otherSide = null;
        for (Token x : there) {
            if (!x.key().equals(word.key())) {
                continue;
            }
            List<Mention> before = run(evidence, days, x, false);
            List<Mention> beyond = run(evidence, days, x, true);
            if (covers(evidence, before, day.day()) || covers(evidence, beyond, day.day())) {
                return List.of();
            }
            ownSide = ownSide != null ? ownSide : dayFirst ? before : beyond;
            otherSide = otherSide != null ? otherSide : dayFirst ? beyond : before;
        }
        return ownSide != null ? ownSide : otherSide;
    }

    /**
     * Whether a day stands next to a word: at most two words between (two characters in Chinese or Japanese), no
     * clause mark or "and" ("Sunday and closed").
     */
    private static boolean near(String text, int from, int to) {
        if (to < from) {
            return from - to < 3; // character pairs overlap
        }
        String between = text.substring(from, to).strip();
        if (between.matches(".*[,;:.!?，；。：、].*")
                || between.length() > 2 && between.codePoints().anyMatch(Unspaced::isUnspaced)) {
            return false; // another clause; in Chinese or Japanese, more than a particle ("は", "在")
        }
        String[] parts = between.isEmpty() ? new String[0] : between.split("\\s+");
        return parts.length <= 2 && java.util.Arrays.stream(parts).noneMatch(WeekdayNames::and);
    }

    /** "Except Sunday", "außer sonntags": the statement's day excepted, which other rules read. */
    private static boolean excepted(String statement, Mention day) {
        String before = statement.substring(0, day.start()).strip().toLowerCase(Locale.ROOT);
        int space = before.lastIndexOf(' ');
        return Restricted.EXCEPT.contains(Tokenizer.fold(before.substring(space + 1)));
    }

    /**
     * The days next to the evidence word {@code x} on one side ({@code beyond}: after it), with the days listed or
     * ranged with them: "open Monday, Wednesday and Friday", "周二至周日开放"; null where none stands next to it.
     */
    private static List<Mention> run(String evidence, List<Mention> days, Token x, boolean beyond) {
        int at = -1;
        for (int i = 0; i < days.size(); i++) {
            Mention d = days.get(i);
            if (beyond ? d.start() >= x.end() - 1 && near(evidence, x.end(), d.start())
                    : d.end() <= x.start() + 1 && near(evidence, d.end(), x.start())) {
                at = i;
                if (beyond) {
                    break;
                }
            }
        }
        if (at < 0) {
            return null;
        }
        int to = at;
        while (to + 1 < days.size() && WeekdayNames.joined(evidence, days.get(to), days.get(to + 1)) != null) {
            to++;
        }
        // a comma ends a clause where no "and" follows it: "Tuesday to Sunday, on Mondays closed"
        while (to > at && WeekdayNames.joined(evidence, days.get(to - 1), days.get(to)) == Join.COMMA
                && !andAfter(evidence, days.get(to))) {
            to--;
        }
        int from = at;
        boolean list = andAfter(evidence, days.get(to)); // a comma before the day lists it only where "and" follows
        while (from > 0) {
            Join j = WeekdayNames.joined(evidence, days.get(from - 1), days.get(from));
            if (j == null || j == Join.COMMA && !list && !listed(evidence, days.subList(from, to + 1))) {
                break;
            }
            from--;
        }
        return days.subList(from, to + 1);
    }

    /** Whether "and" or "or" follows a day, the list going on with another word: "sábados, domingos y festivos". */
    private static boolean andAfter(String evidence, Mention last) {
        return WeekdayNames.and(evidence.substring(last.end()).strip().split("\\s+", 2)[0]);
    }

    /** Whether days are joined by "and" or "or" somewhere ("Monday, Wednesday and Friday"): a list, commas in it. */
    private static boolean listed(String evidence, List<Mention> run) {
        for (int k = 0; k + 1 < run.size(); k++) {
            if (WeekdayNames.joined(evidence, run.get(k), run.get(k + 1)) == Join.LIST) {
                return true;
            }
        }
        return false;
    }

    /** Whether a run of days says the day: one of them, or within one of its ranges, Monday to Sunday and around. */
    private static boolean covers(String evidence, List<Mention> run, int day) {
        if (run == null) {
            return false;
        }
        for (int i = 0; i < run.size(); i++) {
            Mention d = run.get(i);
            if (d.day() == day) {
                return true;
            }
            if (i + 1 < run.size() && WeekdayNames.joined(evidence, d, run.get(i + 1)) == Join.RANGE) {
                int span = Math.floorMod(run.get(i + 1).day() - d.day(), 7);
                if (Math.floorMod(day - d.day(), 7) <= span) {
                    return true;
                }
            }
        }
        return false;
    }
}
