package dev.contextrecall.judge.callpolicy;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

import jakarta.enterprise.context.ApplicationScoped;

/**
 * The provider's own "not before" from its last Retry-After header. It is shared by all evaluations in the
 * process: a rate limit applies to the API key, not to the one request that happened to see it.
 */
@ApplicationScoped
public class ProviderBackoff {

    private final AtomicLong notBeforeMillis = new AtomicLong();

    public void retryAfter(Duration wait) {
        long until = System.currentTimeMillis() + wait.toMillis();
        notBeforeMillis.accumulateAndGet(until, Math::max);
    }

    /** How long the provider asked us to wait from now; zero when it asked nothing. */
    public Duration pending() {
        return Duration.ofMillis(Math.max(0, notBeforeMillis.get() - System.currentTimeMillis()));
    }
}
