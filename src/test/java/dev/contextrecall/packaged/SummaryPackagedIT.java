package dev.contextrecall.packaged;

import dev.contextrecall.EvaluationSummaryFunctionTest;
import io.quarkus.test.junit.QuarkusIntegrationTest;

/**
 * {@link EvaluationSummaryFunctionTest} against the native Lambda executable, with S3Mock as S3 (the inherited test
 * profile's test resource): the S3 client (its HTTP client, signing and XML handling) survives packaging, reads the
 * Map Run's export, uploads summary.json and the reports and moves the baseline.
 */
@QuarkusIntegrationTest
@NativeExecutableOnly
class SummaryPackagedIT extends EvaluationSummaryFunctionTest {
}
