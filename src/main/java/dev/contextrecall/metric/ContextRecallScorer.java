package dev.contextrecall.metric;

import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.error.ErrorCode;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.judge.Judge;
import dev.contextrecall.judge.JudgeSelector;
import dev.contextrecall.judge.JudgeSession;
import dev.contextrecall.lexical.SentenceSplitter;
import dev.contextrecall.testcase.Algorithm;
import dev.contextrecall.testcase.EvidenceMode;
import dev.contextrecall.testcase.MetricOptions;
import dev.contextrecall.testcase.ReferenceAnswerCase;

/**
 * Context recall of one test case: the share of the reference answer's statements that the retrieved nodes
 * support. The statement count is fixed before attribution, so the judge cannot shrink the denominator.
 */
@ApplicationScoped
public class ContextRecallScorer {

    private final JudgeSelector judges;
    private final CostTable costs;
    private final ContextRecallConfig config;

    public ContextRecallScorer(JudgeSelector judges, CostTable costs, ContextRecallConfig config) {
        this.judges = judges;
        this.costs = costs;
        this.config = config;
    }

    /** memory: where a run keeps extracted statements; a remembered list is used instead of an extraction call. */
    public ContextRecallResult score(ReferenceAnswerCase testCase, BooleanSupplier callerGone, StatementMemory memory) {
        long started = System.nanoTime();
        MetricOptions options = testCase.options();
        Judge judge = judges.judge(options.judge());
        CaseLanguage language = CaseLanguage.of(options, testCase.expectedOutput());
        JudgeSession session = new JudgeSession(options.model(), config.judge().totalBudget(), callerGone,
                language.tag());

        if (testCase.nothingRetrieved()) {
            // Nothing to attribute to: the answer is 0 without asking anyone.
            return result(testCase, judge, session, language, started, 0.0, List.of(), Scoring.NOTHING_RETRIEVED, false, null);
        }
        if (options.samples() > 1) {
            checkPlannedSpend(testCase, options.samples(), config.limits());
        }
        // A reference that is only images has no text to cut; each image is one statement of its own.
        List<String> statements;
        boolean reused = false;
        if (testCase.referenceStatements() != null) {
            statements = testCase.referenceStatements();
        } else if (testCase.expectedOutput().isBlank()) {
            statements = List.of();
        } else if (options.algorithm() == Algorithm.STATEMENTS) {
            // A language the request names changes what is asked, so it is part of the key; a guessed one is not.
            String key = StatementMemory.key(testCase.input(), testCase.expectedOutput(), judge.modelName(session),
                    judge.promptVersion() + (options.language() == null ? "" : " language=" + options.language()));
            List<String> remembered = memory.recall(key).filter(list -> !list.isEmpty()).orElse(null);
            reused = remembered != null;
            statements = reused ? remembered
                    : judge.extractStatements(testCase.input(), testCase.expectedOutput(), session);
            if (!reused && !statements.isEmpty()) {
                memory.remember(key, statements);
            }
        } else {
            statements = SentenceSplitter.split(testCase.expectedOutput(), language.tag());
        }
        if (statements.isEmpty() && testCase.referenceImages().isEmpty()) {
            throw EvaluationException.invalid("expected_output", "expected_output has no sentence to score.");
        }
        Majority majority = SampledAttribution.attribute(judge, testCase.input(), statements,
                testCase.referenceImages(), testCase.retrievalContext(), session, options.samples(), options.samples());
        AttributionTally tally = AttributionTally.of(majority, testCase.retrievalContext(), options.evidence());
        return result(testCase, judge, session, language, started, tally.recall(), tally.verdicts(),
                because(majority.judgement().summary(), tally.counted(), tally.verdicts().size(), tally.unverified(),
                        options.evidence()),
                reused, SampledAttribution.agreement(options.samples(), majority.shares(), config.minAgreement()));
    }

    /**
     * Each sample sends the case again, so the characters sent grow with samples: checked against
     * context-recall.limits.max-judge-input-chars before the first call, as a conversation's windows are.
     */
    static void checkPlannedSpend(ReferenceAnswerCase testCase, int samples, ContextRecallConfig.Limits limits) {
        long perCall = testCase.expectedOutput().length();
        for (var node : testCase.retrievalContext()) {
            perCall += node.isImage() ? 0 : node.text().length();
        }
        long chars = perCall * samples + testCase.expectedOutput().length();
        if (chars > limits.maxJudgeInputChars()) {
            throw new EvaluationException(ErrorCode.PAYLOAD_TOO_LARGE, String.format(Locale.ROOT, "This case judged"
                    + " %d times would send %,d characters of case data to the judge; the limit is %,d"
                    + " (context-recall.limits.max-judge-input-chars). Ask for fewer samples or send fewer chunks.",
                    samples, chars, limits.maxJudgeInputChars()), "samples");
        }
    }

    private ContextRecallResult result(ReferenceAnswerCase testCase, Judge judge, JudgeSession session, CaseLanguage language,
            long started, double recall,
            List<StatementVerdict> verdicts, String because, boolean reused, SampleAgreement sampling) {
        MetricOptions options = testCase.options();
        double score = Scoring.score(recall, options);
        Usage usage = Scoring.usage(session);
        String model = judge.modelName(session);
        return new ContextRecallResult(
                ResultHead.of(testCase.id(), testCase.name(), ContextRecallResult.METRIC, score, options,
                        Scoring.reason(options, score, because), options.algorithm().wireName(),
                        options.evidence().wireName(), judge.kind().wireName(), model,
                        language.reported()),
                testCase.referenceStatements() != null ? Boolean.TRUE : null,
                reused ? Boolean.TRUE : null,
                verdicts,
                sampling,
                ResultTail.judged(usage, costs.cost(model, usage), started, judge.promptVersion(), testCase.metadata()));
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
