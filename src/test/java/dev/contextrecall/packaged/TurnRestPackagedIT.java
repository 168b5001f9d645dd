package dev.contextrecall.packaged;

import dev.contextrecall.family.TurnContextRecallTest;
import io.quarkus.test.junit.QuarkusIntegrationTest;

/**
 * {@link TurnContextRecallTest} against the packaged artifact: POST /v1/turn-context-recall, its windows, their mean,
 * usage and errors as the package answers them.
 */
@QuarkusIntegrationTest
class TurnRestPackagedIT extends TurnContextRecallTest {
}
