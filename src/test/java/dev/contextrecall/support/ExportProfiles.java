package dev.contextrecall.support;

import java.util.Map;

import io.quarkus.test.junit.QuarkusTestProfile;

/**
 * quarkus.funqy.export is a run-time key: each Lambda function is the same binary with another export. Only the
 * packaged ITs use these profiles, against the native Lambda executable; in the JVM suite, the tests call the
 * function beans in the default start ({@link Functions}), so no export costs an application start of its own.
 */
public final class ExportProfiles {

    private ExportProfiles() {
    }

    public static class ApiGateway implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.funqy.export", "context-recall-http");
        }
    }

    public static class TurnContextRecall implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.funqy.export", "turn-context-recall");
        }
    }

    public static class TurnQueueEvents implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.funqy.export", "turn-context-recall-events");
        }
    }

    public static class QueueEvents implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.funqy.export", "context-recall-events");
        }
    }

    /** evaluation-summary; S3Mock as S3 is a global test resource ({@link S3ServerResource}). */
    public static class EvaluationSummary implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.funqy.export", "evaluation-summary");
        }
    }
}
