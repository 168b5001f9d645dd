package dev.contextrecall.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;

import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;
import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.extractionCall;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.contextrecall.run.local.DatasetRun;
import dev.contextrecall.run.local.RunDatasets;
import dev.contextrecall.support.DevSet;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.JudgeTest;
import dev.contextrecall.support.LabelledJudge;
import dev.contextrecall.support.Stdout;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The align command against stand-in judges whose agreement with the labels is known: one that answers from the
 * labels (everything agrees), one that flips every fifth labelled statement (the figures fall by that much).
 */
@QuarkusTest
class AlignCommandTest extends JudgeTest {

    static final double EXACT = 1e-9;
    /** Each stubbed answer reports 100 input and 20 output tokens; gpt-4o-mini costs $0.15 and $0.60 a million. */
    static final double COST_PER_CALL = 100 * 0.15e-6 + 20 * 0.60e-6;

    @Inject
    DatasetRun run;

    @TempDir
    Path dir;

    /** The exit code and what the command printed to stdout (blank lines aside). */
    record Ran(int exit, String stdout) {
    }

    Ran align(Object... args) {
        List<String> list = new ArrayList<>();
        for (Object a : args) {
            list.add(String.valueOf(a));
        }
        list.add("--progress=none");
        int[] exit = new int[1];
        List<String> lines = Stdout.linesDuring(() -> exit[0] = AlignCommand.execute(run, list.toArray(String[]::new)));
        // The evaluation's EMF lines go to stdout too in tests; the command's own output is the rest.
        lines = lines.stream().filter(l -> !Stdout.emfLines(List.of(l)).contains(l)).toList();
        return new Ran(exit[0], String.join("\n", lines));
    }

    void labelledJudge(int flipEvery) {
        judge.stubFor(extractionCall().willReturn(aResponse().withTransformers(LabelledJudge.NAME)));
        judge.stubFor(attributionCall().willReturn(aResponse().withTransformers(LabelledJudge.NAME)
                .withTransformerParameter(LabelledJudge.FLIP_EVERY, flipEvery)));
    }

    static JsonNode read(Path file) {
        try {
            return Json.read(Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void aJudgeThatAnswersAsTheLabelsAgreesFullyOnTheBundledDevelopmentSet() throws IOException {
        labelledJudge(0);
        Path out = dir.resolve("gold");
        Ran ran = align("--out", out); // no DATASET: the development set bundled in the jar

        assertEquals(0, ran.exit(), ran.stdout());
        JsonNode report = read(out.resolve("alignment.json"));
        assertEquals("context-recall-dev", report.get("dataset").asText());
        JsonNode all = report.get("overall");
        assertEquals(210, all.get("cases").asInt());
        assertEquals(0, all.get("failed").asInt());
        assertEquals(0.0, all.get("mae").asDouble());
        assertEquals(210, all.get("lined_up_cases").asInt());
        JsonNode statements = all.get("statements");
        assertEquals(DevSet.cases().stream().mapToInt(c -> c.get("gold_statements").size()).sum(),
                statements.get("statements").asInt());
        for (String figure : List.of("precision", "recall", "accuracy", "kappa")) {
            assertEquals(1.0, statements.get(figure).asDouble(), figure);
        }
        assertEquals(1.0, all.get("verified_share").asDouble());
        assertEquals(List.of(150, 60), List.of(report.at("/sources/hotpotqa/cases").asInt(),
                report.at("/sources/wice/cases").asInt()));
        // The spend is every call the judge answered.
        int calls = judge.findAll(anyJudgeRequest()).size();
        assertEquals(calls, all.get("judge_calls").asInt());
        assertEquals(100L * calls, all.get("input_tokens").asLong());
        assertEquals(20L * calls, all.get("output_tokens").asLong());
        assertEquals(calls * COST_PER_CALL, all.get("evaluation_cost").asDouble(), 1e-6);

        String table = Files.readString(out.resolve("alignment.md"));
        // stdout is the table (blank lines aside, as captured) and the folder.
        assertTrue(ran.stdout().startsWith(table.lines().filter(l -> !l.isBlank()).collect(Collectors.joining("\n"))),
                ran.stdout());
        assertTrue(ran.stdout().endsWith("Files: " + out.toAbsolutePath()), ran.stdout());
        assertTrue(table.contains("| overall | 210 | 0 | 0.0000 | 210 of 210 | "), table);
        assertEquals(210, RunDatasets.lines(out.resolve("results.jsonl")).size());
        assertTrue(Files.isRegularFile(out.resolve("context-recall-dev.jsonl")), "the cases it ran on");
        // The statement store is where evaluate keeps it: beside --out, not inside the run's folder.
        long references = DevSet.cases().stream()
                .map(c -> List.of(c.get("input").asText(), c.get("expected_output").asText())).distinct().count();
        try (var kept = Files.list(dir.resolve("statements"))) {
            assertEquals(references, kept.count(), "one list per question and reference");
        }
        assertFalse(Files.exists(out.resolve("statements")));
    }

    /** Every fourth case of the development set: 38 HotpotQA and 15 WiCE cases, 132 labelled statements. */
    Path everyFourthCase() {
        List<JsonNode> all = DevSet.cases();
        return RunDatasets.write(dir.resolve("every-fourth.jsonl"),
                IntStream.range(0, all.size()).filter(i -> i % 4 == 0).mapToObj(all::get).toList());
    }

    @Test
    void aJudgeThatFlipsEveryFifthLabelAgreesByThatMuchLess() {
        labelledJudge(5);
        Path out = dir.resolve("noisy");
        // Worked out from the labels: of the 132 statements, 26 flipped (17 of 87 HotpotQA, 9 of 45 WiCE);
        // tp 48, fp 15, fn 11, tn 58.
        Ran ran = align(everyFourthCase(), "--out", out, "--max-mae", 0.1);

        assertEquals(AlignCommand.ABOVE_MAX_MAE, ran.exit(), ran.stdout());
        JsonNode all = read(out.resolve("alignment.json")).get("overall");
        assertEquals(53, all.get("cases").asInt());
        assertEquals(53, all.get("lined_up_cases").asInt());
        JsonNode s = all.get("statements");
        assertEquals(List.of(48, 15, 11, 58), List.of(s.get("true_positives").asInt(), s.get("false_positives").asInt(),
                s.get("false_negatives").asInt(), s.get("true_negatives").asInt()));
        assertEquals(106.0 / 132, s.get("accuracy").asDouble(), EXACT);
        assertEquals(48.0 / 63, s.get("precision").asDouble(), EXACT);
        assertEquals(48.0 / 59, s.get("recall").asDouble(), EXACT);
        // expected = (63 x 59 + 69 x 73) / 132^2 = 8754 / 17424; kappa = (106/132 - expected) / (1 - expected)
        double expected = 8754.0 / 17424;
        assertEquals((106.0 / 132 - expected) / (1 - expected), s.get("kappa").asDouble(), EXACT);
        assertEquals(0.6042, s.get("kappa").asDouble(), 5e-5);
        // Each case's error is its flipped statements over its statements (scores to 4 places): mean 0.19497.
        assertEquals(0.194972, all.get("mae").asDouble(), 1e-6);
        // A flipped "no" becomes a "yes" quoting a sentence of a node, so every quote still verifies.
        assertEquals(1.0, all.get("verified_share").asDouble());

        JsonNode wice = read(out.resolve("alignment.json")).at("/sources/wice/statements");
        assertEquals(36.0 / 45, wice.get("accuracy").asDouble(), EXACT);
        assertTrue(ran.stdout().contains("The overall MAE exceeds the limit of 0.1000 (--max-mae)."), ran.stdout());
    }

    @Test
    void theOfflineJudgeIsMeasuredTheSameWay() {
        // judge: offline per case, as a request option; it splits the reference into sentences itself.
        List<JsonNode> cases = DevSet.cases().subList(0, 6).stream()
                .map(c -> (JsonNode) ((ObjectNode) c.deepCopy()).put("judge", "offline")).toList();
        Path out = dir.resolve("offline");
        Ran ran = align(RunDatasets.write(dir.resolve("offline.jsonl"), cases), "--out", out);

        assertEquals(0, ran.exit(), ran.stdout());
        JsonNode report = read(out.resolve("alignment.json"));
        assertEquals(List.of("offline"), Json.MAPPER.convertValue(report.get("judges"), List.class));
        assertEquals(0, report.at("/overall/judge_calls").asInt());
        assertEquals(0, judge.findAll(anyJudgeRequest()).size());
        assertTrue(ran.stdout().contains("| hotpotqa | 6 | 0 | "), ran.stdout());
    }

    @Test
    void fourWhenTheDatasetIsUnlabelledOrMissingOrTheBudgetStopsTheRun() throws IOException {
        labelledJudge(0);
        List<JsonNode> cases = new ArrayList<>(DevSet.cases().subList(0, 3));
        ((ObjectNode) cases.get(2)).remove("gold_recall");
        assertEquals(4, align(RunDatasets.write(dir.resolve("unlabelled.jsonl"), cases), "--out", dir.resolve("u"))
                .exit());
        assertEquals(0, judge.findAll(anyJudgeRequest()).size(), "refused before any judge call");
        assertEquals(4, align(dir.resolve("missing.jsonl"), "--out", dir.resolve("m")).exit());

        // The first case alone is estimated above $0.0001: nothing starts, and the files say so.
        Path out = dir.resolve("capped");
        assertEquals(4, align(everyFourthCase(), "--out", out, "--max-cost", 0.0001).exit());
        assertEquals(53, read(out.resolve("alignment.json")).at("/overall/failed").asInt());
        assertTrue(Files.isRegularFile(out.resolve("alignment.md")));
    }

    @Test
    void sixtyFourForAnInvalidCommandLine() {
        assertEquals(64, align().exit());
        assertEquals(64, align("--out", dir.resolve("x"), "--max-mae", 2).exit());
        assertEquals(64, align("--out", dir.resolve("x"), "--concurrency", 0).exit());
        assertEquals(64, align(everyFourthCase(), everyFourthCase(), "--out", dir.resolve("x")).exit());
    }
}
