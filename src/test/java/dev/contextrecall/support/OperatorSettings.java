package dev.contextrecall.support;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import io.quarkus.test.junit.QuarkusTestProfile;

/**
 * One application start for the settings an operator makes once for every request: the judge's key read from
 * Secrets Manager, the offline judge by default (a request may still ask for the LLM), a text-only default model,
 * the request and its verdicts in the log line, and a total time budget shorter than the per-call timeout. None
 * changes what the others' tests see: the tests that need the LLM judge ask for it in the request, as a caller of
 * such a deployment would, and only the time budget's tests make the judge slow.
 */
public class OperatorSettings implements QuarkusTestProfile {

    /** The configured total budget: the largest of TimeBudgetTest's, so its retry window never ends first. */
    public static final Duration TOTAL_BUDGET = Duration.ofMillis(4000);

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of(
                "context-recall.judge.default", "offline",
                "context-recall.judge.vision", "false",
                "context-recall.telemetry.log-content", "true");
    }

    /** The WireMock judge with this deployment's budget (per-call timeout above it), and the secret's stub. */
    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(WireMockJudge.class, Map.of(
                "context-recall.judge.total-budget", TOTAL_BUDGET.toMillis() + "ms",
                "context-recall.judge.per-call-timeout", "30s",
                "context-recall.judge.min-call-time", "200ms")),
                new TestResourceEntry(SecretsExtensionStub.class));
    }

    @Override
    public boolean disableGlobalTestResources() {
        return true;
    }
}
