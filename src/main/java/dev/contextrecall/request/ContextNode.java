package dev.contextrecall.request;

import com.fasterxml.jackson.databind.JsonNode;

/** One retrieved chunk; id and source are the caller's own labels, echoed in citations. */
public record ContextNode(String text, JsonNode id, String source) {

    public boolean isBlank() {
        return text.isBlank();
    }
}
