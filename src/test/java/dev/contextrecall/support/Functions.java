package dev.contextrecall.support;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import com.amazonaws.services.lambda.runtime.events.APIGatewayV2HTTPEvent;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.contextrecall.api.ContextRecallFunctions;
import dev.contextrecall.api.EvaluationSummaryFunction;
import dev.contextrecall.run.aws.SummaryRequest;
import io.quarkus.arc.Arc;
import io.restassured.builder.ResponseBuilder;
import io.restassured.http.ContentType;
import io.restassured.internal.RestAssuredResponseOptionsImpl;
import io.restassured.response.Response;
import io.restassured.response.ValidatableResponse;

/**
 * A Lambda function called as a bean in this application start, answered as Quarkus's mock event server answers
 * ({@link Api#lambda}): status and JSON body. The default start exports only context-recall, so the tests of the
 * other functions call their beans here; packaged/*PackagedIT re-run the same tests through the Lambda Runtime API
 * of the native executable, where Funqy's own event handling (SQS batch failures, SNS) runs, as it does for the JVM
 * package in LocalLambdaRuntimeIT. What Funqy adds around a bean is mirrored in a few lines: one record's failure
 * is reported by its message id, an SNS delivery has no output (204).
 */
public final class Functions {

    private Functions() {
    }

    /** The event, as the runtime would hand it to the function that quarkus.funqy.export names. */
    public static ValidatableResponse invoke(String export, Object event) {
        ObjectMapper mapper = Arc.container().instance(ObjectMapper.class).get();
        ContextRecallFunctions functions = Arc.container().instance(ContextRecallFunctions.class).get();
        try {
            return switch (export) {
                case "context-recall-http" -> ok(mapper, functions.contextRecallHttp(
                        mapper.convertValue(event, APIGatewayV2HTTPEvent.class)));
                case "turn-context-recall" -> ok(mapper, functions.turnContextRecall(mapper.valueToTree(event)));
                case "context-recall-events" -> records(mapper, mapper.valueToTree(event), functions::contextRecallEvents);
                case "turn-context-recall-events" -> records(mapper, mapper.valueToTree(event),
                        functions::turnContextRecallEvents);
                case "evaluation-summary" -> ok(mapper, Arc.container().instance(EvaluationSummaryFunction.class).get()
                        .evaluationSummary(mapper.convertValue(event, SummaryRequest.class)));
                default -> throw new IllegalArgumentException("no test path for the function " + export);
            };
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** SQS: every record's body to the function, the failed ones named; SNS: every message, no output. */
    private static ValidatableResponse records(ObjectMapper mapper, JsonNode event, Consumer<JsonNode> function)
            throws com.fasterxml.jackson.core.JsonProcessingException {
        List<Map<String, String>> failures = new ArrayList<>();
        boolean sns = false;
        for (JsonNode record : event.get("Records")) {
            sns = "aws:sns".equals(record.path("EventSource").asText());
            String body = sns ? record.at("/Sns/Message").asText() : record.get("body").asText();
            try {
                function.accept(mapper.readTree(body));
            } catch (RuntimeException | com.fasterxml.jackson.core.JsonProcessingException e) {
                failures.add(Map.of("itemIdentifier", sns ? record.at("/Sns/MessageId").asText()
                        : record.get("messageId").asText()));
            }
        }
        if (sns) {
            return answer(failures.isEmpty() ? 204 : 500, "");
        }
        return ok(mapper, Map.of("batchItemFailures", failures));
    }

    private static ValidatableResponse ok(ObjectMapper mapper, Object output)
            throws com.fasterxml.jackson.core.JsonProcessingException {
        return answer(200, mapper.writeValueAsString(output));
    }

    /** With {@link Api}'s configuration: numbers read as doubles, as scores are compared exactly. */
    private static ValidatableResponse answer(int status, String body) {
        Response response = new ResponseBuilder().setStatusCode(status).setStatusLine("HTTP/1.1 " + status)
                .setContentType(ContentType.JSON).setBody(body).build();
        ((RestAssuredResponseOptionsImpl<?>) response).setConfig(Api.CONFIG);
        return response.then();
    }
}
