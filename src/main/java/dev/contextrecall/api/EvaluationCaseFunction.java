package dev.contextrecall.api;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.evaluation.Call;
import dev.contextrecall.evaluation.ContextRecallEvaluation;
import dev.contextrecall.evaluation.RequestBody;
import dev.contextrecall.run.aws.BucketStatementMemory;
import io.quarkus.funqy.Funq;

/**
 * One test case of a Step Functions evaluation run: as the direct-invoke function, plus the run's statement store in
 * S3 (context-recall.run.statements-bucket), so that a re-run scores against the statements extracted before, with
 * one judge call per case. Its own function, so the public one holds no S3 permission.
 */
public class EvaluationCaseFunction {

    private final ContextRecallEvaluation evaluation;
    private final BucketStatementMemory statements;

    public EvaluationCaseFunction(ContextRecallEvaluation evaluation, BucketStatementMemory statements) {
        this.evaluation = evaluation;
        this.statements = statements;
    }

    /** The test case in, the result or {"error": ...} out; a conversation ("turns") is scored as turn recall. */
    @Funq("evaluation-case")
    public Object evaluationCase(JsonNode testCase) {
        try {
            return evaluation.evaluate(RequestBody.of(testCase),
                    Call.of(Call.Metric.BY_BODY).remembering(statements));
        } catch (EvaluationException e) {
            return e.toResponse();
        }
    }
}
