package dev.contextrecall.judge;

import java.util.List;

/** What the attribution call returns: one verdict per statement number, and a summary for the reason. */
public record Attribution(List<Verdict> verdicts, String summary) {

    /**
     * statement and nodes are 1-based numbers as shown in the prompt; verdict is "yes" or "no", other
     * spellings ("Yes.", "NO") are normalised in code.
     */
    public record Verdict(Integer statement, String verdict, List<Integer> nodes, String quote, String reason) {
    }
}
