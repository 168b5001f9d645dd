package dev.contextrecall.support;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Captures what the application prints to standard output while a block runs (the EMF lines go there, as Lambda
 * sends standard output to CloudWatch Logs), still echoing it to the real output.
 */
public final class Stdout {

    private Stdout() {
    }

    public static List<String> linesDuring(Runnable block) {
        PrintStream original = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        OutputStream tee = new OutputStream() {
            @Override
            public void write(int b) {
                captured.write(b);
                original.write(b);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                captured.write(b, off, len);
                original.write(b, off, len);
            }
        };
        System.setOut(new PrintStream(tee, true, StandardCharsets.UTF_8));
        try {
            block.run();
        } finally {
            System.out.flush();
            System.setOut(original);
        }
        return Arrays.stream(captured.toString(StandardCharsets.UTF_8).split("\\R")).filter(l -> !l.isBlank()).toList();
    }

    /** The captured lines that are EMF documents (JSON objects with an "_aws" member). */
    public static List<String> emfLines(List<String> lines) {
        return lines.stream().filter(l -> l.startsWith("{\"_aws\":")).toList();
    }
}
