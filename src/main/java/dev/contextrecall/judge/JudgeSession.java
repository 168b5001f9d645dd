package dev.contextrecall.judge;

import java.time.Duration;
import java.util.Optional;

/**
 * The judge's side of one evaluation: which model, how much time is left, and what was spent.
 * It is bound to the calling thread while a judge call runs, so that the retry policy and the usage listener,
 * which langchain4j and SmallRye call back without our arguments, find it.
 */
public final class JudgeSession {

    private static final ThreadLocal<JudgeSession> CURRENT = new ThreadLocal<>();

    private final String model;
    private final long deadlineNanos;
    private final JudgeMeter meter = new JudgeMeter();

    public JudgeSession(String model, Duration budget) {
        this.model = model;
        this.deadlineNanos = System.nanoTime() + budget.toNanos();
    }

    /** The named model configuration, or null for the default one. */
    public String model() {
        return model;
    }

    public JudgeMeter meter() {
        return meter;
    }

    public Duration remaining() {
        return Duration.ofNanos(Math.max(0, deadlineNanos - System.nanoTime()));
    }

    public static Optional<JudgeSession> current() {
        return Optional.ofNullable(CURRENT.get());
    }

    public <T> T bind(java.util.function.Supplier<T> action) {
        JudgeSession previous = CURRENT.get();
        CURRENT.set(this);
        try {
            return action.get();
        } finally {
            CURRENT.set(previous);
        }
    }
}
