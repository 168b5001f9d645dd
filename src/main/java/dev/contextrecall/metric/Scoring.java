package dev.contextrecall.metric;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;

import dev.contextrecall.testcase.MetricOptions;

/** The score, reason and usage conventions every member of the family shares. */
final class Scoring {

    static final int SCORE_DECIMALS = 4;

    /** What a metric that asks no judge reports as usage. */
    static final Usage NO_CALLS = new Usage(0, 0L, 0L);

    /** The reason when every retrieved chunk is blank or there is none. */
    static final String NOTHING_RETRIEVED = "nothing was retrieved: retrieval_context is empty or holds only blank chunks.";

    private Scoring() {
    }

    /** Strict mode is all or nothing; otherwise the score is reported to 4 places. */
    static double score(double recall, MetricOptions options) {
        return options.strictMode() ? (recall >= 1.0 ? 1.0 : 0.0) : rounded(recall);
    }

    /** Scores are reported to 4 decimal places (2/3 is 0.6667), and success is decided on what is reported. */
    static double rounded(double value) {
        return BigDecimal.valueOf(value).setScale(SCORE_DECIMALS, RoundingMode.HALF_UP).doubleValue();
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
