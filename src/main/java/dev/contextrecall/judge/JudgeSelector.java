package dev.contextrecall.judge;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import dev.contextrecall.api.EvaluationException;
import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.config.ContextRecallConfig.JudgeChoice;
import dev.contextrecall.request.JudgeKind;
import io.quarkus.runtime.StartupEvent;

/**
 * The one place that decides which judge scores a request: the one the request names (judge: llm | offline),
 * else context-recall.judge.default, where auto means the LLM when a provider is configured and the offline judge
 * when none is. A request is never moved from one judge to the other because a call failed.
 */
@ApplicationScoped
public class JudgeSelector {

    private static final Logger LOG = Logger.getLogger(JudgeSelector.class);

    static final String HOW_TO_CONFIGURE = "set QUARKUS_LANGCHAIN4J_OPENAI_API_KEY, or QUARKUS_LANGCHAIN4J_OPENAI_BASE_URL"
            + " for a server that needs no key";

    private final LlmJudge llm;
    private final OfflineJudge offline;
    private final JudgeModels models;
    private final ContextRecallConfig config;

    public JudgeSelector(LlmJudge llm, OfflineJudge offline, JudgeModels models, ContextRecallConfig config) {
        this.llm = llm;
        this.offline = offline;
        this.models = models;
        this.config = config;
    }

    /** The judge for one request; requested is the request's judge field (null when absent), model its model. */
    public JudgeKind resolve(String requested, String model) {
        return decide(requested, config.judge().choice(), models.providerConfigured(model));
    }

    public Judge judge(JudgeKind kind) {
        return kind == JudgeKind.LLM ? llm : offline;
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

    /** Says at start-up which judge requests get, and refuses to start when llm is configured without a provider. */
    void onStart(@Observes StartupEvent event) {
        JudgeChoice choice = config.judge().choice();
        String model = config.model().orElse(null);
        boolean provider = models.providerConfigured(model);
        if (choice == JudgeChoice.LLM && !provider) {
            throw new IllegalStateException("context-recall.judge.default is llm but no LLM provider is configured: "
                    + HOW_TO_CONFIGURE + ", or set context-recall.judge.default to auto or offline.");
        }
        if (decide(null, choice, provider) == JudgeKind.LLM) {
            String name = models.configuredModelName(model);
            LOG.infof("Judge: llm, model %s at %s (context-recall.judge.default=%s). A request may ask for judge=offline.",
                    name == null ? "(provider default)" : name, models.baseUrl(model), choice.name().toLowerCase());
        } else if (provider) {
            LOG.infof("Judge: offline (%s), as context-recall.judge.default says. A request may ask for judge=llm.",
                    OfflineJudge.NAME);
        } else {
            LOG.infof("Judge: offline (%s): no LLM provider is configured, so every request is scored in process, without"
                    + " an LLM, and every result says judge=offline. For an LLM judge, %s.", OfflineJudge.NAME,
                    HOW_TO_CONFIGURE);
        }
    }
}
