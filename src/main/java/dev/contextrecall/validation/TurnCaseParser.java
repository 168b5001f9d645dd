package dev.contextrecall.validation;

import java.util.ArrayList;
import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.MetricOptions;
import dev.contextrecall.testcase.Turn;
import dev.contextrecall.testcase.TurnCase;

/**
 * Turns a turn-context-recall body into a {@link TurnCase}, or fails naming the field. Field names are DeepEval's
 * (turns with role, content and retrieval_context; expected_outcome); the metric options are the single-turn ones.
 */
@ApplicationScoped
public class TurnCaseParser {

    private final TestCaseParser parser;
    private final ContextRecallConfig config;
    private final ImageCheck images;
    private final RequestLimits limits;

    public TurnCaseParser(TestCaseParser parser, ContextRecallConfig config, ImageCheck images, RequestLimits limits) {
        this.parser = parser;
        this.config = config;
        this.images = images;
        this.limits = limits;
    }

    public TurnCase parse(JsonNode body, long payloadBytes) {
        parser.checkEnvelope(body, payloadBytes);
        List<Turn> turns = turns(body);
        String expectedOutcome = expectedOutcome(body);
        int windowSize = windowSize(body);
        MetricOptions options = parser.options(body);
        if (!options.algorithm().attributesStatements()) {
            throw EvaluationException.invalid("algorithm", "Turn context recall takes algorithm statements or"
                    + " sentences; got '" + options.algorithm().wireName() + "'.");
        }
        limits.checkConversation(turns, expectedOutcome);
        images.requireVision(firstImage(turns), options.model());
        return new TurnCase(turns, expectedOutcome, windowSize, options, TestCaseParser.scalar(body, "id"),
                TestCaseParser.scalar(body, "name"), TestCaseParser.metadata(body),
                TestCaseParser.pinnedStatements(body, config.limits().maxStatements()));
    }

    private static List<Turn> turns(JsonNode body) {
        JsonNode list = body.get("turns");
        if (!TestCaseParser.present(list)) {
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
        if (TestCaseParser.present(context)) {
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
                nodes.add(TestCaseParser.node(context.get(i), contextField + "[" + i + "]"));
            }
        }
        return new Turn(r, content.asText(), List.copyOf(nodes));
    }

    private static String expectedOutcome(JsonNode body) {
        JsonNode v = body.get("expected_outcome");
        if (!TestCaseParser.present(v)) {
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

    private int windowSize(JsonNode body) {
        JsonNode v = body.get("window_size");
        if (!TestCaseParser.present(v)) {
            return config.turns().windowSize();
        }
        if (!v.isIntegralNumber() || !v.canConvertToInt()) {
            throw EvaluationException.invalid("window_size", "window_size must be a whole number of interactions,"
                    + " 1 or more.");
        }
        if (v.asInt() < 1) {
            throw EvaluationException.invalid("window_size", "window_size must be 1 or more; got " + v.asInt() + ".");
        }
        return v.asInt();
    }

    private static String firstImage(List<Turn> turns) {
        for (int t = 0; t < turns.size(); t++) {
            String image = ImageCheck.firstImage(turns.get(t).retrievalContext(), "turns[" + t + "].retrieval_context");
            if (image != null) {
                return image;
            }
        }
        return null;
    }
}
