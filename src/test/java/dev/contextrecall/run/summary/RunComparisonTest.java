package dev.contextrecall.run.summary;

import dev.contextrecall.result.Scores;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.contextrecall.support.DevSet;
import dev.contextrecall.support.Json;

/** A candidate run against its baseline, on the labelled development set scored as the labels say. */
class RunComparisonTest {

    static final double TOLERANCE = 0.05;
    static final double ALPHA = 0.05;

    /** A run as the gold labels score it; in the cases named, the first supported statement loses its support. */
    static List<CaseOutcome> run(Set<String> losing) {
        List<CaseOutcome> outcomes = new ArrayList<>();
        for (JsonNode c : DevSet.cases()) {
            ObjectNode result = Json.MAPPER.createObjectNode();
            ArrayNode verdicts = result.putArray("verdicts");
            int supported = 0;
            boolean lost = false;
            for (JsonNode s : c.path("gold_statements")) {
                boolean yes = s.path("supported").asBoolean();
                if (yes && losing.contains(c.path("id").asText()) && !lost) {
                    yes = false;
                    lost = true;
                }
                supported += yes ? 1 : 0;
                verdicts.addObject().put("statement", s.path("statement").asText()).put("verdict", yes ? "yes" : "no");
            }
            double score = Scores.rounded((double) supported / verdicts.size());
            result.put("score", score).put("success", score >= 0.5);
            outcomes.add(new CaseOutcome(CaseStatus.SUCCEEDED, c.path("id"), result, null, null));
        }
        return outcomes;
    }

    /** The first n cases with a supported statement. */
    static Set<String> firstSupported(int n) {
        Set<String> ids = new TreeSet<>();
        for (JsonNode c : DevSet.cases()) {
            if (ids.size() < n && c.path("gold_recall").asDouble() > 0) {
                ids.add(c.path("id").asText());
            }
        }
        return ids;
    }

    @Test
    void aRunAgainstItselfHasNoRegressionAndAPValueOfOne() {
        RunComparison same = RunComparison.of(run(Set.of()), run(Set.of()), TOLERANCE, ALPHA);

        assertEquals(210, same.sharedCases());
        assertEquals(0.0, same.meanDelta());
        assertEquals(1.0, same.pValue());
        assertTrue(same.regressed().isEmpty());
        assertTrue(same.improved().isEmpty());
        assertFalse(same.significantRegression());
    }

    @Test
    void theCasesThatLostSupportAreNamedWithTheStatementsTheyLost() {
        Set<String> losing = firstSupported(30);

        RunComparison comparison = RunComparison.of(run(Set.of()), run(losing), TOLERANCE, ALPHA);

        Set<String> regressed = new TreeSet<>();
        comparison.regressed().forEach(d -> regressed.add(d.id().asText()));
        assertEquals(losing, regressed);
        for (RunComparison.CaseDelta d : comparison.regressed()) {
            assertEquals(1, d.lostStatements().size(), d.id().asText());
            assertTrue(d.delta() < 0);
        }
        assertTrue(comparison.improved().isEmpty());
        assertTrue(comparison.meanDelta() < 0);
        assertTrue(comparison.pValue() < 1e-6, "p = " + comparison.pValue());
        assertTrue(comparison.significantRegression());
    }

    @Test
    void oneCaseLosingSupportIsNamedButIsNoSignificantRegression() {
        Set<String> losing = firstSupported(1);

        RunComparison comparison = RunComparison.of(run(Set.of()), run(losing), TOLERANCE, ALPHA);

        assertEquals(1, comparison.regressed().size());
        assertEquals(1.0, comparison.pValue(), 1e-6);
        assertFalse(comparison.significantRegression());
    }

    @Test
    void casesAddedAndRemovedSinceTheBaselineAreListed() {
        List<CaseOutcome> baseline = new ArrayList<>(run(Set.of()));
        List<CaseOutcome> candidate = new ArrayList<>(run(Set.of()));
        CaseOutcome dropped = candidate.remove(0);
        ObjectNode fresh = Json.MAPPER.createObjectNode().put("score", 1.0).put("success", true);
        candidate.add(new CaseOutcome(CaseStatus.SUCCEEDED, TextNode.valueOf("new-case"), fresh, null, null));

        RunComparison comparison = RunComparison.of(baseline, candidate, TOLERANCE, ALPHA);

        assertEquals(List.of(TextNode.valueOf("new-case")), comparison.added());
        assertEquals(List.of(dropped.id()), comparison.removed());
        assertEquals(209, comparison.sharedCases());
    }

    /** n cases with numeric ids, each scored as given: i is a case's index. */
    static List<CaseOutcome> scored(int n, java.util.function.IntToDoubleFunction score) {
        List<CaseOutcome> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double value = score.applyAsDouble(i);
            ObjectNode result = Json.MAPPER.createObjectNode().put("score", value).put("success", value >= 0.5);
            result.putArray("verdicts").addObject().put("statement", "Fact " + i + ".").put("verdict",
                    value >= 0.5 ? "yes" : "no");
            out.add(new CaseOutcome(CaseStatus.SUCCEEDED, Json.MAPPER.getNodeFactory().numberNode(i), result, null,
                    null));
        }
        return out;
    }

    /** A summary lists the largest moves only; every shared case still counts, and each regressed one is known. */
    @Test
    void theListsAreBoundedAndEveryCaseIsStillCounted() {
        int n = RunComparison.LISTED + 50;
        // Cases 0..n-1 drop by a share that grows with the index, so the largest drops are the last ones.
        RunComparison c = RunComparison.of(scored(n, i -> 1.0), scored(n, i -> 0.4 - 0.3 * i / n), TOLERANCE,
                ALPHA);

        assertEquals(n, c.sharedCases());
        assertEquals(n, c.regressedCases());
        assertEquals(n, c.lowerCases());
        assertEquals(0, c.higherCases());
        assertEquals(RunComparison.LISTED, c.regressed().size());
        assertEquals(RunComparison.LISTED, c.deltas().size());
        assertEquals(n - 1, c.regressed().get(0).id().asInt(), "the largest drop first");
        assertEquals(List.of("Fact " + (n - 1) + "."), c.regressed().get(0).lostStatements());
        for (int i = 0; i < n; i++) {
            assertTrue(c.regressed(Json.MAPPER.getNodeFactory().numberNode(i)), "case " + i);
        }
        assertTrue(c.significantRegression());
    }

    @Test
    void theSignedRankTestMatchesTheTextbookNormalApproximation() {
        // Ten positive differences 1..10: W+ = 55, mean 27.5, variance 96.25, z = (27.5 - 0.5) / 9.8107 = 2.7521.
        double p = RunComparison.wilcoxonTwoSided(new double[] { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 });
        assertEquals(0.00592, p, 0.00005);
        assertEquals(0.975, RunComparison.standardNormal(1.959964), 1e-6);
        assertEquals(1.0, RunComparison.wilcoxonTwoSided(new double[] { 0, 0, 0 }));
    }


    @Test
    void theRetrievalDiffGoesByKeyAndNamesEachChunkReadably() {
        JsonNode before = Json.read("""
                {"retrieval_context": ["Titanic won eleven Academy Awards in 1998, including Best Picture.",
                 {"id": "doc-3", "text": "James Cameron wrote and directed Titanic (1997)."}]}""");
        JsonNode after = Json.read("""
                {"retrieval_context": [{"id": "doc-3", "text": "Cameron, edited."}, "The Titanic sank in 1912."]}""");
        ObjectNode was = Json.readObject("""
                {"score": 1.0, "success": true, "verdicts": [{"statement": "Titanic won Best Picture.", "verdict": "yes"}]}""");
        ObjectNode now = Json.readObject("""
                {"score": 0.0, "success": false, "verdicts": [{"statement": "Titanic won Best Picture.",
                 "verdict": "no", "nodes": [1], "quote": "The Titanic sank"}]}""");
        RunComparison c = RunComparison.of(
                List.of(new CaseOutcome(CaseStatus.SUCCEEDED, TextNode.valueOf("t"), was, null, null, RetrievedChunks.of(before))),
                List.of(new CaseOutcome(CaseStatus.SUCCEEDED, TextNode.valueOf("t"), now, null, null, RetrievedChunks.of(after))),
                TOLERANCE, ALPHA);

        RunComparison.CaseDelta d = c.regressed().get(0);
        assertEquals(List.of("\u201cTitanic won eleven Academy Awards in 1998, including Best\u2026\u201d"),
                d.chunksLeft().stream().map(RetrievedChunks.Chunk::label).toList());
        assertTrue(d.chunksLeft().get(0).key().startsWith("sha256:"));
        assertEquals(List.of("\u201cThe Titanic sank in 1912.\u201d"),
                d.chunksArrived().stream().map(RetrievedChunks.Chunk::label).toList());
        assertEquals("\u201cThe Titanic sank in 1912.\u201d", d.unsupported().get(0).chunk().label());
        JsonNode written = Json.MAPPER.valueToTree(d);
        assertEquals(d.chunksLeft().get(0).key(), written.at("/chunks_left/0/key").asText());
        assertEquals("The Titanic sank", written.at("/unsupported/0/quote").asText());
    }
}
