package dev.contextrecall;

import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.support.Functions;
import dev.contextrecall.support.InjectS3;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.MapRunExport;
import dev.contextrecall.support.S3Server;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/**
 * The evaluation-summary function as the state machine calls it (here as a bean, {@link #lambda}), against a real
 * S3-protocol server (S3Mock, {@link S3Server}): it reads the Map Run's export as the ResultWriter writes it,
 * writes summary.json and the reports beside the manifest, moves the baseline and answers the headline numbers. Everything here is seen through the function's answer and S3, so
 * {@code packaged/SummaryPackagedIT} re-runs it against the native Lambda executable; the metrics line it logs is
 * read from this JVM's output, in {@link EvaluationSummaryMetricsLineTest}. (The judge's WireMock runs too, as a
 * global test resource: see JudgeTest.)
 */
@QuarkusTest
public class EvaluationSummaryFunctionTest {

    /**
     * The evaluation-summary function, called as a bean in the default start; {@code packaged/SummaryPackagedIT} overrides this to send
     * the same events through the native executable's Lambda Runtime API.
     */
    protected ValidatableResponse lambda(Object event) {
        return Functions.invoke("evaluation-summary", event);
    }

    static final String BUCKET = MapRunExport.BUCKET;
    static final String RUN = MapRunExport.RUN;

    @InjectS3
    S3Server s3;

    @BeforeEach
    void exportedRun() {
        MapRunExport.serve(s3);
    }

    static Map<String, Object> request(double minMeanScore) {
        return MapRunExport.request(minMeanScore);
    }

    @Test
    void answersTheHeadlineNumbersAndWhereTheSummaryIs() {
        lambda(request(0.7)).statusCode(200)
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
        lambda(request(0.4)).statusCode(200).body("below_threshold", equalTo(false));
        JsonNode summary = Json.read(s3.get(BUCKET, RUN + "summary.json"));
        assertEquals("application/json", s3.contentType(BUCKET, RUN + "summary.json"));
        assertEquals("golden", summary.get("dataset").asText());
        assertEquals(0.5, summary.get("mean_score").asDouble());
        assertEquals(2, summary.get("failures").size());
        assertEquals("golden-004", summary.at("/worst_cases/0/id").asText());
        assertEquals("aws.codepipeline", summary.at("/trigger/source").asText());
        assertEquals("s3://" + BUCKET + "/" + RUN, summary.get("results").asText());
    }

    @Test
    void aFirstRunSaysSoWritesItsReportsAndBecomesTheBaselineWhenItPasses() throws IOException {
        lambda(request(0.4)).statusCode(200)
                .body("first_run", equalTo(true))
                .body("gate_passed", equalTo(true))
                .body("report_uri", equalTo("s3://" + BUCKET + "/" + RUN + "report.html"));
        String html = s3.get(BUCKET, RUN + "report.html");
        assertTrue(html.contains("golden-004"), "the report lists the worst case");
        assertTrue(s3.contentType(BUCKET, RUN + "report.html").startsWith("text/html"));
        assertTrue(s3.get(BUCKET, RUN + "report.md").contains("First run: no baseline"), "the Markdown report too");
        assertEquals(List.of(RUN + "FAILED_0.json", RUN + "SUCCEEDED_0.json", RUN + "manifest.json",
                RUN + "report.html", RUN + "report.md", RUN + "summary.json"), s3.keys(BUCKET, RUN));
        JsonNode pointer = Json.read(s3.get(BUCKET, MapRunExport.POINTER_KEY));
        assertEquals(RUN + "manifest.json", pointer.get("manifest_key").asText());
    }

    @Test
    void aRunThatFailsItsGateLeavesTheBaselineWhereItWas() {
        lambda(request(0.7)).statusCode(200)
                .body("gate_passed", equalTo(false))
                .body("failed_rules", equalTo(List.of("floor")));
        assertTrue(s3.find(BUCKET, MapRunExport.POINTER_KEY).isEmpty(), "no pointer was written");
    }

    @Test
    void theLastPassingRunIsTheBaselineAndTheCasesThatDroppedAreNamed() throws IOException {
        String base = "evaluations/golden/0a1b2c3d-base/";
        MapRunExport.serveFullRecallRun(s3, base);
        MapRunExport.servePointer(s3, base + "manifest.json");
        lambda(request(0.4)).statusCode(200)
                .body("first_run", equalTo(false))
                .body("baseline", equalTo("s3://" + BUCKET + "/" + base))
                .body("regressed_cases", equalTo(3))
                .body("mean_delta", equalTo(-0.5));
        JsonNode summary = Json.read(s3.get(BUCKET, MapRunExport.SUMMARY_KEY));
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
        lambda(request).statusCode(200).body("baseline", equalTo("s3://" + BUCKET + "/" + base))
                .body("regressed_cases", equalTo(3));
    }

    @Test
    void aChunkThatLeftTheRetrievalIsNamedByTheStartOfItsText() {
        String base = "evaluations/golden/0a1b2c3d-base/";
        MapRunExport.serveFullRecallRun(s3, base, "golden-002", "Paris | the city of light, where the tower was built"
                + " for the 1889 World's Fair.");
        MapRunExport.servePointer(s3, base + "manifest.json");
        lambda(request(0.4)).statusCode(200).body("regressed_cases", equalTo(3));
        JsonNode delta = Json.read(s3.get(BUCKET, MapRunExport.SUMMARY_KEY)).at("/comparison/regressed")
                .findParents("id").stream().filter(d -> d.get("id").asText().equals("golden-002")).findFirst()
                .orElseThrow();
        assertEquals("\u201cParis | the city of light, where the tower was built for the\u2026\u201d",
                delta.at("/chunks_left/0/label").asText(), delta.toString());
        assertTrue(delta.at("/chunks_left/0/key").asText().startsWith("sha256:"), delta.toString());
        String markdown = s3.get(BUCKET, RUN + "report.md");
        assertTrue(markdown.contains("-\u201cParis \\| the city of light"), markdown);
        assertTrue(s3.get(BUCKET, RUN + "report.html").contains("\u2212 \u201cParis | the city of light"));
    }

    /** The request as the state machine sends it after its first step: the estimate it kept. */
    static Map<String, Object> withEstimate(double minMeanScore, double estimated, Double cap) {
        Map<String, Object> estimate = new java.util.HashMap<>(Map.of("dataset", "golden", "cases", 6,
                "judge", "llm", "model", "gpt-4o-mini", "judge_calls", 12, "estimated_cost", estimated,
                "within_cap", true, "message", "priced"));
        estimate.put("max_run_cost", cap);
        Map<String, Object> request = new java.util.HashMap<>(request(minMeanScore));
        request.put("estimate", estimate);
        return request;
    }

    @Test
    void theSpendIsSetAgainstTheEstimateAndTheCapInTheAnswerTheSummaryAndBothReports() {
        lambda(withEstimate(0.4, 0.0025, 1.0)).statusCode(200)
                .body("verdict", equalTo("PASSED"))
                .body("evaluation_cost", equalTo(0.000452))
                .body("estimated_cost", equalTo(0.0025))
                .body("max_run_cost", equalTo(1.0));
        JsonNode summary = Json.read(s3.get(BUCKET, MapRunExport.SUMMARY_KEY));
        assertEquals(0.000452, summary.get("evaluation_cost").asDouble());
        assertEquals(0.0025, summary.at("/budget/estimated_cost").asDouble());
        assertEquals(12, summary.at("/budget/estimated_calls").asLong());
        assertEquals(1.0, summary.at("/budget/max_run_cost").asDouble());
        assertTrue(s3.get(BUCKET, RUN + "report.md").contains("| Cost | $0.0005 (estimated $0.0025; cap $1.0000) |"),
                s3.get(BUCKET, RUN + "report.md"));
        String html = s3.get(BUCKET, RUN + "report.html");
        assertTrue(html.contains("<th>Estimated before the run</th><td>$0.0025 (12 judge calls)</td>"), html);
        assertTrue(html.contains("<th>Cap (MaxRunCost)</th><td>$1.0000</td>"), html);
    }

    @Test
    void aRunThatSpentMoreThanItsCapIsUnfinishedAndNeverTheBaseline() {
        lambda(withEstimate(0.4, 0.00009, 0.0001)).statusCode(200)
                .body("verdict", equalTo("UNFINISHED"))
                .body("gate_passed", equalTo(false))
                .body("unfinished", equalTo("The run's judge spend of $0.0005 passed its cap of $0.0001 "
                        + "(MaxRunCost; estimated $0.0001 before it started)."));
        assertTrue(s3.find(BUCKET, MapRunExport.POINTER_KEY).isEmpty(), "an unfinished run is no baseline");
    }

    @Test
    void aRunWithoutAnEstimateStepHasNoBudget() {
        lambda(request(0.4)).statusCode(200).body("estimated_cost", equalTo(null))
                .body("max_run_cost", equalTo(null));
        assertTrue(Json.read(s3.get(BUCKET, MapRunExport.SUMMARY_KEY)).path("budget").isMissingNode());
    }
}
