package dev.contextrecall.judge;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.config.Config;

import dev.contextrecall.config.ContextRecallConfig;

import dev.langchain4j.model.chat.ChatModel;
import io.quarkiverse.langchain4j.ModelName;
import io.quarkus.arc.Arc;

/** The chat models configured with Quarkus LangChain4j, looked up by their configuration name. */
@ApplicationScoped
public class JudgeModels {

    private final Config config;
    private final ContextRecallConfig.Judge judge;

    public JudgeModels(Config config, ContextRecallConfig recallConfig) {
        this.config = config;
        this.judge = recallConfig.judge();
    }

    /** Whether a model configuration takes images (context-recall.judge.vision, named-model-vision."NAME"). */
    public boolean seesImages(String name) {
        return name == null ? judge.vision() : judge.namedModelVision().getOrDefault(name, judge.vision());
    }

    /** The configuration key that says whether this model takes images, for error messages. */
    public static String visionKey(String name) {
        return name == null ? "context-recall.judge.vision" : "context-recall.judge.named-model-vision.\"" + name + "\"";
    }

    /** Whether a named model configuration exists (quarkus.langchain4j.openai.NAME.*). */
    public boolean exists(String name) {
        return Arc.container().select(ChatModel.class, ModelName.Literal.of(name)).isResolvable();
    }

    /** The provider-side model name a configuration calls, as configured; null for the default model's default. */
    public String configuredModelName(String name) {
        String prefix = name == null ? "quarkus.langchain4j.openai." : "quarkus.langchain4j.openai.\"" + name + "\".";
        return config.getOptionalValue(prefix + "chat-model.model-name", String.class).orElse(null);
    }
}
