package dev.contextrecall.support;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.put;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.client.WireMock.urlMatching;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;

/**
 * One Map Run's ResultWriter export (src/test/resources/map-run/: four cases scored 1.0, 0.6667, 0.3333 and 0.0,
 * two failed) served by WireMock as S3, and the evaluation-summary request the state machine sends for it.
 */
public final class MapRunExport {

    public static final String BUCKET = "context-recall-results";
    public static final String RUN = "evaluations/golden/b7c1e0a2-5d3f-3a9e-9c41-0f2d7e6a1b55/";
    public static final String SUMMARY_KEY = RUN + "summary.json";

    private MapRunExport() {
    }

    /** Serves the export's objects and accepts the summary.json upload. */
    public static void serve(WireMockServer s3) {
        s3.resetAll();
        for (String file : List.of("manifest.json", "SUCCEEDED_0.json", "FAILED_0.json")) {
            s3.stubFor(get(urlEqualTo("/" + BUCKET + "/" + RUN + file)).willReturn(aResponse().withStatus(200)
                    .withHeader("Content-Type", "application/json").withBody(resource("/map-run/" + file))));
        }
        // Every upload is accepted: summary.json, the reports, the baseline pointer.
        s3.stubFor(put(urlMatching("/" + BUCKET + "/.*"))
                .willReturn(aResponse().withStatus(200).withHeader("ETag", "\"etag\"")));
    }

    /**
     * The same cases as an earlier run in another folder, each scored 1.0 with every statement supported: against
     * it, the three cases below 1.0 regressed.
     */
    public static void serveFullRecallRun(WireMockServer s3, String folder) {
        com.fasterxml.jackson.databind.node.ArrayNode executions = (com.fasterxml.jackson.databind.node.ArrayNode) Json
                .read(resource("/map-run/SUCCEEDED_0.json"));
        for (com.fasterxml.jackson.databind.JsonNode e : executions) {
            com.fasterxml.jackson.databind.node.ObjectNode output = Json.readObject(e.get("Output").asText());
            output.put("score", 1.0).put("success", true);
            output.withArray("verdicts").forEach(v -> ((com.fasterxml.jackson.databind.node.ObjectNode) v)
                    .put("verdict", "yes"));
            ((com.fasterxml.jackson.databind.node.ObjectNode) e).put("Output", output.toString());
        }
        String manifest = "{\"ResultFiles\":{\"SUCCEEDED\":[{\"Key\":\"" + folder + "SUCCEEDED_0.json\"}]}}";
        s3.stubFor(get(urlEqualTo("/" + BUCKET + "/" + folder + "manifest.json")).willReturn(aResponse()
                .withStatus(200).withHeader("Content-Type", "application/json").withBody(manifest)));
        s3.stubFor(get(urlEqualTo("/" + BUCKET + "/" + folder + "SUCCEEDED_0.json")).willReturn(aResponse()
                .withStatus(200).withHeader("Content-Type", "application/json").withBody(executions.toString())));
    }

    /** The dataset's pointer to its last passing run. */
    public static void servePointer(WireMockServer s3, String manifestKey) {
        s3.stubFor(get(urlEqualTo("/" + BUCKET + "/evaluations/golden/baseline.json")).willReturn(aResponse()
                .withStatus(200).withHeader("Content-Type", "application/json")
                .withBody("{\"manifest_key\":\"" + manifestKey + "\"}")));
    }

    public static Map<String, Object> request(double minMeanScore) {
        return Map.of("bucket", BUCKET, "manifest_key", RUN + "manifest.json", "dataset", "golden",
                "min_mean_score", minMeanScore, "trigger", Map.of("source", "aws.codepipeline"));
    }

    /** The SDK may send the body aws-chunked (with checksum trailers): keep only the payload. Sizes are in bytes. */
    public static String payload(LoggedRequest put) {
        byte[] raw = put.getBody();
        String encoding = put.getHeader("Content-Encoding");
        if (encoding == null || !encoding.contains("aws-chunked")) {
            return new String(raw, StandardCharsets.UTF_8);
        }
        java.io.ByteArrayOutputStream payload = new java.io.ByteArrayOutputStream();
        int at = 0;
        while (true) {
            int lineEnd = at;
            while (raw[lineEnd] != '\r' || raw[lineEnd + 1] != '\n') {
                lineEnd++;
            }
            String header = new String(raw, at, lineEnd - at, StandardCharsets.US_ASCII);
            int size = Integer.parseInt(header.split(";")[0].trim(), 16);
            if (size == 0) {
                return payload.toString(StandardCharsets.UTF_8);
            }
            payload.write(raw, lineEnd + 2, size);
            at = lineEnd + 2 + size + 2;
        }
    }

    static String resource(String name) {
        try (InputStream in = MapRunExport.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
