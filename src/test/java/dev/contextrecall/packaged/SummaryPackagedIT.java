package dev.contextrecall.packaged;

import dev.contextrecall.EvaluationSummaryFunctionTest;
import dev.contextrecall.support.Api;
import dev.contextrecall.support.ExportProfiles;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.ValidatableResponse;

/**
 * {@link EvaluationSummaryFunctionTest} against the native Lambda executable, with S3Mock as S3 (the inherited test
 * profile's test resource): the S3 client (its HTTP client, signing and XML handling) survives packaging, reads the
 * Map Run's export, uploads summary.json and the reports and moves the baseline.
 */
@QuarkusIntegrationTest
@NativeExecutableOnly
@TestProfile(ExportProfiles.EvaluationSummary.class)
class SummaryPackagedIT extends EvaluationSummaryFunctionTest {

    /** Through the Lambda Runtime API, to the function this profile exports. */
    @Override
    protected ValidatableResponse lambda(Object event) {
        return Api.lambda(event);
    }
}
