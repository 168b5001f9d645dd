package dev.contextrecall.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The line a command prints when it ends in an exception (plain JUnit: no Quarkus start). */
class CommandMainTest {

    @Test
    void runningOutOfHeapIsNotCalledAFailureToStart() {
        Throwable failure = new RuntimeException("Failed to run", new OutOfMemoryError("Java heap space"));

        String line = CommandMain.failureLine("evaluate", failure);

        assertTrue(line.startsWith("evaluate: the run ran out of memory (Java heap space)."), line);
        assertTrue(line.contains("-Xmx") && line.contains("run the same command again to resume"), line);
        assertFalse(line.contains("could not start"), line);
    }

    @Test
    void aBadConfigurationStillNamesItsInnermostCause() {
        Throwable failure = new RuntimeException("Failed to start quarkus",
                new IllegalStateException("context-recall.threshold must be between 0 and 1"));

        assertEquals("align: the service could not start: context-recall.threshold must be between 0 and 1",
                CommandMain.failureLine("align", failure));
    }
}
