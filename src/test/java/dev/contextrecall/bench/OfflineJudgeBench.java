package dev.contextrecall.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.judge.Judgement;
import dev.contextrecall.judge.offline.OfflineJudge;
import dev.contextrecall.lexical.SentenceSplitter;
import dev.contextrecall.lexical.Support;
import dev.contextrecall.lexical.SupportFinder;
import dev.contextrecall.metric.EvidenceCheck;
import dev.contextrecall.support.DevSet;
import dev.contextrecall.testcase.ContextNode;

/**
 * The offline judge measured against the human labels of the dev set (data/context-recall-dev.jsonl, read from the
 * working directory), per source. A benchmark, not a test: a main program, run by bench/offline-judge.sh. It prints
 * the tables the README shows: MAE against gold_recall; precision and recall of "supported" per statement
 * where the sentence splitter cuts the reference exactly as the labels do; cases per second on one thread
 * (sentence split, attribution, evidence check; no HTTP); how the MAE moves with the support threshold; and a
 * held-out check of that threshold: chosen on the even-numbered cases, measured on the odd ones, and the other way
 * round.
 */
public final class OfflineJudgeBench {

    static final double[] THRESHOLDS = { 0.15, 0.20, 0.25, 0.30, 0.35, 0.40, 0.45, 0.50 };

    /** Totals of one source. */
    static final class Tally {
        int cases;
        double absoluteError;
        int linedUpCases;
        int tp, fp, fn, tn;
        int unverified;
        final double[] errorAt = new double[THRESHOLDS.length];
    }

    private OfflineJudgeBench() {
    }

    public static void main(String[] args) {
        List<JsonNode> cases = DevSet.cases();
        OfflineJudge judge = new OfflineJudge();
        Map<String, Tally> bySource = new LinkedHashMap<>();
        bySource.put("HotpotQA", new Tally());
        bySource.put("WiCE", new Tally());
        Tally all = new Tally();
        List<double[]> errorsAt = new ArrayList<>();
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
            }
            double[] errors = errorsAt(c, statements, gold);
            errorsAt.add(errors);
            for (Tally t : List.of(bySource.get(DevSet.isHotpotQa(c) ? "HotpotQA" : "WiCE"), all)) {
                for (int i = 0; i < THRESHOLDS.length; i++) {
                    t.errorAt[i] += errors[i];
                }
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
        out.append("\nHeld-out threshold: chosen on one half of the cases (lowest worse-source MAE), measured on the other\n\n"
                + "| chosen on | threshold | measured on | HotpotQA | WiCE | overall |\n|---|---|---|---|---|---|\n");
        for (int fold = 0; fold < 2; fold++) {
            int chosen = bestThreshold(cases, errorsAt, 1 - fold);
            double[] mae = mae(cases, errorsAt, fold, chosen);
            out.append(String.format(Locale.ROOT, "| %s cases | %.2f | %s cases | %.4f | %.4f | %.4f |%n",
                    fold == 0 ? "odd" : "even", THRESHOLDS[chosen], fold == 0 ? "even" : "odd", mae[0], mae[1], mae[2]));
        }
        System.out.println(out);
    }

    /** The threshold with the lowest worse-source MAE on the cases of one parity. */
    private static int bestThreshold(List<JsonNode> cases, List<double[]> errorsAt, int parity) {
        int best = 0;
        double bestWorse = Double.MAX_VALUE;
        for (int i = 0; i < THRESHOLDS.length; i++) {
            double[] mae = mae(cases, errorsAt, parity, i);
            double worse = Math.max(mae[0], mae[1]);
            if (worse < bestWorse) {
                best = i;
                bestWorse = worse;
            }
        }
        return best;
    }

    /** MAE of HotpotQA, WiCE and all cases of one parity at one threshold. */
    private static double[] mae(List<JsonNode> cases, List<double[]> errorsAt, int parity, int threshold) {
        double[] sum = new double[3];
        int[] count = new int[3];
        for (int c = parity; c < cases.size(); c += 2) {
            int source = DevSet.isHotpotQa(cases.get(c)) ? 0 : 1;
            for (int k : new int[] { source, 2 }) {
                sum[k] += errorsAt.get(c)[threshold];
                count[k]++;
            }
        }
        return new double[] { sum[0] / count[0], sum[1] / count[1], sum[2] / count[2] };
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

    /** The case's absolute error had the judge used each other threshold: the same evidence, a different cut. */
    private static double[] errorsAt(JsonNode c, List<String> statements, double gold) {
        SupportFinder finder = new SupportFinder(nodes(c).stream().map(ContextNode::text).toList());
        List<Support> found = statements.stream().map(finder::find).toList();
        double[] errors = new double[THRESHOLDS.length];
        for (int i = 0; i < THRESHOLDS.length; i++) {
            double threshold = THRESHOLDS[i];
            List<Boolean> verdicts = found.stream()
                    .map(s -> !s.numbersDisagree() && !s.nodes().isEmpty() && s.coverage() >= threshold).toList();
            errors[i] = Math.abs(score(verdicts) - gold);
        }
        return errors;
    }

    private static double casesPerSecond(List<JsonNode> cases, OfflineJudge judge) {
        List<List<ContextNode>> nodes = cases.stream().map(OfflineJudgeBench::nodes).toList();
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
