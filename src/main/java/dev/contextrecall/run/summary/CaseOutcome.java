package dev.contextrecall.run.summary;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One test case of a run, as the ResultWriter exported it or the local run kept it: scored (result is the service's
 * answer, kept as JSON to be written out again; scoredResult is what the run reads of it) or not (error and cause
 * say why: the service's error code, or a Step Functions / Lambda error). chunks: the chunks its retriever returned,
 * keyed and labelled ({@link RetrievedChunks}); null when unknown.
 */
public record CaseOutcome(CaseStatus status, JsonNode id, JsonNode result, ScoredResult scoredResult, String error,
        String cause, List<RetrievedChunks.Chunk> chunks) {

    /** A case as it was exported or kept: its result is read once, here. */
    public CaseOutcome(CaseStatus status, JsonNode id, JsonNode result, String error, String cause,
            List<RetrievedChunks.Chunk> chunks) {
        this(status, id, result, status == CaseStatus.SUCCEEDED ? ScoredResult.read(result) : null, error, cause, chunks);
    }

    public CaseOutcome(CaseStatus status, JsonNode id, JsonNode result, String error, String cause) {
        this(status, id, result, error, cause, null);
    }

    public boolean scored() {
        return scoredResult != null;
    }
}
