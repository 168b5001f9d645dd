package dev.contextrecall.cli;

import java.io.PrintStream;
import java.util.Locale;

/**
 * Progress for a log: "Scoring: 120/210 cases (57 %), 40.1 cases/s, about 2 s left", at most once per interval while
 * cases finish, and the final count once at the end (never twice). Plain text: a CI log shows no bar characters.
 */
final class ProgressLines {

    private final PrintStream out;
    private final int total;
    private final int resumed;
    private final long intervalNanos;
    private final long startedNanos = System.nanoTime();
    private int done;
    private long lastPrintedNanos = System.nanoTime();
    private int lastPrinted = -1;

    ProgressLines(PrintStream out, int total, int resumed, long intervalMillis) {
        this.out = out;
        this.total = total;
        this.resumed = resumed;
        this.done = resumed;
        this.intervalNanos = intervalMillis * 1_000_000L;
    }

    synchronized void step() {
        done++;
        long now = System.nanoTime();
        if (now - lastPrintedNanos >= intervalNanos && done < total) {
            print(now);
        }
    }

    synchronized void close() {
        if (lastPrinted != done) {
            print(System.nanoTime());
        }
    }

    /** The line for the given moment; package-visible for its test. */
    String line(long now) {
        double seconds = Math.max(1e-9, (now - startedNanos) / 1e9);
        double rate = (done - resumed) / seconds;
        String left = rate <= 0 || done >= total ? "" : String.format(Locale.ROOT, ", about %d s left",
                Math.round((total - done) / rate));
        return String.format(Locale.ROOT, "Scoring: %d/%d cases (%d %%), %.1f cases/s%s", done, total,
                total == 0 ? 100 : Math.round(100.0 * done / total), rate, left);
    }

    private void print(long now) {
        out.println(line(now));
        lastPrinted = done;
        lastPrintedNanos = now;
    }
}
