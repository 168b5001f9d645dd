package dev.contextrecall.cli;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import dev.contextrecall.run.local.RunStop;
import sun.misc.Signal;

/**
 * SIGINT and SIGTERM during a command. The first asks the run to stop ({@link RunStop}): no new case starts, the
 * cases in flight finish or are abandoned within {@link RunStop#GRACE_MS}, the run is written as UNFINISHED and the
 * command exits 4, whether the signal came during start-up or mid-run. The JVM's own handling (shutdown hooks racing
 * the service's start or the run's last writes) is not used, so nothing internal reaches the output. A second signal
 * ends the process at once (exit 4); so does a run that has not ended {@link #LAST_RESORT_MS} after the first.
 */
final class StopSignals {

    static final long LAST_RESORT_MS = 60_000;

    private StopSignals() {
    }

    /** True when both signals are handled here; false where the platform refuses (the JVM's handling stays). */
    static boolean install(String command, AtomicBoolean finished) {
        AtomicInteger received = new AtomicInteger();
        try {
            for (String name : new String[] {"INT", "TERM"}) {
                Signal.handle(new Signal(name), signal -> received(command, "SIG" + signal.getName(),
                        received.incrementAndGet(), finished));
            }
            return true;
        } catch (RuntimeException | LinkageError e) {
            return false;
        }
    }

    private static void received(String command, String signal, int count, AtomicBoolean finished) {
        if (finished.get()) {
            return; // the command has ended; its exit code stands
        }
        if (count > 1) {
            System.err.println(command + ": " + signal + " again: stopped at once. The cases finished so far are kept "
                    + "in the --out folder; run the same command again to resume.");
            Runtime.getRuntime().halt(Commands.INCOMPLETE);
            return;
        }
        RunStop.request("The process was stopped (" + signal + ").");
        System.err.println(command + ": " + signal + " received: no new case starts; the cases in flight finish or "
                + "are given up within " + RunStop.GRACE_MS / 1000 + " s, and the run is written as unfinished (exit "
                + Commands.INCOMPLETE + "). Run the same command again to resume.");
        Thread lastResort = new Thread(() -> {
            try {
                Thread.sleep(LAST_RESORT_MS);
            } catch (InterruptedException e) {
                return;
            }
            if (!finished.get()) {
                System.err.println(command + ": still not stopped " + LAST_RESORT_MS / 1000 + " s after " + signal
                        + ": stopped at once.");
                Runtime.getRuntime().halt(Commands.INCOMPLETE);
            }
        }, "stop-last-resort");
        lastResort.setDaemon(true);
        lastResort.start();
    }
}
