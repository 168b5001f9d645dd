package dev.contextrecall.evaluation;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.error.ErrorCode;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.metric.Elapsed;
import dev.contextrecall.metric.RecallMetrics;
import dev.contextrecall.metric.RecallResult;
import dev.contextrecall.metric.TurnContextRecall;
import dev.contextrecall.telemetry.EvaluationLog;
import dev.contextrecall.validation.FamilyCaseParser;
import dev.contextrecall.validation.TurnCaseParser;

/**
 * What every entry point calls: request JSON in, result out, or an {@link EvaluationException}.
 * Entry points only adapt their transport to this; nothing here depends on how the request arrived.
 * Single-turn requests go to whichever member of the context-recall family they ask for (decided while parsing);
 * conversations go to turn context recall. Nothing else escapes: an unexpected failure, even running out of
 * memory, is an internal_error the caller may retry.
 */
@ApplicationScoped
public class ContextRecallEvaluation {

    private static final Logger LOG = Logger.getLogger(ContextRecallEvaluation.class);

    private final FamilyCaseParser parser;
    private final RecallMetrics metrics;
    private final TurnCaseParser turnParser;
    private final TurnContextRecall turnRecall;
    private final ObjectMapper json;
    /** Strict reading: a key given twice, or anything after the JSON value, is an error, not a guess. */
    private final ObjectReader strict;
    private final ContextRecallConfig config;
    private final EvaluationLog log;

    public ContextRecallEvaluation(FamilyCaseParser parser, RecallMetrics metrics, TurnCaseParser turnParser,
            TurnContextRecall turnRecall, ObjectMapper json, ContextRecallConfig config, EvaluationLog log) {
        this.parser = parser;
        this.metrics = metrics;
        this.turnParser = turnParser;
        this.turnRecall = turnRecall;
        this.json = json;
        this.strict = json.reader().with(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
                .with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        this.config = config;
        this.log = log;
    }

    /**
     * The one entry: a body as its transport delivered it, evaluated as the call says. Every evaluation, scored or
     * failed, writes exactly one line to the evaluation log, unless the call is unrecorded (warming the code up).
     */
    public RecallResult evaluate(RequestBody body, Call call) {
        if (body instanceof RequestBody.Bytes b) {
            return run(b.value(), call);
        }
        if (body instanceof RequestBody.Text t) {
            return run(t.value(), call);
        }
        JsonNode parsed = ((RequestBody.Parsed) body).value();
        return run(parsed, bytes(parsed), call);
    }

    /** Single-turn or conversation, decided here once: by the route, else by the body's shape. */
    private RecallResult score(JsonNode body, long bytes, Call call) {
        boolean conversation = call.metric() == Call.Metric.CONVERSATION
                || call.metric() == Call.Metric.BY_BODY && body != null && body.has("turns");
        return conversation ? turnRecall.score(turnParser.parse(body, bytes), call.callerGone())
                : metrics.score(parser.parse(body, bytes), call.callerGone(), call.memory());
    }

    private RecallResult run(byte[] body, Call call) {
        long bytes = body == null ? 0 : body.length;
        if (bytes > config.maxPayloadBytes()) {
            return run(null, bytes, call);
        }
        String text;
        try {
            text = body == null ? null : StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(body)).toString();
        } catch (CharacterCodingException e) {
            throw logged(null, new EvaluationException(ErrorCode.MALFORMED_REQUEST,
                    "The request body is not valid UTF-8; send JSON encoded as UTF-8.", null), System.nanoTime());
        }
        return run(text, call);
    }

    private RecallResult run(String body, Call call) {
        long bytes = body == null ? 0 : body.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > config.maxPayloadBytes()) {
            return run(null, bytes, call);
        }
        long started = System.nanoTime();
        JsonNode tree;
        try {
            tree = body == null || body.isBlank() ? null : strict.readTree(body);
        } catch (JsonProcessingException e) {
            throw logged(null, JsonBody.malformed(e), started);
        }
        return run(tree, bytes, call);
    }

    private static long bytes(JsonNode body) {
        return body == null ? 0 : body.toString().getBytes(StandardCharsets.UTF_8).length;
    }

    private RecallResult run(JsonNode body, long bytes, Call call) {
        long started = System.nanoTime();
        if (!call.recorded()) {
            RecallResult result = score(body, bytes, call);
            json.valueToTree(result); // the JSON the transports write, warmed up too
            return result;
        }
        try {
            RecallResult result = score(body, bytes, call);
            log.scored(body, result);
            return result;
        } catch (EvaluationException e) {
            throw logged(body, e, started);
        } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
            throw logged(body, internal(e), started);
        }
    }

    /** The error, written to the evaluation log; the caller throws it. */
    private EvaluationException logged(JsonNode body, EvaluationException error, long started) {
        log.failed(body, error, Elapsed.millisSince(started));
        return error;
    }

    /** Logged with the cause, and with the limits to lower when memory or the stack ran out. */
    private static EvaluationException internal(Throwable cause) {
        boolean resources = cause instanceof OutOfMemoryError || cause instanceof StackOverflowError;
        LOG.errorf(cause, "Evaluation failed unexpectedly (%s)%s", cause.getClass().getSimpleName(), resources
                ? "; lower context-recall.limits.max-nodes, max-node-chars or max-judge-input-chars, or give the"
                        + " function more memory"
                : "");
        return new EvaluationException(ErrorCode.INTERNAL_ERROR, "The evaluation failed unexpectedly"
                + (resources ? " (the function ran short of memory)" : "") + "; it may succeed if tried again.", null,
                cause);
    }
}
