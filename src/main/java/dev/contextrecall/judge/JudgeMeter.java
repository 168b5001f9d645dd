package dev.contextrecall.judge;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/** Counts what one evaluation spent on the judge: answered calls and the tokens the provider reported. */
public final class JudgeMeter {

    private final AtomicInteger calls = new AtomicInteger();
    private final AtomicLong inputTokens = new AtomicLong();
    private final AtomicLong outputTokens = new AtomicLong();
    private final AtomicLong cachedInputTokens = new AtomicLong();
    private final AtomicBoolean usageMissing = new AtomicBoolean();
    private final AtomicReference<String> reportedModel = new AtomicReference<>();

    /**
     * One answered call; null token counts mean the provider did not report usage. cached: the input tokens the
     * provider served from its prompt cache (part of input), null when it does not say.
     */
    public void record(Integer input, Integer output, Integer cached, String model) {
        calls.incrementAndGet();
        if (input == null || output == null) {
            usageMissing.set(true);
        } else {
            inputTokens.addAndGet(input);
            outputTokens.addAndGet(output);
            cachedInputTokens.addAndGet(cached == null ? 0 : Math.min(cached, input));
        }
        if (model != null && !model.isBlank()) {
            reportedModel.set(model);
        }
    }

    public int calls() {
        return calls.get();
    }

    /** Null when any call came back without usage: a partial sum would understate the cost. */
    public Long inputTokens() {
        return usageMissing.get() ? null : inputTokens.get();
    }

    public Long outputTokens() {
        return usageMissing.get() ? null : outputTokens.get();
    }

    /** Of the input tokens, those the provider reported as read from its prompt cache. */
    public Long cachedInputTokens() {
        return usageMissing.get() ? null : cachedInputTokens.get();
    }

    public String reportedModel() {
        return reportedModel.get();
    }
}
