package dev.contextrecall.config;

import java.time.Duration;
import java.util.Optional;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * Where a deployment keeps the judge's API key. {@link JudgeKeySourceFactory} reads these keys at start-up, before
 * CDI exists; this mapping documents them and makes them known configuration keys.
 */
@ConfigMapping(prefix = "context-recall.judge-key")
public interface JudgeKeyConfig {

    /** secrets-manager or ssm; unset means the key is plain configuration (quarkus.langchain4j.openai.api-key). */
    Optional<String> source();

    /** The secret's name or ARN, or the SSM parameter's name (a SecureString is decrypted). */
    Optional<String> name();

    /** A secret holding JSON: the field that carries the key. Unset: the whole secret string is the key. */
    Optional<String> jsonField();

    /** The AWS Parameters and Secrets Lambda Extension; unset means http://localhost:$PARAMETERS_SECRETS_EXTENSION_HTTP_PORT (2773). */
    Optional<String> endpoint();

    /** How long to keep asking while the extension starts (it starts alongside the function). */
    @WithDefault("5s")
    Duration startupWait();
}
