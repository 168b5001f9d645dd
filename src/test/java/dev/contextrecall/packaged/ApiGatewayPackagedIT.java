package dev.contextrecall.packaged;

import dev.contextrecall.ApiGatewayTest;
import dev.contextrecall.support.Api;
import dev.contextrecall.support.ExportProfiles;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.ValidatableResponse;

/**
 * {@link ApiGatewayTest} against the native Lambda executable (its export, context-recall-http, comes with the
 * test profile): API Gateway HTTP API events in, the same answers as REST out. The REST calls of the
 * inherited tests (the warm-up, the comparisons) reach the same process, which serves HTTP too.
 */
@QuarkusIntegrationTest
@NativeExecutableOnly
@TestProfile(ExportProfiles.ApiGateway.class)
class ApiGatewayPackagedIT extends ApiGatewayTest {

    /** Through the Lambda Runtime API, to the function this profile exports. */
    @Override
    protected ValidatableResponse lambda(Object event) {
        return Api.lambda(event);
    }
}
