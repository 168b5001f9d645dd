package dev.contextrecall.api;

import java.nio.charset.StandardCharsets;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.metric.ContextRecallResult;
import dev.contextrecall.metric.ContextRecallScorer;
import dev.contextrecall.request.TestCaseParser;
import dev.contextrecall.telemetry.EvaluationLog;

/**
 * What every entry point calls: request JSON in, result out, or an {@link EvaluationException}.
 * Entry points only adapt their transport to this; nothing here depends on how the request arrived.
 */
@ApplicationScoped
public class ContextRecallEvaluation {

    private final TestCaseParser parser;
    private final ContextRecallScorer scorer;
    private final ObjectMapper json;
    private final ContextRecallConfig config;
    private final EvaluationLog log;

    public ContextRecallEvaluation(TestCaseParser parser, ContextRecallScorer scorer, ObjectMapper json,
            ContextRecallConfig config, EvaluationLog log) {
        this.parser = parser;
        this.scorer = scorer;
        this.json = json;
        this.config = config;
        this.log = log;
    }

    /** A raw body, as HTTP delivers it: its size is checked before it is parsed. */
    public ContextRecallResult evaluate(String body) {
        long bytes = body == null ? 0 : body.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > config.maxPayloadBytes()) {
            return evaluate(null, bytes);
        }
        long started = System.nanoTime();
        JsonNode tree;
        try {
            tree = body == null || body.isBlank() ? null : json.readTree(body);
        } catch (JsonProcessingException e) {
            EvaluationException error = new EvaluationException(ErrorCode.MALFORMED_REQUEST,
                    "The request body is not valid JSON: " + e.getOriginalMessage(), null);
            log.failed(null, error, millisSince(started));
            throw error;
        }
        return evaluate(tree, bytes);
    }

    /** An already parsed body, as Lambda delivers it. */
    public ContextRecallResult evaluate(JsonNode body) {
        long bytes = body == null ? 0 : body.toString().getBytes(StandardCharsets.UTF_8).length;
        return evaluate(body, bytes);
    }

    /** Every evaluation, scored or failed, writes exactly one line to the evaluation log. */
    private ContextRecallResult evaluate(JsonNode body, long bytes) {
        long started = System.nanoTime();
        try {
            ContextRecallResult result = scorer.score(parser.parse(body, bytes));
            log.scored(body, result);
            return result;
        } catch (EvaluationException e) {
            log.failed(body, e, millisSince(started));
            throw e;
        }
    }

    private static long millisSince(long startedNanos) {
        return (System.nanoTime() - startedNanos) / 1_000_000;
    }

    public String toJson(Object value) {
        try {
            return json.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
