package dev.contextrecall.run.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.contextrecall.run.summary.RunComparison;
import dev.contextrecall.run.summary.RunGate;
import dev.contextrecall.run.summary.RunSummary;
import dev.contextrecall.run.summary.RunVerdict;
import io.quarkus.qute.RawString;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * What the HTML report's template prints, top to bottom in the order a reader asks: did it pass, why, where, at what
 * cost. Numbers are formatted here; the template only loops, branches and prints (escaped).
 */
final class HtmlView {

    private HtmlView() {
    }

    /** A number with its direction: css "down", "up" or null when it did not move. */
    @RegisterForReflection
    record Signed(String css, String text) {
        static Signed of(Double delta) {
            return new Signed(delta == null || delta == 0 ? null : delta < 0 ? "down" : "up", Format.signed(delta));
        }
    }

    /** The verdict box; delta is null when there is no comparison, and after says what follows it. */
    @RegisterForReflection
    record Header(String tone, String dataset, String verdict, String mean, Signed delta, String after,
            List<String> rules, boolean gate, String message, String baseline, String judge) {
    }

    @RegisterForReflection
    record Figure(String label, String value, boolean alert) {
    }

    /** A section whose chart (SVG markup from {@link Charts}) and caption stand in for the sentence none. */
    @RegisterForReflection
    record Chart(String none, String svg, String caption) {
    }

    @RegisterForReflection
    record Worst(String id, String score, List<String> unsupported) {
    }

    @RegisterForReflection
    record Failure(String id, String error, String cause) {
    }

    @RegisterForReflection
    record Failures(String heading, String none, String caption, List<Failure> cases) {
    }

    @RegisterForReflection
    record Pair(String label, String value) {
    }

    static String render(RunSummary s, List<Double> scores) {
        RunComparison c = s.comparison();
        Map<String, Object> data = new HashMap<>();
        data.put("header", header(s));
        data.put("figures", figures(s));
        data.put("distribution", distribution(s, scores));
        data.put("deltas", ComparisonView.deltas(c));
        data.put("comparison", c == null ? null : ComparisonView.of(c));
        data.put("lowest", s.worstCases().stream().map(w -> new Worst(Format.caseId(w.id()), Format.score(w.score()),
                w.unsupportedStatements())).toList());
        data.put("failures", failures(s));
        data.put("cost", costAndTokens(s));
        data.put("footer", "metric " + s.metric() + (s.results() == null ? "" : " \u00b7 results " + s.results()));
        String body = ReportTemplates.htmlJoined("sections.html", data);
        return ReportTemplates.html("page.html", Map.of("title", "Context recall " + verdict(s) + ": " + s.dataset(),
                "body", new RawString(body)));
    }

    /** PASSED, FAILED or UNFINISHED: the gate's verdict, the same in summary.json and every report. */
    static RunVerdict verdict(RunSummary s) {
        return s.gate() == null ? RunVerdict.FAILED : s.gate().verdict();
    }

    private static Header header(RunSummary s) {
        RunGate gate = s.gate();
        RunComparison c = s.comparison();
        String after = c != null ? " against the baseline (mean " + Format.score(c.baselineMeanScore()) + ")"
                : gate != null && gate.baseline() != null ? (gate.notComparedLine() == null
                        ? "baseline judged differently, not compared" : gate.notComparedLine())
                : "first run, no baseline";
        List<String> rules = gate == null ? List.of()
                : gate.failedRules().stream().map(rule -> "rule fired: " + rule.word().replace('_', ' ')).toList();
        return new Header(verdict(s).tone(), s.dataset(), verdict(s).name(), Format.score(s.meanScore()),
                c == null ? null : Signed.of(c.meanDelta()), after, rules, gate != null,
                gate == null ? null : gate.message(),
                gate == null || gate.baseline() == null ? null : "Baseline: " + gate.baseline(),
                gate == null || s.judge() == null ? null : "Judge: " + s.judge().describe());
    }

    private static List<Figure> figures(RunSummary s) {
        RunComparison c = s.comparison();
        // Red marks the figure behind a rule that fired.
        return List.of(new Figure("Cases", Format.count(s.cases()), false),
                new Figure("Scored", Format.count(s.scored()), false),
                new Figure("Failed", Format.count(s.failed()), false),
                new Figure("Pass rate", Format.percent(s.passRate()), false),
                new Figure("Floor", s.minMeanScore() == null ? "none" : Format.score(s.minMeanScore()),
                        s.belowThreshold()),
                new Figure("p-value", c == null ? "n/a" : Format.pValue(c.pValue()),
                        c != null && c.significantRegression()));
    }

    private static Chart distribution(RunSummary s, List<Double> scores) {
        if (scores.isEmpty()) {
            return new Chart("No case was scored.", null, null);
        }
        return new Chart(null, Charts.histogram(scores, s.minMeanScore()), "Scores of the " + scores.size()
                + " scored cases in bins of 0.1 (the last bin includes 1.0)." + (s.minMeanScore() == null ? ""
                        : " The dashed line is the floor for the mean score."));
    }

    private static Failures failures(RunSummary s) {
        if (s.failures().isEmpty()) {
            return new Failures("Failures", "Every case was scored.", null, List.of());
        }
        StringBuilder byError = new StringBuilder();
        s.failuresByError().forEach((error, count) -> byError.append(byError.isEmpty() ? "" : ", ").append(error)
                .append(": ").append(count));
        String listed = s.failures().size() == s.failed() ? ""
                : " The first " + s.failures().size() + " are listed (summary.json lists as many; results.jsonl has all).";
        return new Failures("Failures (" + s.failed() + ")", null,
                "Not scored, so not counted in the mean. By error: " + byError + "." + listed,
                s.failures().stream().map(f -> new Failure(Format.caseId(f.id()), f.error(), f.cause())).toList());
    }

    private static List<Pair> costAndTokens(RunSummary s) {
        RunSummary.StatementCounts st = s.statements();
        List<Pair> rows = new ArrayList<>(List.of(
                new Pair("Input tokens", Format.count(s.inputTokens())),
                new Pair("Output tokens", Format.count(s.outputTokens())),
                new Pair("Evaluation cost", Format.usd(s.evaluationCost()))));
        if (s.budget() != null) {
            rows.add(new Pair("Estimated before the run", Format.usd(s.budget().estimatedCost())
                    + (s.budget().estimatedCalls() == null ? "" : " (" + Format.count(s.budget().estimatedCalls())
                            + " judge calls)")));
            rows.add(new Pair("Cap (MaxRunCost)", s.budget().maxRunCost() == null ? "none"
                    : Format.usd(s.budget().maxRunCost())));
        }
        rows.add(new Pair("Statements reused", st == null ? "unknown" : Format.count(st.reused())));
        rows.add(new Pair("Statements supplied", st == null ? "unknown" : Format.count(st.supplied())));
        rows.add(new Pair("Statements extracted", st == null ? "unknown" : Format.count(st.extracted())));
        rows.add(new Pair("Mean duration", s.meanDurationMs() == null ? "unknown"
                : Format.count(s.meanDurationMs()) + " ms per case"));
        return rows;
    }
}
