package dev.contextrecall.run.report;

import static dev.contextrecall.run.report.Markup.element;
import static dev.contextrecall.run.report.Markup.none;
import static dev.contextrecall.run.report.Markup.section;
import static dev.contextrecall.run.report.Markup.text;

import java.util.List;
import java.util.Map;

import dev.contextrecall.run.summary.RunComparison;
import dev.contextrecall.run.summary.RunGate;
import dev.contextrecall.run.summary.RunSummary;
import dev.contextrecall.run.summary.RunVerdict;

/** The HTML report's sections, top to bottom in the order a reader asks: did it pass, why, where, at what cost. */
final class HtmlReport {

    private HtmlReport() {
    }

    static String render(RunSummary s, List<Double> scores) {
        RunComparison comparison = s.comparison();
        String body = headline(s)
                + figures(s)
                + distribution(s, scores)
                + CaseSections.deltas(comparison)
                + (comparison == null ? "" : CaseSections.regressed(comparison) + CaseSections.improved(comparison)
                        + CaseSections.addedAndRemoved(comparison))
                + lowest(s)
                + failures(s)
                + costAndTokens(s)
                + footer(s);
        return Page.document("Context recall " + verdict(s) + ": " + s.dataset(), body);
    }

    static boolean passed(RunSummary s) {
        return s.gate() != null && s.gate().passed();
    }

    /** PASSED, FAILED or UNFINISHED: the gate's verdict, the same in summary.json and every report. */
    static RunVerdict verdict(RunSummary s) {
        return s.gate() == null ? RunVerdict.FAILED : s.gate().verdict();
    }

    /** The header's colour: green only when passed; amber for a run that did not finish. */
    static String tone(RunSummary s) {
        return verdict(s).tone();
    }

    private static String headline(RunSummary s) {
        RunGate gate = s.gate();
        StringBuilder out = new StringBuilder("<header class=\"" + tone(s) + "\">");
        out.append(element("p", "dataset", "Context recall run \u00b7 dataset " + text("strong", null, s.dataset())));
        out.append(text("h1", null, verdict(s).name()));
        String delta = s.comparison() != null ? deltaMarkup(s.comparison().meanDelta()) + " against the baseline (mean "
                + Escape.html(Format.score(s.comparison().baselineMeanScore())) + ")"
                : gate != null && gate.baseline() != null ? (gate.notComparedLine() == null
                        ? "baseline judged differently, not compared" : Escape.html(gate.notComparedLine()))
                : "first run, no baseline";
        out.append(element("p", "mean", "Mean score " + text("strong", null, Format.score(s.meanScore()))
                + " \u00b7 " + delta));
        if (gate != null && !gate.failedRules().isEmpty()) {
            out.append(Markup.list("rules", gate.failedRules().stream()
                    .map(rule -> Escape.html("rule fired: " + rule.word().replace('_', ' '))).toList()));
        }
        if (gate != null) {
            out.append(text("p", "message", gate.message()));
            if (gate.baseline() != null) {
                out.append(text("p", "baseline", "Baseline: " + gate.baseline()));
            }
            if (s.judge() != null) {
                out.append(text("p", "baseline", "Judge: " + s.judge().describe()));
            }
        }
        return out.append("</header>").toString();
    }

    static String deltaMarkup(Double delta) {
        String css = delta == null || delta == 0 ? null : delta < 0 ? "down" : "up";
        return text("span", css, Format.signed(delta));
    }

    private static String figures(RunSummary s) {
        RunComparison c = s.comparison();
        // Red marks the figure behind a rule that fired.
        return element("div", "figures", figure("Cases", Format.count(s.cases()), false)
                + figure("Scored", Format.count(s.scored()), false)
                + figure("Failed", Format.count(s.failed()), false)
                + figure("Pass rate", Format.percent(s.passRate()), false)
                + figure("Floor", s.minMeanScore() == null ? "none" : Format.score(s.minMeanScore()),
                        s.belowThreshold())
                + figure("p-value", c == null ? "n/a" : Format.pValue(c.pValue()),
                        c != null && c.significantRegression()));
    }

    private static String figure(String label, String value, boolean alert) {
        return element("div", alert ? "figure alert" : "figure", text("div", "label", label)
                + text("div", "value", value));
    }

    private static String distribution(RunSummary s, List<Double> scores) {
        if (scores.isEmpty()) {
            return section("distribution", "Score distribution", none("No case was scored."));
        }
        return section("distribution", "Score distribution", Charts.histogram(scores, s.minMeanScore())
                + text("p", "caption", "Scores of the " + scores.size() + " scored cases in bins of 0.1 (the last "
                        + "bin includes 1.0)." + (s.minMeanScore() == null ? "" : " The dashed line is the floor for "
                        + "the mean score.")));
    }

    /** The lowest scorers and what they missed: on a first run, the only per-case view there is. */
    private static String lowest(RunSummary s) {
        if (s.worstCases().isEmpty()) {
            return "";
        }
        return section("lowest", "Lowest scores", Markup.table("lowest", List.of("Case", "Score", "Unsupported statements"),
                s.worstCases(), w -> List.of(text("span", "id", Format.caseId(w.id())),
                        text("span", null, Format.score(w.score())),
                        w.unsupportedStatements().isEmpty() ? text("span", "none", "none")
                                : Markup.list(null, w.unsupportedStatements().stream()
                                        .map(st -> text("span", null, st)).toList()))));
    }

    private static String failures(RunSummary s) {
        if (s.failures().isEmpty()) {
            return section("failures", "Failures", none("Every case was scored."));
        }
        StringBuilder byError = new StringBuilder();
        for (Map.Entry<String, Integer> e : s.failuresByError().entrySet()) {
            byError.append(byError.isEmpty() ? "" : ", ").append(e.getKey()).append(": ").append(e.getValue());
        }
        String listed = s.failures().size() == s.failed() ? ""
                : " The first " + s.failures().size() + " are listed (summary.json lists as many; results.jsonl has all).";
        return section("failures", "Failures (" + s.failed() + ")",
                text("p", "caption", "Not scored, so not counted in the mean. By error: " + byError + "." + listed)
                        + Markup.table(null, List.of("Case", "Error", "Cause"), s.failures(), f -> List.of(
                                text("span", "id", Format.caseId(f.id())), text("code", null, f.error()),
                                f.cause() == null ? text("span", "none", "no cause given")
                                        : text("span", "cause", f.cause()))));
    }

    private static String costAndTokens(RunSummary s) {
        RunSummary.StatementCounts st = s.statements();
        List<List<String>> rows = new java.util.ArrayList<>(List.of(
                List.of("Input tokens", Format.count(s.inputTokens())),
                List.of("Output tokens", Format.count(s.outputTokens())),
                List.of("Evaluation cost", Format.usd(s.evaluationCost()))));
        if (s.budget() != null) {
            rows.add(List.of("Estimated before the run", Format.usd(s.budget().estimatedCost())
                    + (s.budget().estimatedCalls() == null ? "" : " (" + Format.count(s.budget().estimatedCalls())
                            + " judge calls)")));
            rows.add(List.of("Cap (MaxRunCost)", s.budget().maxRunCost() == null ? "none"
                    : Format.usd(s.budget().maxRunCost())));
        }
        rows.addAll(List.of(
                List.of("Statements reused", st == null ? "unknown" : Format.count(st.reused())),
                List.of("Statements supplied", st == null ? "unknown" : Format.count(st.supplied())),
                List.of("Statements extracted", st == null ? "unknown" : Format.count(st.extracted())),
                List.of("Mean duration", s.meanDurationMs() == null ? "unknown"
                        : Format.count(s.meanDurationMs()) + " ms per case")));
        StringBuilder table = new StringBuilder("<table class=\"pairs\"><tbody>");
        for (List<String> row : rows) {
            table.append("<tr>").append(text("th", null, row.get(0))).append(text("td", null, row.get(1)))
                    .append("</tr>");
        }
        return section("cost", "Cost and tokens", table.append("</tbody></table>").toString());
    }

    private static String footer(RunSummary s) {
        String results = s.results() == null ? "" : " \u00b7 results " + s.results();
        return text("footer", null, "metric " + s.metric() + results);
    }
}
