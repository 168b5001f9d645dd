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
import dev.contextrecall.metric.RecallMetrics;
import dev.contextrecall.result.Elapsed;
import dev.contextrecall.result.RecallResult;
import dev.contextrecall.telemetry.EvaluationLog;
import dev.contextrecall.validation.CaseParser;

/**
 * What every entry point calls: request JSON in, result out, or an {@link EvaluationException}.
 * Entry points only adapt their transport to this; nothing here depends on how the request arrived.
 * One parser ({@link CaseParser}) turns the body into one sealed case, deciding once which member of the
 * context-recall family it is, a conversation included; the metrics then dispatch on the case's type. Nothing else
 * escapes: an unexpected failure, even running out of memory, is an internal_error the caller may retry.
 */
@ApplicationScoped
public class ContextRecallEvaluation {

    private static final Logger LOG = Logger.getLogger(ContextRecallEvaluation.class);

    private final CaseParser parser;
    private final RecallMetrics metrics;
    private final ObjectMapper json;
    /** Strict reading: a key given twice, or anything after the JSON value, is an error, not a guess. */
    private final ObjectReader strict;
    private final ContextRecallConfig config;
    private final EvaluationLog log;

    public ContextRecallEvaluation(CaseParser parser, RecallMetrics metrics, ObjectMapper json,
            ContextRecallConfig config, EvaluationLog log) {
        this.parser = parser;
        this.metrics = metrics;
        this.json = json;
        this.strict = json.reader().with(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
                .with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        this.config = config;
        this.log = log;
    }

    /**
     * Evaluates a body as its transport delivered it, as its caller asks. Every evaluation, scored or
     * failed, writes exactly one line to the evaluation log, unless the caller is unrecorded (warming the code up).
     * The order is the same for every transport: the size, then strict UTF-8 and strict JSON, then the parser
     * (which decides the member of the family once), then the metric of that member.
     */
    public RecallResult evaluate(RequestBody body, Caller caller) {
        long started = System.nanoTime();
        JsonNode tree = body instanceof RequestBody.Parsed p ? p.value() : null;
        try {
            long bytes = bytes(body);
            if (bytes > config.maxPayloadBytes()) {
                // The size first, before anything is decoded or parsed.
                throw EvaluationException.tooLarge(bytes, config.maxPayloadBytes());
            }
            tree = read(body);
            RecallResult result = metrics.score(parser.parse(tree, caller.takes()), caller.gone(),
                    caller.store());
            if (caller.recorded()) {
                log.scored(tree, result);
            } else {
                json.valueToTree(result); // the JSON the transports write, warmed up too
            }
            return result;
        } catch (EvaluationException e) {
            throw logged(caller, tree, e, started);
        } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
            if (!caller.recorded()) {
                throw e;
            }
            throw logged(caller, tree, internal(e), started);
        }
    }


    /**
     * The size the transport knows: an HTTP body's bytes, or an API Gateway text's UTF-8 bytes. A Lambda invoke, a
     * queue record or a dataset line arrives already parsed, its size on the wire unknown here: it is counted as the
     * JSON text it stands for, so the same limit holds whichever way a body came.
     */
    private static long bytes(RequestBody body) {
        if (body instanceof RequestBody.Bytes b) {
            return b.value() == null ? 0 : b.value().length;
        }
        if (body instanceof RequestBody.Text t) {
            return t.value() == null ? 0 : t.value().getBytes(StandardCharsets.UTF_8).length;
        }
        JsonNode parsed = ((RequestBody.Parsed) body).value();
        return parsed == null ? 0 : parsed.toString().getBytes(StandardCharsets.UTF_8).length;
    }

    /** The body's JSON: bytes are decoded as strict UTF-8, text is read as strict JSON; null when there is none. */
    private JsonNode read(RequestBody body) {
        if (body instanceof RequestBody.Parsed p) {
            return p.value();
        }
        String text;
        if (body instanceof RequestBody.Bytes b) {
            try {
                text = b.value() == null ? null : StandardCharsets.UTF_8.newDecoder()
                        .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT)
                        .decode(ByteBuffer.wrap(b.value())).toString();
            } catch (CharacterCodingException e) {
                throw new EvaluationException(ErrorCode.MALFORMED_REQUEST,
                        "The request body is not valid UTF-8; send JSON encoded as UTF-8.", null);
            }
        } else {
            text = ((RequestBody.Text) body).value();
        }
        try {
            return text == null || text.isBlank() ? null : strict.readTree(text);
        } catch (JsonProcessingException e) {
            throw JsonBody.malformed(e);
        }
    }

    /** The error, written to the evaluation log when the caller is recorded; the service throws it. */
    private EvaluationException logged(Caller caller, JsonNode body, EvaluationException error, long started) {
        if (caller.recorded()) {
            log.failed(body, error, Elapsed.millisSince(started));
        }
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
