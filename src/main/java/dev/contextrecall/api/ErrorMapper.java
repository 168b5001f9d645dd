package dev.contextrecall.api;

import dev.contextrecall.error.EvaluationException;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Every local HTTP endpoint answers an {@link EvaluationException} with its status and the error JSON. */
public class ErrorMapper {

    @ServerExceptionMapper
    public Response toError(EvaluationException e) {
        return Response.status(e.errorCode().httpStatus()).type(MediaType.APPLICATION_JSON).entity(e.toResponse()).build();
    }
}
