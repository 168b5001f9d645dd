package dev.contextrecall.judge.llm;

import java.util.function.Supplier;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.config.JudgeModels;
import dev.contextrecall.config.JudgeProvider;
import dev.contextrecall.judge.bedrock.BedrockModels;
import dev.langchain4j.model.chat.ChatModel;
import io.quarkus.arc.Arc;
import io.quarkus.arc.Unremovable;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The chat model behind the AI services' default model configuration: Quarkus LangChain4j's OpenAI model, or the
 * Bedrock one when context-recall.judge.provider is bedrock. Named OpenAI models are still chosen per call by the
 * services' @ModelName parameter; Bedrock models are chosen per call by {@link BedrockModels}.
 */
@ApplicationScoped
@Unremovable // looked up by Provider, which Quarkus LangChain4j creates outside CDI
public class JudgeChatModel {

    private final JudgeModels models;
    /**
     * Quarkus LangChain4j's default OpenAI model. This injection point is what makes the extension build it (the
     * services name a supplier instead); with no key configured it is built all the same and never called.
     */
    private final ChatModel openAi;
    private final BedrockModels bedrock;

    public JudgeChatModel(JudgeModels models, ChatModel openAi, BedrockModels bedrock) {
        this.models = models;
        this.openAi = openAi;
        this.bedrock = bedrock;
    }

    ChatModel chatModel() {
        return models.provider() == JudgeProvider.BEDROCK ? bedrock.chatModel() : openAi;
    }

    /** Named in the AI services' @RegisterAiService; created by Quarkus LangChain4j with its no-argument constructor. */
    @RegisterForReflection
    public static final class Provider implements Supplier<ChatModel> {
        @Override
        public ChatModel get() {
            return Arc.container().instance(JudgeChatModel.class).get().chatModel();
        }
    }
}
