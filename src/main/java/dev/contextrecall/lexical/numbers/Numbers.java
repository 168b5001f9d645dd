package dev.contextrecall.lexical.numbers;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Numbers as people write them, made comparable: any script's digits (Arabic-Indic, Devanagari, full-width, Chinese
 * numerals), the grouping and decimal marks of the text's language, and rounding. A number's key is its value in
 * plain form ("21196.18"); a rounded or approximate figure carries the unit it was rounded to after a tilde
 * ("21000~1000"), so that it matches any more precise figure that rounds to it.
 */
public final class Numbers {

    /** Languages that write the decimal mark as a comma and group digits with a full stop or a space. */
    private static final Set<String> DECIMAL_COMMA = Set.of("de", "es", "fr", "it", "pt", "nl", "ro", "tr", "vi", "el",
            "ru", "uk", "bg", "pl", "cs", "id", "sv", "da", "nb", "fi", "hu");

    /**
     * How far a statement's figure, not said to be approximate, may be from the more precise figure it rounds: 5%,
     * so that 329.6 gives "330" and 21,196.18 gives "21,196", but 1.8 does not give "2".
     */
    private static final BigDecimal ROUNDING_TOLERANCE = new BigDecimal("0.05");

    /**
     * How far a round figure (three zeros or more at its end, not of four digits: "300,000", not the year "2000") may
     * be from a chunk's more precise one that rounds to it, said without "about": 2%, so that "300,000 km/s" is given
     * by 299,792 and "21,000 km" by 21,196, but "5,000 employees" not by 5,200.
     */
    private static final BigDecimal ROUND_FIGURE_TOLERANCE = new BigDecimal("0.02");

    /** Whether a statement's plain value is a round figure as {@link #ROUND_FIGURE_TOLERANCE} reads one. */
    private static boolean roundFigure(BigDecimal v) {
        String digits = v.toPlainString();
        return v.signum() > 0 && digits.indexOf('.') < 0 && digits.length() != 4 && digits.length() >= 4
                && digits.endsWith("000");
    }

    /** How far a rounded or approximate figure may be from the chunk's, as a share of it, besides rounding to it. */
    private static final BigDecimal APPROXIMATION_TOLERANCE = new BigDecimal("0.10");

    /** Vulgar fractions with an exact decimal, written onto a whole number: "3½" is 3.5. */
    private static final Map<Character, String> FRACTIONS = Map.of('½', ".5", '¼', ".25", '¾', ".75", '⅛', ".125",
            '⅜', ".375", '⅝', ".625", '⅞', ".875");

    private Numbers() {
    }

    /**
     * The plain value of a written number, "" when it is not one: separators read per {@code language}; a dot
     * followed by exactly three digits in a decimal-comma language, and a comma in any other, groups digits.
     */
    public static String plain(String written, String language) {
        StringBuilder ascii = new StringBuilder(written.length());
        for (int i = 0; i < written.length();) {
            int cp = written.codePointAt(i);
            i += Character.charCount(cp);
            int digit = Character.digit(cp, 10);
            if (digit >= 0) {
                ascii.append((char) ('0' + digit));
            } else if (cp == '٫') {
                ascii.append('d'); // Arabic decimal separator
            } else if (cp == '٬' || cp == '\u00A0' || cp == '\u202F' || cp == '\u2009' || cp == '\'' || cp == '’') {
                continue; // grouping only
            } else {
                ascii.append((char) cp);
            }
        }
        String n = ascii.toString();
        boolean commaDecimal = language != null && DECIMAL_COMMA.contains(language);
        int commas = count(n, ',');
        int dots = count(n, '.');
        if (n.indexOf(':') >= 0) {
            return n; // a time or a score: kept as written
        }
        if (commas > 0 && dots > 0) {
            // both marks: the last one is the decimal mark
            boolean commaLast = n.lastIndexOf(',') > n.lastIndexOf('.');
            n = commaLast ? n.replace(".", "").replace(',', '.') : n.replace(",", "");
        } else if (commas > 0) {
            // "1,000" and "1,00,000" group; "9,99" is a decimal whatever the language, as no group has two digits last
            boolean grouping = commas > 1 || (!commaDecimal && n.matches("\\d{1,3}(,\\d{2})*,\\d{3}"));
            n = grouping ? n.replace(",", "") : n.replace(',', '.');
        } else if (dots > 0) {
            boolean grouping = dots > 1 || (commaDecimal && n.matches("\\d{1,3}(\\.\\d{3})+"));
            n = grouping ? n.replace(".", "") : n;
        }
        n = n.replace('d', '.');
        String fraction = n.matches("\\d+\\D") ? FRACTIONS.get(n.charAt(n.length() - 1)) : null;
        n = fraction != null ? n.substring(0, n.length() - 1) + fraction : n;
        if (!n.matches("\\d+(\\.\\d+)?")) {
            return n; // a fraction or other sign: kept as written
        }
        return canonical(new BigDecimal(n));
    }

    private static int count(String s, char c) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            n += s.charAt(i) == c ? 1 : 0;
        }
        return n;
    }

    public static String canonical(BigDecimal value) {
        BigDecimal v = value.stripTrailingZeros();
        return v.scale() < 0 ? v.setScale(0).toPlainString() : v.toPlainString();
    }

    /** A figure rounded to {@code unit} ("about 21,000": unit 1000): the key that carries it. */
    public static String rounded(String plain, BigDecimal unit) {
        return plain + "~" + canonical(unit);
    }

    /** The rounding unit of an approximate figure: its last non-zero integer digit, or its last decimal. */
    public static BigDecimal approximationUnit(String plain) {
        BigDecimal v = new BigDecimal(plain);
        if (v.scale() > 0) {
            return BigDecimal.ONE.movePointLeft(v.scale());
        }
        int zeros = 0;
        for (int i = plain.length() - 1; i > 0 && plain.charAt(i) == '0'; i--) {
            zeros++;
        }
        return BigDecimal.ONE.movePointRight(zeros);
    }

    /** Whether one of the figures gives the statement's number ({@link #matches(String, String, boolean)}). */
    public static boolean givenBy(String number, java.util.List<String> figures, boolean cutToo) {
        for (String figure : figures) {
            if (matches(number, figure, cutToo)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a statement's number (its key) is given by a chunk's number: the same value; or the chunk's more precise
     * figure rounds (or is cut) to it, to the statement's decimals or, for a rounded or approximate figure, to its
     * unit ("about 21,000" is given by 21,196.18); a statement figure not said to be approximate within 5% of the
     * chunk's. A precise statement figure is not given by a rounder chunk one.
     */
    public static boolean matches(String statementKey, String chunkKey) {
        return matches(statementKey, chunkKey, true);
    }

    /**
     * The same, a more precise chunk figure cut to the statement's only where {@code cutToo}: a figure written with
     * decimals is rounded ("99.9%" is not 99.99%), one written whole may be cut ("8,848 m" for 8,848.86 m).
     */
    public static boolean matches(String statementKey, String chunkKey, boolean cutToo) {
        if (statementKey.equals(chunkKey)) {
            return true;
        }
        if (statementKey.indexOf(':') >= 0 || chunkKey.indexOf(':') >= 0) {
            return sameTime(statementKey, chunkKey);
        }
        if (Ranges.isRange(statementKey)) {
            return Ranges.holds(statementKey, chunkKey);
        }
        char bound = bound(statementKey);
        if (bound != 0) {
            return withinBound(parse(statementKey.substring(0, statementKey.length() - 1)), bound, parse(chunkKey));
        }
        BigDecimal[] s = parse(statementKey);
        BigDecimal[] c = parse(chunkKey);
        if (s == null || c == null) {
            return false;
        }
        if (s[0].compareTo(c[0]) == 0) {
            return true;
        }
        if (s[1] == null && c[1] == null && roundFigure(s[0])
                && c[0].subtract(s[0]).abs().compareTo(s[0].abs().multiply(ROUND_FIGURE_TOLERANCE)) <= 0) {
            return roundsTo(c[0], approximationUnit(s[0].toPlainString()), s[0], false); // "300,000" for 299,792
        }
        BigDecimal unit = s[1] != null ? s[1] : BigDecimal.ONE.movePointLeft(Math.max(s[0].scale(), 0));
        if (c[1] != null && s[1] == null) {
            return false; // a precise statement figure is not given by a chunk's rounded one
        }
        if (c[1] == null && s[1] == null && c[0].scale() <= s[0].scale()) {
            return false; // not more precise: a different number
        }
        if (s[1] == null && c[0].subtract(s[0]).abs().compareTo(s[0].abs().multiply(ROUNDING_TOLERANCE)) > 0) {
            return false; // a precise figure rounds a close one only ("330" for 329.6, not "2" for 1.8)
        }
        if (s[1] != null && c[0].subtract(s[0]).abs().compareTo(s[0].abs().multiply(APPROXIMATION_TOLERANCE)) > 0) {
            return false; // a rounded one too, more loosely ("about 70 million" for 66 million, not "3 million" for 2.5)
        }
        return roundsTo(c[0], unit, s[0], cutToo || s[1] != null);
    }

    /** A time of day as it is keyed, on the 24-hour clock ("9:00", "14:30"; "2:30?" where am or pm is not said). */
    private static final Pattern CLOCK = Pattern.compile("(\\d{1,2}):(\\d{2})(\\?)?");

    private static final Pattern PLAIN = Pattern.compile("\\d+(\\.\\d+)?");

    /**
     * A plain figure's value, any rounding dropped ("5000000~1000000" is 5000000), for a bound read onto it from a word
     * apart ("5000000>"); null when the key is no plain figure (a time, a fraction, a bound).
     */
    public static String plainValue(String key) {
        int tilde = key.indexOf('~');
        String value = tilde < 0 ? key : key.substring(0, tilde);
        return PLAIN.matcher(value).matches() ? value : null;
    }

    /** Whether two keys, one at least with a colon, are the same time of day: "2:30?" (no am or pm) is 2:30 or 14:30. */
    private static boolean sameTime(String statementKey, String chunkKey) {
        Matcher a = CLOCK.matcher(statementKey);
        Matcher b = CLOCK.matcher(chunkKey);
        boolean ca = a.matches();
        boolean cb = b.matches();
        if (ca && cb) { // "2:30" and "14:30" are one each
            return a.group(2).equals(b.group(2)) && (a.group(3) != null || b.group(3) != null)
                    && Integer.parseInt(a.group(1)) % 12 == Integer.parseInt(b.group(1)) % 12;
        }
        if (!ca && !cb) {
            return false; // "3:16", a ratio or a verse: the same only as written
        }
        Matcher clock = ca ? a : b;
        String plain = ca ? chunkKey : statementKey;
        int hour = Integer.parseInt(clock.group(1));
        int h = plain.matches("\\d{1,2}") ? Integer.parseInt(plain) : -1;
        return clock.group(2).equals("00") && (h == hour || h >= 1 && h <= 12 && h + 12 == hour); // "9" is 9 or 21 h
    }

    /** '>' or '<' when a number key is a bound ("over 5,000" is "5000>"), else 0. */
    public static char bound(String key) {
        char last = key.isEmpty() ? 0 : key.charAt(key.length() - 1);
        return last == '>' || last == '<' ? last : 0;
    }

    /**
     * Whether a chunk's figure meets a statement's bound and is of its order: "over 5,000" is given by 5,340, not by
     * 4,900 nor by 50,000 (which a writer would have called "over 50,000"); "under 100" by 50 to 100.
     */
    private static boolean withinBound(BigDecimal[] limit, char bound, BigDecimal[] chunk) {
        if (limit == null || chunk == null) {
            return false;
        }
        if (limit[1] != null) { // "nearly 300": a figure that rounds to it on its side, 298 and not 330
            int side = chunk[0].compareTo(limit[0]) * (bound == '>' ? -1 : 1);
            return roundsTo(chunk[0], limit[1], limit[0], true) && side <= 0;
        }
        BigDecimal low = bound == '>' ? limit[0] : limit[0].divide(BigDecimal.valueOf(2));
        BigDecimal high = bound == '>' ? limit[0].multiply(BigDecimal.valueOf(2)) : limit[0];
        return chunk[0].compareTo(low) >= 0 && chunk[0].compareTo(high) <= 0;
    }

    /**
     * Whether value rounds to target at unit, or, where {@code cutToo}, is cut to it: "8848" for 8,848.86 is cut; a
     * figure with decimals is rounded, "99.9%" is not 99.99%.
     */
    private static boolean roundsTo(BigDecimal value, BigDecimal unit, BigDecimal target, boolean cutToo) {
        BigDecimal units = value.divide(unit, 0, RoundingMode.HALF_UP);
        BigDecimal cut = value.divide(unit, 0, RoundingMode.DOWN);
        return units.multiply(unit).compareTo(target) == 0 || cutToo && cut.multiply(unit).compareTo(target) == 0;
    }

    /** Value and rounding unit (null when exact) of a number key, or null when it is no plain number (a time). */
    private static BigDecimal[] parse(String key) {
        if (bound(key) != 0) {
            return null; // a bound is met by a figure, not by another bound
        }
        int tilde = key.indexOf('~');
        String value = tilde < 0 ? key : key.substring(0, tilde);
        if (!value.matches("\\d+(\\.\\d+)?")) {
            return null;
        }
        return new BigDecimal[] { new BigDecimal(value), tilde < 0 ? null : new BigDecimal(key.substring(tilde + 1)) };
    }

    private static final Pattern MINUS = Pattern.compile(
            "(?<!\\p{L})(?iu:minus|минус|μείον) $");

    /**
     * A figure with its sign: "-5 °C" and "−5 °C" are below zero, where a hyphen after a word or figure ("COVID-19",
     * "1914-1918", "1914 - 1918") is no sign.
     */
    public static String signed(String text, int digits, String plain) {
        if (MINUS.matcher(text.substring(Math.max(0, digits - 8), digits)).find()) {
            return "-" + plain; // "minus 5 degrees"
        }
        if (digits == 0 || "-\u2212".indexOf(text.charAt(digits - 1)) < 0) {
            return plain;
        }
        String before = text.substring(0, digits - 1);
        String stripped = before.stripTrailing();
        boolean apart = before.isEmpty() || Character.isWhitespace(before.charAt(before.length() - 1))
                || "([=:".indexOf(before.charAt(before.length() - 1)) >= 0;
        return apart && (stripped.isEmpty() || !Character.isDigit(stripped.charAt(stripped.length() - 1)))
                ? "-" + plain : plain;
    }
}
