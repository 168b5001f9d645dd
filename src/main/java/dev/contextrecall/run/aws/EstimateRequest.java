package dev.contextrecall.run.aws;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * What the state machine's first step asks the evaluation-case function to price (as {"estimate_dataset": {...}}):
 * the golden dataset's object, its name, and the run's cap in USD as the template's MaxRunCost gives it (a string;
 * empty for no cap).
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record EstimateRequest(String bucket, String key, String dataset, String maxRunCost) {

    /** The cap in USD; null when none is set. Anything but a non-negative number is refused, naming the parameter. */
    public Double cap() {
        if (maxRunCost == null || maxRunCost.isBlank()) {
            return null;
        }
        try {
            double cap = Double.parseDouble(maxRunCost.strip());
            if (cap >= 0 && Double.isFinite(cap)) {
                return cap;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new IllegalArgumentException("MaxRunCost must be empty (no cap) or a non-negative number of USD; got \""
                + maxRunCost + "\".");
    }
}
