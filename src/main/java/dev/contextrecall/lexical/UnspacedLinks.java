package dev.contextrecall.lexical;

import java.util.List;

/**
 * A name said after the statement's verb and "于" or "在", where the evidence says another name there and the
 * statement's after another verb: "他出生于巴黎。" against "他出生于里昂，逝世于巴黎。"; a year before the verb, the same:
 * "1990年通车" against "1990年开工，1995年通车". {@link Misplaced}'s reading of Chinese and Japanese, whose names
 * and verbs are no tokens of their own (each pair of characters is one); of Vietnamese, {@link SyllableLinks}.
 */
final class UnspacedLinks {

    private UnspacedLinks() {
    }

    /** "At", "in": the characters that link a verb and the place or time after it. */
    private static final String LINKS = "于在";

    /** Japanese "at", "in", "to": after the place, before the verb ("パリで署名", "ダブリンに保存"). */
    private static final String PLACE_FIRST = "でに";

    /** The longest quote of the evidence's other name, in characters. */
    private static final int NAME = 12;

    /** A year with the characters after it: "1990年通车", "1990年に開". */
    private static final java.util.regex.Pattern YEAR_OF = java.util.regex.Pattern.compile(
            "(?<![0-9.,])(1[0-9]{3}|20[0-9]{2})(年[\\p{IsHan}\\p{IsHiragana}\\p{IsKatakana}]{2})");

    /**
     * The contrast, or null: the statement's verb with its link ("出生于") and the evidence's other name after it; or
     * the statement's year before a verb ("1990年通车") where the evidence puts another year there ("1990年开工，1995年通车").
     */
    static Contrast in(String statement, List<SupportFinder.Window> windows, String language) {
        if ("vi".equals(language)) {
            return SyllableLinks.in(statement, windows); // spaced, but its tokens are pairs of syllables too
        }
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
        Contrast before = beforeVerb(statement, windows);
        if (before != null) {
            return before;
        }
        for (int p = 2; p + 3 <= statement.length(); p++) {
            if (LINKS.indexOf(statement.charAt(p)) < 0 || !han(statement, p - 2, p) || !han(statement, p + 1, p + 3)) {
                continue;
            }
            String verb = statement.substring(p - 2, p + 1);
            String name = statement.substring(p + 1, p + 3);
            String rest = statement.substring(p, run(statement, p + 1));
            // or the link opens a part, placing the verb after the name: "，在巴黎签署" says "该条约在巴黎签署"
            java.util.regex.Pattern opening = rest.length() <= 3 ? null : java.util.regex.Pattern.compile(
                    "(?<![\\p{IsHan}\\p{IsHiragana}\\p{IsKatakana}])" + java.util.regex.Pattern.quote(rest));
            boolean bound = windows.stream().anyMatch(w -> w.text().contains(verb + name) || opening != null
                    && opening.matcher(w.text()).find());
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

    /**
     * A place said between the link and its verb, where the evidence says another place there and the statement's
     * with another verb: Chinese "该条约在维也纳签署。" against "该条约在维也纳谈判，在巴黎签署。", Japanese
     * "条約はウィーンで署名された。" against "条約はウィーンで交渉され、パリで署名された。". The contrast, or null.
     */
    private static Contrast beforeVerb(String statement, List<SupportFinder.Window> windows) {
        for (int p = 1; p + 1 < statement.length(); p++) {
            char link = statement.charAt(p);
            boolean after = PLACE_FIRST.indexOf(link) >= 0; // Japanese: the place, "で", the verb
            if (!after && LINKS.indexOf(link) < 0) {
                continue;
            }
            int from = after ? start(statement, p) : p + 1;
            int end = run(statement, p + 1);
            if (after && end == p + 2 && end < statement.length()
                    && Character.UnicodeScript.of(statement.charAt(end)) == Character.UnicodeScript.HIRAGANA) {
                end++; // a verb of one character with the kana after it: "開かれた"
            }
            for (int k = after ? p : from + 2; k + 2 <= end && k - from <= NAME; k++) {
                String name = statement.substring(from, k);
                String verb = statement.substring(after ? p + 1 : k, end);
                String said = after ? name + link + verb : link + name + verb;
                if (name.length() < 2 || verb.length() < 2 || windows.stream().anyMatch(w -> w.text().contains(said))) {
                    break;
                }
                String other = otherPlace(windows, link, after, verb, name);
                if (other != null) {
                    return new Contrast(name, other);
                }
                if (after) {
                    break;
                }
            }
        }
        return null;
    }

    /** The other place the evidence puts with the link and verb, where it also says the statement's with a link. */
    private static String otherPlace(List<SupportFinder.Window> windows, char link, boolean after, String verb,
            String name) {
        // Japanese: with either link ("フランクフルトで処理され、ダブリンに保存" for "フランクフルトに保存")
        List<String> places = after ? PLACE_FIRST.chars().mapToObj(l -> name + (char) l).toList()
                : List.of(link + name);
        if (windows.stream().noneMatch(w -> places.stream().anyMatch(w.text()::contains))) {
            return null;
        }
        String with = after ? link + verb : verb;
        for (SupportFinder.Window w : windows) {
            String text = w.text();
            for (int at = text.indexOf(with); at >= 0; at = text.indexOf(with, at + 1)) {
                int from = after ? start(text, at) : text.lastIndexOf(link, at - 1) + 1;
                String other = from > 0 || after ? text.substring(from, at) : "";
                if (other.length() >= 2 && other.length() <= NAME && !other.contains(name) && !name.contains(other)
                        && run(text, from) >= at) {
                    return other;
                }
            }
        }
        return null;
    }

    /** Where the run of Chinese characters or katakana ending before {@code at} starts. */
    private static int start(String text, int at) {
        int from = at;
        while (from > 0 && placeChar(text.charAt(from - 1))) {
            from--;
        }
        return from;
    }

    /** Where the run of Chinese characters and katakana from {@code at} ends, at a link or a mark. */
    private static int run(String text, int at) {
        int end = at;
        while (end < text.length() && placeChar(text.charAt(end)) && LINKS.indexOf(text.charAt(end)) < 0) {
            end++;
        }
        return end;
    }

    private static boolean placeChar(char c) {
        Character.UnicodeScript script = Character.UnicodeScript.of(c);
        return script == Character.UnicodeScript.HAN || script == Character.UnicodeScript.KATAKANA || c == 'ー';
    }

    /** Whether the characters from start to end are Chinese characters (no digit, no punctuation). */
    private static boolean han(String text, int start, int end) {
        return start >= 0 && end <= text.length() && text.substring(start, end).codePoints()
                .allMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN);
    }
}
