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
}
