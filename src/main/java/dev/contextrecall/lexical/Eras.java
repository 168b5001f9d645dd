package dev.contextrecall.lexical;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The era after a year or a century, however the measured languages abbreviate it, read as one word, "bc" or "ad":
 * "500 BC" and "500 BCE", "3. Jahrhundert v. Chr." and "3rd century BC" are the same era, and "v. Chr." against
 * "n. Chr." (or "a. C." against "d. C.") is another, which the abbreviations' one-letter parts did not show.
 */
final class Eras {

    private Eras() {
    }

    /** Before the common era, as the measured languages write it after a year or a century. */
    private static final Pattern BEFORE = Pattern.compile("(?<![\\p{L}.])(?:BCE?|B\\.\\s?C\\.(?:E\\.)?|v\\.\\s?Chr\\."
            + "|a\\.\\s?C\\.|a\\.\\s?J\\.-C\\.|av\\.\\s?J\\.-C\\.|v\\.\\s?C\\.|î\\.\\s?Hr\\.|до\\s+н\\.\\s?э\\."
            + "|π\\.\\s?Χ\\.|M\\.\\s?Ö\\.|TCN|ق\\.\\s?م|ईसा\\s+पूर्व)(?![\\p{L}])");

    /** The common era. */
    private static final Pattern AFTER = Pattern.compile("(?<![\\p{L}.])(?:AD|CE|A\\.\\s?D\\.|C\\.\\s?E\\."
            + "|n\\.\\s?Chr\\.|d\\.\\s?C\\.|ap\\.\\s?J\\.-C\\.|n\\.\\s?C\\.|d\\.\\s?Hr\\.|н\\.\\s?э\\.|μ\\.\\s?Χ\\."
            + "|M\\.\\s?S\\.)(?![\\p{L}])");

    /** Rewrites the tokens of each era written after a year or a century, or before a figure, as one word token. */
    static void marked(String text, List<Token> tokens) {
        if (tokens.isEmpty()) {
            return;
        }
        mark(text, tokens, BEFORE.matcher(text), "bc");
        mark(text, tokens, AFTER.matcher(text), "ad");
    }

    private static void mark(String text, List<Token> tokens, Matcher m, String era) {
        while (m.find()) {
            int first = -1;
            int last = -1;
            for (int i = 0; i < tokens.size(); i++) {
                Token t = tokens.get(i);
                if (t.start() >= m.start() && t.end() <= m.end()) {
                    first = first < 0 ? i : first;
                    last = i;
                }
            }
            boolean beforeFigure = first >= 0 && last + 1 < tokens.size() // "AD 476", "MÖ 3. yüzyıl"
                    && tokens.get(last + 1).kind() == Token.Kind.NUMBER;
            if (first < 0 || !beforeFigure && (first == 0 || !afterFigure(text, tokens.get(first - 1)))) {
                continue;
            }
            tokens.subList(first + 1, last + 1).clear();
            tokens.set(first, new Token(era, m.start(), m.end(), Token.Kind.WORD, true));
        }
    }

    /** Whether a token is a year or a century's number or word, after which an era stands. */
    private static boolean afterFigure(String text, Token t) {
        String written = Tokenizer.fold(text.substring(t.start(), t.end()));
        return t.kind() == Token.Kind.NUMBER || YearRanges.CENTURY.contains(written) || written.matches("[ivxlc]+");
    }
}
