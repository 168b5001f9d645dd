package dev.contextrecall.support;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import java.util.Map;

import com.github.tomakehurst.wiremock.WireMockServer;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * WireMock in place of Amazon Bedrock's runtime endpoint (context-recall.bedrock.endpoint-override), the judge's
 * provider set to bedrock, and test credentials for the AWS default chain (as system properties, its first link:
 * set here for a test in this JVM, passed as -D options to a packaged application).
 * Injected into a field annotated {@link InjectJudge}.
 */
public class WireMockBedrock implements QuarkusTestResourceLifecycleManager {

    private WireMockServer server;

    @Override
    public Map<String, String> start() {
        server = new WireMockServer(options().dynamicPort());
        server.start();
        System.setProperty("aws.accessKeyId", BedrockStubs.KEY_ID);
        System.setProperty("aws.secretAccessKey", BedrockStubs.SECRET);
        return Map.ofEntries(
                // a packaged application gets these as -D options: the AWS chain's system-property link
                Map.entry("aws.accessKeyId", BedrockStubs.KEY_ID),
                Map.entry("aws.secretAccessKey", BedrockStubs.SECRET),
                Map.entry("context-recall.judge.provider", "bedrock"),
                Map.entry("context-recall.judge.default", "llm"),
                Map.entry("context-recall.bedrock.model-id", BedrockStubs.MODEL),
                Map.entry("context-recall.bedrock.models.\"nova\"", "amazon.nova-lite-v1:0"),
                Map.entry("context-recall.bedrock.region", BedrockStubs.REGION),
                Map.entry("context-recall.bedrock.endpoint-override", server.baseUrl()),
                Map.entry("context-recall.judge.initial-backoff", "20ms"),
                Map.entry("context-recall.judge.max-backoff", "100ms"),
                // the first Converse call loads the AWS SDK: generous, so a busy machine does not add a retry
                Map.entry("context-recall.judge.per-call-timeout", "20s"),
                Map.entry("context-recall.judge.total-budget", "50s"),
                Map.entry("context-recall.judge.circuit-breaker.request-volume", "1000"),
                Map.entry("context-recall.judge.circuit-breaker.failure-ratio", "1.0"));
    }

    @Override
    public void inject(TestInjector testInjector) {
        testInjector.injectIntoFields(server,
                new TestInjector.AnnotatedAndMatchesType(InjectJudge.class, WireMockServer.class));
    }

    @Override
    public void stop() {
        System.clearProperty("aws.accessKeyId");
        System.clearProperty("aws.secretAccessKey");
        if (server != null) {
            server.stop();
        }
    }
}
