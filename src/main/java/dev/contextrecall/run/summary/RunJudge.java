package dev.contextrecall.run.summary;

import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;
import java.util.function.Function;

import com.fasterxml.jackson.annotation.JsonInclude;
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
        List<ScoredResult> results = outcomes.stream().filter(CaseOutcome::scored).map(CaseOutcome::scoredResult)
                .toList();
        if (results.isEmpty()) {
            return null;
        }
        return new RunJudge(values(results, ScoredResult::judge), values(results, ScoredResult::evaluationModel),
                values(results, ScoredResult::promptVersion), values(results, ScoredResult::algorithm));
    }

    /** The distinct values of a field, sorted; empty when no result has it. */
    public static List<String> distinct(Collection<ScoredResult> results, Function<ScoredResult, String> field) {
        TreeSet<String> seen = new TreeSet<>();
        results.stream().map(field).filter(Objects::nonNull).forEach(seen::add);
        return List.copyOf(seen);
    }

    private static String values(List<ScoredResult> results, Function<ScoredResult, String> field) {
        List<String> seen = distinct(results, field);
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
