package dev.contextrecall.packaged;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.support.Json;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.quarkus.test.junit.main.LaunchResult;
import io.quarkus.test.junit.main.QuarkusMainIntegrationTest;
import io.quarkus.test.junit.main.QuarkusMainLauncher;

/**
 * The evaluate and align commands of the packaged artifact, started as a CI job starts them: the JVM jar in
 * ./mvnw verify, the -Dlocal native executable in .ci/run. The offline judge (no key configured) scores the bundled
 * development set; the exit codes and the files are what the job reads.
 */
@QuarkusMainIntegrationTest
@TestProfile(CommandsPackagedIT.OfflineJudge.class)
class CommandsPackagedIT {

    /**
     * The offline judge, named: the harness passes the WireMock judge's URL and key that earlier test classes set
     * up, so "no key, hence offline" cannot be relied on here.
     */
    public static class OfflineJudge implements QuarkusTestProfile {
        @Override
        public boolean disableGlobalTestResources() {
            return true;
        }

        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("context-recall.judge.default", "offline");
        }
    }

    static final Path DEV_SET = Path.of("data", "context-recall-dev.jsonl");

    @TempDir
    Path dir;

    @BeforeEach
    void notTheLambdaExecutable() {
        assumeFalse(NativeExecutableOnly.Condition.pollsLambdaRuntime(),
                "a native executable with the Lambda binding serves only Lambda's Runtime API (build with -Dlocal)");
    }

    @Test
    void evaluateScoresTheDevelopmentSetAndPassesTheFloor(QuarkusMainLauncher launcher) throws IOException {
        Path out = dir.resolve("run");
        LaunchResult result = launcher.launch("evaluate", DEV_SET.toString(), "--out", out.toString(),
                "--min-mean-score", "0.3", "--progress=none");
        assertEquals(0, result.exitCode(), result.getErrorOutput());
        JsonNode summary = Json.MAPPER.readTree(out.resolve("summary.json").toFile());
        assertEquals(210, summary.get("cases").asInt());
        assertEquals(210, summary.get("scored").asInt());
        assertEquals(OFFLINE_DEV_SET_MEAN, summary.get("mean_score").asDouble(), 1e-9);
        assertTrue(summary.at("/gate/passed").asBoolean());
        assertEquals(210, Files.readAllLines(out.resolve("results.jsonl")).size());
        assertTrue(result.getOutput().contains("PASSED"), result.getOutput());
    }

    @Test
    void evaluateExitsOneBelowTheFloor(QuarkusMainLauncher launcher) {
        LaunchResult result = launcher.launch("evaluate", DEV_SET.toString(), "--out", dir.resolve("run").toString(),
                "--min-mean-score", "0.99", "--progress=none");
        assertEquals(1, result.exitCode(), result.getErrorOutput());
    }

    @Test
    void alignMeasuresTheOfflineJudgeAgainstTheLabels(QuarkusMainLauncher launcher) throws IOException {
        Path out = dir.resolve("align");
        LaunchResult result = launcher.launch("align", "--out", out.toString(), "--progress=none");
        assertEquals(0, result.exitCode(), result.getErrorOutput());
        JsonNode alignment = Json.MAPPER.readTree(out.resolve("alignment.json").toFile());
        assertEquals(210, alignment.at("/overall/cases").asInt(), alignment.toString());
        assertTrue(result.getOutput().contains("MAE"), result.getOutput());
    }

    @Test
    void helpAnswersWithoutStartingAServer(QuarkusMainLauncher launcher) {
        LaunchResult result = launcher.launch("--help");
        assertEquals(0, result.exitCode());
        assertTrue(result.getOutput().contains("context-recall evaluate DATASET --out DIR"), result.getOutput());
    }

    @Test
    void anUnknownCommandIsRefusedWithoutStartingAServer(QuarkusMainLauncher launcher) {
        LaunchResult result = launcher.launch("evalute", DEV_SET.toString());
        assertEquals(64, result.exitCode());
        assertTrue(result.getErrorOutput().contains("unknown command 'evalute'"), result.getErrorOutput());
    }

    @Test
    void anOutThatIsAFileIsRefusedBeforeAnyCaseIsScored(QuarkusMainLauncher launcher) throws IOException {
        Path file = Files.writeString(dir.resolve("not-a-folder"), "");
        LaunchResult result = launcher.launch("evaluate", DEV_SET.toString(), "--out", file.toString(),
                "--progress=none");
        assertEquals(4, result.exitCode());
        assertTrue(result.getErrorOutput().lines().anyMatch(("evaluate: the run could not start: --out " + file
                + " is a file, not a folder.")::equals), result.getErrorOutput());
        assertTrue(result.getErrorOutput().lines().noneMatch(l -> l.startsWith("evaluate:") && !l.contains("--out")),
                result.getErrorOutput());
        assertEquals("", result.getOutput().strip());
    }

    @Test
    void aMissingDatasetIsNamed(QuarkusMainLauncher launcher) {
        Path missing = dir.resolve("golden.jsonl");
        LaunchResult result = launcher.launch("evaluate", missing.toString(), "--out", dir.resolve("run").toString());
        assertEquals(4, result.exitCode());
        assertTrue(result.getErrorOutput().contains("the dataset " + missing + " does not exist."),
                result.getErrorOutput());
    }

    /** Every case invalid: the run is unfinished, and standard error gives the first cause, not a pointer to a file. */
    @Test
    void whenEveryCaseIsInvalidTheFirstCauseIsPrinted(QuarkusMainLauncher launcher) throws IOException {
        Path dataset = Files.writeString(dir.resolve("bad.jsonl"),
                "{\"id\": \"a\", \"expected_output\": \"x\"}\n{\"id\": \"b\", \"expected_output\": \"y\"}\n");
        Path out = dir.resolve("run");
        LaunchResult result = launcher.launch("evaluate", dataset.toString(), "--out", out.toString(),
                "--progress=none");
        assertEquals(4, result.exitCode());
        assertTrue(result.getErrorOutput().contains("the first: a invalid_test_case: "), result.getErrorOutput());
        assertTrue(result.getErrorOutput().contains("retrieval_context"), result.getErrorOutput());
        JsonNode summary = Json.MAPPER.readTree(out.resolve("summary.json").toFile());
        assertEquals("UNFINISHED", summary.at("/gate/verdict").asText());
        assertTrue(result.getOutput().contains("UNFINISHED") && !result.getOutput().contains("PASSED"),
                result.getOutput());
    }

    /** The offline judge's mean over the 210 dev cases; deterministic, the same in every package. */
    static final double OFFLINE_DEV_SET_MEAN = 0.4986;
}
