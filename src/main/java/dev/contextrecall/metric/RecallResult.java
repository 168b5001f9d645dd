package dev.contextrecall.metric;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

/**
 * Any result of the context-recall family: the shared head, its own detail, the shared tail. The accessors carry
 * {@link JsonUnwrapped} in every record, so the JSON is flat.
 */
public interface RecallResult {

    ResultHead head();

    ResultTail tail();
}
