package dev.contextrecall.testcase;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/** Recall by ids: distinct reference and retrieved context ids, as strings, in request order. */
public record ContextIdsCase(
        List<String> referenceIds,
        List<String> retrievedIds,
        MetricOptions options,
        JsonNode id,
        JsonNode name,
        JsonNode metadata) implements TestCase {
}
