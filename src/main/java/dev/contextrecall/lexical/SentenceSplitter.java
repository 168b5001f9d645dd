package dev.contextrecall.lexical;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits a reference answer into sentences in code, the same way every time, for the {@code sentences}
 * algorithm: abbreviations, initials and decimals do not end a sentence; list items and line breaks do
 * (a line that starts in lower case continues the one before).
 */
public final class SentenceSplitter {

    private static final Set<String> ABBREVIATIONS = Set.of(
            "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "mt", "ft", "vs", "etc", "e.g", "i.e", "cf", "al",
            "inc", "ltd", "co", "corp", "bros", "no", "nos", "fig", "figs", "vol", "p", "pp", "ch", "sec", "approx",
            "est", "dept", "univ", "gen", "gov", "sen", "rep", "lt", "col", "capt", "sgt", "cmdr", "adm", "rev",
            "hon", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
            "u.s", "u.k", "u.n", "a.m", "p.m", "ph.d", "b.a", "m.a", "b.sc", "m.sc", "d.c", "op", "ed", "eds",
            // "Alleyne v. United States", "c. 800 AD": law reports and dates before a capital or a digit
            "v", "c", "ca");

    /** A list marker at the start of a line: "-", "*", "•", "1.", "2)", "a)", "(iv)". */
    private static final Pattern LIST_MARKER = Pattern.compile(
            "^\\s*(?:[-*•·‣◦]|\\(?\\d{1,3}[.)]|\\(?[a-zA-Z][)]|\\([ivxlcdm]+\\))\\s+");

    /** Initials written without spaces: "J.F", "T.C", "U.S.A" (the token before the last full stop). */
    private static final Pattern DOTTED_INITIALS = Pattern.compile("\\p{L}(?:\\.\\p{L})+");

    /** Terminal punctuation, any closing quotes or brackets, then white space. */
    private static final Pattern END = Pattern.compile("[.!?…]+[\"'”’)\\]]*(?=\\s)");

    private SentenceSplitter() {
    }

    public static List<String> split(String text) {
        List<String> sentences = new ArrayList<>();
        for (String block : blocks(text)) {
            splitBlock(block, sentences);
        }
        return sentences;
    }

    /** Lines joined into blocks: a blank line, a list item or a line starting in upper case begins a new one. */
    private static List<String> blocks(String text) {
        List<String> blocks = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : text.replace("\r\n", "\n").replace('\r', '\n').split("\n")) {
            String trimmed = line.strip();
            Matcher marker = LIST_MARKER.matcher(line);
            boolean listItem = marker.find();
            boolean continues = !trimmed.isEmpty() && !listItem && Character.isLowerCase(trimmed.codePointAt(0));
            if (!continues && current.length() > 0) {
                blocks.add(current.toString());
                current.setLength(0);
            }
            String content = listItem ? line.substring(marker.end()).strip() : trimmed;
            if (!content.isEmpty()) {
                current.append(current.length() > 0 ? " " : "").append(content);
            }
        }
        if (current.length() > 0) {
            blocks.add(current.toString());
        }
        return blocks;
    }

    private static void splitBlock(String block, List<String> out) {
        Matcher end = END.matcher(block);
        int start = 0;
        while (end.find()) {
            int stop = end.end();
            if (endsSentence(block, end.start(), stop)) {
                add(block.substring(start, stop), out);
                start = stop;
            }
        }
        add(block.substring(start), out);
    }

    private static boolean endsSentence(String block, int punctuation, int stop) {
        int next = stop;
        while (next < block.length() && Character.isWhitespace(block.charAt(next))) {
            next++;
        }
        if (next >= block.length()) {
            return true;
        }
        int following = block.codePointAt(next);
        if (Character.isLowerCase(following)) {
            return false; // "e.g. the", "approx. ten": a sentence does not start in lower case
        }
        if (block.charAt(punctuation) != '.') {
            return true;
        }
        String word = wordBefore(block, punctuation);
        if (word.length() == 1 && Character.isUpperCase(word.charAt(0))) {
            return false; // an initial: "J. R. R. Tolkien"
        }
        if (DOTTED_INITIALS.matcher(word).matches()) {
            return false; // initials run together: "J.F. Lawton", "T.C. Sports Club"
        }
        return !ABBREVIATIONS.contains(word.toLowerCase(Locale.ROOT));
    }

    /** The token ending at the full stop, inner dots kept ("U.S", "e.g"). */
    private static String wordBefore(String block, int dot) {
        int i = dot;
        while (i > 0 && (Character.isLetterOrDigit(block.charAt(i - 1)) || block.charAt(i - 1) == '.')) {
            i--;
        }
        return block.substring(i, dot);
    }

    private static void add(String sentence, List<String> out) {
        String s = sentence.strip();
        if (s.codePoints().anyMatch(Character::isLetterOrDigit)) {
            out.add(s);
        }
    }
}
