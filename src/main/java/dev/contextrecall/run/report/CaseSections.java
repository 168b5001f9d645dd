package dev.contextrecall.run.report;

import static dev.contextrecall.run.report.Markup.element;
import static dev.contextrecall.run.report.Markup.none;
import static dev.contextrecall.run.report.Markup.section;
import static dev.contextrecall.run.report.Markup.text;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.run.summary.RetrievedChunks;
import dev.contextrecall.run.summary.RunComparison;
import dev.contextrecall.run.summary.RunComparison.CaseDelta;
import dev.contextrecall.run.summary.RunComparison.Unsupported;

/** The sections that compare the run with its baseline case by case. */
final class CaseSections {

    private CaseSections() {
    }

    static String deltas(RunComparison c) {
        if (c == null) {
            return section("deltas", "Per-case deltas",
                    none("First run: there is no baseline, so there are no per-case deltas, regressions or "
                            + "improvements to show."));
        }
        if (c.deltas().isEmpty()) {
            return section("deltas", "Per-case deltas", none("No case was scored in both this run and the baseline."));
        }
        long down = c.lowerCases();
        long up = c.higherCases();
        String shown = c.deltas().size() == c.sharedCases() ? ""
                : " The chart shows the " + c.deltas().size() + " that moved most.";
        return section("deltas", "Per-case deltas", Charts.deltas(c.deltas(), c.tolerance())
                + text("p", "caption", c.sharedCases() + " cases scored in both runs, sorted by score change: " + down
                        + " lower, " + up + " higher, " + (c.sharedCases() - down - up) + " unchanged." + shown
                        + " Dashed lines mark the tolerance of \u00b1" + Format.score(c.tolerance()) + "."));
    }

    static String regressed(RunComparison c) {
        String heading = "Regressed cases (" + listed(c.regressed().size(), c.regressedCases()) + ")";
        if (c.regressed().isEmpty()) {
            return section("regressed", heading,
                    none("No case dropped by more than the tolerance of " + Format.score(c.tolerance())
                            + " or went from pass to fail."));
        }
        // At a glance first: one row per case; then each case's details, collapsed until opened.
        StringBuilder out = new StringBuilder(Markup.table("glance", List.of("Case", "Score", "Statements lost",
                "Chunks left", "Chunks arrived"), c.regressed(), d -> List.of(text("span", "id", Format.caseId(d.id())),
                        move(d), String.valueOf(d.lostStatements().size()), count(d.chunksLeft()),
                        count(d.chunksArrived()))));
        for (CaseDelta d : c.regressed()) {
            out.append(regressedCase(d));
        }
        return section("regressed", heading, out.toString());
    }

    /** "12", or "the 200 largest of 5,000" when the summary lists only some. */
    private static String listed(int shown, int all) {
        return shown == all ? String.valueOf(all) : "the " + shown + " largest of " + Format.count(all);
    }

    private static String count(List<RetrievedChunks.Chunk> chunks) {
        return chunks == null ? "n/a" : String.valueOf(chunks.size());
    }

    private static String regressedCase(CaseDelta d) {
        StringBuilder out = new StringBuilder("<details class=\"case\"><summary class=\"case-head\">");
        out.append(text("span", "id", Format.caseId(d.id())));
        out.append(element("span", "move", move(d)));
        if (d.baselinePassed() != d.candidatePassed()) {
            out.append(text("span", "pass-change", d.candidatePassed() ? "failed \u2192 passed" : "passed \u2192 failed"));
        }
        out.append("</summary>");
        out.append(text("p", "label", "Statements it lost (supported in the baseline, not now)"));
        // Each lost statement once, with the closest quote the judge found for it now.
        out.append(d.lostStatements().isEmpty() ? none("None: the same statements are supported; the score moved "
                + "for another reason (different statements or a changed threshold).")
                : Markup.list("lost", d.lostStatements().stream().map(statement -> Escape.html(statement)
                        + d.unsupported().stream().filter(u -> u.statement().equals(statement)).findFirst()
                                .map(u -> "<br/>" + text("span", "label", "closest quote now: ") + quote(u))
                                .orElse("")).toList()));
        if (d.chunksLeft() != null) {
            out.append(text("p", "label", "Retrieval: chunks that left and chunks that arrived since the baseline"));
            out.append(d.chunksLeft().isEmpty() && d.chunksArrived().isEmpty()
                    ? none("The same chunks were retrieved: the judge read them differently.")
                    : Markup.list("chunks", concat(
                            d.chunksLeft().stream().map(x -> Escape.html("\u2212 " + x.label())).toList(),
                            d.chunksArrived().stream().map(x -> Escape.html("+ " + x.label())).toList())));
        }
        // A statement already listed as lost is not listed again.
        List<Unsupported> others = d.unsupported().stream().filter(u -> !d.lostStatements().contains(u.statement()))
                .toList();
        if (!others.isEmpty()) {
            out.append(text("p", "label", "Other unsupported statements and the closest quote the judge found"));
            out.append(Markup.table(null, List.of("Unsupported statement", "Closest quote in the retrieved context"),
                    others, CaseSections::unsupportedRow));
        }
        return out.append("</details>").toString();
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new java.util.ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    private static List<String> unsupportedRow(Unsupported u) {
        return List.of(Escape.html(u.statement()), quote(u));
    }

    /** The judge's closest quote and the chunk it named, by label (the chunk's key stays in the JSON). */
    private static String quote(Unsupported u) {
        String chunk = u.chunk() == null ? "" : " " + text("span", "chunk", "(in " + u.chunk().label() + ")");
        return (u.quote() == null ? text("span", "no-quote", "no quote found") : text("span", "quote", u.quote()))
                + chunk;
    }

    /** baseline → candidate (delta), coloured by direction. */
    private static String move(CaseDelta d) {
        return Escape.html(Format.score(d.baseline()) + " " + Format.ARROW + " " + Format.score(d.candidate()))
                + " (" + HtmlReport.deltaMarkup(d.delta()) + ")";
    }

    static String improved(RunComparison c) {
        String heading = "Improved cases (" + listed(c.improved().size(), c.improvedCases()) + ")";
        if (c.improved().isEmpty()) {
            return section("improved", heading, none("No case rose by more than the tolerance or went from fail to "
                    + "pass."));
        }
        return section("improved", heading, Markup.list("compact", c.improved().stream()
                .map(d -> text("span", "id", Format.caseId(d.id())) + " " + move(d)).toList()));
    }

    static String addedAndRemoved(RunComparison c) {
        if (c.added().isEmpty() && c.removed().isEmpty()) {
            return section("added-removed", "Added and removed cases",
                    none("The run has the same case ids as the baseline."));
        }
        return section("added-removed", "Added and removed cases",
                idList("Added since the baseline", c.added()) + idList("Removed since the baseline", c.removed()));
    }

    private static String idList(String label, List<JsonNode> ids) {
        String head = text("p", "label", label + " (" + ids.size() + ")");
        if (ids.isEmpty()) {
            return head + none("None.");
        }
        return head + Markup.list("compact", ids.stream().map(id -> text("span", "id", Format.caseId(id))).toList());
    }
}
