package dev.contextrecall.cli;

import java.io.PrintStream;

import picocli.CommandLine;

/** What every command does around its own work: read the line, answer --help, and map what went wrong to an exit code. */
final class Commands {

    static final int DONE = 0;
    static final int INCOMPLETE = 4;
    static final int USAGE = 64;

    /** A command's work on its parsed options; returns the exit code. */
    interface Work<O> {
        int call(O options, PrintStream stdout, PrintStream stderr) throws InterruptedException;
    }

    private Commands() {
    }

    static <O> int execute(String name, O options, String[] args, Work<O> work) {
        CommandLine line = new CommandLine(options);
        line.setCaseInsensitiveEnumValuesAllowed(true);
        try {
            line.parseArgs(args);
        } catch (CommandLine.ParameterException e) {
            System.err.println(e.getMessage());
            // A mistyped option: picocli names the closest ones ("Possible solutions: --max-cost").
            if (!CommandLine.UnmatchedArgumentException.printSuggestions(e, System.err)) {
                line.usage(System.err);
            }
            return USAGE;
        }
        if (line.isUsageHelpRequested()) {
            line.usage(System.out);
            return DONE;
        }
        try {
            return work.call(options, System.out, System.err);
        } catch (InterruptedException e) {
            // Not passed on as the thread's interrupt: the service's own shutdown runs on this thread next, and an
            // interrupted shutdown prints its stack trace. The exit code says what happened.
            System.err.println(name + ": interrupted" + (e.getMessage() == null
                    ? "; run again into the same folder to resume." : ": " + e.getMessage()));
            return INCOMPLETE;
        } catch (RuntimeException e) {
            System.err.println(name + ": the run could not finish: " + e.getMessage());
            return INCOMPLETE;
        }
    }
}
