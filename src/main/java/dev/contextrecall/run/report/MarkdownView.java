package dev.contextrecall.run.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.contextrecall.run.summary.GateRule;
import dev.contextrecall.run.summary.RunComparison;
import dev.contextrecall.run.summary.RunComparison.CaseDelta;
import dev.contextrecall.run.summary.RunGate;
import dev.contextrecall.run.summary.RunSummary;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * What the Markdown report's template prints: the run in a few lines for a pull-request comment, a pipeline log or
 * the job summary; the HTML report has the rest. Every value the template prints becomes one Markdown table cell.
 */
final class MarkdownView {

    static final int TOP_REGRESSED = 10;
    private static final int STATEMENT_CHARS = 120;

    private MarkdownView() {
    }

    @RegisterForReflection
    record Row(String label, String value) {
    }

    /** A regressed case: its first lost statement, and the first chunk that left and arrived. */
    @RegisterForReflection
    record Regressed(String id, String baseline, String candidate, String lost, String chunks) {
    }

    static String render(RunSummary s) {
        RunComparison c = s.comparison();
        Map<String, Object> data = new HashMap<>();
        data.put("headline", headline(s));
        data.put("dataset", s.dataset());
        data.put("message", s.gate() == null ? null : s.gate().message());
        data.put("rows", rows(s));
        String line = c != null ? (c.regressed().isEmpty() ? "No regressed cases." : null)
                : s.gate() != null && s.gate().baseline() != null ? notCompared(s.gate()) : "First run: no baseline";
        data.put("line", line);
        if (c != null && !c.regressed().isEmpty()) {
            int shown = Math.min(TOP_REGRESSED, c.regressed().size());
            data.put("shown", shown == c.regressedCases() ? String.valueOf(shown)
                    : "top " + shown + " of " + c.regressedCases());
            data.put("regressed", c.regressed().subList(0, shown).stream().map(MarkdownView::regressed).toList());
        }
        return ReportTemplates.markdown("report.md", data);
    }

    private static String notCompared(RunGate gate) {
        return gate.notComparedLine() != null ? gate.notComparedLine() : "Baseline judged differently: not compared";
    }

    /** "❌ **Context recall FAILED** (floor)", the dataset's name follows in the template. */
    private static String headline(RunSummary s) {
        String rules = s.gate() == null || s.gate().failedRules().isEmpty() ? ""
                : " (" + String.join(", ", s.gate().failedRules().stream().map(GateRule::word).toList()) + ")";
        return HtmlView.verdict(s).icon() + " **Context recall " + HtmlView.verdict(s) + "**" + rules;
    }

    private static List<Row> rows(RunSummary s) {
        RunComparison c = s.comparison();
        List<Row> rows = new ArrayList<>();
        rows.add(new Row("Mean score", Format.score(s.meanScore())
                + (s.minMeanScore() == null ? "" : " (floor " + Format.score(s.minMeanScore()) + ")")));
        rows.add(new Row("Baseline mean", c == null ? "n/a" : Format.score(c.baselineMeanScore())));
        rows.add(new Row("Delta vs baseline", c == null ? "n/a" : Format.signedAscii(c.meanDelta())));
        if (s.judge() != null) {
            rows.add(new Row("Judge", s.judge().describe()));
        }
        rows.add(new Row("p-value", c == null ? "n/a" : Format.pValue(c.pValue())));
        rows.add(new Row("Pass rate", Format.percent(s.passRate())));
        rows.add(new Row("Cases", s.cases() + " (" + s.scored() + " scored)"));
        rows.add(new Row("Failed", String.valueOf(s.failed())));
        rows.add(new Row("Cost", Format.usd(s.evaluationCost()) + (s.budget() == null ? ""
                : " (estimated " + Format.usd(s.budget().estimatedCost()) + "; cap "
                        + (s.budget().maxRunCost() == null ? "none" : Format.usd(s.budget().maxRunCost())) + ")")));
        return rows;
    }

    private static Regressed regressed(CaseDelta d) {
        return new Regressed(Format.caseId(d.id()), Format.score(d.baseline()), Format.score(d.candidate()),
                d.lostStatements().isEmpty() ? "-" : Format.shorten(d.lostStatements().get(0), STATEMENT_CHARS),
                chunks(d));
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
        return both.isEmpty() ? "same chunks" : both;
    }
}
