package dev.contextrecall.support;

import java.util.List;
import java.util.Map;

import io.quarkus.test.junit.QuarkusTestProfile;

/**
 * One application start for four settings an operator makes once for every request: the judge's key read from
 * Secrets Manager, the offline judge by default (a request may still ask for the LLM), a text-only default model,
 * and the request and its verdicts in the log line. None changes what the others' tests see: the tests that need
 * the LLM judge ask for it in the request, as a caller of such a deployment would.
 */
public class OperatorSettings implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of(
                "context-recall.judge.default", "offline",
                "context-recall.judge.vision", "false",
                "context-recall.telemetry.log-content", "true");
    }

    /** Beside the global WireMock judge. */
    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(SecretsExtensionStub.class));
    }
}
