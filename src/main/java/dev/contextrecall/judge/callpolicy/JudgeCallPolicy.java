package dev.contextrecall.judge.callpolicy;

import java.security.SecureRandom;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.function.Supplier;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.judge.JudgeSession;
import io.smallrye.faulttolerance.api.CircuitBreakerMaintenance;
import io.smallrye.faulttolerance.api.CircuitBreakerState;
import io.smallrye.faulttolerance.api.CustomBackoffStrategy;
import io.smallrye.faulttolerance.api.Guard;

/**
 * The only retry layer for judge calls (langchain4j's own retries are off, see {@link SingleAttemptChatModel}):
 * retry with exponential backoff and jitter on 429, 5xx, connection errors and timeouts, never on 4xx,
 * waiting at least as long as the provider's Retry-After; a circuit breaker that makes a dead provider fail fast;
 * and a time limit on every attempt that is the smaller of the per-call timeout and what is left of the
 * evaluation's budget. No attempt starts with less than the minimum call time left, so the answer, result or
 * error, arrives before the budget is spent.
 */
@ApplicationScoped
public class JudgeCallPolicy {

    public static final String CIRCUIT_BREAKER = "llm-judge";

    /** Retries, around {@link #breaker}. */
    private final Guard retry;
    /** One attempt: the circuit breaker shared by every evaluation. */
    private final Guard breaker;
    private final ProviderBackoff providerBackoff;
    private final Duration initialBackoff;
    private final Duration perCallTimeout;
    private final Duration minCallTime;
    private final AttemptTimer timer = new AttemptTimer();
    /** Seeded when the bean is created at run time, never in a static field: a native image would bake a build-time seed in. */
    private final SecureRandom jitter = new SecureRandom();
    private final Duration breakerDelay;
    private final CircuitBreakerMaintenance breakers;
    /** When the breaker last opened (System.nanoTime), for how long calls stay paused. */
    private volatile long openedAtNanos;

    public JudgeCallPolicy(ContextRecallConfig config, ProviderBackoff providerBackoff,
            CircuitBreakerMaintenance breakers) {
        this.providerBackoff = providerBackoff;
        this.breakers = breakers;
        ContextRecallConfig.Judge judge = config.judge();
        ContextRecallConfig.CircuitBreaker circuit = judge.circuitBreaker();
        this.initialBackoff = judge.initialBackoff();
        this.perCallTimeout = judge.perCallTimeout();
        this.minCallTime = judge.minCallTime();
        Duration maxBackoff = judge.maxBackoff();
        this.breakerDelay = circuit.delay();
        this.retry = Guard.create()
                .withDescription("llm judge retries")
                .withRetry()
                    .maxRetries(judge.maxRetries())
                    .delay(initialBackoff.toMillis(), ChronoUnit.MILLIS)
                    .jitter(0, ChronoUnit.MILLIS)
                    .maxDuration(judge.totalBudget().toMillis(), ChronoUnit.MILLIS)
                    .whenException(this::worthRetrying)
                    .withCustomBackoff()
                        .strategy(() -> new Backoff(initialBackoff, maxBackoff, providerBackoff, jitter))
                        .done()
                    .done()
                .build();
        this.breaker = Guard.create()
                .withDescription("llm judge call")
                .withCircuitBreaker()
                    .name(CIRCUIT_BREAKER)
                    .requestVolumeThreshold(circuit.requestVolume())
                    .failureRatio(circuit.failureRatio())
                    .delay(circuit.delay().toMillis(), ChronoUnit.MILLIS)
                    .when(e -> JudgeFault.of(e).providerDown())
                    .onStateChange(state -> {
                        if (state == CircuitBreakerState.OPEN) {
                            openedAtNanos = System.nanoTime();
                        }
                    })
                    .done()
                .build();
    }

    /**
     * The retry decides, waits and tries again on the calling thread, where this evaluation's {@link JudgeSession}
     * (its budget, its usage meter) is bound; the attempt's time limit interrupts that thread, so a timed-out call
     * unwinds there too. A budget that has run out is told before the breaker, so it never counts against the
     * provider.
     */
    public <T> T call(Supplier<T> action) {
        @SuppressWarnings("unchecked")
        Class<T> synchronous = (Class<T>) (Class<?>) Object.class;
        return retry.get(() -> {
            Duration limit = attemptLimit();
            return breaker.get(() -> timer.run(action, limit, limit.compareTo(perCallTimeout) < 0), synchronous);
        }, synchronous);
    }

    /**
     * How much longer the open breaker refuses calls; zero when it lets them through. The breaker moves from open
     * to half-open only when a call arrives after its delay, so an open state whose delay has passed counts as
     * letting calls through: a readiness check that stayed down would keep away the call that closes it.
     */
    public Duration callsPausedFor() {
        if (breakers.currentState(CIRCUIT_BREAKER) != CircuitBreakerState.OPEN) {
            return Duration.ZERO;
        }
        Duration left = breakerDelay.minusNanos(System.nanoTime() - openedAtNanos);
        return left.isNegative() ? Duration.ZERO : left;
    }

    /** The per-call timeout, cut to what is left of the budget; refused when less than a useful call is left. */
    private Duration attemptLimit() {
        Duration remaining = remaining();
        if (remaining.compareTo(minCallTime) < 0) {
            throw new JudgeTimeoutException("the evaluation's time budget has " + remaining.toMillis()
                    + " ms left, less than the minimum call time", true);
        }
        return remaining.compareTo(perCallTimeout) < 0 ? remaining : perCallTimeout;
    }

    private static Duration remaining() {
        return JudgeSession.current().map(JudgeSession::remaining).orElse(Duration.ZERO);
    }

    /** Retry only what may succeed later, and only while the budget leaves room for the wait and a useful call. */
    private boolean worthRetrying(Throwable failure) {
        if (!JudgeFault.of(failure).retryable() || failure instanceof JudgeTimeoutException t && t.budgetSpent()) {
            return false;
        }
        Duration wait = providerBackoff.pending();
        Duration needed = (wait.compareTo(initialBackoff) > 0 ? wait : initialBackoff).plus(minCallTime);
        return remaining().compareTo(needed) > 0;
    }

    /**
     * Exponential backoff with equal jitter, never shorter than what Retry-After asked for. The jitter comes from
     * SecureRandom, which reads the kernel's generator on every call: functions restored from one SnapStart
     * snapshot would otherwise share ThreadLocalRandom's seed and retry in step, defeating the jitter.
     */
    static final class Backoff implements CustomBackoffStrategy {
        private final long initialMillis;
        private final long maxMillis;
        private final ProviderBackoff providerBackoff;
        private final SecureRandom jitter;
        private int retries;

        Backoff(Duration initial, Duration max, ProviderBackoff providerBackoff, SecureRandom jitter) {
            this.initialMillis = Math.max(1, initial.toMillis());
            this.maxMillis = Math.max(initialMillis, max.toMillis());
            this.providerBackoff = providerBackoff;
            this.jitter = jitter;
        }

        @Override
        public long nextDelayInMillis(Throwable failure) {
            long exponential = Math.min(maxMillis, initialMillis << Math.min(20, retries++));
            long jittered = exponential / 2 + jitter.nextLong(exponential / 2 + 1);
            return Math.max(jittered, providerBackoff.pending().toMillis());
        }
    }
}
