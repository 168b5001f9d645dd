package dev.contextrecall.run.local;

/**
 * A request to stop this process's run, from the first instant of the process: the command's signal handler
 * (SIGINT, SIGTERM) sets it before the service has even started, and the run reads it before each case. No new case
 * starts once it is set; the cases in flight get {@link #GRACE_MS} to finish.
 */
public final class RunStop {

    /** How long the cases in flight may go on after a stop before they are abandoned (scored again on resume). */
    public static final long GRACE_MS = 5_000;

    private static volatile String reason;
    private static volatile long at;

    private RunStop() {
    }

    /** Asks the run to stop; the first reason stays. */
    public static synchronized void request(String why) {
        if (reason == null) {
            at = System.nanoTime();
            reason = why;
        }
    }

    /** Why the run was asked to stop; null when it was not. */
    public static String requested() {
        return reason;
    }

    /** When the in-flight cases are given up on (System.nanoTime), once a stop was asked. */
    static long abandonAt() {
        return at + GRACE_MS * 1_000_000;
    }

    /** For tests in one JVM: the next run starts unasked. */
    static synchronized void clear() {
        reason = null;
    }
}
