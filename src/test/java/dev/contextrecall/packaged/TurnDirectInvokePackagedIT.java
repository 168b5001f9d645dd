package dev.contextrecall.packaged;

import dev.contextrecall.family.TurnLambdaTest;
import dev.contextrecall.support.Api;
import dev.contextrecall.support.ExportProfiles;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.ValidatableResponse;

/**
 * {@link TurnLambdaTest} against the native Lambda executable (export turn-context-recall, from the test
 * profile): the direct invoke answers what the same process answers over REST.
 */
@QuarkusIntegrationTest
@NativeExecutableOnly
@TestProfile(ExportProfiles.TurnContextRecall.class)
class TurnDirectInvokePackagedIT extends TurnLambdaTest {

    /** Through the Lambda Runtime API, to the function this profile exports. */
    @Override
    protected ValidatableResponse lambda(Object event) {
        return Api.lambda(event);
    }
}
