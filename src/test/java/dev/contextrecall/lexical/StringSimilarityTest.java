package dev.contextrecall.lexical;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The three measures on textbook pairs, and the edges: equal, empty, different lengths. */
class StringSimilarityTest {

    static double sim(SimilarityMeasure m, String a, String b) {
        return StringSimilarity.of(m, a, b);
    }

    @Test
    void levenshteinIsOneMinusEditsOverTheLongerLength() {
        assertEquals(1 - 3.0 / 7, sim(SimilarityMeasure.LEVENSHTEIN, "kitten", "sitting"), 1e-12);
        assertEquals(1 - 3.0 / 7, sim(SimilarityMeasure.LEVENSHTEIN, "sitting", "kitten"), 1e-12);
        assertEquals(1.0, sim(SimilarityMeasure.LEVENSHTEIN, "Paris", "Paris"));
        assertEquals(0.0, sim(SimilarityMeasure.LEVENSHTEIN, "abc", ""));
        assertEquals(1.0, sim(SimilarityMeasure.LEVENSHTEIN, "", ""));
    }

    @Test
    void jaroWinklerMatchesTheTextbookValues() {
        assertEquals(0.9611, sim(SimilarityMeasure.JARO_WINKLER, "MARTHA", "MARHTA"), 1e-4);
        assertEquals(0.8400, sim(SimilarityMeasure.JARO_WINKLER, "DWAYNE", "DUANE"), 1e-4);
        assertEquals(0.8133, sim(SimilarityMeasure.JARO_WINKLER, "DIXON", "DICKSONX"), 1e-4);
        assertEquals(0.0, sim(SimilarityMeasure.JARO_WINKLER, "abc", "xyz"));
        assertEquals(0.0, sim(SimilarityMeasure.JARO_WINKLER, "abc", ""));
        assertEquals(1.0, sim(SimilarityMeasure.JARO_WINKLER, "Warsaw", "Warsaw"));
    }

    @Test
    void jaroWinklerAddsNoPrefixBoostAtOrBelowJaroSevenTenths() {
        // Jaro("abcdxyz", "abcduvw") = (4/7 + 4/7 + 1) / 3 = 0.7143 > 0.7: boosted by the 4-letter prefix.
        double jaro = (4.0 / 7 + 4.0 / 7 + 1) / 3;
        assertEquals(jaro + 4 * 0.1 * (1 - jaro), sim(SimilarityMeasure.JARO_WINKLER, "abcdxyz", "abcduvw"), 1e-12);
        // Jaro("abxyzuv", "abcdefg") = (2/7 + 2/7 + 1) / 3 = 0.5238: no boost.
        assertEquals((2.0 / 7 + 2.0 / 7 + 1) / 3, sim(SimilarityMeasure.JARO_WINKLER, "abxyzuv", "abcdefg"), 1e-12);
    }

    @Test
    void hammingCountsAgreeingPositionsOverTheLongerLength() {
        assertEquals(4.0 / 7, sim(SimilarityMeasure.HAMMING, "karolin", "kathrin"), 1e-12);
        assertEquals(3.0 / 5, sim(SimilarityMeasure.HAMMING, "abc", "abcde"), 1e-12);
        assertEquals(1.0, sim(SimilarityMeasure.HAMMING, "same", "same"));
    }

    @Test
    void characterOutsideTheBasicPlaneCountsOnce() {
        assertEquals(1 - 1.0 / 3, sim(SimilarityMeasure.LEVENSHTEIN, "a😀b", "a😃b"), 1e-12);
    }
}
