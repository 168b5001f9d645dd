package dev.contextrecall.support;

import java.util.List;
import java.util.Map;

import io.quarkus.test.junit.QuarkusTestProfile;

/** quarkus.funqy.export is a run-time key: each Lambda function is the same binary with another export. */
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

    /**
     * evaluation-summary, with S3Mock as S3 ({@link S3Server}); the run's statement store in its bucket too, for the
     * evaluation-case function, whose tests call it as a bean in this start.
     */
    public static class EvaluationSummary implements QuarkusTestProfile {
        public static final String BUCKET = "context-recall-results";

        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.funqy.export", "evaluation-summary", "context-recall.run.statements-bucket", BUCKET);
        }

        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(S3ServerResource.class));
        }
    }
}
