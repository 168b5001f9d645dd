package dev.contextrecall.config;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;

import dev.contextrecall.lexical.SimilarityMeasure;
import dev.contextrecall.testcase.EvidenceMode;
import dev.contextrecall.testcase.Variant;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import io.smallrye.config.WithName;

/** Deployment-wide settings; every metric option here is only a default that a request may override. */
@ConfigMapping(prefix = "context-recall")
public interface ContextRecallConfig {

    /** Minimum score for success. */
    @WithDefault("0.5")
    double threshold();

    /** Score 1 or 0, threshold 1. */
    @WithDefault("false")
    boolean strictMode();

    @WithDefault("true")
    boolean includeReason();

    /**
     * The default variant: statements | sentences | holistic | reference_contexts | context_ids; a bad value stops
     * the start-up. Its key keeps the request field's name, algorithm.
     */
    @WithName("algorithm")
    @WithDefault("statements")
    Variant variant();

    /** report | require */
    @WithDefault("report")
    EvidenceMode evidence();

    /** Attribution calls per case, merged by majority (1 to context-recall.limits.max-samples); LLM judge only. */
    @WithDefault("1")
    int samples();

    /** With samples > 1, a case is flaky when some statement's majority verdict has less agreement than this. */
    @WithDefault("1.0")
    double minAgreement();

    /** Named model configuration used when a request names none; empty means the default model. */
    Optional<String> model();

    /** Largest accepted request body, in bytes. */
    @WithDefault("1048576")
    int maxPayloadBytes();

    Judge judge();

    /** What one request may make the service do: each limit is checked before any judge call is made. */
    Limits limits();

    /** USD per million tokens, by model name as the provider reports it. */
    Map<String, Price> prices();

    /** The Amazon Bedrock judge (context-recall.judge.provider=bedrock). */
    Bedrock bedrock();

    /** Which judge a request gets when it names none. */
    enum JudgeChoice {
        /** llm when an LLM provider is configured, else offline. */
        AUTO,
        LLM,
        OFFLINE
    }

    /** Recall against reference contexts (no judge). */
    ReferenceContexts referenceContexts();

    /** Turn context recall (conversations). */
    Turns turns();

    interface ReferenceContexts {
        /** levenshtein | jaro_winkler | hamming */
        @WithDefault("levenshtein")
        SimilarityMeasure measure();

        /** A reference context counts as retrieved when its best similarity is above this. */
        @WithDefault("0.5")
        double similarityThreshold();

        /** Most character comparisons one request may ask for (Levenshtein and Jaro-Winkler grow with length squared). */
        @WithDefault("100000000")
        long maxComparisons();
    }

    interface Turns {
        /** Interactions per sliding window. */
        @WithDefault("10")
        int windowSize();

        /** Window attributions of one evaluation that run at the same time. */
        @WithDefault("4")
        int concurrency();
    }

    /**
     * Sized for a 512 MB Lambda function within the default 50 s budget (docs/limits.md has the measurements).
     * Exceeding one is a 413 payload_too_large that names the field, the count and the limit.
     */
    interface Limits {
        /** Retrieved chunks in one request; in a conversation, over all its turns. */
        @WithDefault("1000")
        int maxNodes();

        /** Characters in one retrieved chunk. */
        @WithDefault("20000")
        int maxNodeChars();

        /** Sentences in the reference answer (or expected outcome): the statements of the sentences algorithm. */
        @WithDefault("300")
        int maxReferenceSentences();

        /** Statements a judge may extract from one reference; never more than the reference has words either. */
        @WithDefault("300")
        int maxStatements();

        /** Interactions in one conversation; each one is a window. */
        @WithDefault("200")
        int maxInteractions();

        /** Images in one request (reference and retrieved together). */
        @WithDefault("20")
        int maxImages();

        /** Most samples one request may ask for: each is one more attribution call. */
        @WithDefault("5")
        int maxSamples();

        /** Judge calls one evaluation plans: extraction plus one attribution per window with context. */
        @WithDefault("100")
        int maxJudgeCalls();

        /** Characters of case data one evaluation sends to the judge over all its calls (about 4 per token). */
        @WithDefault("2000000")
        long maxJudgeInputChars();
    }

    interface Judge {
        /** openai | bedrock: who serves the LLM judge's calls. */
        @WithDefault("openai")
        JudgeProvider provider();

        /** auto | llm | offline (context-recall.judge.default). */
        @WithName("default")
        @WithDefault("auto")
        JudgeChoice choice();

        /** Whether the default model (and any named model not listed below) takes images. */
        @WithDefault("true")
        boolean vision();

        /** Per named model configuration: false marks a text-only model (images in a request are then an error). */
        Map<String, Boolean> namedModelVision();

        /** Longest one judge call may take. */
        @WithDefault("30s")
        Duration perCallTimeout();

        /** Longest one evaluation may spend on the judge, retries and backoff included (keep it below the Lambda timeout). */
        @WithDefault("50s")
        Duration totalBudget();

        /** No judge call or retry starts with less than this left of the budget: it could not finish usefully. */
        @WithDefault("1s")
        Duration minCallTime();

        /** Retries of one call after the first attempt, on 429, 5xx, connection errors and timeouts. */
        @WithDefault("3")
        int maxRetries();

        @WithDefault("500ms")
        Duration initialBackoff();

        @WithDefault("8s")
        Duration maxBackoff();

        CircuitBreaker circuitBreaker();
    }

    interface CircuitBreaker {
        /** Calls in the rolling window. */
        @WithDefault("8")
        int requestVolume();

        @WithDefault("0.75")
        double failureRatio();

        /** How long the breaker stays open before letting a trial call through. */
        @WithDefault("20s")
        Duration delay();
    }

    interface Price {
        double inputPerMillion();

        /** Input tokens the provider read from its prompt cache; the input price when not given. */
        Optional<Double> cachedInputPerMillion();

        double outputPerMillion();
    }

    interface Bedrock {
        /** A foundation model id, an inference profile id or an ARN; required when the provider is bedrock. */
        Optional<String> modelId();

        /** Other models a request's model field may name: context-recall.bedrock.models."NAME"=model id. */
        Map<String, String> models();

        /** Unset: the AWS default region chain (AWS_REGION on Lambda, the profile's region locally). */
        Optional<String> region();

        /** A URL in place of bedrock-runtime's own endpoint: a VPC endpoint, a test server. */
        Optional<String> endpointOverride();

        /** Most tokens one answer may have; an answer cut at this limit is re-asked, never scored. */
        @WithDefault("4096")
        int maxTokens();

        /** A cachePoint after the system prompt; a model that refuses it is asked again without, once per process. */
        @WithDefault("true")
        boolean promptCaching();
    }
}
