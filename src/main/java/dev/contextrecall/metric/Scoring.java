package dev.contextrecall.metric;

import java.util.Locale;

import dev.contextrecall.result.RecallResult;
import dev.contextrecall.result.ResultHead;
import dev.contextrecall.result.Scores;
import dev.contextrecall.testcase.MetricOptions;
import dev.contextrecall.testcase.TestCase;

/** The score, reason and usage conventions every member of the family shares. */
final class Scoring {

    /** The reason when every retrieved chunk is blank or there is none. */
    static final String NOTHING_RETRIEVED = "nothing was retrieved: retrieval_context is empty or holds only blank chunks.";

    private Scoring() {
    }

    /** Strict mode is all or nothing; otherwise the score is reported to 4 places. */
    static double score(double recall, MetricOptions options) {
        return options.strictMode() ? (recall >= 1.0 ? 1.0 : 0.0) : Scores.rounded(recall);
    }

    /** The head of a member that asks no judge: no evidence mode, no model, no language. */
    static ResultHead unjudgedHead(TestCase c, double score, String because, String algorithm) {
        return ResultHead.of(c.id(), c.name(), RecallResult.CONTEXT_RECALL, score, c.options(),
                reason(c.options(), score, because), algorithm, null, ResultHead.NO_JUDGE, null, null);
    }

    /** "The score is 0.67 because ...", or null when the request asked for no reason. */
    static String reason(MetricOptions options, double score, String because) {
        return options.includeReason() ? String.format(Locale.ROOT, "The score is %.2f because %s", score, because) : null;
    }

    /** A judge's sentence made to follow "because": lower-case start, unless it starts with an acronym. */
    static String continuing(String sentence) {
        String s = sentence.strip();
        boolean acronym = s.length() > 1 && Character.isUpperCase(s.charAt(1));
        return acronym ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
}
