package dev.contextrecall.run.alignment;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The judge's "supported" against the labels', statement by statement: a 2x2 table and what it gives. Positive is
 * "supported"; a true positive is a statement both call supported. A figure that divides by zero is null, never
 * guessed.
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonPropertyOrder({ "statements", "true_positives", "false_positives", "false_negatives", "true_negatives",
        "precision", "recall", "accuracy", "kappa" })
public record Agreement(int truePositives, int falsePositives, int falseNegatives, int trueNegatives) {

    public static final Agreement NONE = new Agreement(0, 0, 0, 0);

    /** This table with one more statement. */
    public Agreement with(boolean labelledSupported, boolean judgedSupported) {
        return new Agreement(truePositives + (labelledSupported && judgedSupported ? 1 : 0),
                falsePositives + (!labelledSupported && judgedSupported ? 1 : 0),
                falseNegatives + (labelledSupported && !judgedSupported ? 1 : 0),
                trueNegatives + (!labelledSupported && !judgedSupported ? 1 : 0));
    }

    public Agreement plus(Agreement other) {
        return new Agreement(truePositives + other.truePositives, falsePositives + other.falsePositives,
                falseNegatives + other.falseNegatives, trueNegatives + other.trueNegatives);
    }

    @JsonProperty("statements")
    public int statements() {
        return truePositives + falsePositives + falseNegatives + trueNegatives;
    }

    /** Of the statements the judge called supported, the share the labels support; null when it called none. */
    @JsonProperty("precision")
    public Double precision() {
        return share(truePositives, truePositives + falsePositives);
    }

    /** Of the statements the labels support, the share the judge called supported; null when the labels support none. */
    @JsonProperty("recall")
    public Double recall() {
        return share(truePositives, truePositives + falseNegatives);
    }

    /** The observed agreement: the share of statements on which judge and labels say the same. */
    @JsonProperty("accuracy")
    public Double accuracy() {
        return share(truePositives + trueNegatives, statements());
    }

    /**
     * Cohen's kappa: (observed - expected) / (1 - expected), where expected is the agreement two raters with these
     * same yes rates would reach by chance. Null when there is no statement, or when the expected agreement is 1: both
     * gave every statement the same one verdict, so agreement beyond chance is undefined (accuracy is then 1).
     */
    @JsonProperty("kappa")
    public Double kappa() {
        int n = statements();
        if (n == 0) {
            return null;
        }
        int judgedYes = truePositives + falsePositives;
        int labelledYes = truePositives + falseNegatives;
        if (judgedYes == labelledYes && (judgedYes == 0 || judgedYes == n)) {
            return null; // expected agreement 1, decided in integers so that rounding cannot hide it
        }
        double expected = ((double) judgedYes * labelledYes + (double) (n - judgedYes) * (n - labelledYes))
                / ((double) n * n);
        return (accuracy() - expected) / (1 - expected);
    }

    private static Double share(int part, int whole) {
        return whole == 0 ? null : (double) part / whole;
    }
}
