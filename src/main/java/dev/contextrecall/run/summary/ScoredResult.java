package dev.contextrecall.run.summary;

import java.io.IOException;
import java.math.BigDecimal;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import dev.contextrecall.json.Json;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * What a run knows of one scored case: the fields of a context-recall result that the summary, the comparison, the
 * reports and the alignment use, as types. Read from the result's JSON, which is how every run gets its results:
 * from the service's answer, from results.jsonl when a run resumes, from the Map Run's export on AWS. One reader,
 * so the three cannot disagree. Fields a member of the family does not have are null (verdicts: empty).
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonIgnoreProperties(ignoreUnknown = true)
public record ScoredResult(
        Double score,
        boolean success,
        double threshold,
        String reason,
        String algorithm,
        String judge,
        String evaluationModel,
        String promptVersion,
        Boolean statementsSupplied,
        Boolean statementsReused,
        List<Verdict> verdicts,
        Integer samples,
        Boolean flaky,
        Usage usage,
        BigDecimal evaluationCost,
        long durationMs) {

    /** A statement of the reference, the judge's yes or no, its quote, and the chunks (0-based) it named. */
    @RegisterForReflection
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Verdict(String statement, String verdict, String quote, Boolean evidenceVerified,
            List<Integer> nodes) {

        public boolean supported() {
            return "yes".equals(verdict);
        }

        public boolean unsupported() {
            return "no".equals(verdict);
        }

        /** The quote, or null when the judge gave none. */
        public String quoteOrNull() {
            return quote == null || quote.isBlank() ? null : quote;
        }
    }

    /** Judge calls and tokens; a count is null when the provider reported none. */
    @RegisterForReflection
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Usage(Long llmCalls, Long inputTokens, Long outputTokens, Long cachedInputTokens) {
    }

    public ScoredResult {
        verdicts = verdicts == null ? List.of() : List.copyOf(verdicts);
    }

    /** Strict about types: a score written as text is not a score. */
    private static final ObjectReader READER = Json.typed(ScoredResult.class);

    /** The result as a run reads it; null when there is none, it has no score (nothing assessed) or is unreadable. */
    public static ScoredResult read(JsonNode result) {
        if (result == null || !result.isObject()) {
            return null;
        }
        try {
            ScoredResult read = READER.readValue(result);
            return read.score() == null ? null : read;
        } catch (IOException | IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * This result as a run keeps it in memory for every case: scores, counts and the judge's names, without the
     * texts (statements, quotes, reason), which stay in the results file. Each verdict keeps its yes or no.
     */
    public ScoredResult withoutText() {
        List<Verdict> marks = verdicts.stream()
                .map(v -> new Verdict(null, v.verdict() == null ? null : v.verdict().intern(), null, null, null))
                .toList();
        return new ScoredResult(score, success, threshold, null, intern(algorithm), intern(judge),
                intern(evaluationModel), intern(promptVersion), statementsSupplied, statementsReused, marks, samples,
                flaky, usage, evaluationCost, durationMs);
    }

    /** The same few names recur in every case: one copy of each. */
    private static String intern(String text) {
        return text == null ? null : text.intern();
    }

    /** The statements the chunks supported, in the reference's order. */
    public List<String> supportedStatements() {
        return verdicts.stream().filter(Verdict::supported).map(Verdict::statement).toList();
    }

    /** The statements the chunks did not support, in the reference's order. */
    public List<Verdict> unsupported() {
        return verdicts.stream().filter(Verdict::unsupported).toList();
    }
}
