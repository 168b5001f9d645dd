package dev.contextrecall.run.report;

import static dev.contextrecall.run.report.Escape.markdownCell;

import java.util.List;

import dev.contextrecall.run.summary.GateRule;
import dev.contextrecall.run.summary.RunComparison;
import dev.contextrecall.run.summary.RunComparison.CaseDelta;
import dev.contextrecall.run.summary.RunGate;
import dev.contextrecall.run.summary.RunSummary;

/** The run in a few lines for a pull-request comment or a pipeline log; the HTML report has the rest. */
final class MarkdownReport {

    static final int TOP_REGRESSED = 10;
    private static final int STATEMENT_CHARS = 120;

    private MarkdownReport() {
    }

    static String render(RunSummary s) {
        RunComparison c = s.comparison();
        StringBuilder out = new StringBuilder();
        out.append(headline(s)).append("\n\n");
        if (s.gate() != null && s.gate().message() != null) {
            out.append(markdownCell(s.gate().message())).append("\n\n");
        }
        out.append("| Metric | Value |\n|---|---|\n");
        row(out, "Mean score", Format.score(s.meanScore())
                + (s.minMeanScore() == null ? "" : " (floor " + Format.score(s.minMeanScore()) + ")"));
        row(out, "Baseline mean", c == null ? "n/a" : Format.score(c.baselineMeanScore()));
        row(out, "Delta vs baseline", c == null ? "n/a" : Format.signedAscii(c.meanDelta()));
        if (s.judge() != null) {
            row(out, "Judge", s.judge().describe());
        }
        row(out, "p-value", c == null ? "n/a" : Format.pValue(c.pValue()));
        row(out, "Pass rate", Format.percent(s.passRate()));
        row(out, "Cases", s.cases() + " (" + s.scored() + " scored)");
        row(out, "Failed", String.valueOf(s.failed()));
        row(out, "Cost", Format.usd(s.evaluationCost()) + (s.budget() == null ? ""
                : " (estimated " + Format.usd(s.budget().estimatedCost()) + "; cap "
                        + (s.budget().maxRunCost() == null ? "none" : Format.usd(s.budget().maxRunCost())) + ")"));
        if (c == null) {
            out.append(s.gate() != null && s.gate().baseline() != null ? "\n" + notCompared(s.gate()) + "\n"
                    : "\nFirst run: no baseline\n");
        } else {
            regressed(out, c.regressed(), c.regressedCases());
        }
        return out.toString();
    }

    private static String notCompared(RunGate gate) {
        return gate.notComparedLine() != null ? gate.notComparedLine() : "Baseline judged differently: not compared";
    }

    private static String headline(RunSummary s) {
        String icon = HtmlReport.verdict(s).icon();
        String rules = s.gate() == null || s.gate().failedRules().isEmpty() ? ""
                : " (" + String.join(", ", s.gate().failedRules().stream().map(GateRule::word).toList()) + ")";
        return icon + " **Context recall " + HtmlReport.verdict(s) + "**" + rules
                + " on " + markdownCell(s.dataset());
    }

    /**
     * "-doc-3 +“Paris is the capital…”": the first chunk that left and the first that arrived, by label, with how
     * many more.
     */
    private static String chunks(CaseDelta d) {
        if (d.chunksLeft() == null) {
            return "n/a";
        }
        String left = d.chunksLeft().isEmpty() ? "" : "-" + d.chunksLeft().get(0).label()
                + (d.chunksLeft().size() > 1 ? " (+" + (d.chunksLeft().size() - 1) + ")" : "");
        String arrived = d.chunksArrived().isEmpty() ? "" : "+" + d.chunksArrived().get(0).label()
                + (d.chunksArrived().size() > 1 ? " (+" + (d.chunksArrived().size() - 1) + ")" : "");
        String both = (left + " " + arrived).strip();
        return markdownCell(both.isEmpty() ? "same chunks" : both);
    }

    private static void row(StringBuilder out, String label, String value) {
        out.append("| ").append(label).append(" | ").append(markdownCell(value)).append(" |\n");
    }

    private static void regressed(StringBuilder out, List<CaseDelta> regressed, int count) {
        if (regressed.isEmpty()) {
            out.append("\nNo regressed cases.\n");
            return;
        }
        int shown = Math.min(TOP_REGRESSED, regressed.size());
        out.append("\n**Regressed cases** (")
                .append(shown == count ? count : "top " + shown + " of " + count)
                .append(")\n\n| Case | Baseline -> candidate | First lost statement | Chunks left / arrived |\n|---|---|---|---|\n");
        for (CaseDelta d : regressed.subList(0, shown)) {
            String lost = d.lostStatements().isEmpty() ? "-"
                    : markdownCell(Format.shorten(d.lostStatements().get(0), STATEMENT_CHARS));
            out.append("| ").append(markdownCell(Format.caseId(d.id()))).append(" | ")
                    .append(Format.score(d.baseline())).append(" -> ").append(Format.score(d.candidate()))
                    .append(" | ").append(lost).append(" | ").append(chunks(d)).append(" |\n");
        }
    }
}
