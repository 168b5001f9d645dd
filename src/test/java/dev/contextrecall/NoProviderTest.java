package dev.contextrecall;

import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;

import dev.contextrecall.judge.offline.OfflineJudge;
import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

/** A fresh machine: no API key, no base URL. The service starts, says so, and scores with the offline judge. */
@QuarkusTest
@TestProfile(NoProviderTest.NoProvider.class)
class NoProviderTest {

    /** No WireMock and no provider keys; the log also goes to a file so that the start-up line can be read back. */
    public static class NoProvider implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    // As application.properties has them, whatever the developer's environment says.
                    "quarkus.langchain4j.openai.api-key", "no-key-configured",
                    "quarkus.langchain4j.openai.base-url", "https://api.openai.com/v1/",
                    "quarkus.log.file.enabled", "true",
                    "quarkus.log.file.path", "target/no-provider-" + System.nanoTime() + ".log");
        }

        @Override
        public boolean disableGlobalTestResources() {
            return true;
        }
    }

    @Test
    void theStartUpLogSaysTheOfflineJudgeIsInUse() throws Exception {
        Path log = Path.of(ConfigProvider.getConfig().getValue("quarkus.log.file.path", String.class));
        String text = Files.readString(log);
        assertTrue(text.contains("Judge: offline (offline-lexical/45): no LLM provider is configured"), text);
    }

    @Test
    void aRequestWithoutJudgeIsScoredOffline() {
        Api.rest(Cases.eiffel()).statusCode(200)
                .body("judge", equalTo("offline"))
                .body("evaluation_model", equalTo("offline-lexical/45"))
                .body("usage.llm_calls", equalTo(0))
                .body("score", equalTo(0.6667));
    }

    @Test
    void readinessNamesTheOfflineJudge() {
        Api.get("/q/health/ready").statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.find { it.name == 'judge' }.data.judge", equalTo("offline"))
                .body("checks.find { it.name == 'judge' }.data.model", equalTo(OfflineJudge.NAME));
    }

    @Test
    void theLambdaFunctionScoresOfflineToo() {
        Api.lambda(Cases.eiffel()).statusCode(200)
                .body("judge", equalTo("offline"))
                .body("score", equalTo(0.6667));
    }

    @Test
    void askingForTheLlmIsAnErrorNamingTheJudgeField() {
        Api.rest(Cases.with(Cases.eiffel(), "judge", "llm")).statusCode(422)
                .body("error.code", equalTo("invalid_test_case"))
                .body("error.field", equalTo("judge"))
                .body("error.message", equalTo("judge 'llm' needs an LLM provider and none is configured (set"
                        + " QUARKUS_LANGCHAIN4J_OPENAI_API_KEY, or QUARKUS_LANGCHAIN4J_OPENAI_BASE_URL for a server that"
                        + " needs no key); or ask for judge 'offline'."));
    }
}
