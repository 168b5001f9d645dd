package dev.contextrecall;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static dev.contextrecall.support.JudgeStubs.attributionRequests;

import java.nio.file.Files;
import java.nio.file.Path;

import jakarta.inject.Inject;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.judge.llm.StatementExtractor;
import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.EiffelJudge;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.JudgeCallSettings;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.smallrye.faulttolerance.api.CircuitBreakerMaintenance;

/**
 * A deployment's own attribution prompt, from a file and a config value, drives a full evaluation. Its start is
 * shared with the circuit breaker's tests ({@link JudgeCallSettings}).
 */
@QuarkusTest
@TestProfile(JudgeCallSettings.class)
class CustomPromptsTest extends JudgeTest {

    static final Path SYSTEM_FILE = JudgeCallSettings.SYSTEM_FILE;

    @Inject
    CircuitBreakerMaintenance breakers;

    /** The breaker's tests share this start and may have left it open. */
    @BeforeEach
    void stubs() {
        breakers.resetAll();
        EiffelJudge.twoOfThreeSupported(judge);
    }

    @Test
    void theConfiguredTemplatesAreSentAndNamedInTheResult() throws Exception {
        Api.rest(Cases.eiffel()).statusCode(200)
                .body("score", equalTo(0.6667))
                .body("prompt_version", matchesPattern("terse/sha256:[0-9a-f]{12}"));
        JsonNode request = Json.read(judge.findAll(attributionRequests()).get(0).getBodyAsString());
        assertEquals(Files.readString(SYSTEM_FILE), request.at("/messages/0/content").asText());
        String user = request.at("/messages/1/content").asText();
        assertTrue(user.startsWith("Check this case.\n<case_data>\n{"), user);
        assertTrue(user.contains("The Eiffel Tower is 330 metres tall."), user);
    }

    /** The call that was not configured keeps the built-in template. */
    @Test
    void extractionKeepsTheBuiltInTemplate() throws Exception {
        Api.rest(Cases.eiffel()).statusCode(200);
        JsonNode extraction = Json.read(judge.findAll(dev.contextrecall.support.JudgeStubs.extractionRequests()).get(0)
                .getBodyAsString());
        assertEquals(StatementExtractor.SYSTEM, extraction.at("/messages/0/content").asText());
    }
}
