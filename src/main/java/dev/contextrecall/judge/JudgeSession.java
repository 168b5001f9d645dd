package dev.contextrecall.judge;

import java.time.Duration;
import java.util.Optional;
import java.util.function.BooleanSupplier;

import dev.contextrecall.error.ErrorCode;
import dev.contextrecall.error.EvaluationException;

/**
 * The judge's side of one evaluation: which model, how much time is left, and what was spent.
 * It is bound to the calling thread while a judge call runs, so that the retry policy and the usage listener,
 * which langchain4j and SmallRye call back without our arguments, find it.
 */
public final class JudgeSession {

    private static final ThreadLocal<JudgeSession> CURRENT = new ThreadLocal<>();

    private final String model;
    private final String language;
    private final long deadlineNanos;
    private final BooleanSupplier callerGone;
    private final JudgeMeter meter = new JudgeMeter();

    /**
     * callerGone: whether the caller has stopped waiting (an HTTP client that closed its connection); language: the
     * reference's language (a BCP 47 tag) for the judge to write in, null when undetermined.
     */
    public JudgeSession(String model, Duration budget, BooleanSupplier callerGone, String language) {
        this.model = model;
        this.language = language;
        this.deadlineNanos = System.nanoTime() + budget.toNanos();
        this.callerGone = callerGone;
    }

    /** The named model configuration, or null for the default one. */
    public String model() {
        return model;
    }

    /** The reference's language, a BCP 47 tag; null when its script does not tell and the request did not say. */
    public String language() {
        return language;
    }

    public JudgeMeter meter() {
        return meter;
    }

    /** Nothing is left once the caller has gone: no judge call starts for an answer nobody will read. */
    public Duration remaining() {
        return callerGone.getAsBoolean() ? Duration.ZERO : Duration.ofNanos(Math.max(0, deadlineNanos - System.nanoTime()));
    }

    /**
     * For work in process (the offline judge, between windows): stops it with a timeout error once the budget is
     * spent, instead of computing past the deadline.
     */
    public void requireTimeLeft() {
        if (callerGone.getAsBoolean()) {
            throw new EvaluationException(ErrorCode.TIMEOUT, "The caller closed the connection; the evaluation"
                    + " stopped.", null);
        }
        if (deadlineNanos - System.nanoTime() <= 0) {
            throw new EvaluationException(ErrorCode.TIMEOUT, "The evaluation's time budget ran out before the judge"
                    + " finished; send fewer chunks or sentences, or raise context-recall.judge.total-budget.", null);
        }
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
