package dev.contextrecall.run.report;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.run.report.HtmlView.Chart;
import dev.contextrecall.run.report.HtmlView.Signed;
import dev.contextrecall.run.summary.RetrievedChunks;
import dev.contextrecall.run.summary.RunComparison;
import dev.contextrecall.run.summary.RunComparison.CaseDelta;
import dev.contextrecall.run.summary.RunComparison.Unsupported;
import io.quarkus.runtime.annotations.RegisterForReflection;

/** What the HTML report's template prints of the comparison with the baseline, case by case. */
final class ComparisonView {

    private ComparisonView() {
    }

    /** The three sections shown when there is a baseline. */
    @RegisterForReflection
    record Sections(Cases regressed, Cases improved, AddedAndRemoved addedAndRemoved) {
    }

    /** A heading, and the sentence none when no case is listed. */
    @RegisterForReflection
    record Cases(String heading, String none, List<Case> cases) {
    }

    /** baseline → candidate (delta), coloured by direction. */
    @RegisterForReflection
    record Move(String scores, Signed delta) {
    }

    /**
     * One regressed or improved case; an improved one uses only id and move. chunks is null when the runs did not
     * both record their chunks, and others are the unsupported statements not already listed as lost.
     */
    @RegisterForReflection
    record Case(String id, Move move, String lostCount, String chunksLeft, String chunksArrived, String passChange,
            List<Lost> lost, List<String> chunks, List<Quote> others) {
    }

    /** A lost statement and the closest quote the judge found for it now (null when it is not unsupported now). */
    @RegisterForReflection
    record Lost(String statement, Quote quote) {
    }

    /** The judge's closest quote (null: none found) and the chunk it named, by label. */
    @RegisterForReflection
    record Quote(String statement, String quote, String chunk) {
    }

    @RegisterForReflection
    record AddedAndRemoved(String none, List<IdList> lists) {
    }

    @RegisterForReflection
    record IdList(String label, List<String> ids) {
    }

    static Chart deltas(RunComparison c) {
        if (c == null) {
            return new Chart("First run: there is no baseline, so there are no per-case deltas, regressions or "
                    + "improvements to show.", null, null);
        }
        if (c.deltas().isEmpty()) {
            return new Chart("No case was scored in both this run and the baseline.", null, null);
        }
        long down = c.lowerCases();
        long up = c.higherCases();
        String shown = c.deltas().size() == c.sharedCases() ? ""
                : " The chart shows the " + c.deltas().size() + " that moved most.";
        return new Chart(null, Charts.deltas(c.deltas(), c.tolerance()), c.sharedCases() + " cases scored in both "
                + "runs, sorted by score change: " + down + " lower, " + up + " higher, " + (c.sharedCases() - down - up)
                + " unchanged." + shown + " Dashed lines mark the tolerance of \u00b1" + Format.score(c.tolerance())
                + ".");
    }

    static Sections of(RunComparison c) {
        Cases regressed = new Cases("Regressed cases (" + listed(c.regressed().size(), c.regressedCases()) + ")",
                c.regressed().isEmpty() ? "No case dropped by more than the tolerance of " + Format.score(c.tolerance())
                        + " or went from pass to fail." : null,
                c.regressed().stream().map(ComparisonView::regressed).toList());
        Cases improved = new Cases("Improved cases (" + listed(c.improved().size(), c.improvedCases()) + ")",
                c.improved().isEmpty() ? "No case rose by more than the tolerance or went from fail to pass." : null,
                c.improved().stream().map(d -> new Case(Format.caseId(d.id()), move(d), null, null, null, null, null,
                        null, null)).toList());
        boolean same = c.added().isEmpty() && c.removed().isEmpty();
        AddedAndRemoved addedAndRemoved = new AddedAndRemoved(same ? "The run has the same case ids as the baseline."
                : null, List.of(idList("Added since the baseline", c.added()),
                        idList("Removed since the baseline", c.removed())));
        return new Sections(regressed, improved, addedAndRemoved);
    }

    /** "12", or "the 200 largest of 5,000" when the summary lists only some. */
    private static String listed(int shown, int all) {
        return shown == all ? String.valueOf(all) : "the " + shown + " largest of " + Format.count(all);
    }

    private static String count(List<RetrievedChunks.Chunk> chunks) {
        return chunks == null ? "n/a" : String.valueOf(chunks.size());
    }

    private static Case regressed(CaseDelta d) {
        String passChange = d.baselinePassed() == d.candidatePassed() ? null
                : d.candidatePassed() ? "failed \u2192 passed" : "passed \u2192 failed";
        // Each lost statement once, with the closest quote the judge found for it now.
        List<Lost> lost = d.lostStatements().stream().map(statement -> new Lost(statement, d.unsupported().stream()
                .filter(u -> u.statement().equals(statement)).findFirst().map(ComparisonView::quote).orElse(null)))
                .toList();
        List<String> chunks = d.chunksLeft() == null ? null : chunks(d);
        // A statement already listed as lost is not listed again.
        List<Quote> others = d.unsupported().stream().filter(u -> !d.lostStatements().contains(u.statement()))
                .map(ComparisonView::quote).toList();
        return new Case(Format.caseId(d.id()), move(d), String.valueOf(d.lostStatements().size()),
                count(d.chunksLeft()), count(d.chunksArrived()), passChange, lost, chunks, others);
    }

    /** The chunks that left and those that arrived since the baseline, by label. */
    private static List<String> chunks(CaseDelta d) {
        List<String> chunks = new ArrayList<>();
        d.chunksLeft().forEach(x -> chunks.add("\u2212 " + x.label()));
        d.chunksArrived().forEach(x -> chunks.add("+ " + x.label()));
        return chunks;
    }

    private static Quote quote(Unsupported u) {
        return new Quote(u.statement(), u.quote(), u.chunk() == null ? null : u.chunk().label());
    }

    private static Move move(CaseDelta d) {
        return new Move(Format.score(d.baseline()) + " " + Format.ARROW + " " + Format.score(d.candidate()),
                Signed.of(d.delta()));
    }

    private static IdList idList(String label, List<JsonNode> ids) {
        return new IdList(label + " (" + ids.size() + ")", ids.stream().map(Format::caseId).toList());
    }
}
