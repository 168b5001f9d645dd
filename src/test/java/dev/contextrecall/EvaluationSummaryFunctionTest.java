package dev.contextrecall;

import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * The evaluation-summary function as the state machine calls it, through the Lambda runtime, with WireMock as S3:
 * it reads the Map Run's export, writes summary.json and the reports beside the manifest, moves the baseline and
 * answers the headline numbers. Everything here is seen through the function's answer and S3, so
 * {@code packaged/SummaryPackagedIT} re-runs it against the native Lambda executable; the metrics line it logs is
 * read from this JVM's output, in {@link EvaluationSummaryMetricsLineTest}. (The judge's WireMock runs too, as a
 * global test resource: see JudgeTest.)
 */
@QuarkusTest
@TestProfile(ExportProfiles.EvaluationSummary.class)
public class EvaluationSummaryFunctionTest {

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
    void aFirstRunSaysSoWritesItsReportsAndBecomesTheBaselineWhenItPasses() throws IOException {
        Api.lambda(request(0.4)).statusCode(200)
                .body("first_run", equalTo(true))
                .body("gate_passed", equalTo(true))
                .body("report_uri", equalTo("s3://" + BUCKET + "/" + RUN + "report.html"));
        String html = MapRunExport.payload(s3.findAll(putRequestedFor(urlEqualTo("/" + BUCKET + "/" + RUN
                + "report.html"))).get(0));
        assertTrue(html.contains("golden-004"), "the report lists the worst case");
        assertEquals(1, s3.findAll(putRequestedFor(urlEqualTo("/" + BUCKET + "/" + RUN + "report.md"))).size());
        JsonNode pointer = Json.read(MapRunExport.payload(s3.findAll(putRequestedFor(urlEqualTo("/" + BUCKET
                + "/evaluations/golden/baseline.json"))).get(0)));
        assertEquals(RUN + "manifest.json", pointer.get("manifest_key").asText());
    }

    @Test
    void aRunThatFailsItsGateLeavesTheBaselineWhereItWas() {
        Api.lambda(request(0.7)).statusCode(200)
                .body("gate_passed", equalTo(false))
                .body("failed_rules", equalTo(List.of("floor")));
        assertEquals(0, s3.findAll(putRequestedFor(urlEqualTo("/" + BUCKET + "/evaluations/golden/baseline.json")))
                .size());
    }

    @Test
    void theLastPassingRunIsTheBaselineAndTheCasesThatDroppedAreNamed() throws IOException {
        String base = "evaluations/golden/0a1b2c3d-base/";
        MapRunExport.serveFullRecallRun(s3, base);
        MapRunExport.servePointer(s3, base + "manifest.json");
        Api.lambda(request(0.4)).statusCode(200)
                .body("first_run", equalTo(false))
                .body("baseline", equalTo("s3://" + BUCKET + "/" + base))
                .body("regressed_cases", equalTo(3))
                .body("mean_delta", equalTo(-0.5));
        JsonNode summary = Json.read(MapRunExport.payload(s3.findAll(putRequestedFor(urlEqualTo("/" + BUCKET + "/"
                + MapRunExport.SUMMARY_KEY))).get(0)));
        assertEquals(List.of("golden-004", "golden-003", "golden-002"), Json.MAPPER.convertValue(
                summary.at("/comparison/regressed").findValues("id").stream().map(JsonNode::asText).toList(),
                List.class));
    }

    @Test
    void aNamedBaselineIsUsedInsteadOfThePointer() {
        String base = "evaluations/golden/named-run/";
        MapRunExport.serveFullRecallRun(s3, base);
        Map<String, Object> request = new java.util.HashMap<>(request(0.4));
        request.put("baseline", "s3://" + BUCKET + "/" + base);
        Api.lambda(request).statusCode(200).body("baseline", equalTo("s3://" + BUCKET + "/" + base))
                .body("regressed_cases", equalTo(3));
    }
}
