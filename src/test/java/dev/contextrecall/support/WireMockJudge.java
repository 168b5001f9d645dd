package dev.contextrecall.support;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import java.util.HashMap;
import java.util.Map;

import com.github.tomakehurst.wiremock.WireMockServer;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * WireMock in place of the OpenAI chat-completions API, with retry timings shrunk so fault tests run fast.
 * The circuit breaker gets a window too large to trip by accident; its own test uses a profile.
 */
public class WireMockJudge implements QuarkusTestResourceLifecycleManager {

    private WireMockServer server;
    private Map<String, String> overrides = Map.of();

    /** Init args (from a test profile's TestResourceEntry) are config keys that replace the defaults below. */
    @Override
    public void init(Map<String, String> initArgs) {
        overrides = Map.copyOf(initArgs);
    }

    @Override
    public Map<String, String> start() {
        server = new WireMockServer(options().dynamicPort().extensions(new InFlightCounter(), new LabelledJudge(), new AnswersInTurn()));
        server.start();
        Map<String, String> config = new HashMap<>(Map.of(
                "quarkus.langchain4j.openai.base-url", server.baseUrl() + "/v1",
                "quarkus.langchain4j.openai.api-key", "test-key",
                "context-recall.judge.initial-backoff", "20ms",
                "context-recall.judge.max-backoff", "100ms",
                "context-recall.judge.per-call-timeout", "2s",
                "context-recall.judge.total-budget", "20s",
                "context-recall.judge.circuit-breaker.request-volume", "1000",
                "context-recall.judge.circuit-breaker.failure-ratio", "1.0",
                "context-recall.turns.concurrency", "2"));
        config.putAll(overrides);
        return config;
    }

    @Override
    public void inject(TestInjector testInjector) {
        testInjector.injectIntoFields(server,
                new TestInjector.AnnotatedAndMatchesType(InjectJudge.class, WireMockServer.class));
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop();
        }
    }
}
