package dev.contextrecall.run.alignment;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** alignment.md: the report as Markdown tables, one row per source and one overall. */
public final class AlignmentTable {

    private AlignmentTable() {
    }

    public static String markdown(AlignmentReport report) {
        StringBuilder out = new StringBuilder();
        out.append("# Judge alignment: ").append(report.dataset()).append("\n\n");
        out.append("Judge ").append(names(report.judges())).append(", model ").append(names(report.evaluationModels()))
                .append(", algorithm ").append(names(report.algorithms())).append(", prompt version ")
                .append(names(report.promptVersions())).append(".\n\n");
        out.append("| source | cases | failed | MAE | lined up | statements | precision | recall | kappa | accuracy "
                + "| verified \"yes\" |\n|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (Map.Entry<String, SourceAlignment> row : rows(report)) {
            SourceAlignment s = row.getValue();
            Agreement a = s.statements();
            out.append(String.format(Locale.ROOT, "| %s | %d | %d | %s | %d of %d | %d | %s | %s | %s | %s | %s |%n",
                    row.getKey(), s.cases(), s.failed(), figure(s.mae()), s.linedUpCases(), s.labelledCases(),
                    a.statements(), figure(a.precision()), figure(a.recall()), figure(a.kappa()),
                    figure(a.accuracy()), s.verifiedShare() == null ? "n/a"
                            : figure(s.verifiedShare()) + " (" + s.verifiedYes() + "/" + s.yesVerdicts() + ")"));
        }
        out.append("\n| source | judge calls | input tokens | output tokens | cost (USD) |\n|---|---|---|---|---|\n");
        for (Map.Entry<String, SourceAlignment> row : rows(report)) {
            SourceAlignment s = row.getValue();
            out.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s |%n", row.getKey(), count(s.judgeCalls()),
                    count(s.inputTokens()), count(s.outputTokens()),
                    s.evaluationCost() == null ? "n/a" : String.format(Locale.ROOT, "%.6f", s.evaluationCost())));
        }
        out.append("\nMAE: mean |score - gold_recall| over the scored cases. Precision, recall (of \"supported\"), "
                + "Cohen's kappa and accuracy: per statement, over the lined-up cases (the judge's statements are the "
                + "labelled ones, in order). Verified: the share of \"yes\" verdicts whose quote was found in the "
                + "cited node. n/a: undefined (nothing to divide by; kappa when judge and labels gave every statement "
                + "the same one verdict).\n");
        if (report.maxMae() != null) {
            out.append(String.format(Locale.ROOT, "%n%s the limit of %.4f (--max-mae).%n",
                    report.overall().mae() == null ? "No case was scored: there is no MAE to hold to"
                            : Boolean.TRUE.equals(report.withinMaxMae()) ? "The overall MAE is within"
                            : "The overall MAE exceeds", report.maxMae()));
        }
        return out.toString();
    }

    private static List<Map.Entry<String, SourceAlignment>> rows(AlignmentReport report) {
        List<Map.Entry<String, SourceAlignment>> rows = new ArrayList<>(report.sources().entrySet());
        rows.add(Map.entry("overall", report.overall()));
        return rows;
    }

    private static String names(List<String> values) {
        return values.isEmpty() ? "none" : String.join(" / ", values);
    }

    private static String figure(Double value) {
        return value == null ? "n/a" : String.format(Locale.ROOT, "%.4f", value);
    }

    private static String count(Long value) {
        return value == null ? "n/a" : String.format(Locale.ROOT, "%,d", value);
    }
}
