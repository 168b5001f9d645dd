package dev.contextrecall.lexical;

import java.util.List;

/**
 * A name said after the statement's verb and "于" or "在", where the evidence says another name there and the
 * statement's after another verb: "他出生于巴黎。" against "他出生于里昂，逝世于巴黎。"; a year before the verb, the same:
 * "1990年通车" against "1990年开工，1995年通车". {@link Misplaced}'s reading of Chinese and Japanese, whose names
 * and verbs are no tokens of their own (each pair of characters is one).
 */
final class UnspacedLinks {

    private UnspacedLinks() {
    }

    /** "At", "in": the characters that link a verb and the place or time after it. */
    private static final String LINKS = "于在";

    /** The longest quote of the evidence's other name, in characters. */
    private static final int NAME = 12;

    /** A year with the characters after it: "1990年通车", "1990年に開". */
    private static final java.util.regex.Pattern YEAR_OF = java.util.regex.Pattern.compile(
            "(?<![0-9.,])(1[0-9]{3}|20[0-9]{2})(年[\\p{IsHan}\\p{IsHiragana}\\p{IsKatakana}]{2})");

    /**
     * The contrast, or null: the statement's verb with its link ("出生于") and the evidence's other name after it; or
     * the statement's year before a verb ("1990年通车") where the evidence puts another year there ("1990年开工，1995年通车").
     */
    static Contrast in(String statement, List<SupportFinder.Window> windows) {
        java.util.regex.Matcher year = YEAR_OF.matcher(statement);
        while (year.find()) {
            String said = year.group();
            java.util.regex.Matcher other = java.util.regex.Pattern.compile("(?<![0-9.,])(1[0-9]{3}|20[0-9]{2})"
                    + java.util.regex.Pattern.quote(year.group(2))).matcher("");
            boolean bound = windows.stream().anyMatch(w -> w.text().contains(said));
            for (SupportFinder.Window w : bound ? List.<SupportFinder.Window>of() : windows) {
                if (other.reset(w.text()).find()) {
                    return new Contrast(said, other.group());
                }
            }
        }
        for (int p = 2; p + 3 <= statement.length(); p++) {
            if (LINKS.indexOf(statement.charAt(p)) < 0 || !han(statement, p - 2, p) || !han(statement, p + 1, p + 3)) {
                continue;
            }
            String verb = statement.substring(p - 2, p + 1);
            String name = statement.substring(p + 1, p + 3);
            boolean bound = windows.stream().anyMatch(w -> w.text().contains(verb + name));
            for (SupportFinder.Window w : bound ? List.<SupportFinder.Window>of() : windows) {
                String text = w.text();
                int at = text.indexOf(verb);
                int other = at + verb.length();
                int end = Math.max(at, 0) + verb.length();
                while (at >= 0 && end < text.length() && end - other < NAME && han(text, end, end + 1)
                        && LINKS.indexOf(text.charAt(end)) < 0) {
                    end++;
                }
                // another name there, not the statement's with a qualifier ("出生于法国巴黎"), and the statement's after
                // another verb
                if (end - other >= 2 && !text.substring(other, end).contains(name)
                        && LINKS.chars().anyMatch(l -> text.contains((char) l + name))) {
                    return new Contrast(name, text.substring(at, end));
                }
            }
        }
        return null;
    }

    /** Whether the characters from start to end are Chinese characters (no digit, no punctuation). */
    private static boolean han(String text, int start, int end) {
        return start >= 0 && end <= text.length() && text.substring(start, end).codePoints()
                .allMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN);
    }
}
