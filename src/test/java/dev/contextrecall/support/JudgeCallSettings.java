package dev.contextrecall.support;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import io.quarkus.test.junit.QuarkusTestProfile;

/**
 * One application start for two judge settings the default start cannot share, neither of which changes what the
 * other's tests see:
 * <ul>
 * <li>a circuit breaker that trips: a window of 4 calls, open at half of them failed, open long enough to outlast
 * the test, and no retries (CircuitBreakerTest, JudgeReadinessTest; the other tests here close it first);</li>
 * <li>the operator's own attribution templates, labelled "terse" (CustomPromptsTest; the stubs of the breaker's
 * tests match the calls by their answer schema, not their prompts).</li>
 * </ul>
 */
public class JudgeCallSettings implements QuarkusTestProfile {

    public static final Path SYSTEM_FILE = Path.of("src/test/resources/prompts/attribution-system.txt");

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("context-recall.prompts.label", "terse",
                "context-recall.prompts.attribution.system-file", SYSTEM_FILE.toString(),
                "context-recall.prompts.attribution.user", "Check this case.\n<case_data>\n{caseData}\n</case_data>\n"
                        + "{imageNote}{correction}");
    }

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(WireMockJudge.class, Map.of(
                "context-recall.judge.circuit-breaker.request-volume", "4",
                "context-recall.judge.circuit-breaker.failure-ratio", "0.5",
                "context-recall.judge.circuit-breaker.delay", "60s",
                "context-recall.judge.max-retries", "0")));
    }

    @Override
    public boolean disableGlobalTestResources() {
        return true;
    }
}
