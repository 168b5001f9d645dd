package dev.contextrecall.bench;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.judge.JudgeSession;
import dev.contextrecall.judge.Judgement;
import dev.contextrecall.judge.offline.OfflineJudge;
import dev.contextrecall.lexical.SentenceSplitter;
import dev.contextrecall.lexical.Support;
import dev.contextrecall.lexical.SupportFinder;
import dev.contextrecall.metric.attribution.EvidenceCheck;
import dev.contextrecall.support.DevSet;
import dev.contextrecall.testcase.ContextNode;

/**
 * The offline judge measured against the human labels of the dev set (data/context-recall-dev.jsonl, read from the
 * working directory), per source and per split ({@link DevSet#heldOutIds}: tuning, held-out, all). A benchmark,
 * not a test: a main program, run by bench/offline-judge.sh. It prints the tables docs/offline-judge.md shows:
 * MAE against gold_recall; precision and recall of "supported" per statement where the sentence splitter cuts
 * the reference exactly as the labels do; unverified quotes; how the MAE moves with the support threshold on the
 * tuning split (the only split a threshold may be chosen on); and cases per second on one thread (sentence split,
 * attribution, evidence check; no HTTP). The argument {@code --no-speed} skips the speed run.
 */
public final class OfflineJudgeBench {

    static final double[] THRESHOLDS = { 0.15, 0.20, 0.25, 0.30, 0.35, 0.40, 0.45, 0.50 };
    static final List<String> SPLITS = List.of("tuning", "held-out", "all");
    static final List<String> SOURCES = List.of("HotpotQA", "WiCE", "overall");

    /** Totals of one source in one split. */
    static final class Tally {
        int cases;
        double absoluteError;
        int linedUpCases;
        int tp, fp, fn, tn;
        int unverified;
        final double[] errorAt = new double[THRESHOLDS.length];

        double mae() {
            return absoluteError / cases;
        }
    }

    private OfflineJudgeBench() {
    }

    public static void main(String[] args) {
        List<JsonNode> cases = DevSet.cases();
        Set<String> heldOut = DevSet.heldOutIds(cases);
        OfflineJudge judge = new OfflineJudge();
        Map<String, Tally> tallies = new LinkedHashMap<>();
        SPLITS.forEach(split -> SOURCES.forEach(source -> tallies.put(split + "/" + source, new Tally())));
        Set<String> tuningClaims = tuningClaims(cases, heldOut);
        Tally heldOutWiceUnseen = new Tally();
        for (JsonNode c : cases) {
            List<ContextNode> nodes = nodes(c);
            List<String> statements = SentenceSplitter.split(c.get("expected_output").asText());
            Judgement judgement = judge.attribute(null, statements, List.of(), nodes, session());
            double gold = c.get("gold_recall").asDouble();
            List<Boolean> verdicts = judgement.verdicts().stream().map(Judgement.JudgedStatement::supported).toList();
            double[] errors = errorsAt(c, statements, gold);
            String split = heldOut.contains(c.get("id").asText()) ? "held-out" : "tuning";
            String source = DevSet.isHotpotQa(c) ? "HotpotQA" : "WiCE";
            List<Tally> into = new ArrayList<>(List.of(tallies.get(split + "/" + source),
                    tallies.get(split + "/overall"), tallies.get("all/" + source), tallies.get("all/overall")));
            if (split.equals("held-out") && !DevSet.isHotpotQa(c) && !sharesAClaim(c, tuningClaims)) {
                into.add(heldOutWiceUnseen);
            }
            if (List.of(args).contains("--errors") && split.equals("tuning")) {
                printErrors(c, statements, judgement);
            }
            for (Tally t : into) {
                t.cases++;
                t.absoluteError += Math.abs(score(verdicts) - gold);
                for (Judgement.JudgedStatement j : judgement.verdicts()) {
                    t.unverified += j.supported() && !EvidenceCheck.verified(j.quote(), j.nodes(), nodes) ? 1 : 0;
                }
                countStatements(t, c, statements, verdicts);
                for (int i = 0; i < THRESHOLDS.length; i++) {
                    t.errorAt[i] += errors[i];
                }
            }
        }
        StringBuilder out = new StringBuilder("\nOffline judge (" + OfflineJudge.NAME + ") on " + DevSet.FILE
                + ", support threshold " + SupportFinder.SUPPORTED_FROM + "\n\n");
        out.append("MAE vs gold_recall\n\n| source | tuning | held-out | all |\n|---|---|---|---|\n");
        for (String source : SOURCES) {
            out.append("| ").append(source).append(" |");
            for (String split : SPLITS) {
                Tally t = tallies.get(split + "/" + source);
                out.append(String.format(Locale.ROOT, " %.4f (%d) |", t.mae(), t.cases));
            }
            out.append('\n');
        }
        out.append(String.format(Locale.ROOT, "%nHeld-out WiCE cases sharing no claim with a tuning case: %d, MAE %.4f%n",
                heldOutWiceUnseen.cases, heldOutWiceUnseen.mae()));
        out.append("\n| split | source | cases | MAE vs gold_recall | cases split as labelled | statements | precision |"
                + " recall | unverified quotes |\n|---|---|---|---|---|---|---|---|---|\n");
        tallies.forEach((key, t) -> row(out, key.replace("/", " | "), t));
        out.append("\nMAE by support threshold, tuning split only (the judge uses ").append(SupportFinder.SUPPORTED_FROM)
                .append(")\n\n| threshold | HotpotQA | WiCE | overall |\n|---|---|---|---|\n");
        for (int i = 0; i < THRESHOLDS.length; i++) {
            out.append(String.format(Locale.ROOT, "| %.2f |", THRESHOLDS[i]));
            for (String source : SOURCES) {
                Tally t = tallies.get("tuning/" + source);
                out.append(String.format(Locale.ROOT, " %.4f |", t.errorAt[i] / t.cases));
            }
            out.append('\n');
        }
        if (!List.of(args).contains("--no-speed")) {
            out.append(String.format(Locale.ROOT, "%nSpeed, one thread: %.0f cases/s (%s, %d cores)%n",
                    casesPerSecond(cases, judge), System.getProperty("java.vm.name") + " "
                            + System.getProperty("java.version"), Runtime.getRuntime().availableProcessors()));
        }
        System.out.println(out);
    }

    /** With --errors: each tuning-split statement judged otherwise than labelled (where the split lines up). */
    private static void printErrors(JsonNode c, List<String> statements, Judgement judgement) {
        List<String> gold = DevSet.statements(c);
        if (gold.size() != statements.size()) {
            System.out.println("SPLIT " + c.get("id").asText() + ": " + statements.size() + " vs " + gold.size());
            return;
        }
        for (int i = 0; i < gold.size(); i++) {
            boolean labelled = c.get("gold_statements").get(i).get("supported").asBoolean();
            Judgement.JudgedStatement j = judgement.verdicts().get(i);
            if (labelled != j.supported()) {
                System.out.println((labelled ? "MISSED " : "WRONG-YES ") + c.get("id").asText() + "\n  S: "
                        + statements.get(i) + "\n  R: " + j.reason() + "\n  Q: " + j.quote());
            }
        }
    }

    /** WiCE claim ids of the tuning split: a claim can appear in two cases, with different chunks around it. */
    private static Set<String> tuningClaims(List<JsonNode> cases, Set<String> heldOut) {
        Set<String> claims = new HashSet<>();
        for (JsonNode c : cases) {
            if (!DevSet.isHotpotQa(c) && !heldOut.contains(c.get("id").asText())) {
                c.at("/metadata/wice_ids").forEach(id -> claims.add(id.asText()));
            }
        }
        return claims;
    }

    private static boolean sharesAClaim(JsonNode c, Set<String> claims) {
        for (JsonNode id : c.at("/metadata/wice_ids")) {
            if (claims.contains(id.asText())) {
                return true;
            }
        }
        return false;
    }

    private static void row(StringBuilder out, String name, Tally t) {
        int statements = t.tp + t.fp + t.fn + t.tn;
        out.append(String.format(Locale.ROOT, "| %s | %d | %.4f | %d | %d | %.3f | %.3f | %d |%n", name, t.cases,
                t.mae(), t.linedUpCases, statements, (double) t.tp / (t.tp + t.fp),
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
                    .map(s -> !s.numbersDisagree() && !s.negationDisagrees() && !s.nodes().isEmpty()
                            && s.coverage() >= threshold).toList();
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
                for (Judgement.JudgedStatement j : judge.attribute(null, statements, List.of(), nodes.get(i), session()).verdicts()) {
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

    /** No deadline to speak of: the benchmark measures the judge, not the time budget. */
    private static JudgeSession session() {
        return new JudgeSession(null, Duration.ofHours(1), () -> false, null);
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
