package dev.contextrecall.metric;

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

    /** The one-pass normalisation answers what a replace of [^\p{L}\p{N}]+ by a space answers. */
    @Test
    void sameAsTheRegexDefinitionOnRandomText() {
        String alphabet = "aZé9½²Ⅻßİı漢字 \t\n.,;:!?-–—'\"“”()[]/\\_ﬁ٣\uD83D\uDE00\u00A0\u0301";
        Random random = new Random(42);
        for (int n = 0; n < 5_000; n++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(40);
            for (int i = 0; i < length; i++) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String s = text.toString();
            String folded = Normalizer.normalize(s, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
            String expected = folded.replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
            assertEquals(expected, EvidenceCheck.normalise(s), () -> "for " + s);
        }
    }
}
