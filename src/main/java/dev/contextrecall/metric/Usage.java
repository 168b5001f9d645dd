package dev.contextrecall.metric;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** Judge calls answered and the tokens the provider reported; token counts are null when it reported none. */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record Usage(int llmCalls, Long inputTokens, Long outputTokens) {
}
