package dev.contextrecall.metric.attribution;

import java.util.ArrayList;
import java.util.List;

import dev.contextrecall.judge.Judgement;
import dev.contextrecall.judge.Judgement.JudgedStatement;
import dev.contextrecall.testcase.ContextNode;

/**
 * k attributions of the same statements merged into one: a statement is "yes" when more than half of the samples
 * say so, and a tie is "no" (support must win a majority, so recall is never overstated). A "yes" keeps the nodes,
 * quote and reason of the first sample that said yes with a quote found in its cited nodes (else the first that said
 * yes); a "no" keeps the first "no". The summary is that of the sample that agrees with the most majority verdicts.
 */
public record Majority(Judgement judgement, List<Integer> agreeing, int samples) {

    public static Majority of(List<Judgement> samples, List<ContextNode> nodes) {
        int k = samples.size();
        int n = samples.get(0).verdicts().size();
        List<JudgedStatement> merged = new ArrayList<>();
        List<Integer> agreeing = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<JudgedStatement> votes = new ArrayList<>();
            for (Judgement sample : samples) {
                votes.add(sample.verdicts().get(i));
            }
            int yes = (int) votes.stream().filter(JudgedStatement::supported).count();
            boolean supported = 2 * yes > k;
            agreeing.add(supported ? yes : k - yes);
            merged.add(supported ? votes.stream().filter(v -> v.supported() && verified(v, nodes)).findFirst()
                    .orElseGet(() -> votes.stream().filter(JudgedStatement::supported).findFirst().orElseThrow())
                    : votes.stream().filter(v -> !v.supported()).findFirst().orElseThrow());
        }
        return new Majority(new Judgement(List.copyOf(merged), closestSummary(samples, merged)), List.copyOf(agreeing), k);
    }

    /** One sample: nothing to merge, and no agreement to report. */
    public static Majority single(Judgement judgement) {
        return new Majority(judgement, null, 1);
    }

    /** "2/3" per statement: samples that gave its majority verdict, of all samples; null for a single sample. */
    public List<String> agreements() {
        return agreeing == null ? null : agreeing.stream().map(a -> a + "/" + samples).toList();
    }

    /** Each statement's share of samples that gave its majority verdict. */
    public List<Double> shares() {
        return agreeing == null ? List.of() : agreeing.stream().map(a -> (double) a / samples).toList();
    }

    private static boolean verified(JudgedStatement v, List<ContextNode> nodes) {
        return !v.unknownNodeCited() && EvidenceCheck.verified(v.quote(), v.nodes(), nodes);
    }

    private static String closestSummary(List<Judgement> samples, List<JudgedStatement> merged) {
        Judgement best = samples.get(0);
        int bestMatches = -1;
        for (Judgement sample : samples) {
            int matches = 0;
            for (int i = 0; i < merged.size(); i++) {
                matches += sample.verdicts().get(i).supported() == merged.get(i).supported() ? 1 : 0;
            }
            if (matches > bestMatches) {
                best = sample;
                bestMatches = matches;
            }
        }
        return best.summary();
    }
}
