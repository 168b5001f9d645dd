package dev.contextrecall.run.alignment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.contextrecall.run.summary.CaseStatus;
import dev.contextrecall.run.summary.CaseOutcome;
import dev.contextrecall.support.Json;

/** Four hand-made cases in three sources, and the report worked out by hand. */
class AlignmentTest {

    static final double EXACT = 1e-12;

    static final List<JsonNode> CASES = List.of(
            Json.read("""
                    {"id": "a", "metadata": {"dataset": "alpha"}, "gold_recall": 0.5, "gold_statements": [
                      {"statement": "Alpha is one.", "supported": true}, {"statement": "Beta is two.", "supported": false}]}"""),
            Json.read("""
                    {"id": "b", "metadata": {"dataset": "alpha"}, "gold_recall": 1.0, "gold_statements": [
                      {"statement": "Gamma is three.", "supported": true}]}"""),
            Json.read("""
                    {"id": "c", "metadata": {"dataset": "beta"}, "gold_recall": 1.0}"""),
            Json.read("""
                    {"id": "d", "gold_recall": 0.0, "gold_statements": [{"statement": "Delta is four.", "supported": false}]}"""));

    static final List<CaseOutcome> OUTCOMES = List.of(
            // Both statements called supported, one quote not found: error 0.5, lined up (tp 1, fp 1).
            scored("a", """
                    {"score": 1.0, "judge": "llm", "evaluation_model": "gpt-4o-mini-2024-07-18",
                     "algorithm": "statements", "prompt_version": "context-recall-prompts/2",
                     "verdicts": [{"statement": "alpha is one", "verdict": "yes", "evidence_verified": true},
                                  {"statement": "Beta is two.", "verdict": "yes", "evidence_verified": false}],
                     "usage": {"llm_calls": 2, "input_tokens": 100, "output_tokens": 20}, "evaluation_cost": 0.00003}"""),
            // Right score, but split another way: error 0, not lined up.
            scored("b", """
                    {"score": 1.0, "judge": "llm", "evaluation_model": "gpt-4o-mini-2024-07-18",
                     "algorithm": "statements", "prompt_version": "context-recall-prompts/2",
                     "verdicts": [{"statement": "Gamma, the third letter, is three.", "verdict": "yes",
                                   "evidence_verified": true}],
                     "usage": {"llm_calls": 1, "input_tokens": 50, "output_tokens": 10}, "evaluation_cost": 0.00001}"""),
            new CaseOutcome(CaseStatus.FAILED, TextNode.valueOf("c"), null, "judge_unavailable", "HTTP 503"),
            // No metadata.dataset: source "other"; lined up (tn 1).
            scored("d", """
                    {"score": 0.0, "judge": "llm", "evaluation_model": "gpt-4o-mini-2024-07-18",
                     "algorithm": "statements", "prompt_version": "context-recall-prompts/2",
                     "verdicts": [{"statement": "Delta is four.", "verdict": "no", "evidence_verified": null}],
                     "usage": {"llm_calls": 1, "input_tokens": 10, "output_tokens": 5}, "evaluation_cost": 0.0}"""));

    static CaseOutcome scored(String id, String result) {
        return new CaseOutcome(CaseStatus.SUCCEEDED, TextNode.valueOf(id), Json.read(result), null, null);
    }

    @Test
    void overall() {
        SourceAlignment all = Alignment.measure("hand-made", CASES, OUTCOMES, null).overall();
        assertEquals(4, all.cases());
        assertEquals(3, all.scored());
        assertEquals(1, all.failed());
        assertEquals(0.5 / 3, all.mae(), EXACT);
        assertEquals(3, all.labelledCases());
        assertEquals(2, all.linedUpCases());
        assertEquals(new Agreement(1, 1, 0, 1), all.statements());
        assertEquals(3, all.yesVerdicts());
        assertEquals(2, all.verifiedYes());
        assertEquals(2.0 / 3, all.verifiedShare(), EXACT);
        assertEquals(4L, all.judgeCalls());
        assertEquals(160L, all.inputTokens());
        assertEquals(35L, all.outputTokens());
        assertEquals(0.00004, all.evaluationCost(), EXACT);
    }

    @Test
    void perSourceInTheOrderTheyFirstAppear() {
        AlignmentReport report = Alignment.measure("hand-made", CASES, OUTCOMES, null);
        assertEquals(List.of("alpha", "beta", Alignment.OTHER), List.copyOf(report.sources().keySet()));
        SourceAlignment alpha = report.sources().get("alpha");
        assertEquals(0.25, alpha.mae(), EXACT);
        assertEquals(1, alpha.linedUpCases());
        assertEquals(2, alpha.labelledCases());
        assertEquals(new Agreement(1, 1, 0, 0), alpha.statements());
        assertEquals(3L, alpha.judgeCalls());
        assertEquals(0.00004, alpha.evaluationCost(), EXACT);
        SourceAlignment beta = report.sources().get("beta");
        assertEquals(1, beta.failed());
        assertNull(beta.mae());
        assertNull(beta.judgeCalls());
        assertNull(beta.verifiedShare());
        assertEquals(List.of("llm"), report.judges());
        assertEquals(List.of("context-recall-prompts/2"), report.promptVersions());
    }

    @Test
    void theMaeLimit() {
        assertNull(Alignment.measure("hand-made", CASES, OUTCOMES, null).withinMaxMae());
        assertFalse(Alignment.measure("hand-made", CASES, OUTCOMES, 0.1).withinMaxMae());
        assertTrue(Alignment.measure("hand-made", CASES, OUTCOMES, 0.5 / 3).withinMaxMae());
    }

    @Test
    void theTableHasARowPerSourceAndOneOverall() {
        String table = AlignmentTable.markdown(Alignment.measure("hand-made", CASES, OUTCOMES, 0.1));
        assertTrue(table.contains("| alpha | 2 | 0 | 0.2500 | 1 of 2 | 2 | 0.5000 | 1.0000 | 0.0000 | 0.5000 | 0.6667 (2/3) |"),
                table);
        assertTrue(table.contains("| beta | 1 | 1 | n/a | 0 of 0 | 0 | n/a | n/a | n/a | n/a | n/a |"), table);
        assertTrue(table.contains("| overall | 4 | 1 | 0.1667 | 2 of 3 | 3 | 0.5000 | 1.0000 | 0.4000 | 0.6667 | 0.6667 (2/3) |"),
                table);
        assertTrue(table.contains("| overall | 4 | 160 | 35 | 0.000040 |"), table);
        assertTrue(table.contains("The overall MAE exceeds the limit of 0.1000 (--max-mae)."), table);
    }

    @Test
    void aCaseWithoutUsableLabelsIsNamed() {
        assertNull(Alignment.labelProblem(CASES.get(0)));
        assertNull(Alignment.labelProblem(CASES.get(2)));
        assertEquals("gold_recall must be a number from 0 to 1", Alignment.labelProblem(Json.read("{\"id\": 1}")));
        assertEquals("gold_recall must be a number from 0 to 1",
                Alignment.labelProblem(Json.read("{\"gold_recall\": 1.5}")));
        assertEquals("gold_statements must be a list",
                Alignment.labelProblem(Json.read("{\"gold_recall\": 1, \"gold_statements\": \"x\"}")));
        assertTrue(Alignment.labelProblem(Json.read("{\"gold_recall\": 1, \"gold_statements\": [{\"statement\": \"x\"}]}"))
                .contains("supported"));
    }
}
