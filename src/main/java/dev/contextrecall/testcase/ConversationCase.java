package dev.contextrecall.testcase;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A validated conversation for turn context recall; referenceStatements are the expected outcome's statements as
 * the caller pinned them, null when the judge is to find them.
 */
public record ConversationCase(
        List<Turn> turns,
        String expectedOutcome,
        int windowSize,
        MetricOptions options,
        JsonNode id,
        JsonNode name,
        JsonNode metadata,
        List<String> referenceStatements) implements TestCase {
}
