package dev.contextrecall.result;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** Recall by ids: which distinct reference ids were retrieved and which are missing, as strings, in request order. */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record IdRecallResult(
        @JsonUnwrapped ResultHead head,
        List<String> referenceIds,
        List<String> foundIds,
        List<String> missingIds,
        @JsonUnwrapped ResultTail tail) implements RecallResult {
}
