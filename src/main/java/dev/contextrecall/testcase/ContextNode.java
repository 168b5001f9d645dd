package dev.contextrecall.testcase;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One retrieved chunk; id and source are the caller's own labels, echoed in citations. An image node has an
 * {@link ImageRef} and empty text.
 */
public record ContextNode(String text, JsonNode id, String source, ImageRef image) {

    public ContextNode(String text, JsonNode id, String source) {
        this(text, id, source, null);
    }

    public boolean isImage() {
        return image != null;
    }

    public boolean isBlank() {
        return image == null && text.isBlank();
    }
}
