package dev.contextrecall.packaged;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.EiffelJudge;
import io.quarkus.test.junit.QuarkusIntegrationTest;

/** The context-recall function (direct invoke) of the packaged artifact, through the Lambda runtime API. */
@QuarkusIntegrationTest
@NativeExecutableOnly
class DirectInvokePackagedIT extends LambdaOnlyJudgeTest {

    @BeforeEach
    void stubs() {
        EiffelJudge.twoOfThreeSupported(judge);
    }

    @Test
    void scoresTheCase() {
        Api.lambda(Cases.with(Cases.eiffel(), "id", "case-1")).statusCode(200)
                .body("id", equalTo("case-1"))
                .body("score", equalTo(0.6667))
                .body("verdicts.verdict", contains("yes", "yes", "no"));
    }

    @Test
    void badInputIsAnsweredWithTheErrorJson() {
        Api.lambda(Cases.without(Cases.eiffel(), "expected_output")).statusCode(200)
                .body("error.code", equalTo("invalid_test_case"))
                .body("error.field", equalTo("expected_output"));
    }
}
