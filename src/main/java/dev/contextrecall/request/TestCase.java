package dev.contextrecall.request;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/** One validated test case: everything the scorer needs, nothing left to check. */
public record TestCase(
        String input,
        String expectedOutput,
        String actualOutput,
        List<ContextNode> retrievalContext,
        MetricOptions options,
        JsonNode id,
        JsonNode name,
        JsonNode metadata) {

    public boolean nothingRetrieved() {
        return retrievalContext.stream().allMatch(ContextNode::isBlank);
    }
}
