package dev.contextrecall.packaged;

import dev.contextrecall.BedrockJudgeTest;
import io.quarkus.test.junit.QuarkusIntegrationTest;

/**
 * {@link BedrockJudgeTest} against the packaged artifact (the JVM jar in verify, the native executables in the
 * native workflow): the Bedrock judge's Converse client, SigV4 signing and fault mapping survive packaging. The
 * stand-in's credentials reach the process as the system properties the AWS default chain reads first.
 */
@QuarkusIntegrationTest
class BedrockPackagedIT extends BedrockJudgeTest {
}
