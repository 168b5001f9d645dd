package dev.contextrecall.api;

import java.util.Base64;
import java.util.Map;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPResponse;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.contextrecall.error.ErrorCode;
import dev.contextrecall.error.ErrorResponse;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.evaluation.Caller;
import dev.contextrecall.evaluation.ContextRecallEvaluation;
import dev.contextrecall.evaluation.RequestBody;
import io.quarkus.funqy.Funq;

/**
 * The Lambda functions; one binary serves them all and QUARKUS_FUNQY_EXPORT picks one per deployed function.
 * Each adapts its transport to {@link ContextRecallEvaluation} and back.
 */
public class ContextRecallFunctions {

    static final String HTTP_ROUTE = "/v1/context-recall";
    static final String TURNS_HTTP_ROUTE = "/v1/turn-context-recall";
    static final String NO_ROUTE = "; POST " + HTTP_ROUTE + " or " + TURNS_HTTP_ROUTE + ".";

    private static final Caller SINGLE_TURN = Caller.singleTurn();
    private static final Caller CONVERSATION = Caller.conversation();

    private final ContextRecallEvaluation evaluation;
    private final ObjectMapper mapper;

    public ContextRecallFunctions(ContextRecallEvaluation evaluation, ObjectMapper mapper) {
        this.evaluation = evaluation;
        this.mapper = mapper;
    }

    private String json(Object body) {
        try {
            return mapper.writeValueAsString(body);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Direct invoke: the request JSON in, the result or {"error": ...} out. */
    @Funq("context-recall")
    public Object contextRecall(JsonNode request) {
        try {
            return evaluation.evaluate(RequestBody.of(request), SINGLE_TURN);
        } catch (EvaluationException e) {
            return e.toResponse();
        }
    }

    /**
     * SQS and SNS: Funqy's advanced event handling hands over each record's body. A failure is thrown so that
     * Funqy reports that one record in batchItemFailures and the queue retries it, then dead-letters it.
     */
    @Funq("context-recall-events")
    public void contextRecallEvents(JsonNode message) {
        evaluation.evaluate(RequestBody.of(message), SINGLE_TURN);
    }

    /** Turn context recall, direct invoke: the conversation JSON in, the result or {"error": ...} out. */
    @Funq("turn-context-recall")
    public Object turnContextRecall(JsonNode request) {
        try {
            return evaluation.evaluate(RequestBody.of(request), CONVERSATION);
        } catch (EvaluationException e) {
            return e.toResponse();
        }
    }

    /** Turn context recall from SQS and SNS, as {@link #contextRecallEvents}. */
    @Funq("turn-context-recall-events")
    public void turnContextRecallEvents(JsonNode message) {
        evaluation.evaluate(RequestBody.of(message), CONVERSATION);
    }

    /** API Gateway HTTP API (payload format 2.0): POST /v1/context-recall and POST /v1/turn-context-recall. */
    @Funq("context-recall-http")
    public APIGatewayV2HTTPResponse contextRecallHttp(APIGatewayV2HTTPEvent event) {
        String method = event.getRequestContext() != null && event.getRequestContext().getHttp() != null
                ? event.getRequestContext().getHttp().getMethod()
                : null;
        boolean turns = TURNS_HTTP_ROUTE.equals(event.getRawPath());
        Caller caller = turns ? CONVERSATION : SINGLE_TURN;
        if (!turns && !HTTP_ROUTE.equals(event.getRawPath())) {
            return respond(404, error(ErrorCode.MALFORMED_REQUEST, "No route " + event.getRawPath() + NO_ROUTE));
        }
        if (method != null && !"POST".equalsIgnoreCase(method)) {
            return respond(405, error(ErrorCode.MALFORMED_REQUEST, event.getRawPath() + " takes POST only."));
        }
        try {
            if (event.getBody() != null && event.getIsBase64Encoded()) {
                return respond(200, evaluation.evaluate(RequestBody.of(base64(event.getBody())), caller));
            }
            return respond(200, evaluation.evaluate(RequestBody.of(event.getBody()), caller));
        } catch (EvaluationException e) {
            return respond(e.errorCode().httpStatus(), e.toResponse());
        }
    }

    private static byte[] base64(String body) {
        try {
            return Base64.getMimeDecoder().decode(body);
        } catch (IllegalArgumentException e) {
            throw new EvaluationException(ErrorCode.MALFORMED_REQUEST, "The request body is marked base64 but is not"
                    + " valid base64.", null);
        }
    }

    private static ErrorResponse error(ErrorCode code, String message) {
        return new EvaluationException(code, message, null).toResponse();
    }

    private APIGatewayV2HTTPResponse respond(int status, Object body) {
        return APIGatewayV2HTTPResponse.builder()
                .withStatusCode(status)
                .withHeaders(Map.of("Content-Type", "application/json"))
                .withBody(json(body))
                .withIsBase64Encoded(false)
                .build();
    }
}
