package dev.contextrecall.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.run.local.DatasetRun;
import dev.contextrecall.run.local.RunDatasets;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;

/** Each exit code of the evaluate command, as a CI job sees it. */
@QuarkusTest
class EvaluateCommandTest extends JudgeTest {

    @Inject
    DatasetRun run;

    @TempDir
    Path dir;

    /** The offline dev set; a third of it scores below 0.7, so a floor of 0.99 fails and 0 holds. */
    Path dataset(String name, List<JsonNode> cases) {
        return RunDatasets.write(dir.resolve(name + ".jsonl"), cases);
    }

    int evaluate(Object... args) {
        List<String> list = new ArrayList<>();
        for (Object a : args) {
            list.add(String.valueOf(a));
        }
        list.add("--progress=none");
        return EvaluateCommand.execute(run, list.toArray(String[]::new));
    }

    /** A baseline run, then a candidate in which twelve of its full-recall cases lost their supporting chunks. */
    Path[] baselineAndWorseCandidate() {
        List<JsonNode> cases = RunDatasets.offlineDevSet().subList(0, 80);
        Path base = dataset("base", cases);
        assertEquals(EvaluateCommand.PASSED, evaluate(base, "--out", dir.resolve("runs/base"), "--min-mean-score", 0));
        Set<String> losing = RunDatasets.lines(dir.resolve("runs/base/results.jsonl")).stream()
                .filter(l -> l.at("/result/score").asDouble() == 1.0).limit(12).map(l -> l.get("id").asText())
                .collect(Collectors.toSet());
        return new Path[] { dataset("worse", RunDatasets.losingSupport(cases, losing)), dir.resolve("runs") };
    }

    /** --junit: one test case per dataset case, the regressed ones as failures, the verdict as a property. */
    @Test
    void aJunitReportNamesTheRegressedCasesAsFailures() throws Exception {
        Path[] worse = baselineAndWorseCandidate();
        Path xml = dir.resolve("reports/context-recall.xml");
        assertEquals(2, evaluate(worse[0], "--out", dir.resolve("runs/candidate"), "--baseline", worse[1], "--dataset-name", "base",
                "--min-mean-score", 0, "--junit", xml));
        org.w3c.dom.Document doc = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(xml.toFile());
        org.w3c.dom.Element suite = (org.w3c.dom.Element) doc.getElementsByTagName("testsuite").item(0);
        assertEquals("80", suite.getAttribute("tests"));
        assertEquals("0", suite.getAttribute("errors"));
        org.w3c.dom.NodeList failures = doc.getElementsByTagName("failure");
        int regressed = 0;
        for (int i = 0; i < failures.getLength(); i++) {
            if ("regressed".equals(((org.w3c.dom.Element) failures.item(i)).getAttribute("type"))) {
                regressed++;
            }
        }
        assertEquals(12, regressed);
        assertEquals(String.valueOf(failures.getLength()), suite.getAttribute("failures"));
        org.w3c.dom.NodeList properties = doc.getElementsByTagName("property");
        String verdict = null;
        for (int i = 0; i < properties.getLength(); i++) {
            org.w3c.dom.Element p = (org.w3c.dom.Element) properties.item(i);
            if ("verdict".equals(p.getAttribute("name"))) {
                verdict = p.getAttribute("value");
            }
        }
        assertEquals("FAILED", verdict);
    }

    @Test
    void zeroWhenTheGateHolds() {
        assertEquals(0, evaluate(dataset("d", RunDatasets.offlineDevSet()), "--out", dir.resolve("runs/1"),
                "--min-mean-score", 0.3));
    }

    @Test
    void oneWhenTheMeanIsBelowTheFloor() {
        assertEquals(1, evaluate(dataset("d", RunDatasets.offlineDevSet()), "--out", dir.resolve("runs/1"),
                "--min-mean-score", 0.99));
    }

    @Test
    void twoOnASignificantRegression() {
        Path[] worse = baselineAndWorseCandidate();
        assertEquals(2, evaluate(worse[0], "--out", dir.resolve("runs/candidate"), "--baseline", worse[1], "--dataset-name", "base",
                "--min-mean-score", 0));
    }

    @Test
    void threeWhenBothRulesFire() {
        Path[] worse = baselineAndWorseCandidate();
        assertEquals(3, evaluate(worse[0], "--out", dir.resolve("runs/candidate"), "--baseline", worse[1], "--dataset-name", "base",
                "--min-mean-score", 0.99));
    }

    @Test
    void fourWhenTheRunCannotFinish() {
        List<JsonNode> cases = new ArrayList<>(RunDatasets.offlineDevSet().subList(0, 5));
        cases.add(((com.fasterxml.jackson.databind.node.ObjectNode) RunDatasets.small(1).get(0).deepCopy()).put("judge", "offline").put("threshold", 7));
        assertEquals(4, evaluate(dataset("broken", cases), "--out", dir.resolve("runs/1"), "--min-mean-score", 0));
        assertEquals(4, evaluate(dir.resolve("missing.jsonl"), "--out", dir.resolve("runs/2")));
    }

    @Test
    void sixtyFourForAnInvalidCommandLine() {
        assertEquals(64, evaluate("--out", dir.resolve("runs/1")));
        assertEquals(64, evaluate(dataset("d", RunDatasets.small(1)), "--out", dir.resolve("runs/1"),
                "--concurrency", 0));
        assertEquals(64, evaluate(dataset("d", RunDatasets.small(1)), "--out", dir.resolve("runs/1"),
                "--min-mean-score", 2));
    }

    @Test
    void aMistypedOptionIsAnsweredWithTheRightOne() {
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        java.io.PrintStream before = System.err;
        System.setErr(new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            assertEquals(64, evaluate(dataset("d", RunDatasets.small(1)), "--out", dir.resolve("runs/1"),
                    "--max-costs", 1));
        } finally {
            System.setErr(before);
        }
        String text = err.toString(java.nio.charset.StandardCharsets.UTF_8);
        org.junit.jupiter.api.Assertions.assertTrue(text.contains("Unknown options: '--max-costs'"), text);
        org.junit.jupiter.api.Assertions.assertTrue(text.contains("Possible solutions: --max-cost\n"), text);
    }

    @Test
    void helpSaysJsonArraysAreReadToo() {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        java.io.PrintStream before = System.out;
        System.setOut(new java.io.PrintStream(out, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            assertEquals(0, EvaluateCommand.execute(run, "--help"));
        } finally {
            System.setOut(before);
        }
        String text = out.toString(java.nio.charset.StandardCharsets.UTF_8);
        org.junit.jupiter.api.Assertions.assertTrue(text.replaceAll("\\s+", " ").contains("or a JSON array of test "
                + "cases (a .json file starting with '['"), text);
    }
}
