package dev.contextrecall.run.report;

import static dev.contextrecall.run.report.ReportTemplates.xml;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.run.summary.CaseOutcome;
import dev.contextrecall.run.summary.RunComparison.CaseDelta;
import dev.contextrecall.run.summary.RunSummary;
import dev.contextrecall.run.summary.ScoredResult;

/**
 * The run as a JUnit XML report, which GitHub, GitLab and Jenkins show natively: one test case per dataset case
 * (named by its id), a failure for a case that regressed against the baseline or scored below its threshold, an
 * error for a case that could not be scored, skipped for a case the run never reached; the run's verdict and
 * figures as the suite's properties. The cases are read twice (the suite's counts come first) and written one by one.
 */
final class JunitReport {

    private JunitReport() {
    }

    private enum Kind {
        PASSED, SKIPPED, ERROR, FAILURE
    }

    static void write(RunSummary s, RunReport.Cases cases, Writer out) throws IOException {
        Map<String, CaseDelta> listed = new HashMap<>();
        if (s.comparison() != null) {
            s.comparison().regressed().forEach(d -> listed.put(key(d.id()), d));
        }
        int[] counts = new int[Kind.values().length];
        int[] tests = {0};
        cases.each(o -> {
            tests[0]++;
            counts[kind(s, o).ordinal()]++;
        });
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.write("<testsuites name=\"context recall\">\n  <testsuite name=\"" + xml(s.dataset()) + "\" tests=\""
                + tests[0] + "\" failures=\"" + counts[Kind.FAILURE.ordinal()] + "\" errors=\""
                + counts[Kind.ERROR.ordinal()] + "\" skipped=\"" + counts[Kind.SKIPPED.ordinal()] + "\">\n");
        out.write("    <properties>\n");
        property(out, "verdict", s.gate().verdict().name());
        property(out, "gate_message", s.gate().message());
        property(out, "mean_score", s.meanScore() == null ? "" : String.valueOf(s.meanScore()));
        property(out, "min_mean_score", s.minMeanScore() == null ? "" : String.valueOf(s.minMeanScore()));
        property(out, "judge", s.judge() == null ? "" : s.judge().describe());
        property(out, "baseline", s.gate().baseline() == null ? "" : s.gate().baseline());
        out.write("    </properties>\n");
        try {
            cases.each(o -> {
                try {
                    out.write(testCase(s, o, listed.get(key(o.id()))));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        out.write("  </testsuite>\n</testsuites>\n");
    }

    private static Kind kind(RunSummary s, CaseOutcome o) {
        if (!o.scored()) {
            return "not_run".equals(o.error()) ? Kind.SKIPPED : Kind.ERROR;
        }
        return regressed(s, o) || !o.scoredResult().success() ? Kind.FAILURE : Kind.PASSED;
    }

    private static boolean regressed(RunSummary s, CaseOutcome o) {
        return s.comparison() != null && s.comparison().regressed(o.id());
    }

    private static String testCase(RunSummary s, CaseOutcome o, CaseDelta delta) {
        String name = key(o.id());
        StringBuilder out = new StringBuilder();
        out.append("    <testcase classname=\"").append(xml(s.dataset())).append("\" name=\"").append(xml(name))
                .append('"');
        if (o.scored()) {
            out.append(" time=\"").append(seconds(o.scoredResult().durationMs())).append('"');
        }
        switch (kind(s, o)) {
            case SKIPPED -> out.append(">\n      <skipped message=\"").append(xml(o.cause()))
                    .append("\"/>\n    </testcase>\n");
            case ERROR -> out.append(">\n      <error type=\"").append(xml(o.error())).append("\" message=\"")
                    .append(xml(o.cause())).append("\"/>\n    </testcase>\n");
            case FAILURE -> {
                ScoredResult r = o.scoredResult();
                if (regressed(s, o)) {
                    // The summary lists the largest regressions with their lost statements; the rest by score alone.
                    out.append(">\n      <failure type=\"regressed\" message=\"").append(xml(String.format(Locale.ROOT,
                            "score %s -> %s against the baseline", Format.score(s.comparison().regressedFrom(o.id())),
                            Format.score(r.score())))).append("\">")
                            .append(xml(delta == null ? "" : String.join("\n", delta.lostStatements())))
                            .append("</failure>\n    </testcase>\n");
                } else {
                    out.append(">\n      <failure type=\"below_threshold\" message=\"").append(xml(String.format(
                            Locale.ROOT, "score %s is below the threshold %s", Format.score(r.score()),
                            Format.score(r.threshold())))).append("\">")
                            .append(xml(r.reason() == null ? "" : r.reason())).append("</failure>\n    </testcase>\n");
                }
            }
            case PASSED -> out.append("/>\n");
        }
        return out.toString();
    }

    private static void property(Writer out, String name, String value) throws IOException {
        out.write("      <property name=\"" + name + "\" value=\"" + xml(value) + "\"/>\n");
    }

    private static String key(JsonNode id) {
        return id == null ? "" : id.isTextual() ? id.asText() : id.toString();
    }

    private static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.3f", millis / 1000.0);
    }
}
