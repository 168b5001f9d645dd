package dev.contextrecall.support;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One Map Run's ResultWriter export (src/test/resources/map-run/: four cases scored 1.0, 0.6667, 0.3333 and 0.0,
 * two failed) put into the real S3 server's results bucket at the keys Step Functions writes it to, and the
 * evaluation-summary request the state machine sends for it.
 */
public final class MapRunExport {

    public static final String BUCKET = "context-recall-results";
    public static final String RUN = "evaluations/golden/b7c1e0a2-5d3f-3a9e-9c41-0f2d7e6a1b55/";
    public static final String SUMMARY_KEY = RUN + "summary.json";
    public static final String POINTER_KEY = "evaluations/golden/baseline.json";

    private MapRunExport() {
    }

    /** An empty results bucket holding the export: manifest.json, SUCCEEDED_0.json, FAILED_0.json. */
    public static void serve(S3Server s3) {
        s3.emptyBucket(BUCKET);
        for (String file : List.of("manifest.json", "SUCCEEDED_0.json", "FAILED_0.json")) {
            s3.put(BUCKET, RUN + file, resource("/map-run/" + file));
        }
    }

    /**
     * The same cases as an earlier run in another folder, each scored 1.0 with every statement supported: against
     * it, the three cases below 1.0 regressed.
     */
    public static void serveFullRecallRun(S3Server s3, String folder) {
        serveFullRecallRun(s3, folder, null, null);
    }

    /** As {@link #serveFullRecallRun(S3Server, String)}, the case named having retrieved another first chunk. */
    public static void serveFullRecallRun(S3Server s3, String folder, String caseId, String firstChunk) {
        ArrayNode executions = (ArrayNode) Json.read(resource("/map-run/SUCCEEDED_0.json"));
        for (JsonNode e : executions) {
            ObjectNode input = Json.readObject(e.get("Input").asText());
            if (input.path("id").asText().equals(caseId)) {
                input.withArray("retrieval_context").set(0, input.textNode(firstChunk));
                ((ObjectNode) e).put("Input", input.toString());
            }
            ObjectNode output = Json.readObject(e.get("Output").asText());
            output.put("score", 1.0).put("success", true);
            output.withArray("verdicts").forEach(v -> ((ObjectNode) v).put("verdict", "yes"));
            ((ObjectNode) e).put("Output", output.toString());
        }
        String manifest = "{\"ResultFiles\":{\"SUCCEEDED\":[{\"Key\":\"" + folder + "SUCCEEDED_0.json\"}]}}";
        s3.put(BUCKET, folder + "manifest.json", manifest);
        s3.put(BUCKET, folder + "SUCCEEDED_0.json", executions.toString());
    }

    /** The dataset's pointer to its last passing run. */
    public static void servePointer(S3Server s3, String manifestKey) {
        s3.put(BUCKET, POINTER_KEY, "{\"manifest_key\":\"" + manifestKey + "\"}");
    }

    public static Map<String, Object> request(double minMeanScore) {
        return Map.of("bucket", BUCKET, "manifest_key", RUN + "manifest.json", "dataset", "golden",
                "min_mean_score", minMeanScore, "trigger", Map.of("source", "aws.codepipeline"));
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
