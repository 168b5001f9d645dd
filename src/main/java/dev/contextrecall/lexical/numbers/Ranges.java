package dev.contextrecall.lexical.numbers;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A decade or a century as a number key: "1990s", "90s" where the century is unsaid, "20c". The tokenizer keys them
 * so; a figure of a chunk gives one when it is a year in it ({@link Numbers#matches}).
 */
public final class Ranges {

    private static final Pattern KEY = Pattern.compile("(\\d{1,4})([scelm])");

    /** The letters of a decade's part: its early, middle and late years ("the early 1960s" is "1960e"). */
    private static final String PARTS = "eml";

    private Ranges() {
    }

    /** Whether a number key is a range's: read char by char, as every figure comparison asks it. */
    public static boolean isRange(String key) {
        int n = key.length();
        if (n < 2 || n > 5 || key.charAt(n - 1) != 's' && key.charAt(n - 1) != 'c'
                && PARTS.indexOf(key.charAt(n - 1)) < 0) {
            return false;
        }
        for (int i = 0; i < n - 1; i++) {
            if (key.charAt(i) < '0' || key.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a chunk's figure falls in a statement's decade or century: a year (1994 in the 1990s, 1905 in the 20th
     * century, from its year 1901 to 2000), a decade in it, or the same range however written ("90s", "1990s").
     */
    static boolean holds(String statementKey, String chunkKey) {
        Matcher s = KEY.matcher(statementKey);
        Matcher c = KEY.matcher(chunkKey);
        s.matches();
        int value = Integer.parseInt(s.group(1));
        if (PARTS.indexOf(s.group(2).charAt(0)) >= 0 || c.matches() && PARTS.indexOf(c.group(2).charAt(0)) >= 0) {
            return partHolds(value, s.group(2).charAt(0), chunkKey);
        }
        boolean century = s.group(2).equals("c");
        long low = century ? (value - 1) * 100L + 1 : value;
        long high = century ? value * 100L : value + 9;
        if (c.matches()) {
            int other = Integer.parseInt(c.group(1));
            if (c.group(2).equals("c")) {
                return century && other == value;
            }
            // a decade: in the century, or the same decade with its century said on one side only
            return century ? other >= low && other + 9 <= high
                    : other == value || (value < 100 ? other % 100 == value && other >= 1000
                            : other < 100 && value % 100 == other);
        }
        String plain = Numbers.plainValue(chunkKey);
        if (plain == null || plain.indexOf('.') >= 0 || plain.length() > 5) {
            return false; // a year is a whole number
        }
        long year = Long.parseLong(plain);
        if (!century && value < 100) { // "the '90s": a year of any century ending so, or an age ("her 90s")
            return year % 100 >= value && year % 100 <= value + 9 && (year >= 1000 || year < 100);
        }
        return year >= low && year <= high;
    }

    /**
     * With a decade's part on either side: whether the chunk's years (a year, a decade's part, a decade or a century)
     * all fall in the statement's. A decade gives none of its parts;
     * "the early 1960s" are 1960 to 1964, the middle 1963 to 1967, the late 1966 to 1969, overlapping as people do.
     */
    private static boolean partHolds(int value, char letter, String chunkKey) {
        Matcher chunk = KEY.matcher(chunkKey);
        long[] said = span(value, letter);
        long[] there;
        int other;
        if (chunk.matches()) {
            other = Integer.parseInt(chunk.group(1));
            there = span(other, chunk.group(2).charAt(0));
        } else {
            String plain = Numbers.plainValue(chunkKey);
            if (plain == null || plain.indexOf('.') >= 0 || plain.length() > 4) {
                return false;
            }
            other = Integer.parseInt(plain);
            there = new long[] { other, other };
        }
        boolean centuryUnsaid = letter != 'c' && value < 100 || chunk.matches() && chunk.group(2).charAt(0) != 'c'
                && other < 100;
        if (centuryUnsaid) { // "the early '60s": any century's, or an age
            said = new long[] { said[0] % 100, said[1] % 100 };
            there = new long[] { there[0] % 100, there[1] % 100 };
        }
        return there[0] >= said[0] && there[1] <= said[1];
    }

    /** The first and last year of a range key's figure and letter. */
    private static long[] span(int value, char letter) {
        return switch (letter) {
            case 'c' -> new long[] { (value - 1) * 100L + 1, value * 100L };
            case 'e' -> new long[] { value, value + 4L };
            case 'm' -> new long[] { value + 3L, value + 7L };
            case 'l' -> new long[] { value + 6L, value + 9L };
            default -> new long[] { value, value + 9L };
        };
    }
}
