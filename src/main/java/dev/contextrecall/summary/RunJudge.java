package dev.contextrecall.summary;

import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;
import java.util.function.Function;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * Who judged a run: the judge (llm or offline), its model, the prompt version and the algorithm, read from the
 * scored results. Part of a run's identity: two runs judged differently differ by more than their retrieval, so
 * their scores are not compared as if only retrieval had changed. A field that varies between cases lists its
 * values, sorted, joined by ", ".
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonInclude(JsonInclude.Include.ALWAYS)
public record RunJudge(String judge, String model, String promptVersion, String algorithm) {

    /** The judge of these outcomes' scored results; null when none was scored. */
    public static RunJudge of(Collection<CaseOutcome> outcomes) {
        List<JsonNode> results = outcomes.stream().filter(CaseOutcome::scored).map(CaseOutcome::result).toList();
        if (results.isEmpty()) {
            return null;
        }
        return new RunJudge(values(results, r -> r.path("judge")), values(results, r -> r.path("evaluation_model")),
                values(results, r -> r.path("prompt_version")), values(results, r -> r.path("algorithm")));
    }

    private static String values(List<JsonNode> results, Function<JsonNode, JsonNode> field) {
        TreeSet<String> seen = new TreeSet<>();
        for (JsonNode r : results) {
            JsonNode v = field.apply(r);
            if (v.isTextual()) {
                seen.add(v.asText());
            }
        }
        return seen.isEmpty() ? null : String.join(", ", seen);
    }

    /** Judged alike: the same judge, model, prompt version and algorithm. */
    public boolean sameAs(RunJudge other) {
        return other != null && Objects.equals(judge, other.judge) && Objects.equals(model, other.model)
                && Objects.equals(promptVersion, other.promptVersion) && Objects.equals(algorithm, other.algorithm);
    }

    /** "llm gpt-4o-mini, context-recall-prompts/4, statements"; the offline judge has no prompt. */
    public String describe() {
        StringBuilder text = new StringBuilder(String.valueOf(judge)).append(' ').append(model);
        if (promptVersion != null) {
            text.append(", ").append(promptVersion);
        }
        return text.append(", ").append(algorithm).toString();
    }
}
