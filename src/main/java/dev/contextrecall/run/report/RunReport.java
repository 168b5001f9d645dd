package dev.contextrecall.run.report;

import java.util.List;

import dev.contextrecall.run.summary.CaseOutcome;
import dev.contextrecall.run.summary.RunSummary;

/**
 * What a person reads about one evaluation run: a self-contained HTML page (inline CSS and SVG, no script, nothing
 * fetched) to open from a pipeline's artifacts, and a few lines of Markdown for a pull-request comment or a log.
 * Pure: no I/O.
 */
public final class RunReport {

    private RunReport() {
    }

    /**
     * @param scores the scored cases' scores, for the distribution chart (summary.json keeps only the worst few)
     */
    public static String html(RunSummary summary, List<Double> scores) {
        return HtmlReport.render(summary, scores == null ? List.of() : scores);
    }

    public static String markdown(RunSummary summary) {
        return MarkdownReport.render(summary);
    }

    /** JUnit XML for a CI system's test view: one test case per dataset case, the verdict as a suite property. */
    public static String junit(RunSummary summary, List<CaseOutcome> outcomes) {
        return JunitReport.render(summary, outcomes);
    }
}
