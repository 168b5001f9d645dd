package dev.contextrecall.support;

import java.util.HashMap;
import java.util.Map;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/**
 * {@link S3Server} (S3Mock, a real S3-protocol server) as the application's S3: path-style, static test
 * credentials. The server outlives the application start: it is the test JVM's, stopped when the JVM ends.
 */
public class S3ServerResource implements QuarkusTestResourceLifecycleManager {

    /** The evaluation-case function's statement store (context-recall.run.statements-bucket). */
    public static final String STATEMENTS_BUCKET = "context-recall-results";

    private S3Server server;

    @Override
    public Map<String, String> start() {
        server = S3Server.shared();
        Map<String, String> config = new HashMap<>(server.quarkusConfig());
        config.put("context-recall.run.statements-bucket", STATEMENTS_BUCKET);
        return config;
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
