package dev.contextrecall.testcase;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Recall of a reference answer (algorithm statements, sentences or holistic): everything the scorer needs, nothing
 * left to check. referenceImages are the images the reference answer holds (each is one statement of its own);
 * expectedOutput is its text, blank when it is only images. referenceStatements are the reference's statements as
 * the caller pinned them, null when the judge is to find them.
 */
public record ReferenceAnswerCase(
        String input,
        String expectedOutput,
        String actualOutput,
        List<ContextNode> retrievalContext,
        MetricOptions options,
        JsonNode id,
        JsonNode name,
        JsonNode metadata,
        List<ImageRef> referenceImages,
        List<String> referenceStatements) implements TestCase {

    /** A text-only case. */
    public ReferenceAnswerCase(String input, String expectedOutput, String actualOutput, List<ContextNode> retrievalContext,
            MetricOptions options, JsonNode id, JsonNode name, JsonNode metadata) {
        this(input, expectedOutput, actualOutput, retrievalContext, options, id, name, metadata, List.of(), null);
    }

    public boolean nothingRetrieved() {
        return retrievalContext.stream().allMatch(ContextNode::isBlank);
    }
}
