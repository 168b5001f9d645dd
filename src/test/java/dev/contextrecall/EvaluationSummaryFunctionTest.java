package dev.contextrecall;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.put;
import static com.github.tomakehurst.wiremock.client.WireMock.putRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.InjectS3;
import dev.contextrecall.support.S3Stub;
import dev.contextrecall.support.Stdout;
import dev.contextrecall.support.WireMockJudge;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

/**
 * The evaluation-summary function as the state machine calls it, through the Lambda runtime, with WireMock as S3:
 * it reads the Map Run's export, writes summary.json beside the manifest, logs the run's metrics and answers
 * the headline numbers.
 */
@QuarkusTest
@TestProfile(EvaluationSummaryFunctionTest.SummaryExport.class)
@QuarkusTestResource(WireMockJudge.class)
class EvaluationSummaryFunctionTest {

    public static class SummaryExport implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.funqy.export", "evaluation-summary");
        }

        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(S3Stub.class));
        }
    }

    static final String BUCKET = "context-recall-results";
    static final String RUN = "evaluations/golden/b7c1e0a2-5d3f-3a9e-9c41-0f2d7e6a1b55/";
    static final ObjectMapper JSON = new ObjectMapper();

    @InjectS3
    WireMockServer s3;

    @BeforeEach
    void exportedRun() throws IOException {
        s3.resetAll();
        for (String file : List.of("manifest.json", "SUCCEEDED_0.json", "FAILED_0.json")) {
            s3.stubFor(get(urlEqualTo("/" + BUCKET + "/" + RUN + file)).willReturn(aResponse().withStatus(200)
                    .withHeader("Content-Type", "application/json").withBody(resource("/map-run/" + file))));
        }
        s3.stubFor(put(urlEqualTo("/" + BUCKET + "/" + RUN + "summary.json"))
                .willReturn(aResponse().withStatus(200).withHeader("ETag", "\"summary-etag\"")));
    }

    static Map<String, Object> request(double minMeanScore) {
        return Map.of("bucket", BUCKET, "manifest_key", RUN + "manifest.json", "dataset", "golden",
                "min_mean_score", minMeanScore, "trigger", Map.of("source", "aws.codepipeline"));
    }

    @Test
    void answersTheHeadlineNumbersAndWhereTheSummaryIs() {
        Api.lambda(request(0.7)).statusCode(200)
                .body("summary_uri", equalTo("s3://" + BUCKET + "/" + RUN + "summary.json"))
                .body("cases", equalTo(6))
                .body("scored", equalTo(4))
                .body("failed", equalTo(2))
                .body("mean_score", equalTo(0.5))
                .body("pass_rate", equalTo(0.5))
                .body("below_threshold", equalTo(true));
    }

    @Test
    void writesSummaryJsonBesideTheManifest() throws IOException {
        Api.lambda(request(0.4)).statusCode(200).body("below_threshold", equalTo(false));
        List<LoggedRequest> puts = s3.findAll(putRequestedFor(urlEqualTo("/" + BUCKET + "/" + RUN + "summary.json")));
        assertEquals(1, puts.size());
        JsonNode summary = JSON.readTree(body(puts.get(0)));
        assertEquals("golden", summary.get("dataset").asText());
        assertEquals(0.5, summary.get("mean_score").asDouble());
        assertEquals(2, summary.get("failures").size());
        assertEquals("golden-004", summary.at("/worst_cases/0/id").asText());
        assertEquals("aws.codepipeline", summary.at("/trigger/source").asText());
        assertEquals("s3://" + BUCKET + "/" + RUN, summary.get("results").asText());
    }

    @Test
    void logsTheRunsMetricsAsOneEmfLine() throws IOException {
        List<String> emf = Stdout.emfLines(Stdout.linesDuring(() -> Api.lambda(request(0.7)).statusCode(200)));
        assertEquals(1, emf.size(), emf.toString());
        JsonNode line = JSON.readTree(emf.get(0));
        assertEquals("ContextRecall", line.at("/_aws/CloudWatchMetrics/0/Namespace").asText());
        assertEquals("[[\"metric\",\"dataset\"]]", line.at("/_aws/CloudWatchMetrics/0/Dimensions").toString());
        assertEquals("golden", line.get("dataset").asText());
        assertEquals(0.5, line.get("MeanScore").asDouble());
        assertEquals(2, line.get("FailedCases").asInt());
    }

    /** The SDK may send the body aws-chunked (with checksum trailers): keep only the payload. */
    static String body(LoggedRequest put) {
        String raw = new String(put.getBody(), StandardCharsets.UTF_8);
        String encoding = put.getHeader("Content-Encoding");
        if (encoding == null || !encoding.contains("aws-chunked")) {
            return raw;
        }
        StringBuilder payload = new StringBuilder();
        int at = 0;
        while (true) {
            int lineEnd = raw.indexOf("\r\n", at);
            int size = Integer.parseInt(raw.substring(at, lineEnd).split(";")[0].trim(), 16);
            if (size == 0) {
                return payload.toString();
            }
            payload.append(raw, lineEnd + 2, lineEnd + 2 + size);
            at = lineEnd + 2 + size + 2;
        }
    }

    static String resource(String name) throws IOException {
        try (InputStream in = EvaluationSummaryFunctionTest.class.getResourceAsStream(name)) {
            assertTrue(in != null, name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
