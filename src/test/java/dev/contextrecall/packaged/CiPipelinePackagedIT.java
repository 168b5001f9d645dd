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
 * runner sends on cancel, and Ctrl-C's equivalent) while it scores: standard output, where the report goes, gets no
 * stack trace; standard error gets one line saying how to resume; every line kept in results.jsonl is a scored
 * case; and the same command resumes from them. On GitHub Actions, the report lands in the job summary.
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

    @Test
    void sigtermLeavesNoStackTraceAndOneLineSayingHowToResume() throws Exception {
        Path dataset = bigDataset();
        Path out = dir.resolve("run");
        Path stdout = dir.resolve("stdout.txt");
        Path stderr = dir.resolve("stderr.txt");
        Process first = start(dataset, out, stdout, stderr);
        awaitLine(stderr, "Scoring 8400 cases", Duration.ofSeconds(60));
        Thread.sleep(2000);
        first.destroy(); // SIGTERM
        assertTrue(first.waitFor(30, TimeUnit.SECONDS), "the process did not stop after SIGTERM");

        String out1 = Files.readString(stdout);
        String err1 = Files.readString(stderr);
        assertFalse(out1.contains("Exception") || out1.contains("\tat "), out1);
        assertFalse(err1.contains("Exception") || err1.contains("\tat "), err1);
        assertTrue(err1.strip().endsWith("evaluate: interrupted. The cases finished so far are kept in the --out "
                + "folder; run the same command again to resume."), err1);

        List<String> kept = Files.readAllLines(out.resolve("results.jsonl"));
        assertFalse(kept.isEmpty());
        for (String line : kept.subList(0, kept.size() - 1)) { // the last may be cut short; a resume skips it
            JsonNode l = Json.read(line);
            assertEquals("SUCCEEDED", l.get("status").asText(), line);
        }

        Process second = start(dataset, out, dir.resolve("stdout2.txt"), dir.resolve("stderr2.txt"));
        try {
            awaitLine(dir.resolve("stderr2.txt"), "finished earlier", Duration.ofSeconds(60));
            Matcher plan = PLAN.matcher(Files.readString(dir.resolve("stderr2.txt")));
            assertTrue(plan.find());
            assertTrue(Integer.parseInt(plan.group(2)) >= kept.size() - 1, plan.group());
            assertEquals(8400, Integer.parseInt(plan.group(1)) + Integer.parseInt(plan.group(2)));
        } finally {
            second.destroy();
            second.waitFor(30, TimeUnit.SECONDS);
        }
    }
}
