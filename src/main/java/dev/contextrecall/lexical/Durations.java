package dev.contextrecall.lexical;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.contextrecall.lexical.numbers.NumberWords;
import dev.contextrecall.lexical.numbers.Numbers;

/**
 * A figure of time with its unit read as one duration: "two weeks" and "14 days", "90 minutes" and "1.5 hours", "24
 * months" and "2 years", "a 14-day trial" and "two weeks" are one figure, keyed in the largest unit of its kind in
 * which it is whole (seconds to weeks, months to years; days are not months), in the measured languages (Japanese
 * days and years only as lengths, "日間", "年間": "14日" is a date); an approximate figure is left as written.
 */
final class Durations {

    private Durations() {
    }

    /** Each unit's words, its kind's chain, and its size in the chain's smallest unit. */
    private record Unit(String key, int chain, long size) {
    }

    private static final List<Unit> UNITS = List.of(new Unit("sec", 0, 1), new Unit("min", 0, 60),
            new Unit("h", 0, 3_600), new Unit("day", 0, 86_400), new Unit("week", 0, 604_800),
            new Unit("month", 1, 1), new Unit("year", 1, 12));

    /** The words of the units that the unit table lacks (seconds, minutes and hours it has: "sec", "min", "h"). */
    private static final Map<String, List<String>> WORDS = Map.of(
            "day", List.of("day", "days", "tag", "tage", "tagen", "día", "días", "jour", "jours", "giorno", "giorni",
                    "dia", "dias", "dag", "dagen", "день", "дня", "дней", "ημέρα", "ημέρες", "ημερών", "μέρες", "zi",
                    "zile", "दिन", "gün", "วัน", "يوم", "أيام", "يومًا", "天", "日間"),
            "week", List.of("week", "weeks", "woche", "wochen", "semana", "semanas", "semaine", "semaines",
                    "settimana", "settimane", "weken", "неделя", "недели", "недель", "εβδομάδα", "εβδομάδες",
                    "săptămână", "săptămâni", "सप्ताह", "हफ्ते", "hafta", "สัปดาห์", "أسبوع", "أسابيع", "周", "星期",
                    "週間"),
            "month", List.of("month", "months", "monat", "monate", "monaten", "mes", "meses", "mois", "mese", "mesi",
                    "mês", "maand", "maanden", "месяц", "месяца", "месяцев", "μήνα", "μήνες", "lună", "luni",
                    "महीना", "महीने", "เดือน", "شهر", "أشهر", "个月", "か月", "ヶ月", "カ月"),
            "year", List.of("year", "years", "jahr", "jahre", "jahren", "año", "años", "ans", "année", "années",
                    "anno", "anni", "ano", "anos", "jaar", "jaren", "год", "года", "лет", "χρόνια", "έτη", "ani",
                    "साल", "वर्ष", "yıl", "ปี", "سنة", "سنوات", "年", "年間"));

    /** What stands between a range's two figures: "3-7", "3 to 7", "3 bis 7", "entre 3 y 7". */
    private static final java.util.regex.Pattern RANGE_GAP = java.util.regex.Pattern.compile("[\\s\\p{L}‐-―-]{1,8}");

    /** Token keys of the units, as the tokenizer keys their words ("days" is "day", "semaines" "semain"). */
    private static final class Keys {
        static final Map<String, Unit> BY_KEY = byKey();

        private static Map<String, Unit> byKey() {
            Map<String, Unit> byKey = new HashMap<>();
            for (Unit u : UNITS) {
                byKey.put(u.key(), u);
                for (String w : WORDS.getOrDefault(u.key(), List.of())) {
                    byKey.put(Tokenizer.word(w, 0, w.length()).key(), u);
                }
            }
            return Map.copyOf(byKey);
        }
    }

    /** Whether a token key is a word of a unit of time ("hour", "Stunde", "days", "año"). */
    static boolean word(String key) {
        return Keys.BY_KEY.containsKey(key);
    }

    /** Whether a token key is a unit of time as this class keys it. */
    static boolean unit(String key) {
        return UNITS.stream().anyMatch(u -> u.key().equals(key));
    }

    /**
     * Reads the figure at {@code i} and the unit of time after it (apart or with a hyphen) as one duration, rewriting
     * both tokens; false when they are no such pair.
     */
    static boolean read(String text, List<Token> tokens, int i) {
        Token figure = tokens.get(i);
        Token word = tokens.get(i + 1);
        Unit unit = word.kind() == Token.Kind.WORD ? Keys.BY_KEY.get(word.key()) : null;
        char bound = figure.kind() == Token.Kind.NUMBER ? Numbers.bound(figure.key()) : 0;
        String value = bound != 0 ? figure.key().substring(0, figure.key().length() - 1) : figure.key();
        if (unit == null || figure.kind() != Token.Kind.NUMBER || !PLAIN.matcher(value).matches()
                || word.start() < figure.end()
                || !APART.matcher(text.substring(figure.end(), word.start())).matches()) {
            return false;
        }
        for (int k = Math.max(0, i - 2); k < i; k++) { // "3 to 7 days": the range's unit is the first figure's too
            Token t = tokens.get(k);
            if (t.kind() == Token.Kind.NUMBER && RANGE_GAP.matcher(text.substring(t.end(), figure.start())).matches()) {
                return false;
            }
        }
        BigDecimal base = new BigDecimal(value).multiply(BigDecimal.valueOf(unit.size()));
        Unit whole = whole(base, unit);
        String key = key(base, whole);
        tokens.set(i, new Token(bound != 0 ? key + bound : key, figure.start(), figure.end(), Token.Kind.NUMBER,
                false));
        tokens.set(i + 1, new Token(whole.key(), word.start(), word.end(), Token.Kind.WORD, word.capitalised()));
        return true;
    }

    private static final java.util.regex.Pattern APART = java.util.regex.Pattern.compile("\\s*-?\\s*");
    private static final java.util.regex.Pattern JOINED = java.util.regex.Pattern.compile("\\s*,?\\s*");
    private static final java.util.regex.Pattern PLAIN = java.util.regex.Pattern.compile("\\d+(\\.\\d+)?");

    /**
     * Two durations written one after the other, the larger unit first ("2 hours 30 minutes", "1 h 15 min", "2
     * Stunden und 30 Minuten", "1 year and 6 months"), read as one: "2.5 hours" and "150 minutes" are the same.
     */
    static void compound(String text, List<Token> tokens) {
        andAHalf(text, tokens);
        halfAfter(text, tokens);
        for (int i = 0; i + 3 < tokens.size(); i++) {
            Token a = tokens.get(i);
            Token ua = tokens.get(i + 1);
            int j = i + 2; // past "and", "und", "y", "et", "și", "и", "ve", "và" between the two
            j += tokens.get(j).kind() == Token.Kind.STOP || tokens.get(j).key().length() <= 3
                    && tokens.get(j).kind() == Token.Kind.WORD && !Keys.BY_KEY.containsKey(tokens.get(j).key()) ? 1 : 0;
            if (j + 1 >= tokens.size()) {
                return;
            }
            Token b = tokens.get(j);
            Token ub = tokens.get(j + 1);
            Unit larger = part(text, a, ua);
            Unit smaller = part(text, b, ub);
            if (larger == null || smaller == null || larger.chain() != smaller.chain()
                    || larger.size() <= smaller.size() || !JOINED.matcher(text.substring(ua.end(), b.start()))
                            .replaceFirst("").replaceFirst("^\\p{L}{1,3}\\s+$", "").isEmpty()) {
                continue;
            }
            BigDecimal base = new BigDecimal(a.key()).multiply(BigDecimal.valueOf(larger.size()))
                    .add(new BigDecimal(b.key()).multiply(BigDecimal.valueOf(smaller.size())));
            replace(tokens, i, j + 2, base, smaller, b, ub);
        }
    }

    private static final java.util.regex.Pattern AND_A = java.util.regex.Pattern.compile(
            "\\s+(?:and|und|y|et|e|și|и|ve|và)\\s+(?:a|an|ein|eine|einer|un|une|una|uma|o|)\\s*");

    /**
     * A figure, "and a", and half of a unit of time ("two and a half hours", "zwei und eine halbe Stunde"; the half
     * already read as 0.5 of its unit, so "30 min"): one duration, the figure and a half of that unit.
     */
    private static void andAHalf(String text, List<Token> tokens) {
        for (int i = 0; i + 2 < tokens.size(); i++) {
            Token a = tokens.get(i);
            int j = i + 1;
            while (j < tokens.size() && j <= i + 2 && tokens.get(j).kind() == Token.Kind.STOP) {
                j++;
            }
            String whole = a.kind() == Token.Kind.NUMBER ? a.key() : NumberWords.one(a.key()) ? "1" : null;
            if (j + 1 >= tokens.size() || whole == null || !PLAIN.matcher(whole).matches()
                    || !AND_A.matcher(text.substring(a.end(), tokens.get(j).start())).matches()) {
                continue; // "one and a half hours": "one" is a word, not a figure, but says 1
            }
            Token half = tokens.get(j);
            Token unit = tokens.get(j + 1);
            String first = text.substring(half.start(), half.end()).split("[\\s-]")[0];
            Unit smaller = part(text, half, unit);
            if (smaller == null || !NumberWords.half(Tokenizer.fold(first))) {
                continue;
            }
            BigDecimal base = new BigDecimal(half.key()).multiply(BigDecimal.valueOf(smaller.size())); // half the unit
            BigDecimal total = new BigDecimal(whole).multiply(base.multiply(BigDecimal.valueOf(2))).add(base);
            replace(tokens, i, j + 2, total, smaller, half, unit);
        }
    }

    /** Words that say a figure and a half by themselves, keyed as tokens: "eineinhalb", "полтора", "डेढ़". */
    private static final Map<String, String> AND_A_HALF_WORDS = Map.of("eineinhalb", "1.5", "anderthalb", "1.5",
            "zweieinhalb", "2.5", "dreieinhalb", "3.5", "полтора", "1.5", "полторы", "1.5", "μιάμιση", "1.5",
            "डेढ़", "1.5", "ढाई", "2.5").entrySet().stream().collect(java.util.stream.Collectors.toUnmodifiableMap(
                    e -> Tokenizer.word(e.getKey(), 0, e.getKey().length()).key(), Map.Entry::getValue));

    /** "And a half" between a figure and its unit of time: "два с половиной часа", "iki buçuk saat". */
    private static final java.util.regex.Pattern HALF_BETWEEN = java.util.regex.Pattern.compile(
            "\\s+(?:с\\s+половиной|buçuk)\\s+");

    /** "And a half" after a unit of time: "an hour and a half", "une heure et demie", "dos años y medio". */
    private static final java.util.regex.Pattern HALF_AFTER = java.util.regex.Pattern.compile(
            "\\s+(?:and|und|y|et|e|și|и|ve)\\s+(?:a\\s+)?([\\p{L}\\p{M}]+)");

    /**
     * A figure, "a" or "one" ("an hour"), or a word saying a figure and a half ("anderthalb"), with its unit of time
     * and a half said after the unit or between ("an hour and a half", "два с половиной часа"): one duration, so that
     * "an hour and a half" and "90 minutes" are the same.
     */
    private static void halfAfter(String text, List<Token> tokens) {
        for (int i = 0; i + 1 < tokens.size(); i++) {
            Token a = tokens.get(i);
            String value = a.kind() == Token.Kind.NUMBER ? a.key() : NumberWords.one(a.key()) || a.key().equals("o")
                    ? "1" : AND_A_HALF_WORDS.get(a.key()); // Romanian "o oră și jumătate"; a half must follow
            if (value == null || !PLAIN.matcher(value).matches()) {
                continue;
            }
            java.util.regex.Matcher between = HALF_BETWEEN.matcher(text).region(a.end(), text.length());
            boolean halfBetween = between.lookingAt();
            int u = halfBetween ? after(tokens, i, between.end()) : i + 1;
            Token unitWord = u < tokens.size() ? tokens.get(u) : null;
            Unit unit = unitWord == null || unitWord.kind() != Token.Kind.WORD ? null : ofWord(text, unitWord);
            if (unit == null) {
                continue;
            }
            java.util.regex.Matcher trailing = HALF_AFTER.matcher(text).region(unitWord.end(), text.length());
            int half = trailing.lookingAt() ? after(tokens, u, trailing.start(1)) : tokens.size();
            boolean halfAfter = !halfBetween && half < tokens.size() && NumberWords.half(Tokenizer.fold(trailing.group(1)))
                    && tokens.get(half).start() == trailing.start(1) && !halves(text, tokens, half);
            boolean halfWord = a.kind() != Token.Kind.NUMBER && value.contains(".");
            if (!halfBetween && !halfAfter && !halfWord) {
                continue; // a figure and its unit alone: read() reads it; "a day" alone is no length ("twice a day")
            }
            BigDecimal figure = new BigDecimal(value).add(halfWord ? BigDecimal.ZERO : new BigDecimal("0.5"));
            int end = halfAfter ? after(tokens, u, trailing.end()) : u + 1;
            replace(tokens, i, end, figure.multiply(BigDecimal.valueOf(unit.size())), unit, a, unitWord);
        }
    }

    /** Whether the "half" at {@code half} halves the figure right after it: "a day and a half dozen eggs". */
    private static boolean halves(String text, List<Token> tokens, int half) {
        Token next = half + 1 < tokens.size() ? tokens.get(half + 1) : null;
        return next != null && next.kind() == Token.Kind.NUMBER
                && APART.matcher(text.substring(tokens.get(half).end(), next.start())).matches();
    }

    /** The first token after {@code i} that starts at {@code at} or later. */
    private static int after(List<Token> tokens, int i, int at) {
        int j = i + 1;
        while (j < tokens.size() && tokens.get(j).start() < at) {
            j++;
        }
        return j;
    }

    /** The key of the unit of time a word names ("h" of "hora" and of "hours"), or null. */
    static String unitOf(String text, Token word) {
        Unit unit = ofWord(text, word);
        return unit == null ? null : unit.key();
    }

    /** The unit of time a word names, read or not as one after a figure ("hour" in "an hour"), or null. */
    private static Unit ofWord(String text, Token word) {
        Unit unit = Keys.BY_KEY.get(word.key());
        String named = unit != null ? null : NumberWords.unit(Tokenizer.fold(text.substring(word.start(), word.end())));
        return unit != null ? unit : named == null ? null : Keys.BY_KEY.get(named);
    }

    /** The unit of a plain figure and the unit of time right after it, or null. */
    private static Unit part(String text, Token figure, Token word) {
        return figure.kind() == Token.Kind.NUMBER && word.kind() == Token.Kind.WORD
                && PLAIN.matcher(figure.key()).matches() && word.start() >= figure.end()
                && APART.matcher(text.substring(figure.end(), word.start())).matches()
                ? Keys.BY_KEY.get(word.key()) : null;
    }

    /**
     * The largest unit of {@code unit}'s chain in which a length, in the chain's smallest unit, is whole; {@code unit}
     * where none is.
     */
    private static Unit whole(BigDecimal base, Unit unit) {
        Unit whole = unit;
        for (Unit u : UNITS) {
            if (u.chain() == unit.chain() && base.remainder(BigDecimal.valueOf(u.size())).signum() == 0) {
                whole = u;
            }
        }
        return whole;
    }

    /** A length, in its chain's smallest unit, as a figure of that unit ("9000" seconds in minutes: "150"). */
    private static String key(BigDecimal base, Unit whole) {
        return base.divide(BigDecimal.valueOf(whole.size())).stripTrailingZeros().toPlainString();
    }

    /**
     * Tokens {@code from} to {@code to} (exclusive) replaced by one duration of {@code base} in the smallest unit of
     * {@code smaller}'s chain: its figure from the first token to {@code lastFigure}, its unit at {@code unit}.
     */
    private static void replace(List<Token> tokens, int from, int to, BigDecimal base, Unit smaller, Token lastFigure,
            Token unit) {
        Token first = tokens.get(from);
        Unit whole = whole(base, smaller);
        tokens.subList(from, to).clear();
        tokens.add(from, new Token(whole.key(), unit.start(), unit.end(), Token.Kind.WORD, false));
        tokens.add(from, new Token(key(base, whole), first.start(), lastFigure.end(), Token.Kind.NUMBER, false));
    }

    /**
     * "One year" or "una hora" after the evidence's token j, the statement's word before its figure at i, where the
     * statement says another figure of the same unit of time ("lasts two years"): "one" and "a" are no figure token,
     * but say 1 before a unit. The evidence's words, or null. Read by {@link Misplaced}.
     */
    static String oneBefore(String statement, String text, List<Token> there, int j, String gap,
            List<Token> said, int i) {
        Token m = said.get(i);
        if (m.kind() != Token.Kind.NUMBER || i + 1 >= said.size() || m.key().equals("1")) {
            return null;
        }
        String unit = unitOf(statement, said.get(i + 1));
        Token x = there.get(j + 1);
        String theirs = Contrast.gap(text, there.get(j), x);
        int cut = theirs.lastIndexOf(' ') + 1; // "lasts one year": the gap's last word; "dura una hora": a token
        boolean apart = unit != null && NumberWords.one(theirs.substring(cut)) && unit.equals(unitOf(text, x))
                && gap.equals(theirs.substring(0, Math.max(0, cut - 1)));
        boolean token = unit != null && NumberWords.one(x.key()) && j + 2 < there.size()
                && unit.equals(unitOf(text, there.get(j + 2))) && gap.equals(theirs)
                && Contrast.gap(text, x, there.get(j + 2)).isEmpty();
        if (!(apart || token)) {
            return null;
        }
        int last = apart ? j + 1 : j + 2;
        String join = last + 1 < there.size() ? Contrast.gap(text, there.get(last), there.get(last + 1)) : "";
        if (last + 1 < there.size() && Misplaced.same(m, there.get(last + 1)) && join.matches(",? ?(or|and)?")) {
            return null; // the statement's figure listed after it: "one year, or two years if you register"
        }
        Token end = there.get(last);
        int from = apart ? text.lastIndexOf(theirs.substring(cut), x.start()) : x.start();
        return text.substring(from, end.end());
    }
}
