package dev.contextrecall.run.report;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.function.Consumer;

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
        return HtmlView.render(summary, scores == null ? List.of() : scores);
    }

    public static String markdown(RunSummary summary) {
        return MarkdownView.render(summary);
    }

    /** The run's cases, one by one; read twice by the JUnit report (counts first, then the cases). */
    public interface Cases {
        void each(Consumer<CaseOutcome> each) throws IOException;
    }

    /**
     * JUnit XML for a CI system's test view: one test case per dataset case, the verdict as a suite property. Written
     * as the cases are read, so its size never sits in memory.
     */
    public static void junit(RunSummary summary, Cases cases, Writer out) throws IOException {
        JunitReport.write(summary, cases, out);
    }

    /** The JUnit XML of cases held in memory (the tests'; a Step Functions run's export). */
    public static String junit(RunSummary summary, List<CaseOutcome> outcomes) {
        StringWriter out = new StringWriter();
        try {
            junit(summary, outcomes::forEach, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }
}
