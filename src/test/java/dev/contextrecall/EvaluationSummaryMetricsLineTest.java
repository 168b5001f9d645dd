package dev.contextrecall;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.support.Functions;
import dev.contextrecall.support.InjectS3;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.MapRunExport;
import dev.contextrecall.support.S3Server;
import dev.contextrecall.support.Stdout;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The evaluation-summary function logs the run's metrics as one CloudWatch Embedded Metric Format line. The line is
 * read from this JVM's standard output, so the test needs the application in process: it stays out of
 * {@link EvaluationSummaryFunctionTest}, which SummaryPackagedIT re-runs against the package, and shares that class's
 * profile (and so its application start).
 */
@QuarkusTest
class EvaluationSummaryMetricsLineTest {

    @InjectS3
    S3Server s3;

    @BeforeEach
    void exportedRun() {
        MapRunExport.serve(s3);
    }

    @Test
    void logsTheRunsMetricsAsOneEmfLine() throws IOException {
        List<String> emf = Stdout.emfLines(Stdout.linesDuring(
                () -> Functions.invoke("evaluation-summary", MapRunExport.request(0.7)).statusCode(200)));
        assertEquals(1, emf.size(), emf.toString());
        JsonNode line = Json.read(emf.get(0));
        assertEquals("ContextRecall", line.at("/_aws/CloudWatchMetrics/0/Namespace").asText());
        assertEquals("[[\"metric\",\"dataset\"]]", line.at("/_aws/CloudWatchMetrics/0/Dimensions").toString());
        assertEquals("golden", line.get("dataset").asText());
        assertEquals(0.5, line.get("MeanScore").asDouble());
        assertEquals(2, line.get("FailedCases").asInt());
        assertEquals(0, line.get("Regressions").asInt());
        assertEquals(0, line.get("RegressedCases").asInt());
    }
}
