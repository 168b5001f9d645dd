package dev.contextrecall.budget;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.lessThan;
import static org.junit.jupiter.api.Assertions.assertThrows;

import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;
import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.statements;
import static io.restassured.RestAssured.given;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.JudgeTest;
import dev.contextrecall.support.Stdout;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.config.HttpClientConfig;
import io.restassured.config.RestAssuredConfig;

/**
 * A caller that gives up (its HTTP connection closes) stops the evaluation: the judge call it was waiting for is
 * abandoned at once, and no retry or further call is made for an answer nobody will read.
 */
@QuarkusTest
class AbandonedRequestTest extends JudgeTest {

    @TestHTTPResource("/v1/context-recall")
    String singleTurn;

    @Test
    void aClosedConnectionStopsTheEvaluation() {
        judge.stubFor(extractionCall().willReturn(statements(Cases.EIFFEL_STATEMENTS.toArray(String[]::new))
                .withFixedDelay(15_000)));
        RestAssuredConfig impatient = RestAssuredConfig.config().httpClient(HttpClientConfig.httpClientConfig()
                .setParam("http.socket.timeout", 500));

        List<String> lines = Stdout.linesDuring(() -> {
            assertThrows(Exception.class, () -> given().config(impatient).contentType("application/json")
                    .body(Json.write(Cases.eiffel())).post(singleTurn));
            sleep(2_000);
        });

        List<String> emf = Stdout.emfLines(lines);
        assertThat(emf, hasSize(1));
        JsonNode line = Json.read(emf.get(0));
        assertThat(line.path("error_code").asText(), containsString("timeout"));
        // Stopped within a fraction of a second of the client leaving, not after the 2 s per-call timeout.
        assertThat(line.path("Latency").asLong(), lessThan(1_500L));
        judge.verify(1, anyJudgeRequest());
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
