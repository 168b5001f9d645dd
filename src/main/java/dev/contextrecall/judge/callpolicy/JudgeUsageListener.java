package dev.contextrecall.judge.callpolicy;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.judge.JudgeSession;
import dev.contextrecall.judge.bedrock.BedrockTokenUsage;
import dev.langchain4j.model.chat.listener.ChatModelListener;
import dev.langchain4j.model.chat.listener.ChatModelResponseContext;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.openai.OpenAiTokenUsage;
import dev.langchain4j.model.output.TokenUsage;

/**
 * Every answer the provider sends is counted here, including answers we later reject as malformed:
 * they were billed all the same.
 */
@ApplicationScoped
public class JudgeUsageListener implements ChatModelListener {

    @Override
    public void onResponse(ChatModelResponseContext context) {
        JudgeSession.current().ifPresent(session -> {
            ChatResponse response = context.chatResponse();
            TokenUsage usage = response.tokenUsage();
            session.meter().record(usage == null ? null : usage.inputTokenCount(),
                    usage == null ? null : usage.outputTokenCount(), cached(usage), response.modelName());
        });
    }

    /** OpenAI's prompt_tokens_details.cached_tokens or Bedrock's cacheReadInputTokens, when the provider sent it. */
    private static Integer cached(TokenUsage usage) {
        if (usage instanceof BedrockTokenUsage bedrock) {
            return bedrock.cacheReadTokens();
        }
        return usage instanceof OpenAiTokenUsage openAi && openAi.inputTokensDetails() != null
                ? openAi.inputTokensDetails().cachedTokens()
                : null;
    }
}
