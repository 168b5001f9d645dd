package dev.contextrecall.support;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import java.util.Map;

import com.github.tomakehurst.wiremock.WireMockServer;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/** WireMock in place of Amazon S3 (path-style, static test credentials) for the evaluation-summary function. */
public class S3Stub implements QuarkusTestResourceLifecycleManager {

    private WireMockServer server;

    @Override
    public Map<String, String> start() {
        server = new WireMockServer(options().dynamicPort());
        server.start();
        return Map.of(
                "quarkus.s3.endpoint-override", server.baseUrl(),
                "quarkus.s3.path-style-access", "true",
                "quarkus.s3.aws.region", "eu-west-1",
                "quarkus.s3.aws.credentials.type", "static",
                "quarkus.s3.aws.credentials.static-provider.access-key-id", "test-access-key",
                "quarkus.s3.aws.credentials.static-provider.secret-access-key", "test-secret-key");
    }

    @Override
    public void inject(TestInjector testInjector) {
        testInjector.injectIntoFields(server,
                new TestInjector.AnnotatedAndMatchesType(InjectS3.class, WireMockServer.class));
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop();
        }
    }
}
