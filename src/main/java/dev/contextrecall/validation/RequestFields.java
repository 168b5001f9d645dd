package dev.contextrecall.validation;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.ImageRef;
import dev.contextrecall.testcase.Turn;

/**
 * The field readers the request parser shares: each reads one field (or a field and its aliases) and fails with an
 * error naming it. Field names are DeepEval's; the aliases are the names Ragas and Opik datasets use, so datasets
 * post unchanged.
 */
final class RequestFields {

    static final Map<String, List<String>> ALIASES = Map.of(
            "expected_output", List.of("expected_output", "reference", "ground_truth", "expected_answer"),
            "retrieval_context", List.of("retrieval_context", "retrieved_contexts", "contexts", "context"),
            "input", List.of("input", "user_input", "question"),
            "actual_output", List.of("actual_output", "response", "output", "answer"));

    static final String PINNED = "reference_statements";

    private RequestFields() {
    }

    /**
     * The reference's statements as the caller pinned them (a list of non-blank strings, as an earlier result's
     * verdicts listed them), or null: then no extraction call is made and the denominator is exactly this list.
     */
    static List<String> pinnedStatements(JsonNode body, int max) {
        JsonNode list = body.get(PINNED);
        if (!present(list)) {
            return null;
        }
        if (!list.isArray() || list.isEmpty()) {
            throw EvaluationException.invalid(PINNED, PINNED + " must be a non-empty list of statements (strings).");
        }
        RequestLimits.exceeds(PINNED, list.size(), max, "max-statements", "statements");
        List<String> statements = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            JsonNode item = list.get(i);
            String field = PINNED + "[" + i + "]";
            if (!item.isTextual()) {
                throw EvaluationException.invalid(field, field + " must be a string.");
            }
            ReferenceAnswer.requireWords(item.asText(), field, field);
            statements.add(item.asText().strip());
        }
        return List.copyOf(statements);
    }

    /** The reference's language as the caller names it: a well-formed BCP 47 tag ("zh", "de-AT"), normalised. */
    static String language(JsonNode body) {
        String tag = optionalString(body, "language");
        if (tag == null) {
            return null;
        }
        try {
            java.util.Locale locale = new java.util.Locale.Builder().setLanguageTag(tag.strip()).build();
            if (locale.getLanguage().isEmpty()) {
                throw new java.util.IllformedLocaleException("no language subtag");
            }
            return locale.toLanguageTag();
        } catch (java.util.IllformedLocaleException e) {
            throw EvaluationException.invalid("language", "language must be a BCP 47 language tag such as \"zh\", "
                    + "\"hi\" or \"de-AT\"; got \"" + tag + "\".");
        }
    }

    /** An enumerated option: the request's value when it gives one, else the configured default. */
    static <T> T choice(JsonNode body, String field, T configured,
            java.util.function.Function<String, Optional<T>> lookup, String allowed) {
        String value = optionalString(body, field);
        if (value == null) {
            return configured;
        }
        return lookup.apply(value).orElseThrow(() -> EvaluationException.invalid(field,
                field + " must be one of " + allowed + "; got '" + value + "'."));
    }

    static boolean bool(JsonNode body, String field, boolean fallback) {
        JsonNode v = body.get(field);
        if (!present(v)) {
            return fallback;
        }
        if (!v.isBoolean()) {
            throw EvaluationException.invalid(field, field + " must be true or false.");
        }
        return v.asBoolean();
    }

    static String optionalString(JsonNode body, String field) {
        JsonNode v = body.get(field);
        if (!present(v)) {
            return null;
        }
        if (!v.isTextual()) {
            throw EvaluationException.invalid(field, field + " must be a string.");
        }
        return v.asText();
    }

    /** The value of a field given under its own name or one alias; two names at once is ambiguous. */
    static Optional<Map.Entry<String, JsonNode>> aliased(JsonNode body, String field) {
        Map.Entry<String, JsonNode> found = null;
        for (String name : ALIASES.get(field)) {
            JsonNode v = body.get(name);
            if (present(v)) {
                if (found != null) {
                    throw EvaluationException.invalid(field, "Give only one of " + found.getKey() + " and " + name
                            + " (both mean " + field + ").");
                }
                found = Map.entry(name, v);
            }
        }
        return Optional.ofNullable(found);
    }

    static String optionalText(JsonNode body, String field) {
        return aliased(body, field).map(e -> {
            if (!e.getValue().isTextual()) {
                throw EvaluationException.invalid(field, e.getKey() + " must be a string.");
            }
            return e.getValue().asText();
        }).orElse(null);
    }

    static List<ContextNode> retrievalContext(JsonNode body) {
        Map.Entry<String, JsonNode> e = aliased(body, "retrieval_context").orElseThrow(() -> EvaluationException.invalid(
                "retrieval_context", "retrieval_context is required (also accepted as retrieved_contexts, contexts, context);"
                        + " send [] when nothing was retrieved."));
        String name = e.getKey();
        if (!e.getValue().isArray()) {
            throw EvaluationException.invalid("retrieval_context", name + " must be a list of strings or {\"text\": ...} objects.");
        }
        List<ContextNode> nodes = new ArrayList<>();
        int i = 0;
        for (JsonNode item : e.getValue()) {
            nodes.add(node(item, "retrieval_context[" + i++ + "]"));
        }
        return List.copyOf(nodes);
    }

    static ContextNode node(JsonNode item, String field) {
        if (item.isTextual()) {
            return new ContextNode(item.asText(), null, null);
        }
        if (!item.isObject()) {
            throw EvaluationException.invalid(field, field + " must be a string, an object with a \"text\" string"
                    + " or an {\"image_url\": ...} image.");
        }
        ImageRef image = item.has("image_url") ? ImageRef.fromObject(item, field) : null;
        JsonNode text = image != null ? com.fasterxml.jackson.databind.node.TextNode.valueOf("") : item.get("text");
        if (text == null || !text.isTextual()) {
            throw EvaluationException.invalid(field + ".text", field + ".text must be a string.");
        }
        JsonNode id = item.get("id");
        if (present(id) && !(id.isTextual() || id.isNumber())) {
            throw EvaluationException.invalid(field + ".id", field + ".id must be a string or a number.");
        }
        JsonNode source = item.get("source");
        if (present(source) && !source.isTextual()) {
            throw EvaluationException.invalid(field + ".source", field + ".source must be a string.");
        }
        return new ContextNode(text.asText(), present(id) ? id : null, present(source) ? source.asText() : null, image);
    }

    static JsonNode scalar(JsonNode body, String field) {
        JsonNode v = body.get(field);
        if (!present(v)) {
            return null;
        }
        if (!(v.isTextual() || v.isNumber())) {
            throw EvaluationException.invalid(field, field + " must be a string or a number.");
        }
        return v;
    }

    static JsonNode metadata(JsonNode body) {
        JsonNode v = body.get("metadata");
        if (!present(v)) {
            return null;
        }
        if (!v.isObject()) {
            throw EvaluationException.invalid("metadata", "metadata must be a JSON object.");
        }
        return v;
    }

    /** A required list; emptyProblem non-null means an empty list is an error, told with that text. */
    static JsonNode requiredList(JsonNode body, String field, String emptyProblem) {
        JsonNode v = body.get(field);
        if (!present(v)) {
            throw EvaluationException.invalid(field, field + " is required" + (emptyProblem == null
                    ? "; send [] when nothing was retrieved." : "."));
        }
        if (!v.isArray()) {
            throw EvaluationException.invalid(field, field + " must be a list.");
        }
        if (v.isEmpty() && emptyProblem != null) {
            throw EvaluationException.invalid(field, field + " is empty" + emptyProblem);
        }
        return v;
    }

    /** Strings or numbers, compared as their text; duplicates are dropped, first occurrence kept. */
    static List<String> ids(JsonNode list, String field) {
        Set<String> out = new LinkedHashSet<>();
        int i = 0;
        for (JsonNode item : list) {
            String f = field + "[" + i++ + "]";
            if (!(item.isTextual() || item.isNumber())) {
                throw EvaluationException.invalid(f, f + " must be a string or a number.");
            }
            if (item.asText().isBlank()) {
                throw EvaluationException.invalid(f, f + " is a blank id.");
            }
            out.add(item.asText());
        }
        return List.copyOf(out);
    }

    /** A conversation's turns, DeepEval's shape: role, content and (on an assistant turn) retrieval_context. */
    static List<Turn> turns(JsonNode body) {
        JsonNode list = body.get("turns");
        if (!present(list)) {
            throw EvaluationException.invalid("turns", "turns is required: the conversation as a list of"
                    + " {\"role\", \"content\", \"retrieval_context\"} turns.");
        }
        if (!list.isArray()) {
            throw EvaluationException.invalid("turns", "turns must be a list of {\"role\", \"content\"} objects.");
        }
        if (list.isEmpty()) {
            throw EvaluationException.invalid("turns", "turns is empty; a conversation needs at least one turn.");
        }
        List<Turn> turns = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            turns.add(turn(list.get(i), "turns[" + i + "]"));
        }
        return List.copyOf(turns);
    }

    private static Turn turn(JsonNode item, String field) {
        if (!item.isObject()) {
            throw EvaluationException.invalid(field, field + " must be an object with \"role\" and \"content\".");
        }
        JsonNode role = item.get("role");
        Turn.Role r;
        if (role != null && role.isTextual() && role.asText().equals("user")) {
            r = Turn.Role.USER;
        } else if (role != null && role.isTextual() && role.asText().equals("assistant")) {
            r = Turn.Role.ASSISTANT;
        } else {
            throw EvaluationException.invalid(field + ".role", field + ".role must be \"user\" or \"assistant\".");
        }
        JsonNode content = item.get("content");
        if (content == null || !content.isTextual()) {
            throw EvaluationException.invalid(field + ".content", field + ".content must be a string.");
        }
        JsonNode context = item.get("retrieval_context");
        List<ContextNode> nodes = new ArrayList<>();
        if (present(context)) {
            String contextField = field + ".retrieval_context";
            if (r == Turn.Role.USER) {
                throw EvaluationException.invalid(contextField, contextField + " is on a user turn; retrieval"
                        + " context belongs to the assistant turn that used it.");
            }
            if (!context.isArray()) {
                throw EvaluationException.invalid(contextField, contextField + " must be a list of strings,"
                        + " {\"text\": ...} objects or {\"image_url\": ...} images.");
            }
            for (int i = 0; i < context.size(); i++) {
                nodes.add(node(context.get(i), contextField + "[" + i + "]"));
            }
        }
        return new Turn(r, content.asText(), List.copyOf(nodes));
    }

    static String expectedOutcome(JsonNode body) {
        JsonNode v = body.get("expected_outcome");
        if (!present(v)) {
            throw EvaluationException.invalid("expected_outcome", "expected_outcome is required: what the"
                    + " conversation should establish, whose statements the retrieved context is checked for.");
        }
        if (!v.isTextual()) {
            throw EvaluationException.invalid("expected_outcome", "expected_outcome must be a string.");
        }
        if (v.asText().isBlank()) {
            throw EvaluationException.invalid("expected_outcome", "expected_outcome must not be blank.");
        }
        ReferenceAnswer.requireWords(v.asText(), "expected_outcome", "expected_outcome");
        return v.asText();
    }

    /** The field of a conversation's first image, or null. */
    static String firstImageOfTurns(List<Turn> turns) {
        for (int t = 0; t < turns.size(); t++) {
            String image = ImageCheck.firstImage(turns.get(t).retrievalContext(), "turns[" + t + "].retrieval_context");
            if (image != null) {
                return image;
            }
        }
        return null;
    }

    static boolean present(JsonNode v) {
        return v != null && !v.isNull();
    }
}
