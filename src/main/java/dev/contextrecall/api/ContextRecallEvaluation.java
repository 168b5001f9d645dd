package dev.contextrecall.api;

import java.nio.charset.StandardCharsets;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.metric.RecallMetrics;
import dev.contextrecall.metric.RecallResult;
import dev.contextrecall.metric.TurnContextRecall;
import dev.contextrecall.request.FamilyCaseParser;
import dev.contextrecall.request.TurnCaseParser;

/**
 * What every entry point calls: request JSON in, result out, or an {@link EvaluationException}.
 * Entry points only adapt their transport to this; nothing here depends on how the request arrived.
 * Single-turn requests go to whichever member of the context-recall family they ask for (decided while parsing);
 * conversations go to turn context recall.
 */
@ApplicationScoped
public class ContextRecallEvaluation {

    private static final Logger LOG = Logger.getLogger(ContextRecallEvaluation.class);

    private final FamilyCaseParser parser;
    private final RecallMetrics metrics;
    private final TurnCaseParser turnParser;
    private final TurnContextRecall turnRecall;
    private final ObjectMapper json;
    private final ContextRecallConfig config;

    public ContextRecallEvaluation(FamilyCaseParser parser, RecallMetrics metrics, TurnCaseParser turnParser,
            TurnContextRecall turnRecall, ObjectMapper json, ContextRecallConfig config) {
        this.parser = parser;
        this.metrics = metrics;
        this.turnParser = turnParser;
        this.turnRecall = turnRecall;
        this.json = json;
        this.config = config;
    }

    /** A metric: a parsed body (null when oversized or empty) and its size in, a result out. */
    private interface Metric {
        RecallResult score(JsonNode body, long bytes);
    }

    private RecallResult singleTurn(JsonNode body, long bytes) {
        return metrics.score(parser.parse(body, bytes));
    }

    private RecallResult turns(JsonNode body, long bytes) {
        return turnRecall.score(turnParser.parse(body, bytes));
    }

    /** A raw body, as HTTP delivers it: its size is checked before it is parsed. */
    public RecallResult evaluate(String body) {
        return run(body, this::singleTurn);
    }

    /** An already parsed body, as Lambda delivers it. */
    public RecallResult evaluate(JsonNode body) {
        return run(body, this::singleTurn);
    }

    /** Turn context recall of a conversation, from a raw body. */
    public RecallResult evaluateTurns(String body) {
        return run(body, this::turns);
    }

    /** Turn context recall of a conversation, from a parsed body. */
    public RecallResult evaluateTurns(JsonNode body) {
        return run(body, this::turns);
    }

    private RecallResult run(String body, Metric metric) {
        long bytes = body == null ? 0 : body.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > config.maxPayloadBytes()) {
            return run(null, bytes, metric);
        }
        JsonNode tree;
        try {
            tree = body == null || body.isBlank() ? null : json.readTree(body);
        } catch (JsonProcessingException e) {
            throw new EvaluationException(ErrorCode.MALFORMED_REQUEST,
                    "The request body is not valid JSON: " + e.getOriginalMessage(), null);
        }
        return run(tree, bytes, metric);
    }

    private RecallResult run(JsonNode body, Metric metric) {
        long bytes = body == null ? 0 : body.toString().getBytes(StandardCharsets.UTF_8).length;
        return run(body, bytes, metric);
    }

    private RecallResult run(JsonNode body, long bytes, Metric metric) {
        try {
            RecallResult result = metric.score(body, bytes);
            LOG.infof("evaluation id=%s score=%s success=%s llm_calls=%d duration_ms=%d", result.id(),
                    result.loggedScore(), result.success(), result.usage().llmCalls(), result.durationMs());
            return result;
        } catch (EvaluationException e) {
            LOG.infof("evaluation failed code=%s field=%s: %s", e.errorCode().code(), e.field(), e.getMessage());
            throw e;
        }
    }

    public String toJson(Object value) {
        try {
            return json.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
