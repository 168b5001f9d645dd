package dev.contextrecall.packaged;

import dev.contextrecall.QueueEventsTest;
import io.quarkus.test.junit.QuarkusIntegrationTest;

/**
 * {@link QueueEventsTest} against the native Lambda executable (export context-recall-events, from the inherited test
 * profile): SQS batches report only their bad records, SNS messages are scored.
 */
@QuarkusIntegrationTest
@NativeExecutableOnly
class QueueEventsPackagedIT extends QueueEventsTest {
}
