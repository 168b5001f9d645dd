package dev.contextrecall.api;

import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;

import dev.contextrecall.evaluation.Caller;
import dev.contextrecall.evaluation.ContextRecallEvaluation;
import dev.contextrecall.result.RecallResult;
import io.vertx.core.http.HttpServerResponse;

/** The local HTTP endpoint (dev mode, java -jar): POST /v1/context-recall. */
@Path("/v1/context-recall")
public class ContextRecallResource {

    private static final Caller SINGLE_TURN = Caller.singleTurn();

    private final ContextRecallEvaluation evaluation;

    public ContextRecallResource(ContextRecallEvaluation evaluation) {
        this.evaluation = evaluation;
    }

    /** The body is taken as bytes so that oversized bodies, invalid UTF-8 and malformed JSON get our error JSON too. */
    @POST
    @Produces(MediaType.APPLICATION_JSON)
    public RecallResult evaluate(byte[] body, @Context HttpServerResponse response) {
        return evaluation.evaluate(dev.contextrecall.evaluation.RequestBody.of(body),
                SINGLE_TURN.watching(CallerConnection.watch(response)));
    }
}
