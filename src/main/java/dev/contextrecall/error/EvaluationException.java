package dev.contextrecall.error;

/** A failure the caller is told about as {"error": {...}}: bad input or judge trouble, never a score. */
public class EvaluationException extends RuntimeException {

    private final ErrorCode errorCode;
    private final String field;

    public EvaluationException(ErrorCode errorCode, String message, String field) {
        this(errorCode, message, field, null);
    }

    public EvaluationException(ErrorCode errorCode, String message, String field, Throwable cause) {
        super(message, cause);
        this.errorCode = errorCode;
        this.field = field;
    }

    public static EvaluationException invalid(String field, String message) {
        return new EvaluationException(ErrorCode.INVALID_TEST_CASE, message, field);
    }

    /** A body over context-recall.max-payload-bytes, refused before it is read or parsed. */
    public static EvaluationException tooLarge(long bytes, long limit) {
        return new EvaluationException(ErrorCode.PAYLOAD_TOO_LARGE,
                "The request is " + bytes + " bytes; the limit is " + limit + " bytes.", null);
    }

    public ErrorCode errorCode() {
        return errorCode;
    }

    public String field() {
        return field;
    }

    public ErrorResponse toResponse() {
        return new ErrorResponse(new ErrorResponse.Error(errorCode.code(), getMessage(), field, errorCode.retryable()));
    }
}
