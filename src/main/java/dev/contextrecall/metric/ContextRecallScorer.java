package dev.contextrecall.metric;

import dev.contextrecall.lexical.SentenceSplitter;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Locale;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.judge.Judge;
import dev.contextrecall.judge.JudgeSelector;
import dev.contextrecall.judge.JudgeSession;
import dev.contextrecall.judge.Judgement;
import dev.contextrecall.testcase.Algorithm;
import dev.contextrecall.testcase.EvidenceMode;
import dev.contextrecall.testcase.MetricOptions;
import dev.contextrecall.testcase.TestCase;

/**
 * Context recall of one test case: the share of the reference answer's statements that the retrieved nodes
 * support. The statement count is fixed before attribution, so the judge cannot shrink the denominator.
 */
@ApplicationScoped
public class ContextRecallScorer {

    static final int SCORE_DECIMALS = 4;

    private final JudgeSelector judges;
    private final CostTable costs;
    private final ContextRecallConfig config;

    public ContextRecallScorer(JudgeSelector judges, CostTable costs, ContextRecallConfig config) {
        this.judges = judges;
        this.costs = costs;
        this.config = config;
    }

    public ContextRecallResult score(TestCase testCase) {
        long started = System.nanoTime();
        MetricOptions options = testCase.options();
        Judge judge = judges.judge(options.judge());
        JudgeSession session = new JudgeSession(options.model(), config.judge().totalBudget());

        if (testCase.nothingRetrieved()) {
            // Nothing to attribute to: the answer is 0 without asking anyone.
            return result(testCase, judge, session, started, 0.0, List.of(),
                    "nothing was retrieved: retrieval_context is empty or holds only blank chunks.");
        }
        // A reference that is only images has no text to cut; each image is one statement of its own.
        List<String> statements = testCase.expectedOutput().isBlank() ? List.of()
                : options.algorithm() == Algorithm.STATEMENTS
                        ? judge.extractStatements(testCase.input(), testCase.expectedOutput(), session)
                        : SentenceSplitter.split(testCase.expectedOutput());
        if (statements.isEmpty() && testCase.referenceImages().isEmpty()) {
            throw EvaluationException.invalid("expected_output", "expected_output has no sentence to score.");
        }
        Judgement judgement = judge.attribute(testCase.input(), statements, testCase.referenceImages(),
                testCase.retrievalContext(), session);
        AttributionTally tally = AttributionTally.of(judgement, testCase.retrievalContext(), options.evidence());
        return result(testCase, judge, session, started, tally.recall(), tally.verdicts(), because(judgement.summary(),
                tally.counted(), tally.verdicts().size(), tally.unverified(), options.evidence()));
    }

    private ContextRecallResult result(TestCase testCase, Judge judge, JudgeSession session, long started, double recall,
            List<StatementVerdict> verdicts, String because) {
        MetricOptions options = testCase.options();
        double score = options.strictMode() ? (recall >= 1.0 ? 1.0 : 0.0) : rounded(recall);
        double threshold = options.effectiveThreshold();
        Usage usage = new Usage(session.meter().calls(), session.meter().inputTokens(), session.meter().outputTokens());
        String model = judge.modelName(session);
        String reason = options.includeReason()
                ? String.format(Locale.ROOT, "The score is %.2f because %s", score, because)
                : null;
        return new ContextRecallResult(testCase.id(), testCase.name(), ContextRecallResult.METRIC, score,
                score >= threshold, threshold, options.strictMode(), reason, options.algorithm().wireName(),
                options.evidence().wireName(), judge.kind().wireName(), model, verdicts, usage, costs.cost(model, usage),
                (System.nanoTime() - started) / 1_000_000, judge.promptVersion(), testCase.metadata());
    }

    /** Scores are reported to 4 decimal places (2/3 is 0.6667), and success is decided on what is reported. */
    static double rounded(double recall) {
        return BigDecimal.valueOf(recall).setScale(SCORE_DECIMALS, RoundingMode.HALF_UP).doubleValue();
    }

    /** A judge's sentence made to follow "because": lower-case start, unless it starts with an acronym. */
    static String continuing(String sentence) {
        String s = sentence.strip();
        boolean acronym = s.length() > 1 && Character.isUpperCase(s.charAt(1));
        return acronym ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }

    /** The judge's own summary when it gave one (no third call to write a reason), with what the checks found. */
    private static String because(String summary, int counted, int total, int unverified, EvidenceMode evidence) {
        String text;
        if (summary == null || summary.isBlank()) {
            text = counted + " of " + total + " reference statements are supported by the retrieval context.";
        } else {
            text = continuing(summary);
        }
        if (unverified > 0) {
            text += " " + unverified + (unverified == 1 ? " supporting quote was" : " supporting quotes were")
                    + " not found in the cited nodes" + (evidence == EvidenceMode.REQUIRE ? " and not counted." : ".");
        }
        return text;
    }
}
