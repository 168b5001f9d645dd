package dev.contextrecall.metric.attribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.text.Normalizer;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import org.junit.jupiter.api.Test;

import dev.contextrecall.testcase.ContextNode;

class EvidenceCheckTest {

    static List<ContextNode> nodes(String... texts) {
        return java.util.Arrays.stream(texts).map(t -> new ContextNode(t, null, null)).toList();
    }

    @Test
    void aQuoteMatchesAcrossCaseSpacingAndPunctuation() {
        assertTrue(EvidenceCheck.verified("completed in 1889", List.of(0),
                nodes("The Eiffel Tower, COMPLETED  in\n1889, stands in Paris.")));
        assertTrue(EvidenceCheck.verified("“330 metres”", List.of(0), nodes("At 330-metres, the tower...")));
    }

    @Test
    void onlyWholeWordsOfACitedNodeCount() {
        assertFalse(EvidenceCheck.verified("in 188", List.of(0), nodes("completed in 1889")));
        assertFalse(EvidenceCheck.verified("completed in 1889", List.of(1), nodes("completed in 1889", "other")));
        assertFalse(EvidenceCheck.verified(" ... ", List.of(0), nodes("...")));
    }

    @Test
    void accentsAreKeptAndCompatibilityFormsFolded() {
        assertEquals("café fi 2", EvidenceCheck.normalise("Café — ﬁ, ²"));
        assertEquals("straße", EvidenceCheck.normalise("Straße!"));
        assertFalse(EvidenceCheck.verified("cafe", List.of(0), nodes("café")));
    }

    /** The one-pass normalisation answers what its definition as a chain of regex replaces answers. */
    @Test
    void sameAsTheRegexDefinitionOnRandomText() {
        String alphabet = "aZé9½²Ⅻßİı漢字 \t\n.,;:!?-–—'\"“”()[]/\\_ﬁ٣\uD83D\uDE00\u00A0\u0301"
                + "कि्ा।مُـً؟ςΣάΆกิー々ＡＦ１\u200D\u200C\u00AD\u0307";
        Random random = new Random(42);
        for (int n = 0; n < 5_000; n++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(40);
            for (int i = 0; i < length; i++) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String s = text.toString();
            assertEquals(definition(s), EvidenceCheck.normalise(s), () -> "for " + s);
        }
    }

    private static String definition(String s) {
        String unspaced = "\\p{IsHan}\\p{IsHiragana}\\p{IsKatakana}\\p{IsThai}\\p{IsLao}\\p{IsKhmer}\\p{IsMyanmar}"
                + "\\p{IsTibetan}ー々〻";
        String folded = Normalizer.normalize(s, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT)
                .replaceAll("[\\p{Cf}\\u0640\\u064B-\\u065F\\u0670\\u06D6-\\u06ED]", "")
                .replaceAll("(?<=i)\\u0307+", "");
        for (int i = 0; i < "άέήίόύώΐΰς".length(); i++) {
            folded = folded.replace("άέήίόύώΐΰς".charAt(i), "αεηιουωϊϋσ".charAt(i));
        }
        return folded
                .replaceAll("(?<![\\p{L}\\p{N}\\p{M}])\\p{M}+", "")
                .replaceAll("[^\\p{L}\\p{N}\\p{M}]+", " ")
                .replaceAll("([" + unspaced + "&&[\\p{L}\\p{N}]]\\p{M}*)", " $1 ")
                .replaceAll(" +", " ")
                .strip();
    }

    @Test
    void aChineseQuoteVerifiesAnywhereInItsNodeInFullOrHalfWidth() {
        List<ContextNode> node = nodes("埃菲尔铁塔于１８８９年建成，高３３０米。它位于巴黎。");
        assertTrue(EvidenceCheck.verified("铁塔于1889年建成", List.of(0), node));
        assertTrue(EvidenceCheck.verified("“高330米。”", List.of(0), node));
        assertFalse(EvidenceCheck.verified("铁塔于1890年建成", List.of(0), node));
        assertFalse(EvidenceCheck.verified("于889年", List.of(0), node), "numbers stay whole");
    }

    @Test
    void aJapaneseQuoteVerifiesInHalfWidthKatakana() {
        assertTrue(EvidenceCheck.verified("東京タワーは1958年", List.of(0), nodes("東京ﾀﾜｰは1958年に完成した。")));
    }

    @Test
    void aHindiQuoteKeepsItsVowelSignsInTheWord() {
        List<ContextNode> node = nodes("एफिल टॉवर 1889 में बना। यह 330 मीटर ऊँचा है।");
        assertTrue(EvidenceCheck.verified("यह 330 मीटर ऊँचा है", List.of(0), node));
        assertEquals("एफिल टॉवर", EvidenceCheck.normalise("एफिल टॉवर।"), "one word per word, marks kept in it");
        assertFalse(EvidenceCheck.verified("फिल टॉवर", List.of(0), node), "whole words only");
        // a zero-width joiner inside a word is not a word boundary
        assertTrue(EvidenceCheck.verified("यह 330 मीटर", List.of(0), nodes("य\u200Dह 330 मीटर")));
    }

    @Test
    void anArabicQuoteVerifiesWithOrWithoutVowelPointsAndTatweel() {
        List<ContextNode> node = nodes("بُنِيَ البرج عام 1889؟ نعم، وارتفاعه 330 متراً.");
        assertTrue(EvidenceCheck.verified("بني البرج عام 1889", List.of(0), node));
        assertTrue(EvidenceCheck.verified("وارتفـــاعه 330", List.of(0), node));
        assertFalse(EvidenceCheck.verified("البرج عام 1890", List.of(0), node));
    }

    @Test
    void aGreekQuoteVerifiesAcrossCaseAndFinalSigma() {
        List<ContextNode> node = nodes("Ο ΠΥΡΓΟΣ χτίστηκε το 1889; Ναι.");
        assertTrue(EvidenceCheck.verified("ο πύργος χτίστηκε".replace("ύ", "υ"), List.of(0), node));
        assertTrue(EvidenceCheck.verified("ΠΥΡΓΟΣ ΧΤΙΣΤΗΚΕ", List.of(0), node));
        assertFalse(EvidenceCheck.verified("πυργο χτίστηκε", List.of(0), node));
    }

    @Test
    void aTurkishCapitalDottedIMatchesItsLowerCase() {
        assertTrue(EvidenceCheck.verified("istanbul", List.of(0), nodes("İSTANBUL büyük bir şehirdir.")));
    }

    @Test
    void decomposedAccentsMatchComposedOnesAndStayInTheirWord() {
        assertTrue(EvidenceCheck.verified("café noir", List.of(0), nodes("un cafe\u0301 noir")));
        assertEquals("x\u0301y", EvidenceCheck.normalise("x\u0301y"), "a mark NFKC cannot compose stays in its word");
    }
}
