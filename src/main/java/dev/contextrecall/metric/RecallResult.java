package dev.contextrecall.metric;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.JsonNode;

/** What every result of the context-recall family has, beyond its own detail: enough for the evaluation log. */
public interface RecallResult {

    JsonNode id();

    boolean success();

    Usage usage();

    long durationMs();

    /** The score for the log line; null when nothing could be assessed. */
    @JsonIgnore
    Double loggedScore();
}
