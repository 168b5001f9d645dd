package dev.contextrecall.result;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** The holistic algorithm: one judge rating of the whole reference's coverage, with the judge's reason. */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record HolisticRecallResult(
        @JsonUnwrapped ResultHead head,
        @JsonUnwrapped SampleAgreement sampling,
        @JsonUnwrapped ResultTail tail) implements RecallResult {
}
