package dev.contextrecall.metric;

import java.util.List;
import java.util.Locale;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.error.ErrorCode;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.metric.attribution.ConversationWindows.Window;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.ConversationCase;
import dev.contextrecall.testcase.JudgeKind;
import dev.contextrecall.testcase.ReferenceAnswerCase;
import dev.contextrecall.testcase.Variant;

/**
 * The judge calls and characters a judged case will send, known before the first call, checked against
 * context-recall.limits by {@link JudgedScoring} before the scorer's body runs. A case judged once is bounded by the
 * request limits already; samples and a conversation's windows send it again, so they are counted here.
 */
sealed interface PlannedUsage {

    /** Nothing to bound: no judge call, a single one, or a judge that runs in process. */
    PlannedUsage NOTHING = new Nothing();

    /** Refuses with payload_too_large, naming the field to change, when the plan is over a limit. */
    void check(ContextRecallConfig.Limits limits);

    /**
     * A single-turn case (statements, sentences or holistic): each sample sends the case again, so the characters
     * sent grow with samples. Nothing retrieved asks no judge.
     */
    static PlannedUsage of(ReferenceAnswerCase testCase) {
        int samples = testCase.options().samples();
        if (testCase.nothingRetrieved() || samples <= 1) {
            return NOTHING;
        }
        long perCall = testCase.expectedOutput().length();
        for (var node : testCase.retrievalContext()) {
            perCall += node.isImage() ? 0 : node.text().length();
        }
        return new Samples(samples, perCall * samples + testCase.expectedOutput().length());
    }

    /**
     * A conversation for the LLM judge: one attribution per window with context (plus the extraction), each
     * carrying the window's chunks and the statements. A long conversation with a wide window repeats every chunk
     * in many calls, so both the calls and the characters they carry are bounded.
     */
    static PlannedUsage of(ConversationCase c, List<Window> assessed) {
        if (c.options().judge() != JudgeKind.LLM) {
            return NOTHING;
        }
        boolean extracts = c.options().variant() == Variant.STATEMENTS && c.referenceStatements() == null;
        int samples = c.options().samples();
        long calls = (long) assessed.size() * samples + (extracts ? 1 : 0);
        long outcome = c.expectedOutcome().length();
        long chars = extracts ? outcome : 0;
        for (Window w : assessed) {
            long window = outcome;
            for (ContextNode node : w.nodes()) {
                window += node.text().length();
            }
            chars += window * samples;
        }
        return new Windows(calls, chars, samples, extracts, c.windowSize());
    }

    record Nothing() implements PlannedUsage {
        @Override
        public void check(ContextRecallConfig.Limits limits) {
        }
    }

    /** One single-turn case judged `samples` times; chars: the case data all of them send. */
    record Samples(int samples, long chars) implements PlannedUsage {
        @Override
        public void check(ContextRecallConfig.Limits limits) {
            if (chars > limits.maxJudgeInputChars()) {
                throw new EvaluationException(ErrorCode.PAYLOAD_TOO_LARGE, String.format(Locale.ROOT, "This case"
                        + " judged %d times would send %,d characters of case data to the judge; the limit is %,d"
                        + " (context-recall.limits.max-judge-input-chars). Ask for fewer samples or send fewer"
                        + " chunks.", samples, chars, limits.maxJudgeInputChars()), "samples");
            }
        }
    }

    /** A conversation's judge calls and the case data they carry, over its windows with context. */
    record Windows(long calls, long chars, int samples, boolean extracts, int windowSize) implements PlannedUsage {
        @Override
        public void check(ContextRecallConfig.Limits limits) {
            if (calls > limits.maxJudgeCalls()) {
                throw new EvaluationException(ErrorCode.PAYLOAD_TOO_LARGE, String.format(Locale.ROOT, "This"
                        + " conversation would make %,d judge calls (%s per window with retrieval context%s); the"
                        + " limit is %,d (context-recall.limits.max-judge-calls). Send fewer interactions%s.", calls,
                        samples == 1 ? "one" : samples + ", one per sample", extracts ? ", plus the extraction" : "",
                        limits.maxJudgeCalls(), samples == 1 ? "" : " or ask for fewer samples"),
                        samples == 1 ? "turns" : "samples");
            }
            if (chars > limits.maxJudgeInputChars()) {
                throw new EvaluationException(ErrorCode.PAYLOAD_TOO_LARGE, String.format(Locale.ROOT, "This"
                        + " conversation would send %,d characters of case data to the judge over %,d calls; the"
                        + " limit is %,d (context-recall.limits.max-judge-input-chars). Lower window_size or send"
                        + " fewer chunks.", chars, calls, limits.maxJudgeInputChars()),
                        windowSize > 1 ? "window_size" : "turns");
            }
        }
    }
}
