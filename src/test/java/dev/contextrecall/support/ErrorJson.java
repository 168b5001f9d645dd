package dev.contextrecall.support;

import static org.hamcrest.Matchers.equalTo;

import io.restassured.response.ValidatableResponse;

/** Assertions on the error JSON every entry point answers. */
public final class ErrorJson {

    private ErrorJson() {
    }

    /** A refused test case: code invalid_test_case, the field named, not retryable. */
    public static ValidatableResponse invalidField(ValidatableResponse response, String field) {
        return response.body("error.code", equalTo("invalid_test_case"))
                .body("error.field", equalTo(field))
                .body("error.retryable", equalTo(false));
    }
}
