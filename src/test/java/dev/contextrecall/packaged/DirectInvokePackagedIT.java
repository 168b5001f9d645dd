package dev.contextrecall.packaged;

import dev.contextrecall.LambdaParityTest;
import io.quarkus.test.junit.QuarkusIntegrationTest;

/**
 * {@link LambdaParityTest} against the native Lambda executable: the context-recall function (direct invoke), through
 * the Lambda Runtime API, answers what the same process answers over REST.
 */
@QuarkusIntegrationTest
@NativeExecutableOnly
class DirectInvokePackagedIT extends LambdaParityTest {
}
