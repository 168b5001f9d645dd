package dev.contextrecall.packaged;

import dev.contextrecall.ScoreMathTest;
import io.quarkus.test.junit.QuarkusIntegrationTest;

/**
 * {@link ScoreMathTest} against the packaged artifact (the JVM jar in verify, the native executables in the native
 * workflow): every field of the REST result and the error JSON survive packaging, reflection configuration included.
 */
@QuarkusIntegrationTest
class RestPackagedIT extends ScoreMathTest {
}
