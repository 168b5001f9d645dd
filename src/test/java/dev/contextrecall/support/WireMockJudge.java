package dev.contextrecall.support;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import java.util.Map;

import com.github.tomakehurst.wiremock.WireMockServer;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * WireMock in place of the OpenAI chat-completions API, with retry timings shrunk so fault tests run fast.
 * The circuit breaker gets a window too large to trip by accident; its own test uses a profile.
 */
public class WireMockJudge implements QuarkusTestResourceLifecycleManager {

    private WireMockServer server;

    @Override
    public Map<String, String> start() {
        server = new WireMockServer(options().dynamicPort());
        server.start();
        return Map.of(
                "quarkus.langchain4j.openai.base-url", server.baseUrl() + "/v1",
                "quarkus.langchain4j.openai.api-key", "test-key",
                "context-recall.judge.initial-backoff", "20ms",
                "context-recall.judge.max-backoff", "100ms",
                "context-recall.judge.per-call-timeout", "10s",
                "context-recall.judge.total-budget", "20s",
                "context-recall.judge.circuit-breaker.request-volume", "1000",
                "context-recall.judge.circuit-breaker.failure-ratio", "1.0");
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
