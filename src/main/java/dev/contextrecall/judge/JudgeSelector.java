package dev.contextrecall.judge;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import org.jboss.logging.Logger;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.config.JudgeDefaults;
import dev.contextrecall.config.JudgeModels;
import dev.contextrecall.config.JudgeProvider;
import dev.contextrecall.testcase.JudgeKind;
import io.quarkus.arc.All;
import io.quarkus.runtime.StartupEvent;

/**
 * The judge of each kind (which kind a request gets is decided by {@link JudgeDefaults} while validating), and the
 * start-up line that says which judge requests get.
 */
@ApplicationScoped
public class JudgeSelector {

    private static final Logger LOG = Logger.getLogger(JudgeSelector.class);

    private final Map<JudgeKind, Judge> judges = new EnumMap<>(JudgeKind.class);
    private final JudgeDefaults defaults;
    private final JudgeModels models;
    private final ContextRecallConfig config;

    public JudgeSelector(@All List<Judge> judges, JudgeDefaults defaults, JudgeModels models,
            ContextRecallConfig config) {
        judges.forEach(judge -> this.judges.put(judge.kind(), judge));
        this.defaults = defaults;
        this.models = models;
        this.config = config;
    }

    public Judge judge(JudgeKind kind) {
        return judges.get(kind);
    }

    /** Says at start-up which judge requests get, and refuses to start when llm is configured without a provider. */
    void onStart(@Observes StartupEvent event) {
        JudgeKind kind = defaults.configuredDefault();
        String choice = config.judge().choice().name().toLowerCase();
        String model = config.model().orElse(null);
        String offline = judges.get(JudgeKind.OFFLINE).modelName(null);
        if (kind == JudgeKind.LLM && models.provider() == JudgeProvider.BEDROCK) {
            return; // BedrockModels names the model and its region
        }
        if (kind == JudgeKind.LLM) {
            String name = models.configuredModelName(model);
            LOG.infof("Judge: llm, model %s at %s (context-recall.judge.default=%s). A request may ask for judge=offline.",
                    name == null ? "(provider default)" : name, models.baseUrl(model), choice);
        } else if (defaults.providerConfigured()) {
            LOG.infof("Judge: offline (%s), as context-recall.judge.default says. A request may ask for judge=llm.",
                    offline);
        } else {
            LOG.infof("Judge: offline (%s): no LLM provider is configured, so every request is scored in process, without"
                    + " an LLM, and every result says judge=offline. For an LLM judge, %s.", offline,
                    defaults.howToConfigure());
        }
    }
}
