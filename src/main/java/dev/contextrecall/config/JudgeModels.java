package dev.contextrecall.config;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.enterprise.context.ApplicationScoped;

import org.eclipse.microprofile.config.Config;

import dev.langchain4j.model.chat.ChatModel;
import io.quarkiverse.langchain4j.ModelName;
import io.quarkus.arc.Arc;

/**
 * The judge's model configurations, looked up by their configuration name (null: the default one): Quarkus
 * LangChain4j's OpenAI models, or Amazon Bedrock model ids when context-recall.judge.provider is bedrock.
 */
@ApplicationScoped
public class JudgeModels {

    /**
     * The api-key application.properties gives when none is configured: Quarkus LangChain4j refuses to start with
     * its own default key and the default base URL, and the service must start without a key (offline judge).
     */
    public static final String NO_KEY = "no-key-configured";

    /** How a Bedrock model's name starts in results, runs and the price table. */
    public static final String BEDROCK_PREFIX = "bedrock/";

    /** The extension's own default key and base URL. */
    private static final String EXTENSION_DEFAULT_KEY = "dummy";
    private static final String OPENAI_BASE_URL = "https://api.openai.com/v1";

    private final Config config;
    private final Map<String, Optional<String>> values = new ConcurrentHashMap<>();
    private final ContextRecallConfig.Judge judge;
    private final ContextRecallConfig.Bedrock bedrock;

    public JudgeModels(Config config, ContextRecallConfig recallConfig) {
        this.config = config;
        this.judge = recallConfig.judge();
        this.bedrock = recallConfig.bedrock();
    }

    /** Who serves the LLM judge's calls. */
    public JudgeProvider provider() {
        return judge.provider();
    }

    /** The Bedrock model id a configuration calls (context-recall.bedrock.model-id, or models."NAME"); null if none. */
    public String bedrockModelId(String name) {
        String id = name == null ? bedrock.modelId().orElse(null) : bedrock.models().get(name);
        return id == null || id.isBlank() ? null : id.trim();
    }

    /** The name the AI services resolve a chat model bean by: Bedrock models are chosen per call, not as beans. */
    public String serviceModelName(String name) {
        return provider() == JudgeProvider.BEDROCK ? null : name;
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
        if (provider() == JudgeProvider.BEDROCK) {
            return bedrock.models().containsKey(name);
        }
        return Arc.container().select(ChatModel.class, ModelName.Literal.of(name)).isResolvable();
    }

    /**
     * Whether a model configuration reaches a provider: a key was set, or a base URL other than OpenAI's (a local
     * server such as Ollama needs no key). null is the default model configuration.
     */
    public boolean providerConfigured(String name) {
        if (provider() == JudgeProvider.BEDROCK) {
            return bedrockModelId(name) != null;
        }
        String key = value(name, "api-key");
        boolean keySet = key != null && !key.isBlank() && !NO_KEY.equals(key) && !EXTENSION_DEFAULT_KEY.equals(key);
        return keySet || !OPENAI_BASE_URL.equals(withoutTrailingSlash(baseUrl(name)));
    }

    /** Where a model configuration sends its calls. */
    public String baseUrl(String name) {
        if (provider() == JudgeProvider.BEDROCK) {
            return bedrock.endpointOverride().orElse("Amazon Bedrock");
        }
        String url = value(name, "base-url");
        return url == null ? OPENAI_BASE_URL + "/" : url;
    }

    /**
     * The provider-side model name a configuration calls, as configured; null for the default model's default.
     * A Bedrock model is named bedrock/MODEL_ID, as its answers report it: the provider is part of the judge.
     */
    public String configuredModelName(String name) {
        if (provider() == JudgeProvider.BEDROCK) {
            String id = bedrockModelId(name);
            return id == null ? null : BEDROCK_PREFIX + id;
        }
        return value(name, "chat-model.model-name");
    }

    /** Read once per key: run-time configuration does not change, and each read walks the REST client's fallbacks. */
    private String value(String name, String key) {
        String prefix = name == null ? "quarkus.langchain4j.openai." : "quarkus.langchain4j.openai.\"" + name + "\".";
        return values.computeIfAbsent(prefix + key,
                property -> config.getOptionalValue(property, String.class)).orElse(null);
    }

    private static String withoutTrailingSlash(String url) {
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }
}
