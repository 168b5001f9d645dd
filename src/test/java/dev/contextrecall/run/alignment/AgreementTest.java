package dev.contextrecall.run.alignment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** The agreement figures, each against a value worked out by hand. */
class AgreementTest {

    static final double EXACT = 1e-12;

    static Agreement table(int tp, int fp, int fn, int tn) {
        return new Agreement(tp, fp, fn, tn);
    }

    @Test
    void theTextbookTable() {
        // 50 statements: both "supported" 20, only the judge 5, only the labels 10, neither 15.
        Agreement a = table(20, 5, 10, 15);
        assertEquals(50, a.statements());
        assertEquals(0.8, a.precision(), EXACT); // 20 / 25
        assertEquals(20.0 / 30, a.recall(), EXACT);
        assertEquals(0.7, a.accuracy(), EXACT); // 35 / 50
        // expected by chance: 0.5 x 0.6 + 0.5 x 0.4 = 0.5; kappa = (0.7 - 0.5) / (1 - 0.5)
        assertEquals(0.4, a.kappa(), EXACT);
    }

    @Test
    void anUnevenTable() {
        // 10 statements: tp 6, fp 1, fn 2, tn 1. Judge yes 7/10, labels yes 8/10.
        // expected = 0.7 x 0.8 + 0.3 x 0.2 = 0.62; observed 0.7; kappa = 0.08 / 0.38
        Agreement a = table(6, 1, 2, 1);
        assertEquals(0.7, a.accuracy(), EXACT);
        assertEquals(0.08 / 0.38, a.kappa(), EXACT);
        assertEquals(6.0 / 7, a.precision(), EXACT);
        assertEquals(0.75, a.recall(), EXACT);
    }

    @Test
    void kappaIsMinusOneWhenJudgeAndLabelsAlwaysDiffer() {
        // Each rater says yes half the time: expected 0.5, observed 0.
        assertEquals(-1.0, table(0, 2, 2, 0).kappa(), EXACT);
    }

    @Test
    void kappaIsZeroWhenTheJudgeSaysYesToEverything() {
        // 3 of 4 labelled supported, the judge says yes to all 4: observed 0.75 = expected 1 x 0.75 + 0 x 0.25.
        Agreement a = table(3, 1, 0, 0);
        assertEquals(0.75, a.accuracy(), EXACT);
        assertEquals(0.0, a.kappa(), EXACT);
        assertEquals(1.0, a.recall(), EXACT);
    }

    @Test
    void kappaIsUndefinedWhenExpectedAgreementIsOne() {
        // Both said "supported" to every statement: expected agreement 1 x 1 + 0 x 0 = 1, and 0 / 0 is no figure.
        Agreement allYes = table(7, 0, 0, 0);
        assertNull(allYes.kappa());
        assertEquals(1.0, allYes.accuracy(), EXACT);
        assertEquals(1.0, allYes.precision(), EXACT);
        assertEquals(1.0, allYes.recall(), EXACT);
        // Both said "not supported" to every one: no precision (no yes) and no recall (nothing supported) either.
        Agreement allNo = table(0, 0, 0, 4);
        assertNull(allNo.kappa());
        assertNull(allNo.precision());
        assertNull(allNo.recall());
        assertEquals(1.0, allNo.accuracy(), EXACT);
    }

    @Test
    void noStatementsNoFigures() {
        assertEquals(0, Agreement.NONE.statements());
        assertNull(Agreement.NONE.accuracy());
        assertNull(Agreement.NONE.kappa());
        assertNull(Agreement.NONE.precision());
        assertNull(Agreement.NONE.recall());
    }

    @Test
    void statementsAddUpOneByOne() {
        Agreement a = Agreement.NONE.with(true, true).with(true, false).with(false, true).with(false, false)
                .with(true, true);
        assertEquals(table(2, 1, 1, 1), a);
        assertEquals(table(4, 2, 2, 2), a.plus(a));
    }
}
