package dev.contextrecall;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.judge.Judgement;
import dev.contextrecall.judge.OfflineJudge;
import dev.contextrecall.lexical.Support;
import dev.contextrecall.lexical.SupportFinder;
import dev.contextrecall.metric.EvidenceCheck;
import dev.contextrecall.metric.SentenceSplitter;
import dev.contextrecall.request.ContextNode;
import dev.contextrecall.support.DevSet;

/**
 * The offline judge measured against the human labels of the dev set, per source: not part of the test suite
 * (Surefire runs *Test classes). Run it with
 * <pre>./mvnw -B test -Dtest=OfflineJudgeBenchmark</pre>
 * It prints the tables the README shows: MAE against gold_recall; precision and recall of "supported" per statement
 * where the sentence splitter cuts the reference exactly as the labels do; cases per second on one thread
 * (sentence split, attribution, evidence check; no HTTP); and how the MAE moves with the support threshold.
 */
class OfflineJudgeBenchmark {

    static final double[] THRESHOLDS = { 0.15, 0.20, 0.25, 0.30, 0.35, 0.40 };

    /** Totals of one source. */
    static final class Tally {
        int cases;
        double absoluteError;
        int linedUpCases;
        int tp, fp, fn, tn;
        int unverified;
        final double[] errorAt = new double[THRESHOLDS.length];
    }

    @Test
    void measure() {
        List<JsonNode> cases = DevSet.cases();
        OfflineJudge judge = new OfflineJudge();
        Map<String, Tally> bySource = new LinkedHashMap<>();
        bySource.put("HotpotQA", new Tally());
        bySource.put("WiCE", new Tally());
        Tally all = new Tally();
        for (JsonNode c : cases) {
            List<ContextNode> nodes = nodes(c);
            List<String> statements = SentenceSplitter.split(c.get("expected_output").asText());
            Judgement judgement = judge.attribute(null, statements, nodes, null);
            double gold = c.get("gold_recall").asDouble();
            List<Boolean> verdicts = judgement.verdicts().stream().map(Judgement.JudgedStatement::supported).toList();
            for (Tally t : List.of(bySource.get(DevSet.isHotpotQa(c) ? "HotpotQA" : "WiCE"), all)) {
                t.cases++;
                t.absoluteError += Math.abs(score(verdicts) - gold);
                for (Judgement.JudgedStatement j : judgement.verdicts()) {
                    t.unverified += j.supported() && !EvidenceCheck.verified(j.quote(), j.nodes(), nodes) ? 1 : 0;
                }
                countStatements(t, c, statements, verdicts);
                sensitivity(t, c, statements, gold);
            }
        }
        StringBuilder out = new StringBuilder("\nOffline judge (" + OfflineJudge.NAME + ") on " + DevSet.FILE + "\n\n");
        out.append("| source | cases | MAE vs gold_recall | cases split as labelled | statements | precision | recall |"
                + " unverified quotes |\n|---|---|---|---|---|---|---|---|\n");
        bySource.forEach((name, t) -> row(out, name, t));
        row(out, "overall", all);
        out.append(String.format(Locale.ROOT, "%nSpeed, one thread: %.0f cases/s (%s, %d cores)%n", casesPerSecond(cases, judge),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors()));
        out.append("\nMAE by support threshold (the judge uses ").append(SupportFinder.SUPPORTED_FROM).append(")\n\n| threshold |");
        bySource.keySet().forEach(name -> out.append(' ').append(name).append(" |"));
        out.append(" overall |\n|---|---|---|---|\n");
        for (int i = 0; i < THRESHOLDS.length; i++) {
            out.append(String.format(Locale.ROOT, "| %.2f |", THRESHOLDS[i]));
            for (Tally t : bySource.values()) {
                out.append(String.format(Locale.ROOT, " %.4f |", t.errorAt[i] / t.cases));
            }
            out.append(String.format(Locale.ROOT, " %.4f |%n", all.errorAt[i] / all.cases));
        }
        System.out.println(out);
    }

    private static void row(StringBuilder out, String name, Tally t) {
        int statements = t.tp + t.fp + t.fn + t.tn;
        out.append(String.format(Locale.ROOT, "| %s | %d | %.4f | %d | %d | %.3f | %.3f | %d |%n", name, t.cases,
                t.absoluteError / t.cases, t.linedUpCases, statements, (double) t.tp / (t.tp + t.fp),
                (double) t.tp / (t.tp + t.fn), t.unverified));
    }

    /** Statement-level agreement, only where the split matches the labelled statements one to one. */
    private static void countStatements(Tally t, JsonNode c, List<String> statements, List<Boolean> verdicts) {
        List<String> gold = DevSet.statements(c);
        if (gold.size() != statements.size()) {
            return;
        }
        for (int i = 0; i < gold.size(); i++) {
            if (!words(gold.get(i)).equals(words(statements.get(i)))) {
                return;
            }
        }
        t.linedUpCases++;
        for (int i = 0; i < gold.size(); i++) {
            boolean labelled = c.get("gold_statements").get(i).get("supported").asBoolean();
            boolean said = verdicts.get(i);
            if (labelled && said) {
                t.tp++;
            } else if (said) {
                t.fp++;
            } else if (labelled) {
                t.fn++;
            } else {
                t.tn++;
            }
        }
    }

    /** The MAE had the judge used another threshold: the same evidence, a different cut. */
    private static void sensitivity(Tally t, JsonNode c, List<String> statements, double gold) {
        SupportFinder finder = new SupportFinder(nodes(c).stream().map(ContextNode::text).toList());
        List<Support> found = statements.stream().map(finder::find).toList();
        for (int i = 0; i < THRESHOLDS.length; i++) {
            double threshold = THRESHOLDS[i];
            List<Boolean> verdicts = found.stream()
                    .map(s -> !s.numbersDisagree() && !s.nodes().isEmpty() && s.coverage() >= threshold).toList();
            t.errorAt[i] += Math.abs(score(verdicts) - gold);
        }
    }

    private static double casesPerSecond(List<JsonNode> cases, OfflineJudge judge) {
        List<List<ContextNode>> nodes = cases.stream().map(OfflineJudgeBenchmark::nodes).toList();
        List<String> references = cases.stream().map(c -> c.get("expected_output").asText()).toList();
        int done = 0;
        long started = 0;
        for (int round = 0; ; round++) {
            if (round == 3) {
                started = System.nanoTime(); // three rounds to warm the JIT, then measure for at least 10 s
                done = 0;
            }
            for (int i = 0; i < cases.size(); i++) {
                List<String> statements = SentenceSplitter.split(references.get(i));
                for (Judgement.JudgedStatement j : judge.attribute(null, statements, nodes.get(i), null).verdicts()) {
                    if (j.supported()) {
                        EvidenceCheck.verified(j.quote(), j.nodes(), nodes.get(i));
                    }
                }
                done++;
            }
            if (round >= 3 && System.nanoTime() - started > 10_000_000_000L) {
                return done / ((System.nanoTime() - started) / 1e9);
            }
        }
    }

    /** The same words in the same order: punctuation and case aside, the split matches the label. */
    private static String words(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
    }

    static double score(List<Boolean> verdicts) {
        double recall = verdicts.stream().filter(v -> v).count() / (double) verdicts.size();
        return Math.round(recall * 10_000) / 10_000.0;
    }

    static List<ContextNode> nodes(JsonNode c) {
        List<ContextNode> nodes = new ArrayList<>();
        c.get("retrieval_context").forEach(n -> nodes.add(new ContextNode(n.asText(), null, null)));
        return nodes;
    }
}
