package dev.contextrecall.evaluation;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.config.JudgeDefaults;
import dev.contextrecall.config.JudgeModels;
import dev.contextrecall.metric.CostTable;
import dev.contextrecall.result.Usage;
import dev.contextrecall.testcase.ConversationCase;
import dev.contextrecall.testcase.JudgeKind;
import dev.contextrecall.testcase.ReferenceAnswerCase;
import dev.contextrecall.testcase.TestCase;
import dev.contextrecall.testcase.Variant;

/**
 * What a run will cost before it starts, from the price table: the estimate of the local evaluate command and of
 * the evaluation run on AWS (its first step prices the dataset in S3). Deliberately high: every statements case is priced
 * at two calls (extraction and attribution) even where the statement store will save one, and each call at a
 * generous allowance for the fixed prompt and the answer; the case's own text is counted as one token per four
 * characters. A budget cap compares against these figures, so it stops early rather than late.
 */
@ApplicationScoped
public class CostEstimate {

    static final long PROMPT_TOKENS_PER_CALL = 800;
    static final long OUTPUT_TOKENS_PER_CALL = 400;
    static final int CHARS_PER_TOKEN = 4;

    /** The whole run's estimate; cost is null when the model has no price (an unknown cost is never guessed). */
    public record Estimate(String judge, String model, long calls, long inputTokens, long outputTokens, Double cost) {
    }

    private final JudgeDefaults defaults;
    private final JudgeModels models;
    private final ContextRecallConfig config;
    private final CostTable costs;
    private final CasePreview preview;

    public CostEstimate(JudgeDefaults defaults, JudgeModels models, ContextRecallConfig config, CostTable costs,
            CasePreview preview) {
        this.defaults = defaults;
        this.models = models;
        this.config = config;
        this.costs = costs;
        this.preview = preview;
    }

    /** The cases' bodies, as the dataset gives them (each read by the service's parser). */
    public Estimate of(List<JsonNode> bodies) {
        return of(bodies.iterator());
    }

    /** As {@link #of(List)}, one body at a time: a dataset read as it streams is never held whole. */
    public Estimate of(java.util.Iterator<JsonNode> bodies) {
        Tally tally = tally();
        bodies.forEachRemaining(tally::add);
        return tally.estimate();
    }

    /** An estimate built one case at a time, for a dataset read as a stream. */
    public Tally tally() {
        return new Tally();
    }

    /** The running sums of a {@link #tally()}. */
    public final class Tally {
        private long calls;
        private long input;
        private long output;

        private Tally() {
        }

        public void add(JsonNode body) {
            Usage u = usage(body);
            calls += u.llmCalls();
            input += u.inputTokens();
            output += u.outputTokens();
        }

        public Estimate estimate() {
            String model = model();
            Double cost = costs.cost(model, new Usage((int) Math.min(Integer.MAX_VALUE, calls), input, output));
            return new Estimate(defaults.configuredDefault().wireName(), model, calls, input, output, cost);
        }
    }

    /** One case's estimated cost; null when the model has no price. */
    public Double of(JsonNode body) {
        return costs.cost(model(), usage(body));
    }

    private String model() {
        String configured = config.model().orElse(null);
        String name = models.configuredModelName(configured);
        return name != null ? name : configured;
    }

    Usage usage(JsonNode body) {
        int calls = calls(body);
        long caseTokens = body.toString().length() / CHARS_PER_TOKEN + 1;
        return new Usage(calls, calls * (PROMPT_TOKENS_PER_CALL + caseTokens), calls * OUTPUT_TOKENS_PER_CALL);
    }

    /** Judge calls, from the case as the parser reads it; a case that would be refused costs none. */
    private int calls(JsonNode body) {
        return preview.of(body).map(CostEstimate::calls).orElse(0);
    }

    /**
     * A reference answer judged by an LLM: one call per sample (attribution, or the sentences or holistic rating),
     * plus the extraction for statements that are not pinned; a conversation: that per turn. No judge for the other
     * variants.
     */
    static int calls(TestCase testCase) {
        if (testCase.options().judge() != JudgeKind.LLM) {
            return 0;
        }
        if (testCase instanceof ReferenceAnswerCase c) {
            return perCase(c.options().variant(), c.referenceStatements(), c.options().samples());
        }
        if (testCase instanceof ConversationCase c) {
            return perCase(c.options().variant(), c.referenceStatements(), c.options().samples()) * c.turns().size();
        }
        return 0;
    }

    private static int perCase(Variant algorithm, List<String> pinned, int samples) {
        return Math.max(1, samples) + (algorithm == Variant.STATEMENTS && pinned == null ? 1 : 0);
    }
}
