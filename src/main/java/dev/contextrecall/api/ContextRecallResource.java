package dev.contextrecall.api;

import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import dev.contextrecall.evaluation.Call;
import dev.contextrecall.evaluation.ContextRecallEvaluation;
import dev.contextrecall.result.RecallResult;
import io.vertx.core.http.HttpServerResponse;

/** The local HTTP endpoint (dev mode, java -jar): POST /v1/context-recall. */
@Tag(name = "context recall")
@Path("/v1/context-recall")
public class ContextRecallResource {

    private static final Call SINGLE_TURN = Call.of(Call.Metric.SINGLE_TURN);

    private final ContextRecallEvaluation evaluation;

    public ContextRecallResource(ContextRecallEvaluation evaluation) {
        this.evaluation = evaluation;
    }

    /** The body is taken as bytes so that oversized bodies, invalid UTF-8 and malformed JSON get our error JSON too. */
    @Operation(operationId = "contextRecall", summary = "Score the context recall of one test case", description = "The share of the reference answer's statements that the retrieved chunks support, with a verdict, a quote and citations per statement.")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = OpenApiSchemas.ContextRecallRequest.class),
            examples = @ExampleObject(name = "eiffel-tower", value = OpenApiSchemas.EIFFEL_REQUEST)))
    @APIResponse(responseCode = "200", description = "The result.", content = @Content(
            mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = OpenApiSchemas.ContextRecallResult.class),
            examples = @ExampleObject(name = "eiffel-tower", value = OpenApiSchemas.EIFFEL_RESULT)))
    @APIResponse(responseCode = "400", description = "invalid_test_case: the body is not one JSON object in UTF-8.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = OpenApiSchemas.Error.class)))
    @APIResponse(responseCode = "413", description = "payload_too_large: the body or one of the request limits is exceeded.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = OpenApiSchemas.Error.class)))
    @APIResponse(responseCode = "422", description = "invalid_test_case: a field is missing, blank, of the wrong type or out of range.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = OpenApiSchemas.Error.class),
                    examples = @ExampleObject(name = "missing-field", value = OpenApiSchemas.INVALID_CASE)))
    @APIResponse(responseCode = "429", description = "rate_limited: the provider kept answering 429 after the retries.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = OpenApiSchemas.Error.class)))
    @APIResponse(responseCode = "503", description = "judge_unavailable or judge_output_invalid: the judge failed or its circuit breaker is open.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = OpenApiSchemas.Error.class),
                    examples = @ExampleObject(name = "circuit-open", value = OpenApiSchemas.JUDGE_UNAVAILABLE)))
    @APIResponse(responseCode = "504", description = "timeout: a judge call or the evaluation's time budget ran out.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = OpenApiSchemas.Error.class)))
    @APIResponse(responseCode = "500", description = "internal_error: anything unexpected; it may succeed if tried again.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = OpenApiSchemas.Error.class)))
    @POST
    @Produces(MediaType.APPLICATION_JSON)
    public RecallResult evaluate(byte[] body, @Context HttpServerResponse response) {
        return evaluation.evaluate(dev.contextrecall.evaluation.RequestBody.of(body),
                SINGLE_TURN.watching(CallerConnection.watch(response)));
    }
}
