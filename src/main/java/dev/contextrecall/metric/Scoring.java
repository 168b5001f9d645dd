package dev.contextrecall.metric;

import java.util.Locale;

import dev.contextrecall.judge.JudgeSession;
import dev.contextrecall.testcase.MetricOptions;

/** The score, reason and usage conventions every member of the family shares with {@link ContextRecallScorer}. */
final class Scoring {

    /** What a metric that asks no judge reports as usage. */
    static final Usage NO_CALLS = new Usage(0, 0L, 0L);

    private Scoring() {
    }

    /** Strict mode is all or nothing; otherwise the score is reported to 4 places. */
    static double score(double recall, MetricOptions options) {
        return options.strictMode() ? (recall >= 1.0 ? 1.0 : 0.0) : ContextRecallScorer.rounded(recall);
    }

    /** "The score is 0.67 because ...", or null when the request asked for no reason. */
    static String reason(MetricOptions options, double score, String because) {
        return options.includeReason() ? String.format(Locale.ROOT, "The score is %.2f because %s", score, because) : null;
    }

    static Usage usage(JudgeSession session) {
        return new Usage(session.meter().calls(), session.meter().inputTokens(), session.meter().outputTokens());
    }

    static long millisSince(long startedNanos) {
        return (System.nanoTime() - startedNanos) / 1_000_000;
    }
}
