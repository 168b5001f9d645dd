package dev.contextrecall.judge;

import java.util.List;

/** A complete, validated attribution: exactly one verdict per statement, in statement order. */
public record Judgement(List<JudgedStatement> verdicts, String summary) {

    /**
     * nodes are 0-based indexes into the request's retrieval_context; unknownNodeCited is set when the judge
     * cited a node number that does not exist (dropped from nodes, and the evidence cannot be verified).
     */
    public record JudgedStatement(String statement, boolean supported, List<Integer> nodes, boolean unknownNodeCited,
            String quote, String reason) {
    }
}
