package dev.contextrecall.config;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

import org.eclipse.microprofile.config.spi.ConfigSource;

import io.quarkus.runtime.configuration.DurationConverter;
import io.smallrye.config.ConfigSourceContext;
import io.smallrye.config.ConfigSourceFactory;
import io.smallrye.config.ConfigValue;
import io.smallrye.config.PropertiesConfigSource;

/**
 * Serves quarkus.langchain4j.openai.api-key from AWS Secrets Manager or SSM Parameter Store, read once at start-up,
 * when context-recall.judge-key.source names one of them. The key never sits in the template or the environment.
 * Registered through META-INF/services, so it runs before the LLM client is built.
 */
public class JudgeKeySourceFactory implements ConfigSourceFactory {

    public static final String API_KEY = "quarkus.langchain4j.openai.api-key";

    /** Above system properties and the environment: a deployment that names a secret means that secret. */
    static final int ORDINAL = 500;

    private static final String PREFIX = "context-recall.judge-key.";

    @Override
    public Iterable<ConfigSource> getConfigSources(ConfigSourceContext context) {
        String source = value(context, PREFIX + "source");
        if (source == null) {
            return List.of();
        }
        String name = value(context, PREFIX + "name");
        if (name == null) {
            throw new IllegalStateException(PREFIX + "source is " + source + " but " + PREFIX
                    + "name (the secret or parameter to read the judge's API key from) is not set.");
        }
        String endpoint = value(context, PREFIX + "endpoint");
        if (endpoint == null) {
            String port = value(context, "PARAMETERS_SECRETS_EXTENSION_HTTP_PORT");
            endpoint = "http://localhost:" + (port == null ? "2773" : port);
        }
        String wait = value(context, PREFIX + "startup-wait");
        SecretStore store = new SecretStore(endpoint, value(context, "AWS_SESSION_TOKEN"),
                wait == null ? Duration.ofSeconds(5) : DurationConverter.parseDuration(wait));
        String key = store.read(SecretStore.Kind.of(source), name, value(context, PREFIX + "json-field"));
        return List.of(new PropertiesConfigSource(Map.of(API_KEY, key), "judge key from " + source + " " + name,
                ORDINAL));
    }

    @Override
    public OptionalInt getPriority() {
        return OptionalInt.of(ORDINAL);
    }

    private static String value(ConfigSourceContext context, String name) {
        ConfigValue value = context.getValue(name);
        return value == null || value.getValue() == null || value.getValue().isBlank() ? null : value.getValue().trim();
    }
}
