package dev.contextrecall.packaged;

import dev.contextrecall.family.TurnQueueEventsTest;
import io.quarkus.test.junit.QuarkusIntegrationTest;

/**
 * {@link TurnQueueEventsTest} against the native Lambda executable (export turn-context-recall-events, from the
 * inherited test profile): an SQS batch of conversations reports only its bad records.
 */
@QuarkusIntegrationTest
@NativeExecutableOnly
class TurnQueueEventsPackagedIT extends TurnQueueEventsTest {
}
