package dev.contextrecall.result;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * How steady repeated judging was (samples > 1 only). stability: the mean share of samples that agree with each
 * statement's majority verdict (for a holistic rating, 1 minus the spread of the scores); flaky: some statement's
 * agreement is below context-recall.min-agreement.
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record SampleAgreement(int samples, double stability, boolean flaky) {
}
