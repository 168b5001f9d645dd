package dev.contextrecall.run.alignment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** When a judge's statements line up with the labelled ones. */
class StatementSplitTest {

    static final String BUILT = "The Eiffel Tower was completed in 1889 for the World's Fair in Paris.";
    static final String TALL = "It is 330 metres tall.";

    @Test
    void theSameStatementsLineUpWhateverTheCaseAndPunctuation() {
        assertTrue(StatementSplit.linesUp(List.of("the eiffel tower was completed in 1889 for the world s fair in paris",
                "It is 330 metres tall"), List.of(BUILT, TALL)));
        // NFKC: a full-width digit is the digit.
        assertTrue(StatementSplit.linesUp(List.of("It is ３３０ metres tall."), List.of(TALL)));
    }

    @Test
    void aWordOrTwoMayDiffer() {
        // 14 words against 14 ("world's" reads as two), 13 shared: Dice 26 / 28 = 0.929.
        assertEquals(26.0 / 28, StatementSplit.dice(StatementSplit.words(BUILT),
                StatementSplit.words("The Eiffel Tower was finished in 1889 for the World's Fair in Paris.")), 1e-12);
        assertTrue(StatementSplit.linesUp(
                List.of("The Eiffel Tower was finished in 1889 for the World's Fair in Paris.", TALL),
                List.of(BUILT, TALL)));
    }

    @Test
    void aPronounReplacedByANameIsAnotherStatement() {
        // "it is 330 metres tall" against "the eiffel tower is 330 metres tall": 4 shared of 5 + 7, Dice 0.667.
        assertFalse(StatementSplit.linesUp(List.of(BUILT, "The Eiffel Tower is 330 metres tall."),
                List.of(BUILT, TALL)));
    }

    @Test
    void anotherCountOrOrderDoesNotLineUp() {
        assertFalse(StatementSplit.linesUp(List.of(BUILT), List.of(BUILT, TALL)));
        assertFalse(StatementSplit.linesUp(List.of(BUILT + " " + TALL), List.of(BUILT, TALL)));
        assertFalse(StatementSplit.linesUp(List.of(TALL, BUILT), List.of(BUILT, TALL)));
    }
}
