package dev.contextrecall.run.summary;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * What a run was priced at before it started and the cap it was held to, beside which the summary sets what it
 * really spent (evaluation_cost). Both in USD; estimatedCost is null when the judge model had no price, maxRunCost
 * when no cap was set.
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record RunBudget(@JsonInclude(JsonInclude.Include.ALWAYS) Double estimatedCost,
        @JsonInclude(JsonInclude.Include.ALWAYS) Long estimatedCalls,
        @JsonInclude(JsonInclude.Include.ALWAYS) Double maxRunCost) {

    /** Why a run that spent this much is unfinished, or null: only a spend known to be over a set cap. */
    String overCap(Double spent) {
        if (maxRunCost == null || spent == null || spent <= maxRunCost) {
            return null;
        }
        return String.format(java.util.Locale.ROOT, "The run's judge spend of $%.4f passed its cap of $%.4f "
                + "(MaxRunCost; estimated %s before it started).", spent, maxRunCost,
                estimatedCost == null ? "at an unknown cost" : String.format(java.util.Locale.ROOT, "$%.4f",
                        estimatedCost));
    }
}
