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

    public static Map<String, Object> request(double minMeanScore) {
        return Map.of("bucket", BUCKET, "manifest_key", RUN + "manifest.json", "dataset", "golden",
                "min_mean_score", minMeanScore, "trigger", Map.of("source", "aws.codepipeline"));
    }

    /** The SDK may send the body aws-chunked (with checksum trailers): keep only the payload. */
    public static String payload(LoggedRequest put) {
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
