package dev.contextrecall.result;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * Judge calls answered and the tokens the provider reported; token counts are null when it reported none.
 * cachedInputTokens is the part of inputTokens the provider read from its prompt cache (billed at a lower price).
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record Usage(int llmCalls, Long inputTokens, Long outputTokens, Long cachedInputTokens) {

    /** What a metric that asks no judge reports. */
    public static final Usage NONE = new Usage(0, 0L, 0L);

    /** Usage with no cached input. */
    public Usage(int llmCalls, Long inputTokens, Long outputTokens) {
        this(llmCalls, inputTokens, outputTokens, inputTokens == null ? null : 0L);
    }
}
