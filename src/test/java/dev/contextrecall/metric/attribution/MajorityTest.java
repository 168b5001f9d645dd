package dev.contextrecall.metric.attribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.contextrecall.judge.Judgement;
import dev.contextrecall.judge.Judgement.JudgedStatement;
import dev.contextrecall.testcase.ContextNode;

/** k samples of one attribution merged into the verdicts a result shows. */
class MajorityTest {

    static final List<ContextNode> NODES = List.of(
            new ContextNode("The Eiffel Tower, completed in 1889, stands on the Champ de Mars.", null, null),
            new ContextNode("At 330 metres, the tower is the tallest structure in Paris.", null, null));

    static JudgedStatement yes(String statement, int node, String quote, String reason) {
        return new JudgedStatement(statement, true, List.of(node), false, quote, reason);
    }

    static JudgedStatement no(String statement, String reason) {
        return new JudgedStatement(statement, false, List.of(), false, "", reason);
    }

    static Judgement sample(String summary, JudgedStatement... verdicts) {
        return new Judgement(List.of(verdicts), summary);
    }

    @Test
    void aStatementIsSupportedWhenMoreThanHalfTheSamplesSaySo() {
        Majority m = Majority.of(List.of(
                sample("a", yes("built", 0, "completed in 1889", "r1"), no("tall", "r1")),
                sample("b", yes("built", 0, "completed in 1889", "r2"), yes("tall", 1, "330 metres", "r2")),
                sample("c", no("built", "r3"), no("tall", "r3"))), NODES);

        assertEquals(List.of(true, false), m.judgement().verdicts().stream().map(JudgedStatement::supported).toList());
        assertEquals(List.of("2/3", "2/3"), m.agreements());
        assertEquals(List.of(2.0 / 3, 2.0 / 3), m.shares());
        assertEquals(3, m.samples());
    }

    @Test
    void aTieIsNotSupport() {
        Majority m = Majority.of(List.of(
                sample("a", yes("built", 0, "completed in 1889", "yes")),
                sample("b", no("built", "no"))), NODES);

        JudgedStatement merged = m.judgement().verdicts().get(0);
        assertFalse(merged.supported());
        assertEquals("no", merged.reason());
        assertEquals(List.of("1/2"), m.agreements());
    }

    @Test
    void aYesKeepsTheFirstSampleWhoseQuoteStandsInItsCitedNode() {
        Majority m = Majority.of(List.of(
                sample("a", yes("built", 1, "completed in 1889", "quote not in node 1")),
                sample("b", yes("built", 0, "completed in 1889", "quote in node 0")),
                sample("c", yes("built", 0, "built in 1889", "quote nowhere"))), NODES);

        JudgedStatement merged = m.judgement().verdicts().get(0);
        assertEquals("quote in node 0", merged.reason());
        assertEquals(List.of(0), merged.nodes());
        assertEquals(List.of("3/3"), m.agreements());
    }

    @Test
    void aYesWithNoVerifiedQuoteKeepsTheFirstYes() {
        Majority m = Majority.of(List.of(
                sample("a", no("built", "no")),
                sample("b", yes("built", 0, "built in 1889", "first yes")),
                sample("c", yes("built", 1, "1889", "second yes"))), NODES);

        assertEquals("first yes", m.judgement().verdicts().get(0).reason());
    }

    @Test
    void aCitationOfAnUnknownNodeIsNotAVerifiedQuote() {
        JudgedStatement unknownCited = new JudgedStatement("built", true, List.of(0), true, "completed in 1889",
                "cited a node that does not exist");
        Majority m = Majority.of(List.of(
                sample("a", unknownCited),
                sample("b", yes("built", 0, "completed in 1889", "verified"))), NODES);

        assertEquals("verified", m.judgement().verdicts().get(0).reason());
    }

    @Test
    void theSummaryIsThatOfTheSampleClosestToTheMajority() {
        Majority m = Majority.of(List.of(
                sample("disagrees twice", no("built", "n"), yes("tall", 1, "330 metres", "y")),
                sample("agrees on both", yes("built", 0, "completed in 1889", "y"), no("tall", "n")),
                sample("agrees once", yes("built", 0, "completed in 1889", "y"), yes("tall", 1, "330 metres", "y")),
                sample("agrees on both too", yes("built", 0, "completed in 1889", "y"), no("tall", "n"))), NODES);

        // built: 3 of 4 yes; tall: 2 of 4, a tie, so no. The first sample with the most matches wins.
        assertEquals("agrees on both", m.judgement().summary());
        assertEquals(List.of("3/4", "2/4"), m.agreements());
    }

    @Test
    void aSingleSampleIsKeptAsItIsWithNoAgreement() {
        Judgement only = sample("only", yes("built", 0, "completed in 1889", "y"));
        Majority m = Majority.single(only);

        assertTrue(m.judgement() == only);
        assertNull(m.agreements());
        assertEquals(List.of(), m.shares());
        assertEquals(1, m.samples());
    }
}
