package dev.contextrecall.run.aws;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * src/test/resources/map-run/: one Map Run's ResultWriter export, in the documented shape (manifest.json;
 * SUCCEEDED_0.json and FAILED_0.json holding child executions with Input and Output as JSON strings). Four cases
 * scored 1.0, 0.6667, 0.3333 and 0.0; one failed with the service's rate_limited error, one with a Lambda timeout.
 */
public final class MapRunFiles {

    public static final String RUN = "evaluations/golden/b7c1e0a2-5d3f-3a9e-9c41-0f2d7e6a1b55/";
    public static final String MANIFEST = RUN + "manifest.json";

    private MapRunFiles() {
    }

    /** The exported object stored under that key. */
    public static String read(String key) {
        String name = key.substring(key.lastIndexOf('/') + 1);
        try (InputStream in = MapRunFiles.class.getResourceAsStream("/map-run/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("No such object: " + key);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
