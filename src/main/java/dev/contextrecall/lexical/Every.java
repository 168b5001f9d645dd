package dev.contextrecall.lexical;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How often, said otherwise: "every hour" against "every two hours", "cada hora" against "cada dos horas", "jede
 * Woche" against "alle zwei Wochen", "daily" against "every week". A unit of time after "every" is one of it; the
 * figures are read as {@link Durations} keys them, so "every 24 hours" says "every day". One of {@link Schedules}'
 * ways.
 */
final class Every {

    private Every() {
    }

    /**
     * "Every" in the measured languages written with spaces, with the plural forms a figure takes ("alle zwei"); not
     * Turkish "her", which is an English word too ("her day off").
     */
    private static final WordList EVERY = WordList.of("every", "each", "cada", "todos", "todas", "jede", "jeden",
            "jedes", "alle", "chaque", "tous", "toutes", "ogni", "tutti", "tutte", "elke", "iedere", "каждый",
            "каждую", "каждые", "каждое", "каждого", "κάθε", "fiecare", "setiap", "mỗi", "हर");

    /** Articles between "every" and its figure or unit: "toutes les deux heures", "todos los días", "a cada". */
    private static final WordList ARTICLES = WordList.of("les", "los", "las", "os", "as", "i", "gli", "le", "the");

    /** Words that say "every" and the unit in one: "hourly", "täglich", "mensualmente". */
    private static final Map<String, String> ADVERBS = Map.ofEntries(Map.entry("hourly", "h"),
            Map.entry("daily", "day"), Map.entry("weekly", "week"), Map.entry("monthly", "month"),
            Map.entry("yearly", "year"), Map.entry("annually", "year"), Map.entry("stundlich", "h"),
            Map.entry("taglich", "day"), Map.entry("wochentlich", "week"), Map.entry("monatlich", "month"),
            Map.entry("jahrlich", "year"), Map.entry("dagelijks", "day"), Map.entry("wekelijks", "week"),
            Map.entry("maandelijks", "month"), Map.entry("jaarlijks", "year"), Map.entry("ежедневно", "day"),
            Map.entry("еженедельно", "week"), Map.entry("ежемесячно", "month"), Map.entry("ежегодно", "year"),
            Map.entry("diariamente", "day"), Map.entry("semanalmente", "week"), Map.entry("mensualmente", "month"),
            Map.entry("mensalmente", "month"), Map.entry("anualmente", "year"), Map.entry("quotidiennement", "day"),
            Map.entry("mensuellement", "month"), Map.entry("annuellement", "year"),
            Map.entry("quotidianamente", "day"), Map.entry("settimanalmente", "week"),
            Map.entry("mensilmente", "month"), Map.entry("annualmente", "year"));

    /** Words for "times" after a count: "three times a year", "deux fois par mois", "dos veces al año". */
    private static final WordList TIMES = WordList.of("time", "times", "mal", "fois", "vez", "veces", "volta", "volte",
            "keer", "раз", "raza", "razy");

    /** Counts of times in one word: "once", "twice", German "einmal". */
    private static final Map<String, String> COUNTS = Map.of("once", "1", "twice", "2", "thrice", "3", "einmal", "1",
            "zweimal", "2", "dreimal", "3");

    /** A range's first end before a count: "2 to 3 times", "2-3 Mal". */
    private static final java.util.regex.Pattern RANGE_BEFORE = java.util.regex.Pattern.compile(
            "\\d\\s*(?:-|–|to|bis|à|a|hasta|до)\\s*$");

    /** Words before the period a count is said in: "once a month", "twice per week", "pro Woche", "par mois". */
    private static final WordList PER = WordList.of("a", "an", "per", "pro", "im", "par", "al", "por", "в", "na");

    /**
     * One "how often" of a text: {@code times} in every {@code figure} of the unit, as {@link Durations} keys them
     * ("every 2 weeks" is once in 2, "twice a week" twice in 1), and where it is written.
     */
    private record Often(String times, String figure, String unit, int start, int end) {
        boolean same(Often o) {
            return times.equals(o.times) && figure.equals(o.figure) && unit.equals(o.unit);
        }

        /** Whether two can be told apart: units of one kind, or one of two units each ("weekly", "every month"). */
        boolean comparable(Often o) {
            boolean long1 = "month".equals(unit) || "year".equals(unit);
            boolean long2 = "month".equals(o.unit) || "year".equals(o.unit);
            return long1 == long2 || once() && o.once();
        }

        private boolean once() {
            return "1".equals(times) && "1".equals(figure);
        }
    }

    /**
     * The contrast, or null: the statement says how often, and the window says how often with the same kind of unit
     * (seconds to weeks, or months and years: "every 30 days" may be "monthly"), or one of another kind where both
     * say one ("weekly", "every month"), but nowhere the statement's.
     */
    static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> window) {
        List<Often> said = read(statement, statementTokens);
        List<Often> there = said.isEmpty() ? List.of() : read(evidence, window);
        for (Often s : said) {
            if (there.stream().anyMatch(s::same)) {
                continue;
            }
            for (Often e : there) {
                if (e.comparable(s)) {
                    return new Contrast(statement.substring(s.start(), s.end()),
                            evidence.substring(e.start(), e.end()));
                }
            }
        }
        return null;
    }

    /** The unit of a word that says how often in one ("monthly" is every month), or null. */
    static String adverb(String written) {
        return ADVERBS.get(Tokenizer.fold(written));
    }

    private static List<Often> read(String text, List<Token> tokens) {
        List<Often> found = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            String adverb = t.kind() == Token.Kind.WORD
                    ? adverb(text.substring(t.start(), t.end())) : null;
            if (adverb != null) {
                found.add(new Often("1", "1", adverb, t.start(), t.end()));
                continue;
            }
            Often counted = counted(text, tokens, i);
            if (counted != null) {
                found.add(counted);
                continue;
            }
            if (!EVERY.has(text, t)) {
                continue;
            }
            int k = i + 1;
            while (k < tokens.size() && k <= i + 2 && ARTICLES.has(text, tokens.get(k))) {
                k++;
            }
            Token next = k < tokens.size() ? tokens.get(k) : null;
            Token unit = k + 1 < tokens.size() ? tokens.get(k + 1) : null;
            if (next != null && next.kind() == Token.Kind.NUMBER && unit != null && Durations.unit(unit.key())) {
                found.add(new Often("1", next.key(), unit.key(), t.start(), unit.end())); // "every 2 weeks", as read
            } else if (next != null && next.kind() == Token.Kind.WORD && Durations.unitOf(text, next) != null) {
                found.add(new Often("1", "1", Durations.unitOf(text, next), t.start(), next.end()));
            }
        }
        return found;
    }

    /**
     * A count of times in a period at token i, or null: "once a month", "three times a year", "zweimal pro Woche";
     * not "$10 a month", which is a price.
     */
    private static Often counted(String text, List<Token> tokens, int i) {
        Token t = tokens.get(i);
        String count = COUNTS.get(Tokenizer.fold(text.substring(t.start(), t.end())));
        int k = i + 1;
        if (count == null && t.kind() == Token.Kind.NUMBER && k < tokens.size() && TIMES.has(text, tokens.get(k))) {
            count = t.key();
            k++;
        }
        if (count == null || k + 1 >= tokens.size() || !PER.has(text, tokens.get(k))
                || RANGE_BEFORE.matcher(text.substring(Math.max(0, t.start() - 16), t.start())).find()) {
            return null; // "2 to 3 times a day": a range, which RangeStart reads
        }
        String unit = Durations.unitOf(text, tokens.get(k + 1));
        return unit == null || tokens.get(k + 1).kind() != Token.Kind.WORD ? null
                : new Often(count, "1", unit, t.start(), tokens.get(k + 1).end());
    }
}
