package dev.contextrecall.run.local;

import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.run.summary.CaseDetails;
import dev.contextrecall.run.summary.CaseOutcome;

/** The texts of the cases a summary lists, read back from the run's results.jsonl and its baseline's. */
record FolderDetails(RunFolder run, RunFolder baselineRun) implements CaseDetails {

    @Override
    public Map<JsonNode, CaseOutcome> candidate(Set<JsonNode> ids) {
        return run.cases(ids);
    }

    @Override
    public Map<JsonNode, CaseOutcome> baseline(Set<JsonNode> ids) {
        return baselineRun == null ? Map.of() : baselineRun.cases(ids);
    }
}
