package dev.contextrecall.metric.attribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import static dev.contextrecall.metric.attribution.MajorityTest.no;
import static dev.contextrecall.metric.attribution.MajorityTest.sample;
import static dev.contextrecall.metric.attribution.MajorityTest.yes;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.TextNode;

import dev.contextrecall.judge.Judgement;
import dev.contextrecall.judge.Judgement.JudgedStatement;
import dev.contextrecall.result.StatementVerdict;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.EvidenceMode;
import dev.contextrecall.testcase.ImageRef;

/** A judgement's verdicts checked against the cited nodes and counted as the evidence mode says. */
class AttributionTallyTest {

    static final List<ContextNode> NODES = List.of(
            new ContextNode("The Eiffel Tower, completed in 1889, stands on the Champ de Mars.", new TextNode("doc-7"),
                    "wiki/eiffel"),
            new ContextNode("At 330 metres, the tower is the tallest structure in Paris.", null, null),
            new ContextNode("", null, null, new ImageRef("https://example.com/plan.png", null, null)));

    /** Verified, unverified (quote not in its node), "no". */
    static final Judgement JUDGEMENT = sample("summary",
            yes("built", 0, "completed in 1889", "in node 0"),
            yes("tall", 0, "330 metres", "quote is in node 1, not the cited node 0"),
            no("designer", "not there"));

    static AttributionTally tally(Judgement judgement, EvidenceMode evidence) {
        return AttributionTally.of(Majority.single(judgement), NODES, evidence);
    }

    @Test
    void reportFlagsAnUnverifiedQuoteAndStillCountsIt() {
        AttributionTally t = tally(JUDGEMENT, EvidenceMode.REPORT);

        assertEquals(2, t.counted());
        assertEquals(1, t.unverified());
        assertEquals(2.0 / 3, t.recall());
        assertEquals(List.of("yes", "yes", "no"), t.verdicts().stream().map(StatementVerdict::verdict).toList());
        assertEquals(true, t.verdicts().get(0).evidenceVerified());
        assertEquals(false, t.verdicts().get(1).evidenceVerified());
        assertNull(t.verdicts().get(2).evidenceVerified());
    }

    @Test
    void requireCountsAnUnverifiedQuoteAsNotSupportedButKeepsItsVerdict() {
        AttributionTally t = tally(JUDGEMENT, EvidenceMode.REQUIRE);

        assertEquals(1, t.counted());
        assertEquals(1, t.unverified());
        assertEquals(1.0 / 3, t.recall());
        assertEquals("yes", t.verdicts().get(1).verdict());
    }

    @Test
    void aYesSupportedByAnImageHasNothingToVerifyAndCounts() {
        Judgement byImage = sample("s", new JudgedStatement("plan", true, List.of(2), false, "", "the plan shows it"));

        AttributionTally t = tally(byImage, EvidenceMode.REQUIRE);

        assertNull(t.verdicts().get(0).evidenceVerified());
        assertEquals(1, t.counted());
        assertEquals(0, t.unverified());
    }

    @Test
    void aCitedUnknownNodeIsUnverifiedEvenWithAQuoteThatStandsInTheOthers() {
        Judgement unknown = sample("s", new JudgedStatement("built", true, List.of(0), true, "completed in 1889", "r"));

        AttributionTally t = tally(unknown, EvidenceMode.REQUIRE);

        assertEquals(false, t.verdicts().get(0).evidenceVerified());
        assertEquals(0, t.counted());
    }

    @Test
    void citationsEchoTheCallersIdAndSourceOfLabelledNodesOnly() {
        Judgement both = sample("s", new JudgedStatement("built", true, List.of(0, 1), false, "completed in 1889", "r"));

        List<StatementVerdict.Citation> citations = tally(both, EvidenceMode.REPORT).verdicts().get(0).citations();

        assertEquals(List.of(new StatementVerdict.Citation(0, new TextNode("doc-7"), "wiki/eiffel")), citations);
    }

    @Test
    void eachVerdictCarriesItsAgreementWhenSampled() {
        Majority majority = Majority.of(List.of(
                sample("a", yes("built", 0, "completed in 1889", "r"), no("tall", "r")),
                sample("b", yes("built", 0, "completed in 1889", "r"), yes("tall", 1, "330 metres", "r")),
                sample("c", yes("built", 0, "completed in 1889", "r"), no("tall", "r"))), NODES);

        AttributionTally t = AttributionTally.of(majority, NODES, EvidenceMode.REPORT);

        assertEquals(List.of("3/3", "2/3"), t.verdicts().stream().map(StatementVerdict::agreement).toList());
        assertNull(tally(JUDGEMENT, EvidenceMode.REPORT).verdicts().get(0).agreement());
    }
}
