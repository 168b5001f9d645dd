package dev.contextrecall.testcase;

import com.fasterxml.jackson.databind.JsonNode;

/** A validated single-turn request of any member of the context-recall family; the type says which one. */
public sealed interface RecallCase permits TestCase, ReferenceContextsCase, ContextIdsCase {

    MetricOptions options();

    JsonNode id();

    JsonNode name();

    JsonNode metadata();
}
