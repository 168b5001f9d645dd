package dev.contextrecall.result;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

/**
 * Any result of the context-recall family: the shared head, its own detail, the shared tail. The accessors carry
 * {@link JsonUnwrapped} in every record, so the JSON is flat.
 */
public interface RecallResult {

    /** The family's name: what every single-turn member reports as metric, and what a run's summary is named by. */
    String CONTEXT_RECALL = "context_recall";

    /** What turn context recall reports as metric. */
    String TURN_CONTEXT_RECALL = "turn_context_recall";

    ResultHead head();

    ResultTail tail();
}
