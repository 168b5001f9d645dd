package dev.contextrecall.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.evaluation.Caller;
import dev.contextrecall.evaluation.ContextRecallEvaluation;
import dev.contextrecall.evaluation.RequestBody;
import dev.contextrecall.run.aws.BucketRunEstimate;
import dev.contextrecall.run.aws.BucketStatementStore;
import dev.contextrecall.run.aws.EstimateRequest;
import io.quarkus.funqy.Funq;

/**
 * One test case of a Step Functions evaluation run: as the direct-invoke function, plus the run's statement store in
 * S3 (context-recall.run.statements-bucket), so that a re-run scores against the statements extracted before, with
 * one judge call per case. Its own function, so the public one holds no S3 permission. The run's first step asks it
 * {"estimate_dataset": {...}} instead of a case: the dataset priced with this function's own judge configuration
 * ({@link BucketRunEstimate}), so the estimate names the model the cases will be judged by.
 */
public class EvaluationCaseFunction {

    /** The field that makes an invocation the run's cost estimate rather than a test case. */
    public static final String ESTIMATE = "estimate_dataset";

    private final ContextRecallEvaluation evaluation;
    private final BucketStatementStore statements;
    private final BucketRunEstimate estimates;
    private final ObjectMapper json;

    public EvaluationCaseFunction(ContextRecallEvaluation evaluation, BucketStatementStore statements,
            BucketRunEstimate estimates, ObjectMapper json) {
        this.evaluation = evaluation;
        this.statements = statements;
        this.estimates = estimates;
        this.json = json;
    }

    /**
     * The test case in, the result or {"error": ...} out; a conversation ("turns") is scored as turn recall. An
     * estimate request in, the run's estimate out (an unreadable request or dataset fails the invocation).
     */
    @Funq("evaluation-case")
    public Object evaluationCase(JsonNode testCase) throws JsonProcessingException {
        if (testCase != null && testCase.has(ESTIMATE)) {
            return estimates.estimate(json.treeToValue(testCase.get(ESTIMATE), EstimateRequest.class));
        }
        try {
            return evaluation.evaluate(RequestBody.of(testCase),
                    Caller.eitherByBody().remembering(statements));
        } catch (EvaluationException e) {
            return e.toResponse();
        }
    }
}
