package dev.contextrecall.api;

import jakarta.ws.rs.NotAllowedException;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;

import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

import dev.contextrecall.error.ErrorCode;
import dev.contextrecall.error.ErrorResponse;
import dev.contextrecall.error.EvaluationException;

/**
 * Every local HTTP answer that is not a result is the error JSON, with the status it names: evaluation errors,
 * unknown routes (404), wrong methods (405), the server's own refusals, and anything unexpected (500
 * internal_error), never an empty body or an error page.
 */
public class ErrorMapper {

    private static final Logger LOG = Logger.getLogger(ErrorMapper.class);

    @ServerExceptionMapper
    public Response toError(EvaluationException e) {
        return json(e.errorCode().httpStatus(), e.toResponse());
    }

    @ServerExceptionMapper
    public Response noRoute(NotFoundException e, UriInfo uri) {
        return json(404, error(ErrorCode.MALFORMED_REQUEST, "No route " + uri.getPath()
                + ContextRecallFunctions.NO_ROUTE));
    }

    @ServerExceptionMapper
    public Response wrongMethod(NotAllowedException e, UriInfo uri) {
        return json(405, error(ErrorCode.MALFORMED_REQUEST, uri.getPath() + " takes POST only."));
    }

    /** The server's own refusals (unsupported media type, unacceptable Accept header...), with their status. */
    @ServerExceptionMapper
    public Response refused(WebApplicationException e) {
        int status = e.getResponse() == null ? 400 : e.getResponse().getStatus();
        if (status >= 500) {
            return unexpected(e);
        }
        return json(status, error(ErrorCode.MALFORMED_REQUEST, "The request was refused: " + e.getMessage()));
    }

    @ServerExceptionMapper
    public Response unexpected(Throwable e) {
        LOG.error("Unexpected failure on a local HTTP route", e);
        return json(500, error(ErrorCode.INTERNAL_ERROR, "The request failed unexpectedly; it may succeed if tried"
                + " again."));
    }

    private static ErrorResponse error(ErrorCode code, String message) {
        return new EvaluationException(code, message, null).toResponse();
    }

    private static Response json(int status, ErrorResponse body) {
        return Response.status(status).type(MediaType.APPLICATION_JSON).entity(body).build();
    }
}
