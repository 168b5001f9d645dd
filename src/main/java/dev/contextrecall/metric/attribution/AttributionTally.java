package dev.contextrecall.metric.attribution;

import java.util.ArrayList;
import java.util.List;

import dev.contextrecall.judge.Judgement;
import dev.contextrecall.result.StatementVerdict;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.EvidenceMode;

/**
 * A validated judgement, checked and counted: each "yes" has its quote looked up in the cited nodes, and counts
 * as the evidence mode says. Shared by every metric that attributes statements (single-turn and per window).
 * A "yes" whose support is an image node has nothing to quote: evidence_verified is null and it counts.
 */
public record AttributionTally(List<StatementVerdict> verdicts, int counted, int unverified) {

    /** A majority of samples: each verdict also carries its agreement ("2/3"); one sample carries none. */
    public static AttributionTally of(Majority majority, List<ContextNode> nodes, EvidenceMode evidence) {
        Judgement judgement = majority.judgement();
        List<String> agreements = majority.agreements();
        List<StatementVerdict> verdicts = new ArrayList<>();
        int counted = 0;
        int unverified = 0;
        for (int i = 0; i < judgement.verdicts().size(); i++) {
            Judgement.JudgedStatement j = judgement.verdicts().get(i);
            Boolean verified = j.supported() ? verified(j, nodes) : null;
            unverified += Boolean.FALSE.equals(verified) ? 1 : 0;
            boolean counts = j.supported() && (evidence == EvidenceMode.REPORT || !Boolean.FALSE.equals(verified));
            counted += counts ? 1 : 0;
            verdicts.add(new StatementVerdict(j.statement(), j.supported() ? "yes" : "no", j.reason(), j.nodes(),
                    j.quote(), verified, citations(j.nodes(), nodes), agreements == null ? null : agreements.get(i)));
        }
        return new AttributionTally(List.copyOf(verdicts), counted, unverified);
    }

    /** Counted "yes" over all statements; never called on an empty judgement (validated upstream). */
    public double recall() {
        return (double) counted / verdicts.size();
    }

    /** True when the quote stands in a cited text node; null when it cannot: the support is an image. */
    private static Boolean verified(Judgement.JudgedStatement j, List<ContextNode> nodes) {
        if (j.unknownNodeCited()) {
            return false;
        }
        if (EvidenceCheck.verified(j.quote(), j.nodes(), nodes)) {
            return true;
        }
        return j.nodes().stream().anyMatch(i -> nodes.get(i).isImage()) ? null : false;
    }

    private static List<StatementVerdict.Citation> citations(List<Integer> cited, List<ContextNode> nodes) {
        List<StatementVerdict.Citation> out = new ArrayList<>();
        for (int i : cited) {
            ContextNode node = nodes.get(i);
            if (node.id() != null || node.source() != null) {
                out.add(new StatementVerdict.Citation(i, node.id(), node.source()));
            }
        }
        return out;
    }
}
