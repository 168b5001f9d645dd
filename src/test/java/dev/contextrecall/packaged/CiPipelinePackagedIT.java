package dev.contextrecall.packaged;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.contextrecall.support.Json;

/**
 * The packaged jar's evaluate command as a CI job runs it, where the behaviour is the process's. SIGTERM (what a CI
 * runner sends on cancel) or SIGINT (Ctrl-C) at any moment: no stack trace or internal message, never PASSED, exit 4
 * and an UNFINISHED summary once the run began; the same command resumes. A second run into a folder a live run is
 * writing is refused; a killed run's lock does not outlive it. On GitHub Actions, the report lands in the job
 * summary.
 */
class CiPipelinePackagedIT {

    static final Path JAR = Path.of("target", "context-recall-0.1.0-SNAPSHOT-runner.jar");
    static final Pattern PLAN = Pattern.compile("Scoring (\\d+) cases \\((\\d+) finished earlier\\)");

    @TempDir
    Path dir;

    /** The dev set forty times over, each copy with its own ids: long enough to be stopped half way. */
    Path bigDataset() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("data", "context-recall-dev.jsonl"));
        List<String> copies = new ArrayList<>();
        for (int copy = 0; copy < 40; copy++) {
            for (String line : lines) {
                ObjectNode c = (ObjectNode) Json.read(line);
                c.put("id", c.get("id").asText() + "-" + copy);
                copies.add(c.toString());
            }
        }
        return Files.write(dir.resolve("big.jsonl"), copies);
    }

    @Test
    void theReportIsAppendedToTheGithubJobSummary() throws Exception {
        Path summary = Files.writeString(dir.resolve("step-summary.md"), "## Earlier step\n");
        Path out = dir.resolve("run");
        ProcessBuilder builder = command(Path.of("data", "context-recall-dev.jsonl"), out, "none")
                .redirectOutput(dir.resolve("stdout.txt").toFile()).redirectError(dir.resolve("stderr.txt").toFile());
        builder.environment().put("GITHUB_STEP_SUMMARY", summary.toString());
        assertEquals(0, builder.start().waitFor());
        String text = Files.readString(summary);
        assertTrue(text.startsWith("## Earlier step\n\u2705 **Context recall PASSED** on context-recall-dev"), text);
        assertEquals(Files.readString(out.resolve("report.md")).strip(), text.substring("## Earlier step\n".length())
                .strip());
    }

    /** A pipeline that insists on the LLM judge and has no key gets the reason, before anything is scored. */
    @Test
    void anLlmJudgeWithNoKeyIsRefusedWithItsReason() throws Exception {
        ProcessBuilder builder = command(Path.of("data", "context-recall-dev.jsonl"), dir.resolve("run"), "none")
                .redirectOutput(dir.resolve("stdout.txt").toFile()).redirectError(dir.resolve("stderr.txt").toFile());
        builder.environment().put("CONTEXT_RECALL_JUDGE_DEFAULT", "llm");
        assertEquals(4, builder.start().waitFor());
        String err = Files.readString(dir.resolve("stderr.txt"));
        assertTrue(err.contains("evaluate: the service could not start: context-recall.judge.default is llm but no LLM "
                + "provider is configured"), err);
        assertFalse(Files.exists(dir.resolve("run").resolve("results.jsonl")));
    }

    ProcessBuilder command(Path dataset, Path out, String progress) {
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", JAR.toAbsolutePath().toString(), "evaluate", dataset.toString(), "--out", out.toString(),
                "--min-mean-score", "0", "--progress=" + progress, "--concurrency", "2");
        builder.environment().keySet().removeIf(k -> k.startsWith("QUARKUS_LANGCHAIN4J") || k.startsWith("GITHUB_"));
        return builder;
    }

    Process start(Path dataset, Path out, Path stdout, Path stderr) throws IOException {
        return command(dataset, out, "lines").redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
    }

    static void awaitLine(Path file, String text, Duration within) throws Exception {
        long deadline = System.nanoTime() + within.toNanos();
        while (!Files.readString(file).contains(text)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("no '" + text + "' within " + within + ": " + Files.readString(file));
            }
            Thread.sleep(50);
        }
    }

    /** What must never reach the output, whenever the signal comes. */
    static void nothingInternal(String text) {
        for (String leak : List.of("Exception", "\tat ", "Error injecting", "Shutdown in progress", "io.quarkus")) {
            assertFalse(text.contains(leak), "'" + leak + "' in: " + text);
        }
    }

    static void signal(Process process, String name) throws Exception {
        assertEquals(0, new ProcessBuilder("kill", "-" + name, String.valueOf(process.pid())).start().waitFor());
    }

    @Test
    void sigtermMidRunEndsUnfinishedWithExitFourAndResumes() throws Exception {
        Path dataset = bigDataset();
        Path out = dir.resolve("run");
        Path stdout = dir.resolve("stdout.txt");
        Path stderr = dir.resolve("stderr.txt");
        Process first = start(dataset, out, stdout, stderr);
        awaitLine(stderr, "Scoring 8400 cases", Duration.ofSeconds(60));
        Thread.sleep(2000);
        first.destroy(); // SIGTERM
        assertTrue(first.waitFor(30, TimeUnit.SECONDS), "the process did not stop after SIGTERM");
        assertEquals(4, first.exitValue());

        String out1 = Files.readString(stdout);
        String err1 = Files.readString(stderr);
        nothingInternal(out1);
        nothingInternal(err1);
        assertTrue(out1.contains("UNFINISHED") && !out1.contains("PASSED"), out1);
        assertTrue(err1.contains("evaluate: SIGTERM received: no new case starts"), err1);
        assertTrue(err1.strip().endsWith("cases were not run. The process was stopped (SIGTERM)."), err1);
        JsonNode summary = Json.read(Files.readString(out.resolve("summary.json")));
        assertEquals("UNFINISHED", summary.at("/gate/verdict").asText());
        assertTrue(Files.exists(out.resolve("UNFINISHED")));

        List<String> kept = Files.readAllLines(out.resolve("results.jsonl"));
        assertEquals(8400, kept.size());
        int scored = 0;
        for (String line : kept) {
            JsonNode l = Json.read(line);
            if ("SUCCEEDED".equals(l.get("status").asText())) {
                scored++;
            } else {
                assertEquals("not_run", l.get("error").asText(), line);
            }
        }
        assertEquals(summary.get("scored").asInt(), scored);

        Process second = start(dataset, out, dir.resolve("stdout2.txt"), dir.resolve("stderr2.txt"));
        try {
            awaitLine(dir.resolve("stderr2.txt"), "finished earlier", Duration.ofSeconds(60));
            Matcher plan = PLAN.matcher(Files.readString(dir.resolve("stderr2.txt")));
            assertTrue(plan.find());
            assertEquals(scored, Integer.parseInt(plan.group(2)), plan.group());
            assertEquals(8400, Integer.parseInt(plan.group(1)) + Integer.parseInt(plan.group(2)));
        } finally {
            second.destroy();
            second.waitFor(30, TimeUnit.SECONDS);
        }
    }

    /**
     * A cancel during start-up (a cancelled CI job): the run never goes on to score and pass. Before the JVM reaches
     * the command's first instruction only the JVM's own handling exists (exit 143, nothing written); from then on
     * the command exits 4.
     */
    @Test
    void aSignalDuringStartUpNeverPassesAndLeaksNothing() throws Exception {
        Path dataset = bigDataset(); // long enough that no signal comes after the run could have passed
        int fours = 0;
        int sent = 0;
        for (long delay : new long[] {0, 300, 700, 1200, 2000}) {
            for (String name : sigintIgnored() ? List.of("TERM") : List.of("TERM", "INT")) {
                Path out = dir.resolve("run-" + name + "-" + delay);
                Path stdout = dir.resolve("out-" + name + "-" + delay + ".txt");
                Path stderr = dir.resolve("err-" + name + "-" + delay + ".txt");
                Process p = start(dataset, out, stdout, stderr);
                Thread.sleep(delay);
                signal(p, name);
                sent++;
                assertTrue(p.waitFor(30, TimeUnit.SECONDS), "still running after SIG" + name + " at " + delay);
                String text = Files.readString(stdout) + Files.readString(stderr);
                String where = "SIG" + name + " at " + delay + " ms: exit " + p.exitValue() + "\n" + text;
                assertFalse(text.contains("PASSED"), where);
                nothingInternal(text);
                if (p.exitValue() == 4) {
                    fours++;
                    if (Files.exists(out.resolve("summary.json"))) {
                        assertEquals("UNFINISHED", Json.read(Files.readString(out.resolve("summary.json")))
                                .at("/gate/verdict").asText(), where);
                    }
                } else {
                    // Only the JVM's own handling, before the command began: nothing may have been written.
                    assertEquals(128 + ("TERM".equals(name) ? 15 : 2), p.exitValue(), where);
                    assertFalse(Files.exists(out.resolve("summary.json")), where);
                }
            }
        }
        // How many signals land before main is the machine's pace, not ours: on a busy machine most of the early ones
        // may. The command's own handling is proven by the last ones here and, without timing, by the mid-run test.
        assertTrue(fours >= 1, fours + " of " + sent + " signals exited 4");
    }

    /**
     * Whether this JVM was started with SIGINT ignored, as a shell starts a job it puts in the background: the run
     * inherits that, and its JVM keeps ignoring SIGINT, so there only SIGTERM can stand for a cancel.
     */
    private static boolean sigintIgnored() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.exists(status)) {
            return false;
        }
        for (String line : Files.readAllLines(status)) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseUnsignedLong(line.substring(7).strip(), 16) & (1L << 1)) != 0; // SIGINT is 2
            }
        }
        return false;
    }

    @Test
    void aSecondRunIntoTheSameFolderIsRefusedWhileTheFirstLives() throws Exception {
        Path dataset = bigDataset();
        Path out = dir.resolve("run");
        Process first = start(dataset, out, dir.resolve("stdout.txt"), dir.resolve("stderr.txt"));
        try {
            awaitLine(dir.resolve("stderr.txt"), "Scoring 8400 cases", Duration.ofSeconds(60));
            Process second = start(dataset, out, dir.resolve("stdout2.txt"), dir.resolve("stderr2.txt"));
            assertTrue(second.waitFor(60, TimeUnit.SECONDS));
            assertEquals(4, second.exitValue());
            String err = Files.readString(dir.resolve("stderr2.txt"));
            assertTrue(err.contains("evaluate: the run could not start: --out " + out + " is being written by another "
                    + "live run (process " + first.pid() + ", since "), err);
        } finally {
            first.destroyForcibly(); // SIGKILL: its lock goes with it
            first.waitFor(30, TimeUnit.SECONDS);
        }
        Process third = start(dataset, out, dir.resolve("stdout3.txt"), dir.resolve("stderr3.txt"));
        try {
            awaitLine(dir.resolve("stderr3.txt"), "finished earlier", Duration.ofSeconds(60));
        } finally {
            third.destroy();
            third.waitFor(30, TimeUnit.SECONDS);
        }
    }
}
