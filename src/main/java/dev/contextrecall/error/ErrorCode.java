package dev.contextrecall.error;

/** Every error a caller can get, with its HTTP status and whether trying again later can help. */
public enum ErrorCode {
    INVALID_TEST_CASE("invalid_test_case", 422, false),
    MALFORMED_REQUEST("invalid_test_case", 400, false),
    PAYLOAD_TOO_LARGE("payload_too_large", 413, false),
    JUDGE_UNAVAILABLE("judge_unavailable", 503, true),
    JUDGE_REJECTED("judge_unavailable", 503, false),
    JUDGE_OUTPUT_INVALID("judge_output_invalid", 503, true),
    RATE_LIMITED("rate_limited", 429, true),
    TIMEOUT("timeout", 504, true),
    /** Anything unexpected, even running out of memory: reported, never a raw 500 page. */
    INTERNAL_ERROR("internal_error", 500, true);

    private final String code;
    private final int httpStatus;
    private final boolean retryable;

    ErrorCode(String code, int httpStatus, boolean retryable) {
        this.code = code;
        this.httpStatus = httpStatus;
        this.retryable = retryable;
    }

    public String code() {
        return code;
    }

    public int httpStatus() {
        return httpStatus;
    }

    public boolean retryable() {
        return retryable;
    }
}
