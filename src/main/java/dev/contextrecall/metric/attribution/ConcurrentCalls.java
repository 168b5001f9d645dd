package dev.contextrecall.metric.attribution;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import dev.contextrecall.error.ErrorCode;
import dev.contextrecall.error.EvaluationException;

/**
 * Judge calls of one evaluation run side by side (turn windows, repeated samples), at most `concurrency` at a
 * time, results in call order. The first failure ends the evaluation (a judge failure is an error, never a partial
 * score) and stops the calls still running.
 */
public final class ConcurrentCalls {

    private static final AtomicInteger THREADS = new AtomicInteger();

    private ConcurrentCalls() {
    }

    public static <T> List<T> all(List<Supplier<T>> calls, int concurrency, String threadName) {
        int threads = Math.max(1, Math.min(concurrency, calls.size()));
        if (threads == 1) {
            return calls.stream().map(Supplier::get).toList();
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, threadName + "-" + THREADS.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        try {
            CompletionService<T> done = new ExecutorCompletionService<>(pool);
            List<Future<T>> futures = new ArrayList<>();
            for (Supplier<T> call : calls) {
                futures.add(done.submit(call::get));
            }
            for (int i = 0; i < calls.size(); i++) {
                done.take().get();
            }
            List<T> out = new ArrayList<>();
            for (Future<T> f : futures) {
                out.add(f.get());
            }
            return out;
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EvaluationException(ErrorCode.TIMEOUT, "The evaluation was interrupted.", null, e);
        } finally {
            pool.shutdownNow();
        }
    }
}
