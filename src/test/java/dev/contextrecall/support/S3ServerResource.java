package dev.contextrecall.support;

import java.util.Map;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * {@link S3Server} (S3Mock, a real S3-protocol server) as the application's S3: path-style, static test
 * credentials. The server outlives the application start: it is the test JVM's, stopped when the JVM ends.
 */
public class S3ServerResource implements QuarkusTestResourceLifecycleManager {

    private S3Server server;

    @Override
    public Map<String, String> start() {
        server = S3Server.shared();
        return server.quarkusConfig();
    }

    @Override
    public void inject(TestInjector testInjector) {
        testInjector.injectIntoFields(server,
                new TestInjector.AnnotatedAndMatchesType(InjectS3.class, S3Server.class));
    }

    @Override
    public void stop() {
        // The JVM's server: its shutdown hook stops it.
    }
}
