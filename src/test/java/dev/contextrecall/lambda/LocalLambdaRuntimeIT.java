package dev.contextrecall.lambda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import static dev.contextrecall.support.JudgeStubs.attributionRequests;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.tomakehurst.wiremock.WireMockServer;

import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Conversations;
import dev.contextrecall.support.CurieJudge;
import dev.contextrecall.support.EiffelJudge;
import dev.contextrecall.support.Events;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.JudgeStubs;
import dev.contextrecall.support.MapRunExport;
import dev.contextrecall.support.S3Server;

/**
 * function.zip as Lambda runs it: unpacked as the task root and started by the AWS Lambda Java Runtime Interface
 * Client with the Funqy handler (or, for a native package, its bootstrap), polling a local Runtime API. This is
 * the handler wiring that the @QuarkusTest suite, which runs Quarkus's own test runtime, does not exercise.
 */
class LocalLambdaRuntimeIT {

    private static final Duration INIT = Duration.ofSeconds(90);
    private static final Duration ANSWER = Duration.ofSeconds(30);

    static WireMockServer judge;
    static S3Server s3;
    static FunctionPackage function;

    @BeforeAll
    static void unpackAndStartTheJudge(@TempDir Path task) throws Exception {
        function = FunctionPackage.unpack(FunctionPackage.DEFAULT_ZIP, task);
        judge = new WireMockServer(options().dynamicPort());
        judge.start();
        s3 = S3Server.shared();
    }

    @AfterAll
    static void stopTheStubs() {
        judge.stop();
    }

    @BeforeEach
    void stubs() {
        EiffelJudge.twoOfThreeSupported(judge);
    }

    /** Runs one exported function, sends it the event and returns its answer. */
    private static RuntimeApiEmulator.Outcome invoke(String export, String event, Path log) throws Exception {
        Map<String, String> env = new HashMap<>(Map.of("QUARKUS_FUNQY_EXPORT", export,
                // The local HTTP server starts in a function too: never on a fixed port here.
                "QUARKUS_HTTP_PORT", "0",
                "QUARKUS_LANGCHAIN4J_OPENAI_BASE_URL", judge.baseUrl() + "/v1",
                "QUARKUS_LANGCHAIN4J_OPENAI_API_KEY", "test-key"));
        // S3 is S3Mock; region and credentials come the way Lambda gives them, as AWS_* variables.
        env.putAll(s3.lambdaEnvironment());
        try (RuntimeApiEmulator api = new RuntimeApiEmulator();
                LambdaRuntime runtime = LambdaRuntime.start(function, LambdaRuntime.Jvm.current(), api.address(),
                        env, log)) {
            try {
                api.awaitInit(INIT);
                return api.invoke(event, ANSWER);
            } catch (Exception | AssertionError e) {
                throw new AssertionError("The function did not answer; its output:\n" + Files.readString(log), e);
            }
        }
    }

    @Test
    void directInvokeIsScored(@TempDir Path logs) throws Exception {
        var outcome = invoke("context-recall", JudgeStubs.json(Cases.with(Cases.eiffel(), "id", "case-1")),
                logs.resolve("function.log"));
        assertFalse(outcome.error(), outcome.body());
        JsonNode result = Json.read(outcome.body());
        assertEquals("case-1", result.get("id").asText());
        assertEquals(0.6667, result.get("score").asDouble());
        assertEquals("yes", result.at("/verdicts/0/verdict").asText());
        assertEquals(true, result.at("/verdicts/0/evidence_verified").asBoolean());
        assertEquals("no", result.at("/verdicts/2/verdict").asText());
    }

    @Test
    void apiGatewayEventGetsAnHttpResponse(@TempDir Path logs) throws Exception {
        String event = JudgeStubs.json(Events.httpApi("POST", "/v1/context-recall", JudgeStubs.json(Cases.eiffel()), false));
        var outcome = invoke("context-recall-http", event, logs.resolve("function.log"));
        assertFalse(outcome.error(), outcome.body());
        JsonNode response = Json.read(outcome.body());
        assertEquals(200, response.get("statusCode").asInt());
        assertEquals(0.6667, Json.read(response.get("body").asText()).get("score").asDouble());
    }

    @Test
    void sqsBatchReportsOnlyTheBadRecord(@TempDir Path logs) throws Exception {
        String good = JudgeStubs.json(Cases.eiffel());
        String bad = JudgeStubs.json(Cases.without(Cases.eiffel(), "expected_output"));
        var outcome = invoke("context-recall-events", JudgeStubs.json(Events.sqs(List.of(good, bad))),
                logs.resolve("function.log"));
        assertFalse(outcome.error(), outcome.body());
        JsonNode failures = Json.read(outcome.body()).get("batchItemFailures");
        assertEquals(1, failures.size(), outcome.body());
        assertEquals("msg-1", failures.get(0).get("itemIdentifier").asText());
        judge.verify(1, attributionRequests());
    }

    @Test
    void conversationIsScoredWindowByWindow(@TempDir Path logs) throws Exception {
        CurieJudge.prizeOnlyInTheSecondWindow(judge);
        var outcome = invoke("turn-context-recall", JudgeStubs.json(Cases.with(Conversations.curie(1), "id", "conv-1")),
                logs.resolve("function.log"));
        assertFalse(outcome.error(), outcome.body());
        JsonNode result = Json.read(outcome.body());
        assertEquals("conv-1", result.get("id").asText());
        assertEquals(0.75, result.get("score").asDouble());
        assertEquals(3, result.get("windows").size());
    }

    @Test
    void evaluationRunIsSummarisedFromS3(@TempDir Path logs) throws Exception {
        MapRunExport.serve(s3);
        var outcome = invoke("evaluation-summary", JudgeStubs.json(MapRunExport.request(0.7)),
                logs.resolve("function.log"));
        assertFalse(outcome.error(), outcome.body());
        JsonNode receipt = Json.read(outcome.body());
        assertEquals(6, receipt.get("cases").asInt());
        assertEquals(0.5, receipt.get("mean_score").asDouble());
        assertEquals("golden", Json.read(s3.get(MapRunExport.BUCKET, MapRunExport.SUMMARY_KEY)).get("dataset")
                .asText());
    }
}
