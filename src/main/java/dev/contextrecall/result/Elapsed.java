package dev.contextrecall.result;

/** Wall time for duration_ms and the evaluation log, from System.nanoTime(). */
public final class Elapsed {

    private Elapsed() {
    }

    public static long millisSince(long startedNanos) {
        return (System.nanoTime() - startedNanos) / 1_000_000;
    }
}
