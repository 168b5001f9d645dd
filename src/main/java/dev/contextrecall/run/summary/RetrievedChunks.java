package dev.contextrecall.run.summary;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.digest.Sha256;

/**
 * A fingerprint of each chunk a test case's retriever returned, so that two runs of a case can say which chunks left
 * the retrieval and which arrived: the chunk's id when it has one, else its source, else a hash of its text (NFC,
 * trimmed). Read from the test case as written, in any of the field names the service accepts.
 */
public final class RetrievedChunks {

    /** Where a test case carries its retrieved chunks, in the order the service reads them. */
    static final List<String> FIELDS = List.of("retrieval_context", "retrieved_contexts", "contexts", "context");

    private RetrievedChunks() {
    }

    /** The fingerprints, in retrieval order; null when the case carries no retrieved chunks. */
    public static List<String> of(JsonNode testCase) {
        if (testCase == null) {
            return null;
        }
        for (String field : FIELDS) {
            JsonNode chunks = testCase.get(field);
            if (chunks != null && chunks.isArray()) {
                List<String> prints = new ArrayList<>();
                chunks.forEach(chunk -> prints.add(fingerprint(chunk)));
                return prints;
            }
        }
        return null;
    }

    static String fingerprint(JsonNode chunk) {
        if (chunk.isObject()) {
            JsonNode id = chunk.get("id");
            if (id != null && (id.isTextual() || id.isNumber())) {
                return "id:" + id.asText();
            }
            JsonNode source = chunk.get("source");
            if (source != null && source.isTextual()) {
                return "source:" + source.asText();
            }
            JsonNode text = chunk.get("text");
            return hash(text != null && text.isTextual() ? text.asText() : chunk.toString());
        }
        return hash(chunk.asText());
    }

    private static String hash(String text) {
        return "sha256:" + Sha256.hex(Normalizer.normalize(text.strip(), Normalizer.Form.NFC)).substring(0, 12);
    }
}
