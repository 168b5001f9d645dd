package dev.contextrecall.judge.bedrock;

import java.net.URI;
import java.time.Duration;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;

import org.jboss.logging.Logger;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.config.JudgeDefaults;
import dev.contextrecall.config.JudgeModels;
import dev.contextrecall.config.JudgeProvider;
import dev.contextrecall.judge.JudgeSession;
import dev.contextrecall.testcase.JudgeKind;
import dev.langchain4j.model.chat.listener.ChatModelListener;
import io.quarkus.runtime.StartupEvent;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.regions.providers.DefaultAwsRegionProviderChain;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeClient;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeClientBuilder;

/**
 * The Bedrock judge's chat model and its Converse client, built once when the provider is bedrock: the region from
 * context-recall.bedrock.region or the AWS default region chain, credentials from the AWS default credential chain
 * (on Lambda, the execution role), the URL-connection HTTP client, and no SDK retries. Says at start-up which model
 * and region the judge calls, and whether credentials were found.
 */
@ApplicationScoped
public class BedrockModels {

    private static final Logger LOG = Logger.getLogger(BedrockModels.class);
    /** The client's own limit for a call our AttemptTimer has given up on, as quarkus.langchain4j.openai.timeout. */
    private static final Duration CLIENT_TIMEOUT = Duration.ofSeconds(120);

    private final ContextRecallConfig.Bedrock config;
    private final JudgeModels models;
    private final JudgeDefaults defaults;
    private final ContextRecallConfig recallConfig;
    private final Instance<ChatModelListener> listeners;
    private volatile BedrockChatModel chatModel;
    private volatile String region;

    public BedrockModels(ContextRecallConfig recallConfig, JudgeModels models, JudgeDefaults defaults,
            Instance<ChatModelListener> listeners) {
        this.recallConfig = recallConfig;
        this.config = recallConfig.bedrock();
        this.models = models;
        this.defaults = defaults;
        this.listeners = listeners;
    }

    /** How a Bedrock model appears in results, runs and the price table: the provider is part of the judge. */
    public static String reportedName(String modelId) {
        return JudgeModels.BEDROCK_PREFIX + modelId;
    }

    /** The chat model; its model is the current evaluation's (a request may name one), else the default. */
    public synchronized BedrockChatModel chatModel() {
        if (chatModel == null) {
            AwsCredentialsProvider credentials = DefaultCredentialsProvider.builder().build();
            chatModel = new BedrockChatModel(client(region(), config.endpointOverride(), credentials), this::currentModelId, region(),
                    listeners.stream().toList(), config.maxTokens(), config.promptCaching());
        }
        return chatModel;
    }

    private String currentModelId() {
        String name = JudgeSession.current().map(JudgeSession::model).orElse(null);
        String id = models.bedrockModelId(name);
        return id != null ? id : models.bedrockModelId(null);
    }

    /** One attempt per call: JudgeCallPolicy is the only retry layer. */
    static BedrockRuntimeClient client(String regionName, Optional<String> endpointOverride,
            AwsCredentialsProvider credentials) {
        BedrockRuntimeClientBuilder builder = BedrockRuntimeClient.builder()
                .region(Region.of(regionName))
                .credentialsProvider(credentials)
                .httpClientBuilder(UrlConnectionHttpClient.builder().connectionTimeout(Duration.ofSeconds(10))
                        .socketTimeout(CLIENT_TIMEOUT))
                .overrideConfiguration(o -> o.retryStrategy(AwsRetryStrategy.doNotRetry())
                        .apiCallTimeout(CLIENT_TIMEOUT));
        endpointOverride.filter(url -> !url.isBlank()).map(URI::create).ifPresent(builder::endpointOverride);
        return builder.build();
    }

    /** context-recall.bedrock.region, else the AWS default region chain; a clear error when neither knows one. */
    public String region() {
        if (region == null) {
            region = config.region().filter(r -> !r.isBlank()).orElseGet(() -> {
                try {
                    return new DefaultAwsRegionProviderChain().getRegion().id();
                } catch (SdkException none) {
                    throw new IllegalStateException("context-recall.judge.provider is bedrock but no AWS region is"
                            + " known: set context-recall.bedrock.region, or AWS_REGION.");
                }
            });
        }
        return region;
    }

    /** The start-up line, and the credentials check: without any, a Bedrock judge cannot make a single call. */
    void onStart(@Observes StartupEvent started) {
        if (models.provider() != JudgeProvider.BEDROCK || !defaults.providerConfigured()) {
            return;
        }
        String model = models.bedrockModelId(recallConfig.model().orElse(null));
        JudgeKind kind = defaults.configuredDefault();
        if (kind == JudgeKind.LLM) {
            LOG.infof("Judge: llm, Amazon Bedrock model %s in region %s%s (context-recall.judge.default=%s). A request"
                    + " may ask for judge=offline.", model, region(),
                    config.endpointOverride().map(url -> " at " + url).orElse(""),
                    recallConfig.judge().choice().name().toLowerCase(java.util.Locale.ROOT));
        }
        try {
            DefaultCredentialsProvider.builder().build().resolveCredentials();
        } catch (SdkException none) {
            String problem = "No AWS credentials were found for the Amazon Bedrock judge (model " + model + "): set"
                    + " AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE, or run with an IAM role (on"
                    + " Lambda, the function's execution role).";
            if (kind == JudgeKind.LLM) {
                throw new IllegalStateException(problem);
            }
            LOG.warn(problem);
        }
    }
}
