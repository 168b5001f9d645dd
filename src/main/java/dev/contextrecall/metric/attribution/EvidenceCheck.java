package dev.contextrecall.metric.attribution;

import java.text.Normalizer;
import java.util.List;
import java.util.Locale;

import dev.contextrecall.testcase.ContextNode;

/**
 * Checks in code that a "yes" is backed by what the judge says it is: its quote must stand in one of the cited
 * nodes, compared after folding case, white space and punctuation, on whole words.
 */
public final class EvidenceCheck {

    private static final int TATWEEL = 0x0640;
    private static final int COMBINING_DOT_ABOVE = 0x0307;
    private static final String GREEK_WITH_TONOS = "άέήίόύώΐΰς";
    private static final String GREEK_WITHOUT_TONOS = "αεηιουωϊϋσ";

    private EvidenceCheck() {
    }

    public static boolean verified(String quote, List<Integer> citedNodes, List<ContextNode> nodes) {
        String q = normalise(quote);
        if (q.isEmpty() || citedNodes.isEmpty()) {
            return false;
        }
        String needle = " " + q + " ";
        return citedNodes.stream().anyMatch(i -> (" " + normalise(nodes.get(i).text()) + " ").contains(needle));
    }

    /**
     * Words of letters and digits, lower case, single spaces, in every script. NFKC folds full-width and half-width
     * forms and ligatures; combining marks stay in their word (Hindi vowel signs, accents NFKC could not compose),
     * except the optional vowel points of Arabic and Hebrew; joiners, soft hyphens and the Arabic tatweel are
     * dropped; Greek loses its tonos (capitals are written without it). Scripts written without spaces (Chinese, Japanese, Thai, ...) count each character as a word, so a
     * quote may start and end anywhere in their text; numbers stay whole.
     */
    public static String normalise(String text) {
        if (text == null) {
            return "";
        }
        String folded = Normalizer.normalize(text, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
        // One pass instead of a regex replace: this runs for every cited node of every "yes" (long cases).
        StringBuilder out = new StringBuilder(folded.length());
        boolean gap = false;
        int previous = -1;
        for (int i = 0; i < folded.length();) {
            int cp = folded.codePointAt(i);
            i += Character.charCount(cp);
            int type = Character.getType(cp);
            if (type == Character.FORMAT || cp == TATWEEL || isOptionalPoint(cp)
                    || cp == COMBINING_DOT_ABOVE && out.length() > 0 && out.charAt(out.length() - 1) == 'i') {
                continue; // inside a word, not between words; "İ" lower-cased is i + U+0307
            }
            if (type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK
                    || type == Character.ENCLOSING_MARK) {
                if (!gap && out.length() > 0) {
                    out.appendCodePoint(cp); // a mark belongs to the letter before it
                }
                continue;
            }
            if (isLetterOrNumber(cp)) {
                boolean unspaced = isWrittenWithoutSpaces(cp);
                if ((gap || unspaced || isWrittenWithoutSpaces(previous)) && out.length() > 0) {
                    out.append(' ');
                }
                out.appendCodePoint(greekFolded(cp));
                gap = false;
                previous = cp;
            } else {
                gap = true;
                previous = -1;
            }
        }
        return out.toString();
    }

    /** Greek written in capitals leaves out the tonos, and sigma has a final form: "ΠΥΡΓΟΣ" is "πύργος". */
    private static int greekFolded(int cp) {
        if (cp < 0x03AC || cp > 0x03CE) {
            return cp;
        }
        int at = GREEK_WITH_TONOS.indexOf(cp);
        return at >= 0 ? GREEK_WITHOUT_TONOS.charAt(at) : cp;
    }

    /** Arabic harakat and Quranic marks, Hebrew niqqud: written or left out at will. */
    private static boolean isOptionalPoint(int cp) {
        return (cp >= 0x064B && cp <= 0x065F) || cp == 0x0670 || (cp >= 0x06D6 && cp <= 0x06ED)
                || (cp >= 0x0591 && cp <= 0x05C7 && cp != 0x05BE && cp != 0x05C0 && cp != 0x05C3 && cp != 0x05C6);
    }

    /** Han, Kana, Thai, Lao, Khmer, Myanmar: scripts that do not put spaces between words. */
    private static boolean isWrittenWithoutSpaces(int cp) {
        if (cp < 0x0E00) {
            return false;
        }
        switch (Character.UnicodeScript.of(cp)) {
            case HAN:
            case HIRAGANA:
            case KATAKANA:
            case THAI:
            case LAO:
            case KHMER:
            case MYANMAR:
            case TIBETAN:
                return true;
            default:
                // the prolonged sound mark ー and the iteration marks 々 〻 are in the Common script
                return cp == 0x30FC || cp == 0x3005 || cp == 0x303B;
        }
    }

    /** Unicode categories L and N, as the regex classes \p{L} and \p{N}. */
    private static boolean isLetterOrNumber(int cp) {
        if (Character.isLetter(cp)) {
            return true;
        }
        int type = Character.getType(cp);
        return type == Character.DECIMAL_DIGIT_NUMBER || type == Character.LETTER_NUMBER
                || type == Character.OTHER_NUMBER;
    }
}
