package dev.contextrecall.judge.callpolicy;

import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import dev.contextrecall.judge.JudgeSession;

/**
 * Runs one judge call on a worker thread and waits for it at most its limit, which differs per attempt (what is
 * left of the budget), something a fixed fault-tolerance timeout cannot do. Waiting, not interrupting, is what
 * holds the limit: a provider that has sent its headers and then dribbles the body keeps a blocking read going
 * whatever the interrupt says. It also stops waiting when the caller has gone (the session has no time left). A
 * call given up on is interrupted and left to end on the client's own timeout; its answer, if any, is not used.
 */
final class AttemptTimer {

    private static final AtomicInteger THREADS = new AtomicInteger();
    /** How often a waiting call looks whether its caller has gone: the reaction time to a closed connection. */
    private static final long SLICE_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    private final ExecutorService workers = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "judge-call-" + THREADS.incrementAndGet());
        thread.setDaemon(true);
        return thread;
    });

    /** budgetBound: the limit is what was left of the budget rather than the per-call timeout. */
    <T> T run(Supplier<T> action, Duration limit, boolean budgetBound) {
        // The worker sees this evaluation's session, as the usage listener looks it up on the calling thread.
        JudgeSession session = JudgeSession.current().orElse(null);
        Future<T> call = workers.submit(() -> session == null ? action.get() : session.bind(action));
        long deadline = System.nanoTime() + limit.toNanos();
        try {
            while (true) {
                long left = deadline - System.nanoTime();
                try {
                    return call.get(Math.max(0, Math.min(left, SLICE_NANOS)), TimeUnit.NANOSECONDS);
                } catch (TimeoutException notYet) {
                    boolean callerGone = session != null && session.remaining().isZero();
                    if (left <= SLICE_NANOS || callerGone) {
                        call.cancel(true);
                        throw new JudgeTimeoutException(callerGone ? "the caller stopped waiting"
                                : "the judge call did not finish within " + limit.toMillis() + " ms"
                                        + (budgetBound ? ", what was left of the time budget" : ""),
                                budgetBound || callerGone);
                    }
                }
            }
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            call.cancel(true);
            Thread.currentThread().interrupt();
            throw new JudgeTimeoutException("the evaluation was stopped while waiting for the judge", true);
        }
    }
}
