package dev.contextrecall.metric;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.judge.JudgeSession;
import dev.contextrecall.judge.llm.HolisticJudge;
import dev.contextrecall.judge.llm.HolisticRating;
import dev.contextrecall.testcase.Algorithm;
import dev.contextrecall.testcase.JudgeKind;
import dev.contextrecall.testcase.ReferenceAnswerCase;

/**
 * The holistic algorithm: one judge call rates from 0 to 1 how much of the reference the retrieved nodes cover.
 * A single-call rubric score, for users who want one; it has no statement-level verdicts to check.
 */
@ApplicationScoped
public class HolisticRecall {

    private final HolisticJudge judge;
    private final CostTable costs;
    private final ContextRecallConfig config;

    public HolisticRecall(HolisticJudge judge, CostTable costs, ContextRecallConfig config) {
        this.judge = judge;
        this.costs = costs;
        this.config = config;
    }

    public HolisticRecallResult score(ReferenceAnswerCase testCase, BooleanSupplier callerGone) {
        long started = System.nanoTime();
        CaseLanguage language = CaseLanguage.of(testCase.options(), testCase.expectedOutput());
        JudgeSession session = new JudgeSession(testCase.options().model(), config.judge().totalBudget(), callerGone,
                language.tag());
        double recall;
        String because;
        SampleAgreement sampling = null;
        if (testCase.nothingRetrieved()) {
            recall = 0.0;
            because = Scoring.NOTHING_RETRIEVED;
        } else {
            int samples = testCase.options().samples();
            if (samples > 1) {
                ContextRecallScorer.checkPlannedSpend(testCase, samples, config.limits());
            }
            Supplier<HolisticRating> call = () -> judge.rate(testCase.input(), testCase.expectedOutput(),
                    testCase.referenceImages(), testCase.retrievalContext(), session);
            List<HolisticRating> ratings = new ArrayList<>(
                    ConcurrentCalls.all(Collections.nCopies(samples, call), samples, "judge-sample"));
            ratings.sort(Comparator.comparingDouble(HolisticRating::score));
            // The median rating; of an even number, the lower middle one (as a tie of verdicts is "no").
            HolisticRating rating = ratings.get((samples - 1) / 2);
            if (samples > 1) {
                double spread = ratings.get(samples - 1).score() - ratings.get(0).score();
                sampling = new SampleAgreement(samples, Scoring.rounded(1.0 - spread),
                        1.0 - spread < config.minAgreement());
            }
            recall = rating.score();
            because = rating.reason() == null || rating.reason().isBlank()
                    ? "the judge rated the reference's coverage by the retrieval context at " + rating.score() + "."
                    : Scoring.continuing(rating.reason());
        }
        double score = Scoring.score(recall, testCase.options());
        Usage usage = Scoring.usage(session);
        String model = judge.modelName(session);
        return new HolisticRecallResult(
                ResultHead.of(testCase.id(), testCase.name(), ContextRecallResult.METRIC, score, testCase.options(),
                        Scoring.reason(testCase.options(), score, because), Algorithm.HOLISTIC.wireName(), null,
                        JudgeKind.LLM.wireName(), model, language.reported()),
                sampling,
                ResultTail.judged(usage, costs.cost(model, usage), started, judge.promptVersion(), testCase.metadata()));
    }
}
