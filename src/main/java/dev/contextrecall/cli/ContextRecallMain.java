package dev.contextrecall.cli;

import java.util.Arrays;

import jakarta.inject.Inject;

import dev.contextrecall.run.DatasetRun;
import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.QuarkusApplication;
import io.quarkus.runtime.annotations.QuarkusMain;

/**
 * The process's entry: with no arguments (Lambda, the local HTTP server) it serves as Quarkus always does; with
 * "evaluate" first it runs a dataset file and exits with the run's verdict, with "align" first it measures the judge
 * against a labelled dataset. The Lambda path never loads the commands' classes, so it adds no start-up work there.
 */
@QuarkusMain
public class ContextRecallMain implements QuarkusApplication {

    @Inject
    DatasetRun run;

    public static void main(String... args) {
        if (args.length > 0 && (EvaluateCommand.NAME.equals(args[0]) || AlignCommand.NAME.equals(args[0]))) {
            // A command, not a server: no HTTP port, no per-evaluation log lines, only warnings in the log.
            quietly("quarkus.http.host-enabled", "false");
            quietly("context-recall.telemetry.evaluation-lines", "false");
            quietly("quarkus.log.level", "WARN");
            quietly("quarkus.banner.enabled", "false");
            // A failure to start (a bad configuration) is a run that could not finish, not a floor miss (1).
            Quarkus.run(ContextRecallMain.class, (code, failure) -> {
                if (failure != null) {
                    System.err.println(args[0] + ": the service could not start: " + failure.getMessage());
                }
                System.exit(failure != null ? Commands.INCOMPLETE : code);
            }, args);
            return;
        }
        Quarkus.run(ContextRecallMain.class, args);
    }

    /** Set unless the user already chose a value. */
    private static void quietly(String key, String value) {
        if (System.getProperty(key) == null) {
            System.setProperty(key, value);
        }
    }

    @Override
    public int run(String... args) {
        if (args.length > 0 && EvaluateCommand.NAME.equals(args[0])) {
            return EvaluateCommand.execute(run, Arrays.copyOfRange(args, 1, args.length));
        }
        if (args.length > 0 && AlignCommand.NAME.equals(args[0])) {
            return AlignCommand.execute(run, Arrays.copyOfRange(args, 1, args.length));
        }
        Quarkus.waitForExit();
        return 0;
    }
}
