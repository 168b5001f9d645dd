package dev.contextrecall;

import dev.contextrecall.cli.CommandMain;
import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.annotations.QuarkusMain;

/**
 * The process's entry point. With no arguments it serves as Quarkus does (the Lambda functions, or the local HTTP
 * server); with arguments it is the command line ({@link CommandMain}), whose classes the serving path never loads.
 */
@QuarkusMain
public final class Main {

    public static void main(String... args) {
        if (args.length == 0) {
            Quarkus.run(args);
            return;
        }
        CommandMain.start(args);
    }
}
