package dev.contextrecall.lexical;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

import dev.contextrecall.lexical.numbers.CountWords;
import dev.contextrecall.lexical.numbers.NumberWords;
import dev.contextrecall.lexical.numbers.Numbers;

/**
 * A figure and its unit as one quantity: "2.5 kg" and "2,500 g", "1.5 t" and "1,500 kg", "8.8 km" and "8,800 m",
 * "5,000 ha" and "50 km²", "22.5 GW" and "22,500 MW", "2 TB" and "2,000 GB" are one figure, read in the largest metric
 * unit of its kind (for mass the kilogram) with its precision kept in its decimals; Romanian's "de" between a figure
 * past 19 and its unit ("8.849 de metri") is not a word of the sentence.
 */
final class Quantities {

    /**
     * Metric units and the largest unit of their kind, with the powers of ten between: "2,500 g" is 2.500 kg. Mass is
     * read in kilograms, the tonne too ("1.5 t" is 1,500 kg), so that a figure in kilograms keeps its key.
     */
    private static final Map<String, String> LARGEST = Map.ofEntries(Map.entry("mm", "km"), Map.entry("cm", "km"),
            Map.entry("m", "km"), Map.entry("g", "kg"), Map.entry("t", "kg"), Map.entry("ml", "l"),
            Map.entry("m2", "km2"), Map.entry("ha", "km2"), Map.entry("w", "tw"), Map.entry("kw", "tw"),
            Map.entry("mw", "tw"), Map.entry("gw", "tw"), Map.entry("wh", "twh"), Map.entry("kwh", "twh"),
            Map.entry("mwh", "twh"), Map.entry("gwh", "twh"), Map.entry("kb", "tb"), Map.entry("mb", "tb"),
            Map.entry("gb", "tb"));
    private static final Map<String, Integer> POWERS = Map.ofEntries(Map.entry("mm", 6), Map.entry("cm", 5),
            Map.entry("m", 3), Map.entry("g", 3), Map.entry("t", -3), Map.entry("ml", 3), Map.entry("m2", 6),
            Map.entry("ha", 2), Map.entry("w", 12), Map.entry("kw", 9), Map.entry("mw", 6), Map.entry("gw", 3),
            Map.entry("wh", 12), Map.entry("kwh", 9), Map.entry("mwh", 6), Map.entry("gwh", 3), Map.entry("kb", 9),
            Map.entry("mb", 6), Map.entry("gb", 3));

    private Quantities() {
    }

    /** Words after a figure that bound it, as Turkish and Hindi write them: "5 milyonun üzerinde", "50 लाख से कम". */
    private static final Map<String, Character> BOUND_AFTER = Map.of("üzerinde", '>', "fazla", '>', "aşkın", '>',
            "altında", '<', "अधिक", '>', "ज़्यादा", '>', "कम", '<').entrySet().stream()
            .collect(java.util.stream.Collectors.toMap(e -> Tokenizer.fold(e.getKey()), Map.Entry::getValue,
                    (a, b) -> a));

    /** Hindi's "than" between a figure and the word that bounds it ("50 लाख से अधिक"). */
    private static final String HINDI_THAN = "से";

    /** Each plain figure followed by a word that bounds it keyed as a bound; those words then say nothing. */
    static void boundedAfter(String text, List<Token> tokens) {
        for (int i = 0; i + 1 < tokens.size(); i++) {
            Token t = tokens.get(i);
            String value = t.kind() == Token.Kind.NUMBER ? Numbers.plainValue(t.key()) : null;
            if (value == null) {
                continue;
            }
            int at = i + 1;
            at += at + 1 < tokens.size() && HINDI_THAN.equals(surface(text, tokens.get(at))) ? 1 : 0;
            Character bound = BOUND_AFTER.get(Tokenizer.fold(surface(text, tokens.get(at))));
            if (bound != null) {
                tokens.set(i, new Token(value + bound, t.start(), t.end(), Token.Kind.NUMBER, false));
                for (int k = i + 1; k <= at; k++) {
                    Token w = tokens.get(k);
                    tokens.set(k, new Token(w.key(), w.start(), w.end(), Token.Kind.STOP, false));
                }
            }
        }
    }

    private static String surface(String text, Token t) {
        return text.substring(t.start(), t.end());
    }

    /** The largest metric unit of a unit's kind ("m" and "cm": "km"), or the unit itself. */
    private static String largestUnit(String unit) {
        return LARGEST.getOrDefault(unit, unit);
    }

    /**
     * A figure's key in the largest unit of its kind, its precision kept in its decimals: "2,500 g" is 2.500 kg (to
     * the gram, as written), "330 m" is 0.330 km, "about 300 m" 0.3 km to 0.1 km; the same figure for a unit that
     * is its kind's largest.
     */
    private static String inLargestUnit(String key, String unit) {
        Integer power = POWERS.get(unit);
        char bound = Numbers.bound(key);
        String value = bound != 0 ? key.substring(0, key.length() - 1) : key;
        int tilde = value.indexOf('~');
        String figure = tilde < 0 ? value : value.substring(0, tilde);
        if (power == null || !figure.matches("\\d+(\\.\\d+)?")) {
            return key;
        }
        String shifted = new BigDecimal(figure).movePointLeft(power).toPlainString();
        String rounded = tilde < 0 ? shifted
                : Numbers.rounded(shifted, new BigDecimal(value.substring(tilde + 1)).movePointLeft(power));
        return bound != 0 ? rounded + bound : rounded;
    }

    /** Each figure followed by a smaller metric unit, rewritten with its unit in the largest of the unit's kind. */
    static void inLargestUnits(String text, List<Token> tokens) {
        for (int i = 0; i + 1 < tokens.size(); i++) {
            Token figure = tokens.get(i);
            Token unit = tokens.get(i + 1);
            if (Durations.read(text, tokens, i)) {
                continue;
            }
            String largest = largestUnit(unit.key());
            if (figure.kind() != Token.Kind.NUMBER || unit.kind() != Token.Kind.WORD || largest.equals(unit.key())
                    || unit.start() < figure.end() || text.startsWith("w ", unit.start()) // Polish "in": "300 w Polsce"
                    || !text.substring(figure.end(), unit.start()).replaceFirst("^\\s+de\\s+$", " ").isBlank()) {
                continue;
            }
            tokens.set(i, new Token(inLargestUnit(figure.key(), unit.key()), figure.start(), figure.end(),
                    Token.Kind.NUMBER, false));
            tokens.set(i + 1, new Token(largest, unit.start(), unit.end(), Token.Kind.WORD, unit.capitalised()));
        }
    }

    /**
     * A token as the text writes it, a figure read in the largest unit of its kind with its unit ("5 MB", not "5",
     * where the evidence has "5 GB"): what a reason names as not found.
     */
    static String written(String text, List<Token> tokens, Token t) {
        int i = tokens.indexOf(t);
        Token unit = i >= 0 && i + 1 < tokens.size() ? tokens.get(i + 1) : null;
        boolean withUnit = t.kind() == Token.Kind.NUMBER && unit != null && unit.start() >= t.end()
                && (LARGEST.containsValue(unit.key()) || Durations.unit(unit.key()))
                && text.substring(t.end(), unit.start()).matches("\\s*-?\\s*");
        return text.substring(t.start(), withUnit ? unit.end() : t.end());
    }

    /** Thai scale words, written onto the word after them: ล้าน a million, แสน, หมื่น, พัน. */
    private static final Map<String, Long> THAI_SCALE = Map.of("ล้าน", 1_000_000L, "แสน", 100_000L,
            "หมื่น", 10_000L, "พัน", 1_000L);

    /**
     * Reads the Thai run [start, end) when it opens with a scale word right after a figure: the figure multiplied,
     * the rest of the run a word of its own ("71.6 ล้านคน" is 71,600,000 and "คน"). False when it does not.
     */
    static boolean thaiScale(String text, int start, int end, List<Token> out) {
        Token figure = out.isEmpty() ? null : out.get(out.size() - 1);
        if (figure == null || figure.kind() != Token.Kind.NUMBER || !text.substring(figure.end(), start).isBlank()) {
            return false;
        }
        String key = figure.key();
        int rest = start;
        for (boolean more = true; more;) { // "5 พันล้าน": a thousand million
            more = false;
            for (Map.Entry<String, Long> scale : THAI_SCALE.entrySet()) {
                if (text.startsWith(scale.getKey(), rest)) {
                    key = NumberWords.multiply(key, scale.getValue());
                    rest += scale.getKey().length();
                    more = true;
                }
            }
        }
        if (rest == start) {
            return false;
        }
        out.set(out.size() - 1, new Token(key, figure.start(), rest, Token.Kind.NUMBER, false));
        if (rest < end) {
            out.add(Tokenizer.word(text.substring(rest, end), rest, end));
        }
        return true;
    }

    /** Drops a Romanian "de" just read between a figure and the unit that comes next ("21 de mii de km"). */
    static void romanianDe(List<Token> out, String language, boolean unitNext) {
        if (unitNext && "ro".equals(language) && out.size() > 1 && out.get(out.size() - 1).key().equals("de")
                && out.get(out.size() - 2).kind() == Token.Kind.NUMBER) {
            out.remove(out.size() - 1);
        }
    }

    /**
     * A number word of a language other than English: joined to the tens word before it where the language joins
     * them ("vingt-cinq", "treinta y cinco", "двадцать пять"), else a number of its own.
     */
    static void countWord(String text, List<Token> out, int value, int start, int end, String language, char bound) {
        for (int i = out.size() - 1; i >= Math.max(0, out.size() - 2); i--) {
            Token tens = out.get(i);
            if (tens.kind() == Token.Kind.NUMBER && Character.isLetter(text.charAt(tens.start()))
                    && tens.key().matches("\\d{1,2}[<>]?") && CountWords.joinsTens(text.substring(tens.end(), start), language)) {
                String figure = tens.key().replaceAll("[<>]", "");
                Integer joined = CountWords.joined(Integer.parseInt(figure), value, language);
                if (joined != null) { // "bis zu fünfundzwanzig": the bound stays on the whole figure
                    out.subList(i, out.size()).clear();
                    out.add(new Token(joined + tens.key().substring(figure.length()), tens.start(), end,
                            Token.Kind.NUMBER, false));
                    return;
                }
            }
        }
        out.add(Tokenizer.number(String.valueOf(value), start, end, false, bound));
    }

    /** "Half" written onto its unit with a hyphen: "half-hour", "demi-heure". */
    private static final java.util.Set<String> HYPHENATED_HALVES = java.util.Set.of("half", "demi");

    /** What may follow "half": the word it halves, after "a", "an" or "de" ("half a million", "jumătate de oră"). */
    private static final java.util.regex.Pattern HALF_OF = java.util.regex.Pattern.compile(
            "[\\s\\-]+(?:(a|an|de)\\s+)?([\\p{L}\\p{M}]+)");

    /**
     * Where the figure of a "half" ({@code half}, folded) read up to {@code from} ends, its "a", "an" or "de" included, when it halves a
     * multiplier or a unit of time ("half a million" is 500,000, "half an hour" 30 minutes); -1 otherwise ("half of
     * the votes", "la media de edad").
     */
    static int halved(String text, int from, String half, String language) {
        java.util.regex.Matcher m = HALF_OF.matcher(text).region(from, text.length());
        if (!m.lookingAt() || text.charAt(from) == '-' && !HYPHENATED_HALVES.contains(half)) {
            return -1; // Portuguese "meio-dia" is noon, not half a day
        }
        String next = Tokenizer.fold(m.group(2));
        String unit = NumberWords.unit(next);
        boolean halves = NumberWords.multiplier(next, language) != null || "h".equals(unit) || "min".equals(unit)
                || Durations.word(Tokenizer.word(next, 0, next.length()).key());
        return !halves ? -1 : m.group(1) != null ? m.end(1) : from;
    }
}
