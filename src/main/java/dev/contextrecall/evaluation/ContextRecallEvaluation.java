package dev.contextrecall.evaluation;

import dev.contextrecall.error.EvaluationException;

import java.nio.charset.StandardCharsets;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.metric.Elapsed;
import dev.contextrecall.metric.RecallMetrics;
import dev.contextrecall.metric.RecallResult;
import dev.contextrecall.metric.TurnContextRecall;
import dev.contextrecall.validation.FamilyCaseParser;
import dev.contextrecall.validation.TurnCaseParser;
import dev.contextrecall.telemetry.EvaluationLog;

/**
 * What every entry point calls: request JSON in, result out, or an {@link EvaluationException}.
 * Entry points only adapt their transport to this; nothing here depends on how the request arrived.
 * Single-turn requests go to whichever member of the context-recall family they ask for (decided while parsing);
 * conversations go to turn context recall.
 */
@ApplicationScoped
public class ContextRecallEvaluation {

    private final FamilyCaseParser parser;
    private final RecallMetrics metrics;
    private final TurnCaseParser turnParser;
    private final TurnContextRecall turnRecall;
    private final ObjectMapper json;
    private final ContextRecallConfig config;
    private final EvaluationLog log;

    public ContextRecallEvaluation(FamilyCaseParser parser, RecallMetrics metrics, TurnCaseParser turnParser,
            TurnContextRecall turnRecall, ObjectMapper json, ContextRecallConfig config, EvaluationLog log) {
        this.parser = parser;
        this.metrics = metrics;
        this.turnParser = turnParser;
        this.turnRecall = turnRecall;
        this.json = json;
        this.config = config;
        this.log = log;
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
        long started = System.nanoTime();
        JsonNode tree;
        try {
            tree = body == null || body.isBlank() ? null : json.readTree(body);
        } catch (JsonProcessingException e) {
            EvaluationException error = JsonBody.malformed(e);
            log.failed(null, error, Elapsed.millisSince(started));
            throw error;
        }
        return run(tree, bytes, metric);
    }

    private RecallResult run(JsonNode body, Metric metric) {
        long bytes = body == null ? 0 : body.toString().getBytes(StandardCharsets.UTF_8).length;
        return run(body, bytes, metric);
    }

    /** Every evaluation, scored or failed, writes exactly one line to the evaluation log. */
    private RecallResult run(JsonNode body, long bytes, Metric metric) {
        long started = System.nanoTime();
        try {
            RecallResult result = metric.score(body, bytes);
            log.scored(body, result, json.valueToTree(result));
            return result;
        } catch (EvaluationException e) {
            log.failed(body, e, Elapsed.millisSince(started));
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
