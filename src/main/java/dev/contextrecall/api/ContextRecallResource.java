package dev.contextrecall.api;

import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

import dev.contextrecall.metric.ContextRecallResult;

/** The local HTTP endpoint (dev mode, java -jar): POST /v1/context-recall. */
@Path("/v1/context-recall")
public class ContextRecallResource {

    private final ContextRecallEvaluation evaluation;

    public ContextRecallResource(ContextRecallEvaluation evaluation) {
        this.evaluation = evaluation;
    }

    /** The body is taken as text so that malformed JSON and oversized bodies get our error JSON too. */
    @POST
    @Produces(MediaType.APPLICATION_JSON)
    public ContextRecallResult evaluate(String body) {
        return evaluation.evaluate(body);
    }

    @ServerExceptionMapper
    public Response toError(EvaluationException e) {
        return Response.status(e.errorCode().httpStatus()).type(MediaType.APPLICATION_JSON).entity(e.toResponse()).build();
    }
}
