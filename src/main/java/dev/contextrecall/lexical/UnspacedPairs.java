package dev.contextrecall.lexical;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A figure of a Chinese or Japanese statement that the evidence says of another name, where it gives the statement's
 * name another figure: "该药成人剂量为每天500毫克。" against "该药儿童剂量为每天500毫克，成人剂量为每天1000毫克。",
 * "東京行きの電車は3番線から" against "大阪行きの電車は3番線から、東京行きの電車は5番線から". {@link CrossPaired}'s reading of
 * text written without spaces, whose names are no tokens of their own.
 */
final class UnspacedPairs {

    private UnspacedPairs() {
    }

    /** A figure and the character after it, its unit or counter: "500毫", "3番". */
    private static final Pattern FIGURE = Pattern.compile("(?<![0-9.,])([0-9][0-9.,]*)(\\p{IsHan}|\\p{IsKatakana})");

    /** What ends a part of a sentence. */
    private static final Pattern PART = Pattern.compile("[，,、。；;！？!?\\n]");

    /**
     * The characters of the name that tells two parts apart (a figure's all its digits), and the fewest the parts share
     * before their figure.
     */
    private static final int NAME = 2;

    /** The contrast, or null: the statement's name, words and figure, and the evidence's other figure for them. */
    static Contrast in(String statement, List<SupportFinder.Window> windows) {
        Matcher m = FIGURE.matcher(statement);
        while (m.find()) {
            String before = statement.substring(partStart(statement, m.start()), m.start());
            for (SupportFinder.Window w : windows) {
                Contrast c = paired(before, m.group(1), m.group(2), w.text(), windows);
                if (c != null) {
                    return c;
                }
            }
        }
        return null;
    }

    /**
     * Where the evidence says the figure after words that end as the statement's do but with another name before them,
     * and those words after the statement's name with another figure: the contrast.
     */
    private static Contrast paired(String before, String figure, String unit, String text,
            List<SupportFinder.Window> windows) {
        Matcher x = Pattern.compile("(?<![0-9.,])" + Pattern.quote(figure + unit)).matcher(text);
        while (x.find()) {
            String theirs = text.substring(partStart(text, x.start()), x.start());
            int shared = sharedEnd(before, theirs);
            while (shared > 0 && shared < before.length() && Character.isDigit(before.charAt(before.length() - shared))
                    && Character.isDigit(before.charAt(before.length() - shared - 1))) {
                shared--; // "2020年" and "2010年" share "年", not "0年"
            }
            int end = before.length() - shared;
            int start = Math.max(0, end - NAME);
            while (start > 0 && end > 0 && Character.isDigit(before.charAt(end - 1))
                    && Character.isDigit(before.charAt(start - 1))) {
                start--; // a year names a part as a whole: "2020年销售额为"
            }
            if (shared < NAME || end - start < NAME) {
                continue;
            }
            String words = before.substring(end);
            String name = before.substring(start, end);
            boolean year = name.chars().allMatch(Character::isDigit);
            if (!year && !name.codePoints().allMatch(Unspaced::isUnspaced) || theirs.contains(name)
                    || windows.stream().anyMatch(w -> w.text().contains(name + words + figure + unit))) {
                continue;
            }
            Matcher other = Pattern.compile(Pattern.quote(name + words) + "([0-9][0-9.,]*)" + Pattern.quote(unit))
                    .matcher(text);
            if (other.find() && !other.group(1).equals(figure)) {
                return new Contrast(name + words + figure, other.group().substring(0, other.group().length() - 1));
            }
        }
        return null;
    }

    /** Where the part of the sentence that holds position at starts. */
    private static int partStart(String text, int at) {
        int start = 0;
        Matcher p = PART.matcher(text);
        while (p.find() && p.end() <= at) {
            start = p.end();
        }
        return start;
    }

    /** How many characters two texts end with alike. */
    private static int sharedEnd(String a, String b) {
        int n = 0;
        while (n < a.length() && n < b.length() && a.charAt(a.length() - 1 - n) == b.charAt(b.length() - 1 - n)) {
            n++;
        }
        return n;
    }
}
