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

/** The local HTTP endpoint for conversations: POST /v1/turn-context-recall. */
@Path("/v1/turn-context-recall")
public class TurnContextRecallResource {

    private static final Caller CONVERSATION = Caller.conversation();

    private final ContextRecallEvaluation evaluation;

    public TurnContextRecallResource(ContextRecallEvaluation evaluation) {
        this.evaluation = evaluation;
    }

    /** Taken as bytes, like /v1/context-recall, so every bad body gets the error JSON too. */
    @POST
    @Produces(MediaType.APPLICATION_JSON)
    public RecallResult evaluate(byte[] body, @Context HttpServerResponse response) {
        return evaluation.evaluate(dev.contextrecall.evaluation.RequestBody.of(body),
                CONVERSATION.watching(CallerConnection.watch(response)));
    }
}
