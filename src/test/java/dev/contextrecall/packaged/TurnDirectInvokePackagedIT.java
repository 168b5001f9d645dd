package dev.contextrecall.packaged;

import dev.contextrecall.family.TurnLambdaTest;
import io.quarkus.test.junit.QuarkusIntegrationTest;

/**
 * {@link TurnLambdaTest} against the native Lambda executable (export turn-context-recall, from the inherited test
 * profile): the direct invoke answers what the same process answers over REST.
 */
@QuarkusIntegrationTest
@NativeExecutableOnly
class TurnDirectInvokePackagedIT extends TurnLambdaTest {
}
