package dev.contextrecall.api;

import com.fasterxml.jackson.core.JsonProcessingException;

import dev.contextrecall.run.aws.BucketRunSummary;
import dev.contextrecall.run.aws.SummaryReceipt;
import dev.contextrecall.run.aws.SummaryRequest;
import io.quarkus.funqy.Funq;

/**
 * The last step of an evaluation run, as a Lambda function the state machine invokes: the Map Run's results in S3
 * summarized, reported and gated by {@link BucketRunSummary}; its receipt is the state's output.
 */
public class EvaluationSummaryFunction {

    private final BucketRunSummary summary;

    public EvaluationSummaryFunction(BucketRunSummary summary) {
        this.summary = summary;
    }

    @Funq("evaluation-summary")
    public SummaryReceipt evaluationSummary(SummaryRequest request) throws JsonProcessingException {
        return summary.summarize(request);
    }
}
