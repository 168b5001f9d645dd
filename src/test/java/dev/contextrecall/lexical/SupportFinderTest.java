package dev.contextrecall.lexical;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class SupportFinderTest {

    static final List<String> NODES = List.of(
            "The Eiffel Tower, completed in 1889 for the World's Fair, stands on the Champ de Mars in Paris.",
            "At 330 metres, the tower is the tallest structure in Paris. It was repainted in 2019.");

    @Test
    void aSentenceTheNodeStatesIsSupportedWithAVerbatimQuote() {
        Support s = new SupportFinder(NODES).find("The Eiffel Tower was completed in 1889.");
        assertTrue(s.supported());
        assertEquals(List.of(0), s.nodes());
        assertTrue(NODES.get(0).contains(s.quote()), s.quote());
        assertEquals("Eiffel Tower, completed in 1889", s.quote());
    }

    @Test
    void aSentenceNoNodeSpeaksOfIsNotSupported() {
        Support s = new SupportFinder(NODES).find("It was designed by Gustave Eiffel's company.");
        assertFalse(s.supported());
        assertNull(s.quote());
        assertEquals(List.of("designed", "Gustave", "company"), s.missing());
    }

    @Test
    void wrongNumbersAreNotSupportedWhateverTheWords() {
        Support s = new SupportFinder(NODES).find("The Eiffel Tower was completed in 1887 for the 1900 World's Fair.");
        assertFalse(s.supported());
        assertTrue(s.numbersDisagree());
    }

    @Test
    void aFactSpreadOverTwoNodesCitesBoth() {
        List<String> nodes = List.of(
                "Ada Lovelace was an English mathematician.",
                "The weather in London was mild.",
                "Lovelace published the first algorithm for Babbage's Analytical Engine in 1843.");
        Support s = new SupportFinder(nodes).find(
                "Ada Lovelace, an English mathematician, published an algorithm for the Analytical Engine in 1843.");
        assertTrue(s.supported());
        assertEquals(List.of(2, 0), s.nodes());
        assertEquals("Lovelace published the first algorithm for Babbage's Analytical Engine in 1843", s.quote());
        assertTrue(nodes.get(2).contains(s.quote()), s.quote());
    }

    @Test
    void aSentenceOfFunctionWordsOnlyIsNotSupported() {
        Support s = new SupportFinder(NODES).find("It is what it is.");
        assertFalse(s.supported());
        assertTrue(s.missing().isEmpty());
    }

    @Test
    void theSameInputGivesTheSameAnswer() {
        String statement = "At 330 metres it is the tallest structure in Paris.";
        assertEquals(new SupportFinder(NODES).find(statement), new SupportFinder(NODES).find(statement));
    }
}
