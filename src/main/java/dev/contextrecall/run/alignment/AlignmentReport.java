package dev.contextrecall.run.alignment;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * alignment.json: the judge against a labelled dataset, per source (the cases' metadata.dataset) and overall. judges,
 * evaluation_models, algorithms and prompt_versions are the distinct values the scored results name. max_mae and
 * within_max_mae are null when no limit was set.
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonInclude(JsonInclude.Include.ALWAYS)
public record AlignmentReport(
        String dataset,
        List<String> judges,
        List<String> evaluationModels,
        List<String> algorithms,
        List<String> promptVersions,
        Map<String, SourceAlignment> sources,
        SourceAlignment overall,
        Double maxMae,
        Boolean withinMaxMae) {
}
