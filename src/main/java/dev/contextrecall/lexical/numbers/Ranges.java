package dev.contextrecall.lexical.numbers;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A decade or a century as a number key: "1990s", "90s" where the century is unsaid, "20c". The tokenizer keys them
 * so; a figure of a chunk gives one when it is a year in it ({@link Numbers#matches}).
 */
public final class Ranges {

    private static final Pattern KEY = Pattern.compile("(\\d{1,4})([sc])");

    private Ranges() {
    }

    /** Whether a number key is a range's: read char by char, as every figure comparison asks it. */
    public static boolean isRange(String key) {
        int n = key.length();
        if (n < 2 || n > 5 || key.charAt(n - 1) != 's' && key.charAt(n - 1) != 'c') {
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
}
