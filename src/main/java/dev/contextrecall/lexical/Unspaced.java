package dev.contextrecall.lexical;

import java.util.ArrayList;
import java.util.List;

import dev.contextrecall.lexical.numbers.NumberWords;
import dev.contextrecall.lexical.numbers.Numbers;

/**
 * Text in scripts written without spaces between words (Chinese, Japanese): a run of such letters is read as
 * overlapping pairs of characters (a character with its combining marks), the usual way to match these scripts
 * without a dictionary. Chinese numerals in the run are numbers, and an approximation just before a number ("约",
 * "大约", "約") is not a word: "长城全长约21196公里" and "长城全长21196.18公里" share their words.
 */
final class Unspaced {

    private static final List<String> APPROXIMATIONS = List.of("大约", "大概", "约为", "约有", "およそ", "約", "约", "近");

    private Unspaced() {
    }

    static boolean isUnspaced(int cp) {
        Character.UnicodeScript s = Character.UnicodeScript.of(cp);
        return s == Character.UnicodeScript.HAN || s == Character.UnicodeScript.HIRAGANA
                || s == Character.UnicodeScript.KATAKANA || cp == 'ー' || cp == '々';
    }

    /**
     * Adds the tokens of the run [start, end) of {@code text} to {@code out}; true when the run ends with an
     * approximation, so that the number after it is approximate.
     */
    static boolean tokens(String text, int start, int end, List<Token> out) {
        int from = start;
        Token last = out.isEmpty() ? null : out.get(out.size() - 1);
        char first = text.charAt(start);
        if ((first == '万' || first == '亿') && last != null && last.kind() == Token.Kind.NUMBER
                && text.substring(last.end(), start).isBlank()) {
            out.remove(out.size() - 1); // "2.1万": one figure
            out.add(new Token(NumberWords.multiply(last.key(), first == '万' ? 10_000 : 100_000_000), last.start(),
                    start + 1, Token.Kind.NUMBER, false));
            from++;
        }
        boolean approximate = false;
        int segment = from;
        int i = from;
        while (i < end) {
            if (Numbers.isChineseNumeral(text.charAt(i))) {
                int j = i;
                while (j < end && Numbers.isChineseNumeral(text.charAt(j))) {
                    j++;
                }
                String value = Numbers.chinese(text.substring(i, j));
                if (value != null) {
                    approximate = segment(text, segment, i, out);
                    out.add(Tokenizer.number(value, i, j, approximate));
                    approximate = false;
                    segment = j;
                }
                i = j;
            } else {
                i++;
            }
        }
        return segment(text, segment, end, out);
    }

    /** Pairs of characters of [from, to), less an approximation at its end, which it reports. */
    private static boolean segment(String text, int from, int to, List<Token> out) {
        boolean approximate = false;
        for (String marker : APPROXIMATIONS) {
            if (to - from >= marker.length() && text.startsWith(marker, to - marker.length())) {
                to -= marker.length();
                approximate = true;
                break;
            }
        }
        List<int[]> clusters = new ArrayList<>();
        for (int i = from; i < to;) {
            int j = i + Character.charCount(text.codePointAt(i));
            while (j < to && Character.getType(text.codePointAt(j)) == Character.NON_SPACING_MARK
                    || j < to && Character.getType(text.codePointAt(j)) == Character.COMBINING_SPACING_MARK) {
                j += Character.charCount(text.codePointAt(j));
            }
            clusters.add(new int[] { i, j });
            i = j;
        }
        if (clusters.size() == 1) {
            out.add(token(text, clusters.get(0)[0], clusters.get(0)[1]));
        }
        for (int c = 0; c + 1 < clusters.size(); c++) {
            out.add(token(text, clusters.get(c)[0], clusters.get(c + 1)[1]));
        }
        return approximate;
    }

    private static Token token(String text, int start, int end) {
        String key = text.substring(start, end);
        String unit = NumberWords.unit(key);
        return new Token(unit != null ? unit : key, start, end, Token.Kind.WORD, false);
    }

    /**
     * Whether two texts that differ where a statement and its evidence differ are both Japanese kana endings and
     * particles ("です" and "である", "した" and "している"): style or tense, not another fact, unless either says
     * a negation ("しない", "なかった", "ません").
     */
    static boolean kanaEndings(String said, String instead) {
        return kana(said) && kana(instead) && !kanaNegation(said) && !kanaNegation(instead);
    }

    private static boolean kana(String s) {
        return s.codePoints().allMatch(c -> c >= 0x3041 && c <= 0x309F);
    }

    private static boolean kanaNegation(String s) {
        return s.contains("ない") || s.contains("なか") || s.contains("ませ") || s.endsWith("ず");
    }
}
