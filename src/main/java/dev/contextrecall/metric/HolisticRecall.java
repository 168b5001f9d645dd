package dev.contextrecall.metric;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.judge.Rating;
import dev.contextrecall.metric.attribution.ConcurrentCalls;
import dev.contextrecall.result.HolisticRecallResult;
import dev.contextrecall.result.RecallResult;
import dev.contextrecall.result.SampleAgreement;
import dev.contextrecall.result.Scores;
import dev.contextrecall.testcase.ReferenceAnswerCase;
import dev.contextrecall.testcase.Variant;

/**
 * The holistic algorithm: one judge call rates from 0 to 1 how much of the reference the retrieved nodes cover.
 * A single-call rubric score, for users who want one; it has no statement-level verdicts to check.
 */
@ApplicationScoped
public class HolisticRecall {

    private final JudgedScoring scoring;
    private final ContextRecallConfig config;

    public HolisticRecall(JudgedScoring scoring, ContextRecallConfig config) {
        this.scoring = scoring;
        this.config = config;
    }

    public HolisticRecallResult score(ReferenceAnswerCase testCase, BooleanSupplier callerGone) {
        return scoring.score(testCase.options(), testCase.expectedOutput(), testCase.retrievalContext(), PlannedUsage.of(testCase), callerGone,
                frame -> score(testCase, frame));
    }

    private HolisticRecallResult score(ReferenceAnswerCase testCase, JudgedScoring.Frame frame) {
        double recall;
        String because;
        SampleAgreement sampling = null;
        if (testCase.nothingRetrieved()) {
            recall = 0.0;
            because = Scoring.NOTHING_RETRIEVED;
        } else {
            int samples = testCase.options().samples();
            Supplier<Rating> call = () -> frame.judge().rate(testCase.input(), testCase.expectedOutput(),
                    testCase.referenceImages(), testCase.retrievalContext(), frame.session());
            List<Rating> ratings = new ArrayList<>(
                    ConcurrentCalls.all(Collections.nCopies(samples, call), samples, "judge-sample"));
            ratings.sort(Comparator.comparingDouble(Rating::score));
            // The median rating; of an even number, the lower middle one (as a tie of verdicts is "no").
            Rating rating = ratings.get((samples - 1) / 2);
            if (samples > 1) {
                double spread = ratings.get(samples - 1).score() - ratings.get(0).score();
                sampling = new SampleAgreement(samples, Scores.rounded(1.0 - spread),
                        1.0 - spread < config.minAgreement());
            }
            recall = rating.score();
            because = rating.reason() == null || rating.reason().isBlank()
                    ? "the judge rated the reference's coverage by the retrieval context at " + rating.score() + "."
                    : Scoring.continuing(rating.reason());
        }
        double score = Scoring.score(recall, testCase.options());
        return new HolisticRecallResult(
                frame.head(testCase.id(), testCase.name(), RecallResult.CONTEXT_RECALL, score,
                        Scoring.reason(testCase.options(), score, because), Variant.HOLISTIC.wireName(), null),
                sampling,
                frame.tail(testCase.metadata()));
    }
}
