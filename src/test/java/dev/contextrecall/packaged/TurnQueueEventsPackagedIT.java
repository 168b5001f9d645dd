package dev.contextrecall.packaged;

import dev.contextrecall.family.TurnQueueEventsTest;
import dev.contextrecall.support.Api;
import dev.contextrecall.support.ExportProfiles;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.ValidatableResponse;

/**
 * {@link TurnQueueEventsTest} against the native Lambda executable (export turn-context-recall-events, from the
 * test profile): an SQS batch of conversations reports only its bad records.
 */
@QuarkusIntegrationTest
@NativeExecutableOnly
@TestProfile(ExportProfiles.TurnQueueEvents.class)
class TurnQueueEventsPackagedIT extends TurnQueueEventsTest {

    /** Through the Lambda Runtime API, to the function this profile exports. */
    @Override
    protected ValidatableResponse lambda(Object event) {
        return Api.lambda(event);
    }
}
