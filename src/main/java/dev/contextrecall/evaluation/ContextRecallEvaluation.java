package dev.contextrecall.evaluation;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.function.BooleanSupplier;

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
import dev.contextrecall.metric.StatementMemory;
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

    /** A Lambda caller waits for the answer, whatever happens: it never goes away. */
    public static final BooleanSupplier WAITING = () -> false;

    /**
     * A metric: a parsed body (null when oversized or empty) and its size in, a result out; callerGone says whether
     * the caller has stopped waiting.
     */
    private interface Metric {
        RecallResult score(JsonNode body, long bytes, BooleanSupplier callerGone);
    }

    private RecallResult singleTurn(JsonNode body, long bytes, BooleanSupplier callerGone) {
        return metrics.score(parser.parse(body, bytes), callerGone);
    }

    private RecallResult turns(JsonNode body, long bytes, BooleanSupplier callerGone) {
        return turnRecall.score(turnParser.parse(body, bytes), callerGone);
    }

    /**
     * The bytes of an HTTP body: size first, then strict UTF-8, then strict JSON. callerGone turns true when the
     * client closes its connection; the evaluation then stops as if its budget were spent.
     */
    public RecallResult evaluate(byte[] body, BooleanSupplier callerGone) {
        return run(body, this::singleTurn, callerGone);
    }

    /** A body already decoded to text (an API Gateway event): its size is checked before it is parsed. */
    public RecallResult evaluate(String body) {
        return run(body, this::singleTurn, WAITING);
    }

    /** An already parsed body, as Lambda delivers it. */
    public RecallResult evaluate(JsonNode body) {
        return run(body, bytes(body), this::singleTurn, WAITING);
    }

    /** One case of an evaluation run: a parsed body, scored with the run's statement store. */
    public RecallResult evaluate(JsonNode body, StatementMemory memory) {
        return run(body, bytes(body), (tree, size, gone) -> metrics.score(parser.parse(tree, size), gone, memory),
                WAITING);
    }

    /**
     * A parsed body scored and turned into JSON exactly as {@link #evaluate(JsonNode)} does, but with no log line
     * and no metrics: for warming the code up (SnapStart priming), which is not an evaluation anyone asked for.
     */
    public RecallResult evaluateUnrecorded(JsonNode body) {
        RecallResult result = singleTurn(body, bytes(body), WAITING);
        toJson(result);
        return result;
    }

    /** Turn context recall of a conversation, from the bytes of an HTTP body. */
    public RecallResult evaluateTurns(byte[] body, BooleanSupplier callerGone) {
        return run(body, this::turns, callerGone);
    }

    /** Turn context recall of a conversation, from a body decoded to text. */
    public RecallResult evaluateTurns(String body) {
        return run(body, this::turns, WAITING);
    }

    /** Turn context recall of a conversation, from a parsed body. */
    public RecallResult evaluateTurns(JsonNode body) {
        return run(body, bytes(body), this::turns, WAITING);
    }

    private RecallResult run(byte[] body, Metric metric, BooleanSupplier callerGone) {
        long bytes = body == null ? 0 : body.length;
        if (bytes > config.maxPayloadBytes()) {
            return run(null, bytes, metric, callerGone);
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
        return run(text, metric, callerGone);
    }

    private RecallResult run(String body, Metric metric, BooleanSupplier callerGone) {
        long bytes = body == null ? 0 : body.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > config.maxPayloadBytes()) {
            return run(null, bytes, metric, callerGone);
        }
        long started = System.nanoTime();
        JsonNode tree;
        try {
            tree = body == null || body.isBlank() ? null : strict.readTree(body);
        } catch (JsonProcessingException e) {
            throw logged(null, JsonBody.malformed(e), started);
        }
        return run(tree, bytes, metric, callerGone);
    }

    private static long bytes(JsonNode body) {
        return body == null ? 0 : body.toString().getBytes(StandardCharsets.UTF_8).length;
    }

    /** Every evaluation, scored or failed, writes exactly one line to the evaluation log. */
    private RecallResult run(JsonNode body, long bytes, Metric metric, BooleanSupplier callerGone) {
        long started = System.nanoTime();
        try {
            RecallResult result = metric.score(body, bytes, callerGone);
            log.scored(body, result, json.valueToTree(result));
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

    public String toJson(Object value) {
        try {
            return json.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
