package dev.contextrecall.packaged;

import dev.contextrecall.family.TurnValidationTest;
import io.quarkus.test.junit.QuarkusIntegrationTest;

/**
 * {@link TurnValidationTest} against the packaged artifact: every refused conversation gets the error JSON naming the
 * field, as the package serialises it.
 */
@QuarkusIntegrationTest
class TurnValidationPackagedIT extends TurnValidationTest {
}
