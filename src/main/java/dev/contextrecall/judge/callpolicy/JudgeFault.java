package dev.contextrecall.judge.callpolicy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;

import com.fasterxml.jackson.core.JacksonException;

import dev.contextrecall.error.ErrorCode;
import dev.langchain4j.exception.AuthenticationException;
import dev.langchain4j.exception.HttpException;
import dev.langchain4j.exception.InternalServerException;
import dev.langchain4j.exception.InvalidRequestException;
import dev.langchain4j.exception.ModelNotFoundException;
import dev.langchain4j.exception.RateLimitException;
import dev.langchain4j.exception.UnresolvedModelServerException;
import dev.langchain4j.service.output.OutputParsingException;

/** What went wrong in one judge call, read off the exception chain that langchain4j and SmallRye throw. */
public enum JudgeFault {
    RATE_LIMITED(true, false, ErrorCode.RATE_LIMITED),
    SERVER_ERROR(true, true, ErrorCode.JUDGE_UNAVAILABLE),
    CONNECTION(true, true, ErrorCode.JUDGE_UNAVAILABLE),
    TIMEOUT(true, true, ErrorCode.TIMEOUT),
    /** 400/401/403/404: asking again will not help. */
    REJECTED(false, false, ErrorCode.JUDGE_REJECTED),
    CIRCUIT_OPEN(false, false, ErrorCode.JUDGE_UNAVAILABLE),
    /** The provider answered, but not with the JSON we asked for: handled by a corrective re-ask, not a retry. */
    MALFORMED_OUTPUT(false, false, ErrorCode.JUDGE_OUTPUT_INVALID),
    UNKNOWN(false, false, ErrorCode.JUDGE_REJECTED);

    final boolean retryable;
    /** Counts against the circuit breaker: the provider looks down, not merely busy. */
    final boolean providerDown;
    final ErrorCode errorCode;

    JudgeFault(boolean retryable, boolean providerDown, ErrorCode errorCode) {
        this.retryable = retryable;
        this.providerDown = providerDown;
        this.errorCode = errorCode;
    }

    public static JudgeFault of(Throwable failure) {
        List<Throwable> chain = new ArrayList<>();
        for (Throwable t = failure; t != null && !chain.contains(t); t = t.getCause()) {
            chain.add(t);
        }
        for (Throwable t : chain) {
            if (t instanceof CircuitBreakerOpenException) {
                return CIRCUIT_OPEN;
            }
            if (t instanceof HttpException http) {
                return ofStatus(http.statusCode());
            }
        }
        for (Throwable t : chain) {
            if (t instanceof org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException
                    || t instanceof dev.langchain4j.exception.TimeoutException
                    || t instanceof java.net.SocketTimeoutException
                    || t instanceof java.util.concurrent.TimeoutException
                    || t.getClass().getSimpleName().contains("Timeout")) {
                return TIMEOUT;
            }
            if (t instanceof RateLimitException) {
                return RATE_LIMITED;
            }
            if (t instanceof InternalServerException) {
                return SERVER_ERROR;
            }
            if (t instanceof AuthenticationException || t instanceof InvalidRequestException
                    || t instanceof ModelNotFoundException) {
                return REJECTED;
            }
            if (t instanceof OutputParsingException || t instanceof JacksonException) {
                return MALFORMED_OUTPUT;
            }
            if (t instanceof IOException || t instanceof UnresolvedModelServerException
                    || t instanceof jakarta.ws.rs.ProcessingException || droppedConnection(t)) {
                return CONNECTION;
            }
        }
        return UNKNOWN;
    }

    /**
     * A connection the provider closed or reset after the request went out, even mid-response: Vert.x reports it
     * with its own unchecked exceptions, not an IOException. A transient fault, as a refused connection is.
     */
    private static boolean droppedConnection(Throwable t) {
        if (t instanceof io.vertx.core.http.HttpClosedException) {
            return true;
        }
        String message = t.getMessage() == null ? "" : t.getMessage().toLowerCase(java.util.Locale.ROOT);
        return t instanceof io.vertx.core.VertxException
                && (message.contains("closed") || message.contains("reset") || message.contains("prematurely"));
    }

    static JudgeFault ofStatus(int status) {
        if (status == 429) {
            return RATE_LIMITED;
        }
        if (status == 408) {
            return TIMEOUT;
        }
        return status >= 500 ? SERVER_ERROR : REJECTED;
    }

    public boolean retryable() {
        return retryable;
    }

    public boolean providerDown() {
        return providerDown;
    }

    public ErrorCode errorCode() {
        return errorCode;
    }
}
