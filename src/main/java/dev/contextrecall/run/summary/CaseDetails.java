package dev.contextrecall.run.summary;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Where the summary finds the text of the few cases it lists (statements, quotes, chunks): a run keeps only scores and
 * counts in memory ({@link ScoredResult#withoutText()}), so a local run reads these back from its files.
 */
public interface CaseDetails {

    /** The cases of this run with these ids, whole; an id not found is left out. */
    Map<JsonNode, CaseOutcome> candidate(Set<JsonNode> ids);

    /** The baseline's cases with these ids, whole. */
    Map<JsonNode, CaseOutcome> baseline(Set<JsonNode> ids);

    /** Outcomes held whole in memory (a Step Functions run's export, the tests). */
    static CaseDetails held(List<CaseOutcome> candidate, List<CaseOutcome> baseline) {
        return new CaseDetails() {
            @Override
            public Map<JsonNode, CaseOutcome> candidate(Set<JsonNode> ids) {
                return pick(candidate, ids);
            }

            @Override
            public Map<JsonNode, CaseOutcome> baseline(Set<JsonNode> ids) {
                return pick(baseline, ids);
            }
        };
    }

    /** The whole outcome found for a case kept as scores only; the kept one when none was found scored. */
    static CaseOutcome whole(Map<JsonNode, CaseOutcome> found, CaseOutcome kept) {
        CaseOutcome whole = found.get(kept.id());
        return whole != null && whole.scored() ? whole : kept;
    }

    private static Map<JsonNode, CaseOutcome> pick(List<CaseOutcome> outcomes, Set<JsonNode> ids) {
        Map<JsonNode, CaseOutcome> out = new HashMap<>();
        if (outcomes != null) {
            outcomes.stream().filter(o -> o.id() != null && ids.contains(o.id()))
                    .forEach(o -> out.putIfAbsent(o.id(), o));
        }
        return out;
    }
}
