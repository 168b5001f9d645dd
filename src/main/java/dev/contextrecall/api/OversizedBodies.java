package dev.contextrecall.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.error.EvaluationException;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;

/**
 * The local HTTP server refuses a body whose Content-Length is over context-recall.max-payload-bytes before
 * reading it, with the same 413 error JSON an oversized body gets everywhere, and not the HTTP server's bare 413.
 * It guards the server's memory only: the limit itself is checked in the evaluation service, for every transport.
 */
@ApplicationScoped
public class OversizedBodies {

    private final long limit;
    private final ObjectMapper json;

    public OversizedBodies(ContextRecallConfig config, ObjectMapper json) {
        this.limit = config.maxPayloadBytes();
        this.json = json;
    }

    void install(@Observes Router router) {
        router.route().order(Integer.MIN_VALUE).handler(context -> {
            long length = contentLength(context.request().getHeader(HttpHeaders.CONTENT_LENGTH));
            if (length <= limit) {
                context.next();
                return;
            }
            String body;
            try {
                body = json.writeValueAsString(EvaluationException.tooLarge(length, limit).toResponse());
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
            context.response().setStatusCode(413).putHeader(HttpHeaders.CONTENT_TYPE, "application/json")
                    .putHeader(HttpHeaders.CONNECTION, "close").end(body);
        });
    }

    private static long contentLength(String header) {
        try {
            return header == null ? -1 : Long.parseLong(header.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
