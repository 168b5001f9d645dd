package dev.contextrecall.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.testcase.ImageRef;

/**
 * The reference answer: its text, and the images it holds. expected_output is a string, an
 * {"image_url": ...} image, or a list of strings and images (DeepEval's multimodal shape); text parts are joined
 * line by line, in order.
 */
public record ReferenceAnswer(String text, List<ImageRef> images) {

    static final String FIELD = "expected_output";

    static ReferenceAnswer parse(JsonNode body) {
        Map.Entry<String, JsonNode> e = RequestFields.aliased(body, FIELD).orElseThrow(() -> EvaluationException.invalid(
                FIELD, FIELD + " is required (also accepted as "
                        + String.join(", ", RequestFields.ALIASES.get(FIELD).subList(1, 4)) + ")." + conversationHint(body)));
        String name = e.getKey();
        JsonNode value = e.getValue();
        if (value.isTextual()) {
            if (value.asText().isBlank()) {
                throw EvaluationException.invalid(FIELD, name + " must not be blank.");
            }
            requireWords(value.asText(), FIELD, name);
            return new ReferenceAnswer(value.asText(), List.of());
        }
        if (value.isObject() && value.has("image_url")) {
            return new ReferenceAnswer("", List.of(ImageRef.fromObject(value, FIELD)));
        }
        if (!value.isArray()) {
            throw EvaluationException.invalid(FIELD, name + " must be a string, or a list of strings and"
                    + " {\"image_url\": ...} images.");
        }
        List<String> texts = new ArrayList<>();
        List<ImageRef> images = new ArrayList<>();
        int i = 0;
        for (JsonNode part : value) {
            String field = FIELD + "[" + i++ + "]";
            if (part.isTextual()) {
                if (!part.asText().isBlank()) {
                    texts.add(part.asText().strip());
                }
            } else if (part.isObject() && part.has("image_url")) {
                images.add(ImageRef.fromObject(part, field));
            } else {
                throw EvaluationException.invalid(field, field + " must be a string or an {\"image_url\": ...} image.");
            }
        }
        if (texts.isEmpty() && images.isEmpty()) {
            throw EvaluationException.invalid(FIELD, name + " must hold some text or an image; it is empty or blank.");
        }
        if (!texts.isEmpty()) {
            requireWords(String.join("\n", texts), FIELD, name);
        }
        return new ReferenceAnswer(String.join("\n", texts), List.copyOf(images));
    }

    /**
     * Text with no letter or digit (punctuation, zero-width characters) has no statement to score, whichever judge
     * would score it: refused here, before any judge call.
     */
    static void requireWords(String text, String field, String name) {
        if (text.codePoints().noneMatch(Character::isLetterOrDigit)) {
            throw EvaluationException.invalid(field, name + " has no letter or digit, so it has no statement to score.");
        }
    }

    /** A conversation posted to the single-turn endpoint is told where to go. */
    private static String conversationHint(JsonNode body) {
        return body.has("turns") ? " Conversations (turns, expected_outcome) go to turn context recall"
                + " (POST /v1/turn-context-recall, function turn-context-recall)." : "";
    }
}
