package dev.contextrecall.metric.attribution;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;

import dev.contextrecall.judge.Judge;
import dev.contextrecall.judge.JudgeSession;
import dev.contextrecall.judge.Judgement;
import dev.contextrecall.result.SampleAgreement;
import dev.contextrecall.result.Scores;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.ImageRef;

/**
 * Repeated judging: `samples` attribution calls against the same fixed statements, merged by majority
 * ({@link Majority}). Every call is spent on the evaluation's session, so usage and cost add up all of them.
 */
public final class SampledAttribution {

    private SampledAttribution() {
    }

    public static Majority attribute(Judge judge, String question, List<String> statements, List<ImageRef> referenceImages,
            List<ContextNode> nodes, JudgeSession session, int samples, int concurrency) {
        Supplier<Judgement> call = () -> judge.attribute(question, statements, referenceImages, nodes, session);
        if (samples <= 1) {
            return Majority.single(call.get());
        }
        List<Supplier<Judgement>> calls = new ArrayList<>(Collections.nCopies(samples, call));
        return Majority.of(ConcurrentCalls.all(calls, concurrency, "judge-sample"), nodes);
    }

    /** What the case carries: the stability over all statements, flaky when any share is below minAgreement. */
    public static SampleAgreement agreement(int samples, List<Double> shares, double minAgreement) {
        if (samples <= 1) {
            return null;
        }
        double stability = shares.stream().mapToDouble(Double::doubleValue).average().orElse(1.0);
        return new SampleAgreement(samples, Scores.rounded(stability),
                shares.stream().anyMatch(share -> share < minAgreement));
    }
}
