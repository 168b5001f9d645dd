package dev.contextrecall.summary;

import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.contextrecall.telemetry.Emf;
import dev.contextrecall.telemetry.TelemetryConfig;
import io.quarkus.funqy.Funq;

/**
 * The last step of an evaluation run: reads the Map Run's exported results, writes summary.json beside the
 * manifest, and logs the run's metrics as one EMF line (the recall alarm watches MeanScore).
 */
public class EvaluationSummaryFunction {

    static final int DEFAULT_WORST_CASES = 10;

    private final ResultsBucket bucket;
    private final ObjectMapper json;
    private final TelemetryConfig telemetry;

    public EvaluationSummaryFunction(ResultsBucket bucket, ObjectMapper json, TelemetryConfig telemetry) {
        this.bucket = bucket;
        this.json = json;
        this.telemetry = telemetry;
    }

    @Funq("evaluation-summary")
    public SummaryReceipt evaluationSummary(SummaryRequest request) throws JsonProcessingException {
        if (request == null || blank(request.bucket()) || blank(request.manifestKey())) {
            throw new IllegalArgumentException("evaluation-summary needs bucket and manifest_key (the Map state's "
                    + "ResultWriterDetails).");
        }
        String dataset = blank(request.dataset()) ? "default" : request.dataset();
        String manifestKey = request.manifestKey();
        String folder = manifestKey.contains("/") ? manifestKey.substring(0, manifestKey.lastIndexOf('/') + 1) : "";
        String summaryKey = folder + "summary.json";

        List<CaseOutcome> outcomes = MapRunResults.read(manifestKey, key -> bucket.read(request.bucket(), key));
        RunSummary summary = RunSummarizer.summarize(outcomes, dataset, request.minMeanScore(),
                request.worstCases() == null ? DEFAULT_WORST_CASES : request.worstCases(), request.trigger(),
                "s3://" + request.bucket() + "/" + folder);
        bucket.writeJson(request.bucket(), summaryKey, json.writerWithDefaultPrettyPrinter().writeValueAsString(summary));
        metrics(summary).print();
        return SummaryReceipt.of(summary, "s3://" + request.bucket() + "/" + summaryKey);
    }

    private Emf metrics(RunSummary s) {
        Emf line = Emf.line(telemetry.namespace(), "metric", "dataset")
                .put("metric", s.metric())
                .put("dataset", s.dataset())
                .put("event", "evaluation_run")
                .metric("Cases", s.cases(), "Count")
                .metric("FailedCases", s.failed(), "Count")
                .put("below_threshold", s.belowThreshold())
                .put("results", s.results());
        if (s.meanScore() != null) {
            line.metric("MeanScore", s.meanScore(), "None").metric("PassRate", s.passRate(), "None");
        }
        return line;
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
