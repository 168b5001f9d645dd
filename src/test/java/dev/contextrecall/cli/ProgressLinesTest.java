package dev.contextrecall.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

/** Progress on a pipe, as a CI log shows it: plain lines, the last one once. */
class ProgressLinesTest {

    static List<String> run(int total, int resumed, long intervalMillis) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ProgressLines lines = new ProgressLines(new PrintStream(bytes, true, StandardCharsets.UTF_8), total, resumed,
                intervalMillis);
        for (int i = resumed; i < total; i++) {
            lines.step();
        }
        lines.close();
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void aShortRunPrintsItsFinalCountOnce() {
        List<String> printed = run(5, 0, 60_000);
        assertEquals(1, printed.size(), printed.toString());
        assertTrue(printed.get(0).startsWith("Scoring: 5/5 cases (100 %), "), printed.get(0));
        assertTrue(printed.get(0).endsWith("cases/s"), printed.get(0));
    }

    @Test
    void linesHaveNoBarCharactersAndTheLastIsNotDoubled() {
        List<String> printed = run(4, 1, 0);
        assertEquals(List.of("Scoring: 2/4 cases (50 %)", "Scoring: 3/4 cases (75 %)", "Scoring: 4/4 cases (100 %)"),
                printed.stream().map(l -> l.substring(0, l.indexOf(','))).toList());
        printed.forEach(l -> assertTrue(l.chars().allMatch(c -> c < 128) && !l.contains("[") && !l.contains("="), l));
    }
}
