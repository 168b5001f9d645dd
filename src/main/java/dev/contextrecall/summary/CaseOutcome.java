package dev.contextrecall.summary;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One test case of a run, as the ResultWriter exported it or the local run kept it: scored (result is the service's
 * answer) or not (error and cause say why: the service's error code, or a Step Functions / Lambda error). chunks:
 * the fingerprints of the chunks its retriever returned ({@link RetrievedChunks}); null when unknown.
 */
public record CaseOutcome(String status, JsonNode id, JsonNode result, String error, String cause, List<String> chunks) {

    public CaseOutcome(String status, JsonNode id, JsonNode result, String error, String cause) {
        this(status, id, result, error, cause, null);
    }

    public boolean scored() {
        return "SUCCEEDED".equals(status) && result != null && result.path("score").isNumber();
    }
}
