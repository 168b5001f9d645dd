package dev.contextrecall.config;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.contextrecall.config.ContextRecallConfig.JudgeChoice;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.testcase.JudgeKind;
import io.quarkus.runtime.configuration.DurationConverter;
import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.SmallRyeConfig;
import io.smallrye.config.SmallRyeConfigBuilder;

/** Which judge a request gets, from the request, the configuration and whether an LLM provider is configured. */
class JudgeDefaultsTest {

    @Test
    void aRequestGetsTheJudgeItNames() {
        assertEquals(JudgeKind.OFFLINE, JudgeDefaults.decide("offline", JudgeChoice.LLM, true));
        assertEquals(JudgeKind.LLM, JudgeDefaults.decide("llm", JudgeChoice.OFFLINE, true));
    }

    @Test
    void autoIsTheLlmWhenAProviderIsConfiguredElseOffline() {
        assertEquals(JudgeKind.LLM, JudgeDefaults.decide(null, JudgeChoice.AUTO, true));
        assertEquals(JudgeKind.OFFLINE, JudgeDefaults.decide(null, JudgeChoice.AUTO, false));
    }

    @Test
    void aConfiguredJudgeIsTheDefault() {
        assertEquals(JudgeKind.OFFLINE, JudgeDefaults.decide(null, JudgeChoice.OFFLINE, true));
        assertEquals(JudgeKind.LLM, JudgeDefaults.decide(null, JudgeChoice.LLM, true));
    }

    @Test
    void askingForTheLlmWithoutAProviderIsAnErrorOnTheJudgeField() {
        EvaluationException e = assertThrows(EvaluationException.class,
                () -> JudgeDefaults.decide("llm", JudgeChoice.AUTO, false));
        assertEquals("judge", e.field());
        assertEquals("judge 'llm' needs an LLM provider and none is configured (set QUARKUS_LANGCHAIN4J_OPENAI_API_KEY,"
                + " or QUARKUS_LANGCHAIN4J_OPENAI_BASE_URL for a server that needs no key); or ask for judge 'offline'.",
                e.getMessage());
    }

    @Test
    void anUnknownJudgeIsAnErrorOnTheJudgeField() {
        EvaluationException e = assertThrows(EvaluationException.class,
                () -> JudgeDefaults.decide("gpt", JudgeChoice.AUTO, true));
        assertEquals("judge", e.field());
        assertEquals("judge must be one of llm, offline; got 'gpt'.", e.getMessage());
    }

    @Test
    void theApplicationsPlaceholderKeyIsNoProvider() {
        assertEquals(false, models(Map.of("quarkus.langchain4j.openai.api-key", JudgeModels.NO_KEY)).providerConfigured(null));
        assertEquals(true, models(Map.of("quarkus.langchain4j.openai.api-key", "sk-test")).providerConfigured(null));
        assertEquals(true, models(Map.of("quarkus.langchain4j.openai.api-key", JudgeModels.NO_KEY,
                "quarkus.langchain4j.openai.base-url", "http://localhost:11434/v1")).providerConfigured(null));
        assertEquals(false, models(Map.of("quarkus.langchain4j.openai.api-key", JudgeModels.NO_KEY,
                "quarkus.langchain4j.openai.base-url", "https://api.openai.com/v1/")).providerConfigured(null));
    }

    @Test
    void startUpRefusesAConfiguredLlmWithoutAProvider() {
        JudgeDefaults defaults = defaults(Map.of("context-recall.judge.default", "llm",
                "quarkus.langchain4j.openai.api-key", JudgeModels.NO_KEY));
        IllegalStateException e = assertThrows(IllegalStateException.class, defaults::configuredDefault);
        assertEquals("context-recall.judge.default is llm but no LLM provider is configured: set"
                + " QUARKUS_LANGCHAIN4J_OPENAI_API_KEY, or QUARKUS_LANGCHAIN4J_OPENAI_BASE_URL for a server that needs no"
                + " key, or set context-recall.judge.default to auto or offline.", e.getMessage());
    }

    @Test
    void startUpWithoutAProviderIsFineInAutoMode() {
        JudgeDefaults defaults = defaults(Map.of("quarkus.langchain4j.openai.api-key", JudgeModels.NO_KEY));
        assertEquals(JudgeKind.OFFLINE, assertDoesNotThrow(defaults::configuredDefault));
        assertEquals(JudgeKind.OFFLINE, defaults.resolve(null, null));
    }

    private static SmallRyeConfig config(Map<String, String> properties) {
        // Quarkus's own duration syntax ("30s"), as the application reads it.
        return new SmallRyeConfigBuilder().withMapping(ContextRecallConfig.class)
                .withConverter(Duration.class, 100, new DurationConverter())
                .withSources(new PropertiesConfigSource(new HashMap<>(properties), "test", 500)).build();
    }

    private static JudgeModels models(Map<String, String> properties) {
        SmallRyeConfig config = config(properties);
        return new JudgeModels(config, config.getConfigMapping(ContextRecallConfig.class));
    }

    private static JudgeDefaults defaults(Map<String, String> properties) {
        SmallRyeConfig config = config(properties);
        return new JudgeDefaults(new JudgeModels(config, config.getConfigMapping(ContextRecallConfig.class)),
                config.getConfigMapping(ContextRecallConfig.class));
    }
}
