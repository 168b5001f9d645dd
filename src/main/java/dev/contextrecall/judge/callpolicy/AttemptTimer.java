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
 * whatever the interrupt says. A call given up on is interrupted and left to end on the client's own timeout; its
 * answer, if any, is not used.
 */
final class AttemptTimer {

    private static final AtomicInteger THREADS = new AtomicInteger();

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
        try {
            return call.get(limit.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            call.cancel(true);
            throw new JudgeTimeoutException("the judge call did not finish within " + limit.toMillis() + " ms"
                    + (budgetBound ? ", what was left of the time budget" : ""), budgetBound);
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
