package dev.contextrecall.telemetry;

import java.time.Duration;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;

import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.result.RecallResult;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;

/**
 * The HTTP service's own Micrometer meters (scraped at /q/metrics): evaluations by outcome, algorithm and judge,
 * their latency and score as histograms, and the judge cost from the configured price table. Judge calls and tokens
 * are Quarkus LangChain4j's own meters (gen_ai.client.*), not repeated here. Without a registry (the Lambda package
 * is built without Micrometer) every method does nothing: on Lambda the EMF line is how metrics leave.
 */
@ApplicationScoped
public class EvaluationMetrics {

    static final String EVALUATIONS = "context_recall.evaluations";
    static final String DURATION = "context_recall.evaluation.duration";
    static final String SCORE = "context_recall.evaluation.score";
    static final String COST = "context_recall.judge.cost";
    /** Tag value for what a failed request never got to (its algorithm, its judge). */
    static final String NONE = "none";

    private static final double[] SCORE_BUCKETS = { 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0 };

    private final MeterRegistry registry;

    public EvaluationMetrics(Instance<MeterRegistry> registries) {
        this.registry = registries.isResolvable() ? registries.get() : null;
    }

    /** metric, algorithm and judge are the result's own fields: a handful of known values each. */
    public void scored(RecallResult result, String metric, String algorithm, String judge, String model) {
        if (registry == null) {
            return;
        }
        String outcome = result.head().success() ? "passed" : "failed";
        count(metric, outcome, NONE, algorithm, judge);
        latency(metric, outcome, algorithm, Duration.ofMillis(result.tail().durationMs()));
        if (result.head().score() != null) {
            DistributionSummary.builder(SCORE).description("Scores of the scored evaluations")
                    .tags("metric", metric, "algorithm", tag(algorithm)).serviceLevelObjectives(SCORE_BUCKETS)
                    .register(registry).record(result.head().score());
        }
        Double cost = result.tail().evaluationCost();
        if (cost != null && cost > 0) {
            Counter.builder(COST).baseUnit("usd")
                    .description("Judge cost in USD from the configured price table (context-recall.prices), as"
                            + " the results' evaluation_cost")
                    .tags("model", tag(model)).register(registry).increment(cost);
        }
    }

    public void failed(String metric, EvaluationException error, long latencyMs) {
        if (registry == null) {
            return;
        }
        count(metric, "error", error.errorCode().code(), NONE, NONE);
        latency(metric, "error", NONE, Duration.ofMillis(latencyMs));
    }

    private void count(String metric, String outcome, String errorCode, String algorithm, String judge) {
        Counter.builder(EVALUATIONS).description("Evaluations answered, by outcome: passed, failed (below the"
                + " threshold) or error (with its error_code)")
                .tags("metric", metric, "outcome", outcome, "error_code", errorCode, "algorithm", tag(algorithm),
                        "judge", tag(judge))
                .register(registry).increment();
    }

    private void latency(String metric, String outcome, String algorithm, Duration took) {
        Timer.builder(DURATION).description("Wall time of an evaluation, validation to result")
                .tags("metric", metric, "outcome", outcome, "algorithm", tag(algorithm))
                .publishPercentileHistogram().minimumExpectedValue(Duration.ofMillis(1))
                .maximumExpectedValue(Duration.ofSeconds(120)).register(registry).record(took);
    }

    private static String tag(String value) {
        return value == null || value.isBlank() ? NONE : value;
    }
}
