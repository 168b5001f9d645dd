package dev.contextrecall.testcase;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A validated request of any member of the context-recall family, conversations included; the type says which one.
 * The request parser decides the member once, and the metrics dispatch on the type.
 */
public sealed interface TestCase permits ReferenceAnswerCase, ReferenceContextsCase, ContextIdsCase, ConversationCase {

    MetricOptions options();

    JsonNode id();

    JsonNode name();

    JsonNode metadata();
}
