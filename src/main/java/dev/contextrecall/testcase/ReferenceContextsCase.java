package dev.contextrecall.testcase;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.lexical.SimilarityMeasure;

/** Recall against reference contexts: which of them a retrieved context matches as a string. */
public record ReferenceContextsCase(
        List<String> referenceContexts,
        List<ContextNode> retrievalContext,
        SimilarityMeasure measure,
        double similarityThreshold,
        MetricOptions options,
        JsonNode id,
        JsonNode name,
        JsonNode metadata) implements TestCase {
}
