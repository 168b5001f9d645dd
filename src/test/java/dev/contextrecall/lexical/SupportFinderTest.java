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
    void aNegatedSentenceIsNotSupportedByEvidenceThatStatesTheOpposite() {
        Support s = new SupportFinder(List.of("The album Blue Hours was released in 2019 by Harbor Records."))
                .find("Blue Hours was not released in 2019.");
        assertFalse(s.supported());
        assertTrue(s.negationDisagrees());
        assertNull(s.quote());
        assertEquals(List.of(0), s.nodes());
    }

    @Test
    void aNegatedSentenceIsSupportedByEvidenceThatAlsoDeniesIt() {
        Support s = new SupportFinder(List.of("The album Blue Hours was never released, after Harbor Records folded."))
                .find("Blue Hours was not released by Harbor Records.");
        assertTrue(s.supported());
        assertFalse(s.negationDisagrees());
        assertEquals("Blue Hours was never released, after Harbor Records", s.quote());
    }

    @Test
    void ofTwoNodesTheOneThatAlsoDeniesItIsCited() {
        List<String> nodes = List.of(
                "Blue Hours was released on vinyl by Harbor Records in 2019.",
                "The label did not release Blue Hours on vinyl; Harbor Records put it out on cassette.");
        Support s = new SupportFinder(nodes).find("Harbor Records did not release Blue Hours on vinyl.");
        assertTrue(s.supported());
        assertEquals(List.of(1), s.nodes());
        assertTrue(nodes.get(1).contains(s.quote()), s.quote());
    }

    @Test
    void aNegationElsewhereInTheNodeStillCounts() {
        // The cue is looked for in the whole evidence window, not next to the matching words: a wording such as
        // "no longer" or "failed to ... ever" keeps its support, at the price of a cue that belongs to another clause.
        Support s = new SupportFinder(List.of("Blue Hours, an album by Mara Quist, was recorded in Oslo. No label"
                + " would release it.")).find("Mara Quist's album Blue Hours was not released.");
        assertTrue(s.supported());
    }

    @Test
    void aNegationOnlyInTheEvidenceIsNotHeldAgainstTheSentence() {
        // Measured on the dev set: in real text such a cue is mostly about something else ("would not start the
        // race" beside "was hired to replace him"), so this direction is not checked.
        Support s = new SupportFinder(List.of("Tony Reyes will not race on Sunday; the team hired Ada Smith to replace"
                + " Reyes at the Glen.")).find("Ada Smith was hired to replace Tony Reyes at the Glen.");
        assertTrue(s.supported());
        assertFalse(s.negationDisagrees());
    }

    @Test
    void numeroAndNotOnlyAreNoNegation() {
        SupportFinder finder = new SupportFinder(List.of(
                "Paper Lanterns topped the Canadian chart at number 1 in 1999.",
                "The fossils showed a warm climate and a landmass joined to Africa."));
        assertTrue(finder.find("Paper Lanterns was No. 1 on the Canadian chart in 1999.").supported());
        assertTrue(finder.find("The fossils showed not only a warm climate but a landmass joined to Africa.").supported());
        assertFalse(finder.find("The fossils did not show a warm climate.").supported());
    }

    @Test
    void theSameInputGivesTheSameAnswer() {
        String statement = "At 330 metres it is the tallest structure in Paris.";
        assertEquals(new SupportFinder(NODES).find(statement), new SupportFinder(NODES).find(statement));
    }
}
