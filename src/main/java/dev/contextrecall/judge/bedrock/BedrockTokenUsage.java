package dev.contextrecall.judge.bedrock;

import dev.langchain4j.model.output.TokenUsage;

/**
 * Converse's usage. Its inputTokens leaves out the tokens read from and written to the prompt cache, so the input
 * here is all three: the meter's cached tokens are a part of its input, as OpenAI reports them.
 */
public final class BedrockTokenUsage extends TokenUsage {

    private final int cacheReadTokens;
    private final int cacheWriteTokens;

    BedrockTokenUsage(int inputTokens, int outputTokens, int cacheReadTokens, int cacheWriteTokens) {
        super(inputTokens + cacheReadTokens + cacheWriteTokens, outputTokens);
        this.cacheReadTokens = cacheReadTokens;
        this.cacheWriteTokens = cacheWriteTokens;
    }

    /** Input tokens served from the prompt cache (cacheReadInputTokens). */
    public int cacheReadTokens() {
        return cacheReadTokens;
    }

    /** Input tokens written to the prompt cache (cacheWriteInputTokens); billed as input here. */
    public int cacheWriteTokens() {
        return cacheWriteTokens;
    }
}
