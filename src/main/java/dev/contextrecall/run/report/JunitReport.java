package dev.contextrecall.run.report;

import static dev.contextrecall.run.report.Escape.html;

import java.util.HashMap;
import java.util.List;
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
 * figures as the suite's properties.
 */
final class JunitReport {

    private JunitReport() {
    }

    static String render(RunSummary s, List<CaseOutcome> outcomes) {
        Map<String, CaseDelta> regressed = new HashMap<>();
        if (s.comparison() != null) {
            s.comparison().regressed().forEach(d -> regressed.put(key(d.id()), d));
        }
        int failures = 0;
        int errors = 0;
        int skipped = 0;
        StringBuilder cases = new StringBuilder();
        for (CaseOutcome o : outcomes) {
            String name = key(o.id());
            cases.append("    <testcase classname=\"").append(html(s.dataset())).append("\" name=\"").append(html(name))
                    .append('"');
            if (o.scored()) {
                cases.append(" time=\"").append(seconds(o.scoredResult().durationMs())).append('"');
            }
            CaseDelta delta = regressed.get(name);
            if (!o.scored() && "not_run".equals(o.error())) {
                skipped++;
                cases.append(">\n      <skipped message=\"").append(html(o.cause())).append("\"/>\n    </testcase>\n");
            } else if (!o.scored()) {
                errors++;
                cases.append(">\n      <error type=\"").append(html(o.error())).append("\" message=\"")
                        .append(html(o.cause())).append("\"/>\n    </testcase>\n");
            } else if (delta != null) {
                failures++;
                cases.append(">\n      <failure type=\"regressed\" message=\"").append(html(String.format(Locale.ROOT,
                        "score %s -> %s against the baseline", Format.score(delta.baseline()),
                        Format.score(delta.candidate())))).append("\">")
                        .append(html(String.join("\n", delta.lostStatements()))).append("</failure>\n    </testcase>\n");
            } else if (!o.scoredResult().success()) {
                ScoredResult r = o.scoredResult();
                failures++;
                cases.append(">\n      <failure type=\"below_threshold\" message=\"").append(html(String.format(
                        Locale.ROOT, "score %s is below the threshold %s", Format.score(r.score()),
                        Format.score(r.threshold())))).append("\">")
                        .append(html(r.reason() == null ? "" : r.reason())).append("</failure>\n    </testcase>\n");
            } else {
                cases.append("/>\n");
            }
        }
        StringBuilder out = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.append("<testsuites name=\"context recall\">\n  <testsuite name=\"").append(html(s.dataset()))
                .append("\" tests=\"").append(outcomes.size()).append("\" failures=\"").append(failures)
                .append("\" errors=\"").append(errors).append("\" skipped=\"").append(skipped).append("\">\n");
        out.append("    <properties>\n");
        property(out, "verdict", s.gate().verdict());
        property(out, "gate_message", s.gate().message());
        property(out, "mean_score", s.meanScore() == null ? "" : String.valueOf(s.meanScore()));
        property(out, "min_mean_score", s.minMeanScore() == null ? "" : String.valueOf(s.minMeanScore()));
        property(out, "judge", s.judge() == null ? "" : s.judge().describe());
        property(out, "baseline", s.gate().baseline() == null ? "" : s.gate().baseline());
        out.append("    </properties>\n").append(cases).append("  </testsuite>\n</testsuites>\n");
        return out.toString();
    }

    private static void property(StringBuilder out, String name, String value) {
        out.append("      <property name=\"").append(name).append("\" value=\"").append(html(value)).append("\"/>\n");
    }

    private static String key(JsonNode id) {
        return id == null ? "" : id.isTextual() ? id.asText() : id.toString();
    }

    private static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.3f", millis / 1000.0);
    }
}
