package dev.contextrecall.metric;

import java.util.List;
import java.util.function.BooleanSupplier;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.judge.Judge;
import dev.contextrecall.judge.JudgeSession;
import dev.contextrecall.lexical.SentenceSplitter;
import dev.contextrecall.metric.attribution.AttributionTally;
import dev.contextrecall.metric.attribution.Majority;
import dev.contextrecall.metric.attribution.SampledAttribution;
import dev.contextrecall.result.ContextRecallResult;
import dev.contextrecall.result.RecallResult;
import dev.contextrecall.result.SampleAgreement;
import dev.contextrecall.result.StatementVerdict;
import dev.contextrecall.testcase.EvidenceMode;
import dev.contextrecall.testcase.MetricOptions;
import dev.contextrecall.testcase.ReferenceAnswerCase;
import dev.contextrecall.testcase.Variant;

/**
 * The statements and sentences algorithms: the share of the reference answer's statements (the judge's, or its
 * sentences) that the retrieved nodes support. The statement count is fixed before attribution, so the judge cannot
 * shrink the denominator.
 */
@ApplicationScoped
public class StatementRecall {

    private final JudgedScoring scoring;
    private final ContextRecallConfig config;

    public StatementRecall(JudgedScoring scoring, ContextRecallConfig config) {
        this.scoring = scoring;
        this.config = config;
    }

    /** store: where a run keeps extracted statements; a remembered list is used instead of an extraction call. */
    public ContextRecallResult score(ReferenceAnswerCase testCase, BooleanSupplier callerGone, StatementStore store) {
        return scoring.score(testCase.options(), testCase.expectedOutput(), testCase.retrievalContext(), PlannedUsage.of(testCase), callerGone,
                frame -> score(testCase, store, frame));
    }

    private ContextRecallResult score(ReferenceAnswerCase testCase, StatementStore store, JudgedScoring.Frame frame) {
        if (testCase.nothingRetrieved()) {
            // Nothing to attribute to: the answer is 0 without asking anyone.
            return result(testCase, frame, 0.0, List.of(), Scoring.NOTHING_RETRIEVED, false, null);
        }
        MetricOptions options = testCase.options();
        Judge judge = frame.judge();
        JudgeSession session = frame.session();
        // A reference that is only images has no text to cut; each image is one statement of its own.
        List<String> statements;
        boolean reused = false;
        if (testCase.referenceStatements() != null) {
            statements = testCase.referenceStatements();
        } else if (testCase.expectedOutput().isBlank()) {
            statements = List.of();
        } else if (options.variant() == Variant.STATEMENTS) {
            // A language the request names changes what is asked, so it is part of the key; a guessed one is not.
            String key = StatementStore.key(testCase.input(), testCase.expectedOutput(), judge.modelName(session),
                    judge.promptVersion() + (options.language() == null ? "" : " language=" + options.language()));
            List<String> remembered = store.recall(key).filter(list -> !list.isEmpty()).orElse(null);
            reused = remembered != null;
            statements = reused ? remembered
                    : judge.extractStatements(testCase.input(), testCase.expectedOutput(), session);
            if (!reused && !statements.isEmpty()) {
                store.remember(key, statements);
            }
        } else {
            statements = SentenceSplitter.split(testCase.expectedOutput(), frame.language().tag());
        }
        if (statements.isEmpty() && testCase.referenceImages().isEmpty()) {
            throw EvaluationException.invalid("expected_output", "expected_output has no sentence to score.");
        }
        Majority majority = SampledAttribution.attribute(judge, testCase.input(), statements,
                testCase.referenceImages(), testCase.retrievalContext(), session, options.samples(), options.samples());
        AttributionTally tally = AttributionTally.of(majority, testCase.retrievalContext(), options.evidence());
        return result(testCase, frame, tally.recall(), tally.verdicts(),
                because(majority.judgement().summary(), tally.counted(), tally.verdicts().size(), tally.unverified(),
                        options.evidence()),
                reused, SampledAttribution.agreement(options.samples(), majority.shares(), config.minAgreement()));
    }

    private static ContextRecallResult result(ReferenceAnswerCase testCase, JudgedScoring.Frame frame, double recall,
            List<StatementVerdict> verdicts, String because, boolean reused, SampleAgreement sampling) {
        MetricOptions options = testCase.options();
        double score = Scoring.score(recall, options);
        return new ContextRecallResult(
                frame.head(testCase.id(), testCase.name(), RecallResult.CONTEXT_RECALL, score,
                        Scoring.reason(options, score, because), options.variant().wireName(),
                        options.evidence().wireName()),
                testCase.referenceStatements() != null ? Boolean.TRUE : null,
                reused ? Boolean.TRUE : null,
                verdicts,
                sampling,
                frame.tail(testCase.metadata()));
    }

    /** The judge's own summary when it gave one (no third call to write a reason), with what the checks found. */
    private static String because(String summary, int counted, int total, int unverified, EvidenceMode evidence) {
        String text;
        if (summary == null || summary.isBlank()) {
            text = counted + " of " + total + " reference statements are supported by the retrieval context.";
        } else {
            text = Scoring.continuing(summary);
        }
        if (unverified > 0) {
            text += " " + unverified + (unverified == 1 ? " supporting quote was" : " supporting quotes were")
                    + " not found in the cited nodes" + (evidence == EvidenceMode.REQUIRE ? " and not counted." : ".");
        }
        return text;
    }
}
