package dev.contextrecall.judge.callpolicy;

import dev.contextrecall.judge.Judge;
import dev.contextrecall.judge.JudgeSession;

import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.config.ContextRecallConfig;
import io.smallrye.faulttolerance.api.CustomBackoffStrategy;
import io.smallrye.faulttolerance.api.Guard;

/**
 * The one retry layer for judge calls (langchain4j's own retries are off, see {@link SingleAttemptChatModel}):
 * retry with exponential backoff and jitter on 429, 5xx, connection errors and timeouts, never on 4xx,
 * waiting at least as long as the provider's Retry-After; a per-call timeout; a circuit breaker that makes a
 * dead provider fail fast; and no attempt that would start after the evaluation's budget has run out.
 */
@ApplicationScoped
public class JudgeCallPolicy {

    public static final String CIRCUIT_BREAKER = "llm-judge";

    /** The one retry layer, around {@link #breakerAndTimeout}. */
    private final Guard retry;
    /** One attempt: the shared circuit breaker and the per-call timeout. */
    private final Guard breakerAndTimeout;
    private final ProviderBackoff providerBackoff;
    private final Duration initialBackoff;

    public JudgeCallPolicy(ContextRecallConfig config, ProviderBackoff providerBackoff) {
        this.providerBackoff = providerBackoff;
        ContextRecallConfig.Judge judge = config.judge();
        ContextRecallConfig.CircuitBreaker breaker = judge.circuitBreaker();
        this.initialBackoff = judge.initialBackoff();
        Duration maxBackoff = judge.maxBackoff();
        this.retry = Guard.create()
                .withDescription("llm judge retries")
                .withRetry()
                    .maxRetries(judge.maxRetries())
                    .delay(initialBackoff.toMillis(), ChronoUnit.MILLIS)
                    .jitter(0, ChronoUnit.MILLIS)
                    .maxDuration(judge.totalBudget().toMillis(), ChronoUnit.MILLIS)
                    .whenException(this::worthRetrying)
                    .withCustomBackoff()
                        .strategy(() -> new Backoff(initialBackoff, maxBackoff, providerBackoff))
                        .done()
                    .done()
                .build();
        this.breakerAndTimeout = Guard.create()
                .withDescription("llm judge call")
                .withCircuitBreaker()
                    .name(CIRCUIT_BREAKER)
                    .requestVolumeThreshold(breaker.requestVolume())
                    .failureRatio(breaker.failureRatio())
                    .delay(breaker.delay().toMillis(), ChronoUnit.MILLIS)
                    .when(e -> JudgeFault.of(e).providerDown())
                    .done()
                .withTimeout()
                    .duration(judge.perCallTimeout().toMillis(), ChronoUnit.MILLIS)
                    .done()
                .build();
    }

    /**
     * Two guards, not one: in a single synchronous Guard, a timed-out attempt is completed from SmallRye's timer
     * thread, and when the interrupted call unwinds before that, the retry decision and the next attempt run on the
     * timer's thread, where this evaluation's {@link JudgeSession} (its budget, its usage meter) is not bound. After a
     * timeout, retries then stopped at random. The inner guard's get() returns or throws on the calling thread, so
     * the retry around it decides, waits and tries again there.
     */
    public <T> T call(Supplier<T> action) {
        @SuppressWarnings("unchecked")
        Class<T> synchronous = (Class<T>) (Class<?>) Object.class;
        return retry.get(() -> breakerAndTimeout.get(action, synchronous), synchronous);
    }

    /** Retry only what may succeed later, and only while the budget leaves room for the wait and a try. */
    private boolean worthRetrying(Throwable failure) {
        if (!JudgeFault.of(failure).retryable()) {
            return false;
        }
        Duration remaining = JudgeSession.current().map(JudgeSession::remaining).orElse(Duration.ZERO);
        Duration wait = providerBackoff.pending();
        Duration needed = (wait.compareTo(initialBackoff) > 0 ? wait : initialBackoff).plus(initialBackoff);
        return remaining.compareTo(needed) > 0;
    }

    /** Exponential backoff with equal jitter, never shorter than what Retry-After asked for. */
    static final class Backoff implements CustomBackoffStrategy {
        private final long initialMillis;
        private final long maxMillis;
        private final ProviderBackoff providerBackoff;
        private int retries;

        Backoff(Duration initial, Duration max, ProviderBackoff providerBackoff) {
            this.initialMillis = Math.max(1, initial.toMillis());
            this.maxMillis = Math.max(initialMillis, max.toMillis());
            this.providerBackoff = providerBackoff;
        }

        @Override
        public long nextDelayInMillis(Throwable failure) {
            long exponential = Math.min(maxMillis, initialMillis << Math.min(20, retries++));
            long jittered = exponential / 2 + ThreadLocalRandom.current().nextLong(exponential / 2 + 1);
            return Math.max(jittered, providerBackoff.pending().toMillis());
        }
    }
}
