package dev.contextrecall.cli;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import jakarta.inject.Inject;

import dev.contextrecall.run.local.DatasetRun;
import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.QuarkusApplication;

/**
 * The command line, started by {@code dev.contextrecall.Main} when the process has arguments: "evaluate" runs a
 * dataset file and exits with the run's verdict, "align" measures the judge against a labelled dataset; --help and
 * an unknown word are answered before anything starts.
 */
public class CommandMain implements QuarkusApplication {

    @Inject
    DatasetRun run;

    /** What the process answers to --help, and to a word it does not know, before anything starts. */
    static final String USAGE = """
            Usage: context-recall                     serve: the HTTP API (local) or the Lambda functions
                   context-recall evaluate DATASET --out DIR [options]   score a dataset, gate the run
                   context-recall align [DATASET] --out DIR [options]    measure the judge against labels
                   context-recall COMMAND --help      the command's options
            """;

    /** args: the process's arguments, at least one. */
    public static void start(String... args) {
        if (!EvaluateCommand.NAME.equals(args[0]) && !AlignCommand.NAME.equals(args[0])) {
            // Never start a server for a line that asked for something else: a CI job would hang on it.
            boolean help = List.of("-h", "--help", "help").contains(args[0]);
            (help ? System.out : System.err).print((help ? "" : "context-recall: unknown command '" + args[0]
                    + "'.\n") + USAGE);
            System.exit(help ? Commands.DONE : Commands.USAGE);
            return;
        }
            // A command, not a server: no HTTP port, no per-evaluation log lines, only warnings in the log.
            quietly("quarkus.http.host-enabled", "false");
            quietly("context-recall.telemetry.evaluation-lines", "false");
            quietly("quarkus.log.level", "WARN");
            quietly("quarkus.banner.enabled", "false");
            // Standard output carries the report alone: whatever is logged goes to standard error.
            quietly("quarkus.log.console.stderr", "true");
            AtomicBoolean finished = new AtomicBoolean();
            // SIGINT and SIGTERM ask the run to stop instead of starting the JVM's shutdown, from this instant on,
            // start-up included: the run then ends UNFINISHED and the command exits 4 (see StopSignals).
            if (!StopSignals.install(args[0], finished)) {
                Runtime.getRuntime().addShutdownHook(new Thread(() -> interrupted(args[0], finished),
                        "interrupt-notice"));
            }
            // A failure to start (a bad configuration) is a run that could not finish, not a floor miss (1).
            Quarkus.run(CommandMain.class, (code, failure) -> {
                finished.set(true);
                if (failure != null) {
                    System.err.println(failureLine(args[0], failure));
                }
                System.exit(failure != null ? Commands.INCOMPLETE : code);
            }, args);
    }

    /**
     * Where signals cannot be handled (StopSignals not installed), SIGTERM or Ctrl-C during a command: the shutdown's
     * own log lines (stack traces of calls cut short) say nothing
     * a pipeline can use, so they are silenced, and one line says how to go on. Each case finished so far is
     * already in results.jsonl; the same command resumes from there.
     */
    private static void interrupted(String command, AtomicBoolean finished) {
        if (finished.get()) {
            return;
        }
        java.util.logging.Logger.getLogger("").setLevel(java.util.logging.Level.OFF);
        System.err.println(command + ": interrupted. The cases finished so far are kept in the --out folder; run the "
                + "same command again to resume.");
    }

    /** What a command that ended in an exception says: running out of memory is not a failure to start. */
    static String failureLine(String command, Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof OutOfMemoryError) {
                return command + ": the run ran out of memory (" + t.getMessage() + "). The cases scored so far are "
                        + "kept in the --out folder: give the JVM more heap (java -Xmx...) and run the same command "
                        + "again to resume.";
            }
        }
        return command + ": the service could not start: " + rootCause(failure);
    }

    /** The innermost message: Quarkus wraps the cause ("Failed to start quarkus") that says what to fix. */
    static String rootCause(Throwable failure) {
        String message = failure.getMessage();
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t.getMessage() != null && !t.getMessage().isBlank()) {
                message = t.getMessage();
            }
        }
        return message;
    }

    /** Set unless the user already chose a value. */
    private static void quietly(String key, String value) {
        if (System.getProperty(key) == null) {
            System.setProperty(key, value);
        }
    }

    @Override
    public int run(String... args) {
        if (EvaluateCommand.NAME.equals(args[0])) {
            return EvaluateCommand.execute(run, Arrays.copyOfRange(args, 1, args.length));
        }
        return AlignCommand.execute(run, Arrays.copyOfRange(args, 1, args.length));
    }
}
