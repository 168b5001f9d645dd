package dev.contextrecall;

import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import static com.github.tomakehurst.wiremock.client.WireMock.putRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.ExportProfiles;
import dev.contextrecall.support.InjectS3;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.MapRunExport;
import dev.contextrecall.support.Stdout;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * The evaluation-summary function as the state machine calls it, through the Lambda runtime, with WireMock as S3:
 * it reads the Map Run's export, writes summary.json beside the manifest, logs the run's metrics and answers
 * the headline numbers. (The judge's WireMock runs too, as a global test resource: see JudgeTest.)
 */
@QuarkusTest
@TestProfile(ExportProfiles.EvaluationSummary.class)
class EvaluationSummaryFunctionTest {

    static final String BUCKET = MapRunExport.BUCKET;
    static final String RUN = MapRunExport.RUN;

    @InjectS3
    WireMockServer s3;

    @BeforeEach
    void exportedRun() {
        MapRunExport.serve(s3);
    }

    static Map<String, Object> request(double minMeanScore) {
        return MapRunExport.request(minMeanScore);
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
        JsonNode summary = Json.read(MapRunExport.payload(puts.get(0)));
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
        JsonNode line = Json.read(emf.get(0));
        assertEquals("ContextRecall", line.at("/_aws/CloudWatchMetrics/0/Namespace").asText());
        assertEquals("[[\"metric\",\"dataset\"]]", line.at("/_aws/CloudWatchMetrics/0/Dimensions").toString());
        assertEquals("golden", line.get("dataset").asText());
        assertEquals(0.5, line.get("MeanScore").asDouble());
        assertEquals(2, line.get("FailedCases").asInt());
    }
}
