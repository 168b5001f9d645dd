package dev.contextrecall.result;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * What the statements and sentences algorithms give: the score of one test case and its explanation, statement by
 * statement, a superset of DeepEval's metric data. statements_supplied is true when the request pinned the
 * statements (reference_statements), statements_reused when an evaluation run's statement store did; each is absent
 * otherwise. samples, stability and flaky are present when the case was judged more than once.
 */
@RegisterForReflection
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
public record ContextRecallResult(
        @JsonUnwrapped ResultHead head,
        @JsonInclude(JsonInclude.Include.NON_NULL) Boolean statementsSupplied,
        @JsonInclude(JsonInclude.Include.NON_NULL) Boolean statementsReused,
        List<StatementVerdict> verdicts,
        @JsonUnwrapped SampleAgreement sampling,
        @JsonUnwrapped ResultTail tail) implements RecallResult {
}
