package dev.contextrecall.error;

import com.fasterxml.jackson.annotation.JsonInclude;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** The error body every entry point returns: {"error": {"code", "message", "field", "retryable"}}. */
@RegisterForReflection
public record ErrorResponse(Error error) {

    @RegisterForReflection
    public record Error(String code, String message, @JsonInclude(JsonInclude.Include.ALWAYS) String field,
            boolean retryable) {
    }
}
