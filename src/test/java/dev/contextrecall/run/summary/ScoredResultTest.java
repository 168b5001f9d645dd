package dev.contextrecall.run.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.contextrecall.support.Json;

/** What a run reads of a result: the fields it uses, as types, and nothing it would have to guess. */
class ScoredResultTest {

    static final String EIFFEL = """
            {"id": "q-1", "metric": "context_recall", "score": 0.6667, "success": true, "threshold": 0.5,
             "algorithm": "statements", "judge": "llm", "evaluation_model": "gpt-4o-mini", "prompt_version": null,
             "verdicts": [
               {"statement": "Built in 1889.", "verdict": "yes", "quote": "completed in 1889", "evidence_verified": true},
               {"statement": "330 metres tall.", "verdict": "yes", "quote": "At 330 metres", "evidence_verified": true},
               {"statement": "Designed by Eiffel's company.", "verdict": "no", "quote": " ", "evidence_verified": null}],
             "usage": {"llm_calls": 2, "input_tokens": 200, "output_tokens": 40, "cached_input_tokens": 0},
             "evaluation_cost": 0.000054, "duration_ms": 921, "a_field_of_a_later_version": [1, 2]}
            """;

    @Test
    void aResultIsReadAsTypes() {
        ScoredResult r = ScoredResult.read(Json.read(EIFFEL));

        assertEquals(0.6667, r.score());
        assertTrue(r.success());
        assertEquals("gpt-4o-mini", r.evaluationModel());
        assertNull(r.promptVersion());
        assertEquals(List.of("Built in 1889.", "330 metres tall."), r.supportedStatements());
        assertEquals(1, r.unsupported().size());
        assertNull(r.unsupported().get(0).quoteOrNull(), "a blank quote is no quote");
        assertEquals(40L, r.usage().outputTokens());
        assertEquals(new BigDecimal("0.000054"), r.evaluationCost());
        assertEquals(921, r.durationMs());
    }

    @Test
    void aResultWithoutANumericScoreIsNotScored() {
        assertNull(ScoredResult.read(Json.read(EIFFEL.replace("\"score\": 0.6667", "\"score\": null"))),
                "a conversation with no window assessed");
        assertNull(ScoredResult.read(Json.read(EIFFEL.replace("\"score\": 0.6667", "\"score\": \"0.6667\""))),
                "a score written as text is not coerced");
        assertNull(ScoredResult.read(Json.read("[1]")));
        assertNull(ScoredResult.read(null));
    }

    @Test
    void anOutcomeIsScoredOnlyWhenItSucceededWithAScore() {
        assertTrue(new CaseOutcome(CaseStatus.SUCCEEDED, null, Json.read(EIFFEL), null, null).scored());
        assertFalse(new CaseOutcome(CaseStatus.FAILED, null, Json.read(EIFFEL), "timeout", "slow").scored());
        assertFalse(new CaseOutcome(CaseStatus.SUCCEEDED, null, null, null, null).scored());
    }
}
