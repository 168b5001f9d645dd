package dev.contextrecall.metric;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.result.Usage;

/**
 * USD cost of an evaluation from the configured price table; cached input tokens at the cached-input price (the
 * input price when none is configured). A model the table does not know, or a provider that
 * reported no token counts, gives null: an unknown cost is never guessed.
 */
@ApplicationScoped
public class CostTable {

    private final Map<String, ContextRecallConfig.Price> prices;

    public CostTable(ContextRecallConfig config) {
        this.prices = config.prices();
    }

    public Double cost(String model, Usage usage) {
        if (usage.llmCalls() == 0) {
            return 0.0;
        }
        if (usage.inputTokens() == null || usage.outputTokens() == null || model == null) {
            return null;
        }
        long cached = usage.cachedInputTokens() == null ? 0 : usage.cachedInputTokens();
        return price(model).map(p -> BigDecimal.valueOf(usage.inputTokens() - cached)
                .multiply(BigDecimal.valueOf(p.inputPerMillion()))
                .add(BigDecimal.valueOf(cached).multiply(BigDecimal.valueOf(
                        p.cachedInputPerMillion().orElse(p.inputPerMillion()))))
                .add(BigDecimal.valueOf(usage.outputTokens()).multiply(BigDecimal.valueOf(p.outputPerMillion())))
                .divide(BigDecimal.valueOf(1_000_000), 8, RoundingMode.HALF_UP).doubleValue()).orElse(null);
    }

    /**
     * Exact name first, then the longest configured name that the reported one extends ("gpt-4o-mini-2024-07-18"),
     * then, for a Bedrock cross-region inference profile ("bedrock/eu.anthropic..."), its model's price.
     */
    private Optional<ContextRecallConfig.Price> price(String model) {
        ContextRecallConfig.Price exact = prices.get(model);
        if (exact != null) {
            return Optional.of(exact);
        }
        Optional<ContextRecallConfig.Price> extended = prices.keySet().stream().filter(k -> model.startsWith(k + "-"))
                .max(Comparator.comparingInt(String::length)).map(prices::get);
        java.util.regex.Matcher profile = INFERENCE_PROFILE.matcher(model);
        return extended.isPresent() || !profile.matches() ? extended : price("bedrock/" + profile.group(1));
    }

    /** A Bedrock inference profile id: a geography, a dot, the model id. */
    private static final java.util.regex.Pattern INFERENCE_PROFILE =
            java.util.regex.Pattern.compile("bedrock/(?:us|eu|apac|jp|au|ca|us-gov|global)\\.(.+)");
}
