package dev.contextrecall.packaged;

import dev.contextrecall.QueueEventsTest;
import dev.contextrecall.support.Api;
import dev.contextrecall.support.ExportProfiles;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.ValidatableResponse;

/**
 * {@link QueueEventsTest} against the native Lambda executable (export context-recall-events, from the test
 * profile): SQS batches report only their bad records, SNS messages are scored.
 */
@QuarkusIntegrationTest
@NativeExecutableOnly
@TestProfile(ExportProfiles.QueueEvents.class)
class QueueEventsPackagedIT extends QueueEventsTest {

    /** Through the Lambda Runtime API, to the function this profile exports. */
    @Override
    protected ValidatableResponse lambda(Object event) {
        return Api.lambda(event);
    }
}
