package dev.contextrecall.api;

import java.nio.charset.StandardCharsets;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.metric.ContextRecallResult;
import dev.contextrecall.metric.ContextRecallScorer;
import dev.contextrecall.request.TestCaseParser;

/**
 * What every entry point calls: request JSON in, result out, or an {@link EvaluationException}.
 * Entry points only adapt their transport to this; nothing here depends on how the request arrived.
 */
@ApplicationScoped
public class ContextRecallEvaluation {

    private static final Logger LOG = Logger.getLogger(ContextRecallEvaluation.class);

    private final TestCaseParser parser;
    private final ContextRecallScorer scorer;
    private final ObjectMapper json;
    private final ContextRecallConfig config;

    public ContextRecallEvaluation(TestCaseParser parser, ContextRecallScorer scorer, ObjectMapper json,
            ContextRecallConfig config) {
        this.parser = parser;
        this.scorer = scorer;
        this.json = json;
        this.config = config;
    }

    /** A raw body, as HTTP delivers it: its size is checked before it is parsed. */
    public ContextRecallResult evaluate(String body) {
        long bytes = body == null ? 0 : body.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > config.maxPayloadBytes()) {
            return evaluate(null, bytes);
        }
        JsonNode tree;
        try {
            tree = body == null || body.isBlank() ? null : json.readTree(body);
        } catch (JsonProcessingException e) {
            throw new EvaluationException(ErrorCode.MALFORMED_REQUEST,
                    "The request body is not valid JSON: " + e.getOriginalMessage(), null);
        }
        return evaluate(tree, bytes);
    }

    /** An already parsed body, as Lambda delivers it. */
    public ContextRecallResult evaluate(JsonNode body) {
        long bytes = body == null ? 0 : body.toString().getBytes(StandardCharsets.UTF_8).length;
        return evaluate(body, bytes);
    }

    private ContextRecallResult evaluate(JsonNode body, long bytes) {
        try {
            ContextRecallResult result = scorer.score(parser.parse(body, bytes));
            LOG.infof("evaluation id=%s score=%.4f success=%s llm_calls=%d duration_ms=%d", result.id(),
                    result.score(), result.success(), result.usage().llmCalls(), result.durationMs());
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
