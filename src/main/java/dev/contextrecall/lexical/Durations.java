package dev.contextrecall.lexical;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
        if (unit == null || figure.kind() != Token.Kind.NUMBER || !value.matches("\\d+(\\.\\d+)?")
                || word.start() < figure.end() || !text.substring(figure.end(), word.start()).matches("\\s*-?\\s*")) {
            return false;
        }
        for (int k = Math.max(0, i - 2); k < i; k++) { // "3 to 7 days": the range's unit is the first figure's too
            Token t = tokens.get(k);
            if (t.kind() == Token.Kind.NUMBER && RANGE_GAP.matcher(text.substring(t.end(), figure.start())).matches()) {
                return false;
            }
        }
        BigDecimal base = new BigDecimal(value).multiply(BigDecimal.valueOf(unit.size()));
        Unit whole = unit;
        for (Unit u : UNITS) { // the largest unit of the chain in which the figure is whole
            if (u.chain() == unit.chain() && base.remainder(BigDecimal.valueOf(u.size())).signum() == 0) {
                whole = u;
            }
        }
        String key = base.divide(BigDecimal.valueOf(whole.size())).stripTrailingZeros().toPlainString();
        tokens.set(i, new Token(bound != 0 ? key + bound : key, figure.start(), figure.end(), Token.Kind.NUMBER, false));
        tokens.set(i + 1, new Token(whole.key(), word.start(), word.end(), Token.Kind.WORD, word.capitalised()));
        return true;
    }
}
