package dev.contextrecall.judge.callpolicy;

import jakarta.enterprise.context.ApplicationScoped;

import dev.langchain4j.model.openai.OpenAiChatModel;
import io.quarkiverse.langchain4j.ModelBuilderCustomizer;

/**
 * Keeps {@link JudgeCallPolicy} the only retry layer. langchain4j 1.x reads max-retries as retries after the first
 * attempt, and Quarkus LangChain4j refuses a value below 1, so left alone every judge call made a second HTTP
 * attempt of its own: a 429 or 5xx was sent twice per policy attempt, the second time after langchain4j's own
 * ~0.5s backoff, which ignores Retry-After, and a call the per-call timeout had already abandoned was sent again.
 * This sets it to 0.
 * It applies to the default model configuration; a named one needs the same customizer with @ModelName("name").
 */
@ApplicationScoped
public class SingleAttemptChatModel implements ModelBuilderCustomizer<OpenAiChatModel.OpenAiChatModelBuilder> {

    @Override
    public void customize(OpenAiChatModel.OpenAiChatModelBuilder builder) {
        builder.maxRetries(0);
    }
}
