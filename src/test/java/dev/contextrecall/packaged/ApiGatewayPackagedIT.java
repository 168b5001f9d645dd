package dev.contextrecall.packaged;

import dev.contextrecall.ApiGatewayTest;
import io.quarkus.test.junit.QuarkusIntegrationTest;

/**
 * {@link ApiGatewayTest} against the native Lambda executable (its export, context-recall-http, comes with the
 * inherited test profile): API Gateway HTTP API events in, the same answers as REST out. The REST calls of the
 * inherited tests (the warm-up, the comparisons) reach the same process, which serves HTTP too.
 */
@QuarkusIntegrationTest
@NativeExecutableOnly
class ApiGatewayPackagedIT extends ApiGatewayTest {
}
