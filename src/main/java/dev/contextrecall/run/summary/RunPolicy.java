package dev.contextrecall.run.summary;

/**
 * How a run is judged. minMeanScore is the floor (null: none); tolerance is how far one case may drop before it
 * counts as regressed; alpha is the significance level of the paired test; worstCases is how many low scorers the
 * summary lists; toleratedFailurePercentage is the share of cases that may fail to score before the run is
 * unfinished (null: no limit); compareAcrossJudges compares with a baseline judged differently anyway, labelled as
 * a judge change.
 */
public record RunPolicy(Double minMeanScore, double tolerance, double alpha, int worstCases,
        Double toleratedFailurePercentage, boolean compareAcrossJudges) {

    public static final double DEFAULT_TOLERANCE = 0.1;
    public static final double DEFAULT_ALPHA = 0.05;
    public static final int DEFAULT_WORST_CASES = 10;
    /** As the Step Functions run's ToleratedFailurePercentage default. */
    public static final double DEFAULT_TOLERATED_FAILURE_PERCENTAGE = 5;

    public RunPolicy {
        if (minMeanScore != null && (minMeanScore < 0 || minMeanScore > 1)) {
            throw new IllegalArgumentException("min_mean_score must be between 0 and 1; got " + minMeanScore + ".");
        }
        if (tolerance < 0 || tolerance > 1) {
            throw new IllegalArgumentException("tolerance must be between 0 and 1; got " + tolerance + ".");
        }
        if (alpha <= 0 || alpha >= 1) {
            throw new IllegalArgumentException("alpha must be between 0 and 1 (exclusive); got " + alpha + ".");
        }
        if (worstCases < 0) {
            throw new IllegalArgumentException("worst_cases must not be negative; got " + worstCases + ".");
        }
        if (toleratedFailurePercentage != null && (toleratedFailurePercentage < 0 || toleratedFailurePercentage > 100)) {
            throw new IllegalArgumentException("tolerated_failure_percentage must be between 0 and 100; got "
                    + toleratedFailurePercentage + ".");
        }
    }

    /** No limit on failed cases; judges compared only when alike. */
    public RunPolicy(Double minMeanScore, double tolerance, double alpha, int worstCases) {
        this(minMeanScore, tolerance, alpha, worstCases, null, false);
    }

    /** This policy with another share of cases that may fail to score (null: no limit). */
    public RunPolicy tolerating(Double percentage) {
        return new RunPolicy(minMeanScore, tolerance, alpha, worstCases, percentage, compareAcrossJudges);
    }

    public static RunPolicy floor(Double minMeanScore) {
        return new RunPolicy(minMeanScore, DEFAULT_TOLERANCE, DEFAULT_ALPHA, DEFAULT_WORST_CASES);
    }
}
