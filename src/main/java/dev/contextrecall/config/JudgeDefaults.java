package dev.contextrecall.config;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.config.ContextRecallConfig.JudgeChoice;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.testcase.JudgeKind;

/**
 * Which judge a request gets: the one it names (judge: llm | offline), else context-recall.judge.default, where
 * auto means the LLM when a provider is configured and the offline judge when none is. A request is never moved
 * from one judge to the other because a call failed.
 */
@ApplicationScoped
public class JudgeDefaults {

    public static final String HOW_TO_CONFIGURE = "set QUARKUS_LANGCHAIN4J_OPENAI_API_KEY, or"
            + " QUARKUS_LANGCHAIN4J_OPENAI_BASE_URL for a server that needs no key";

    private final JudgeModels models;
    private final ContextRecallConfig config;

    public JudgeDefaults(JudgeModels models, ContextRecallConfig config) {
        this.models = models;
        this.config = config;
    }

    /** The judge for one request; requested is the request's judge field (null when absent), model its model. */
    public JudgeKind resolve(String requested, String model) {
        return decide(requested, config.judge().choice(), models.providerConfigured(model));
    }

    /**
     * The judge a request that names none gets from the configured default model; refuses a configuration that
     * asks for the LLM without a provider, so that the service does not start with it.
     */
    public JudgeKind configuredDefault() {
        JudgeChoice choice = config.judge().choice();
        boolean provider = providerConfigured();
        if (choice == JudgeChoice.LLM && !provider) {
            throw new IllegalStateException("context-recall.judge.default is llm but no LLM provider is configured: "
                    + howToConfigure() + ", or set context-recall.judge.default to auto or offline.");
        }
        return decide(null, choice, provider);
    }

    /** What to set for an LLM judge with the configured provider. */
    public String howToConfigure() {
        return models.provider() == JudgeProvider.BEDROCK
                ? "set context-recall.bedrock.model-id (CONTEXT_RECALL_BEDROCK_MODEL_ID) to the Bedrock model to call"
                : HOW_TO_CONFIGURE;
    }

    /** Whether the default model configuration reaches an LLM provider. */
    public boolean providerConfigured() {
        return models.providerConfigured(config.model().orElse(null));
    }

    static JudgeKind decide(String requested, JudgeChoice configured, boolean providerConfigured) {
        if (requested != null) {
            JudgeKind kind = JudgeKind.fromWire(requested).orElseThrow(() -> EvaluationException.invalid("judge",
                    "judge must be one of llm, offline; got '" + requested + "'."));
            if (kind == JudgeKind.LLM && !providerConfigured) {
                throw EvaluationException.invalid("judge", "judge 'llm' needs an LLM provider and none is configured ("
                        + HOW_TO_CONFIGURE + "); or ask for judge 'offline'.");
            }
            return kind;
        }
        return switch (configured) {
            case LLM -> JudgeKind.LLM;
            case OFFLINE -> JudgeKind.OFFLINE;
            case AUTO -> providerConfigured ? JudgeKind.LLM : JudgeKind.OFFLINE;
        };
    }
}
