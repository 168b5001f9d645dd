package dev.contextrecall.testcase;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/** A validated conversation for turn context recall. */
public record TurnCase(
        List<Turn> turns,
        String expectedOutcome,
        int windowSize,
        MetricOptions options,
        JsonNode id,
        JsonNode name,
        JsonNode metadata) {
}
