package dev.contextrecall.lexical;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where the sentences of a retrieved chunk start and end. Chunks are web text, cut anywhere, so this only has to
 * be good enough to give evidence windows their size: a full stop, ! or ? followed by a space and something that
 * can start a sentence, but not after a lone capital ("J. R. Tolkien").
 */
final class SentenceSpans {

    private static final Pattern END = Pattern.compile("(?<!\\b\\p{Lu})[.!?…]+[\"'”’)\\]]*\\s+(?=[\\p{Lu}\\p{N}\"'“‘#(\\[])");

    /** A full stop inside a window's text, not a decimal point ("$5.99"): where a clause read to its end stops. */
    static final Pattern FULL_STOP = Pattern.compile("[.!?。](\\s|$)");

    private SentenceSpans() {
    }

    /** [start, end) offsets covering the whole text, in order. */
    static List<int[]> of(String text) {
        List<int[]> spans = new ArrayList<>();
        Matcher m = END.matcher(text);
        int start = 0;
        while (m.find()) {
            spans.add(new int[] { start, m.end() });
            start = m.end();
        }
        if (start < text.length()) {
            spans.add(new int[] { start, text.length() });
        }
        return spans;
    }

    /**
     * Whether a sentence ends between two tokens where {@link #of} cuts none, no capital following: "।", "。", or a
     * full stop before a letter of a script without case ("... التصنيع. لا يغطي"); not in Devanagari, which ends its
     * sentences with "।" and writes a full stop after an initial ("राजेन्द्र के. पचौरी").
     */
    static boolean caselessEnd(String text, Token a, Token b) {
        String gap = text.substring(a.end(), Math.max(a.end(), b.start()));
        int next = text.codePointAt(b.start());
        return gap.chars().anyMatch(c -> "।॥。！？".indexOf(c) >= 0) || gap.chars().anyMatch(c -> ".!?".indexOf(c) >= 0)
                && Character.isLetter(next) && !Character.isUpperCase(next) && !Character.isLowerCase(next)
                && Character.UnicodeScript.of(next) != Character.UnicodeScript.DEVANAGARI;
    }

    /**
     * The spans with those a token runs across joined: a token read over a full stop ("n. Chr.", "Nov. 9") is one
     * word or figure, which a window must hold whole; so is a day before its month ("1. Januar").
     */
    static List<int[]> joined(List<int[]> spans, List<Token> tokens) {
        List<int[]> out = new ArrayList<>(spans.size());
        int t = 0;
        for (int[] span : spans) {
            int[] last = out.isEmpty() ? null : out.get(out.size() - 1);
            while (t < tokens.size() && tokens.get(t).end() <= span[0]) {
                t++;
            }
            // "am 1. Januar 2024": a day's ordinal full stop before its month ends no sentence
            boolean across = last != null && t < tokens.size() && (tokens.get(t).start() < span[0]
                    || t > 0 && Dates.day(tokens.get(t - 1).key()) && Dates.isMonth(tokens.get(t)));
            if (across) {
                last[1] = span[1];
            } else {
                out.add(new int[] { span[0], span[1] });
            }
        }
        return out;
    }
}
