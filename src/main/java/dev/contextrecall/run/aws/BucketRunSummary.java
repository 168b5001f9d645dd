package dev.contextrecall.run.aws;

import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

import dev.contextrecall.json.Json;
import dev.contextrecall.run.report.RunReport;
import dev.contextrecall.run.summary.Baseline;
import dev.contextrecall.run.summary.GateRule;
import dev.contextrecall.run.summary.BaselineRule;
import dev.contextrecall.run.summary.CaseOutcome;
import dev.contextrecall.run.summary.RunSummarizer;
import dev.contextrecall.run.summary.RunSummary;
import dev.contextrecall.telemetry.Emf;
import dev.contextrecall.telemetry.TelemetryConfig;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The last step of an evaluation run on AWS: reads the Map Run's exported results and the baseline run's, writes
 * summary.json, report.html and report.md beside the manifest, moves the dataset's baseline pointer to this run
 * when its gate passes, and logs the run's metrics as one EMF line (the alarms watch MeanScore, Regressions and
 * Unfinished). The evaluation-summary function hands it the request and returns its receipt.
 */
@ApplicationScoped
public class BucketRunSummary {

    /** Where a dataset's last passing run is named: evaluations/{dataset}/baseline.json. */
    static final String POINTER = "baseline.json";
    static final String NO_BASELINE = "none";

    private final ResultsBucket bucket;
    private final TelemetryConfig telemetry;

    public BucketRunSummary(ResultsBucket bucket, TelemetryConfig telemetry) {
        this.bucket = bucket;
        this.telemetry = telemetry;
    }

    public SummaryReceipt summarize(SummaryRequest request) throws JsonProcessingException {
        if (request == null || blank(request.bucket()) || blank(request.manifestKey())) {
            throw new IllegalArgumentException("evaluation-summary needs bucket and manifest_key (the Map state's "
                    + "ResultWriterDetails).");
        }
        String dataset = blank(request.dataset()) ? "default" : request.dataset();
        String manifestKey = request.manifestKey();
        String folder = folderOf(manifestKey);
        String s3 = "s3://" + request.bucket() + "/";

        List<CaseOutcome> outcomes = MapRunResults.read(manifestKey, key -> bucket.read(request.bucket(), key));
        Baseline baseline = baseline(request, dataset).orElse(null);
        RunSummary summary = RunSummarizer.summarize(RunSummary.EVALUATION, outcomes, dataset, request.policy(),
                baseline, request.trigger(), s3 + folder, request.budget());
        bucket.writeJson(request.bucket(), folder + "summary.json",
                Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(summary));
        bucket.write(request.bucket(), folder + "report.html", RunReport.html(summary, RunSummarizer.scores(outcomes)),
                "text/html; charset=utf-8");
        bucket.write(request.bucket(), folder + "report.md", RunReport.markdown(summary), "text/markdown; charset=utf-8");
        if (BaselineRule.qualifies(summary)) {
            bucket.writeJson(request.bucket(), pointerKey(manifestKey, dataset),
                    Json.MAPPER.writeValueAsString(new Pointer(manifestKey, s3 + folder + "summary.json")));
        }
        metrics(summary).print();
        return SummaryReceipt.of(summary, s3 + folder + "summary.json", s3 + folder + "report.html");
    }

    /**
     * The named baseline (it must exist: a named run that is missing is an error, not a first run), else the run
     * the dataset's pointer names (only a passing evaluation run moves it), else none.
     */
    private Optional<Baseline> baseline(SummaryRequest request, String dataset) {
        String named = request.baseline();
        if (NO_BASELINE.equals(named)) {
            return Optional.empty();
        }
        String manifest;
        if (!blank(named)) {
            manifest = manifestKeyOf(named, request.bucket());
        } else {
            Optional<String> pointer = bucket.readIfPresent(request.bucket(), pointerKey(request.manifestKey(), dataset));
            if (pointer.isEmpty()) {
                return Optional.empty();
            }
            manifest = pointer(pointer.get()).manifestKey();
            if (manifest == null || manifest.equals(request.manifestKey())) {
                return Optional.empty();
            }
        }
        List<CaseOutcome> outcomes = MapRunResults.read(manifest, key -> bucket.read(request.bucket(), key));
        return Optional.of(new Baseline("s3://" + request.bucket() + "/" + folderOf(manifest), outcomes));
    }

    /** A baseline named as s3://bucket/key, a key, or a run folder (its manifest.json). */
    static String manifestKeyOf(String named, String bucketName) {
        String key = named;
        String prefix = "s3://" + bucketName + "/";
        if (key.startsWith("s3://")) {
            if (!key.startsWith(prefix)) {
                throw new IllegalArgumentException("baseline " + named + " is not in the results bucket " + bucketName
                        + ".");
            }
            key = key.substring(prefix.length());
        }
        if (key.endsWith("/")) {
            return key + "manifest.json";
        }
        return key.endsWith(".json") ? key : key + "/manifest.json";
    }

    /** The pointer sits in the folder above the run's: evaluations/{dataset}/baseline.json. */
    static String pointerKey(String manifestKey, String dataset) {
        String run = folderOf(manifestKey);
        String trimmed = run.endsWith("/") ? run.substring(0, run.length() - 1) : run;
        int slash = trimmed.lastIndexOf('/');
        return slash < 0 ? "evaluations/" + dataset + "/" + POINTER : trimmed.substring(0, slash + 1) + POINTER;
    }

    private static String folderOf(String key) {
        return key.contains("/") ? key.substring(0, key.lastIndexOf('/') + 1) : "";
    }

    /** The pointer file: the manifest of the dataset's baseline run, and its summary's address. */
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    @JsonIgnoreProperties(ignoreUnknown = true)
    @RegisterForReflection
    record Pointer(String manifestKey, String summaryUri) {
    }

    /** An unreadable pointer names no baseline: the run is compared with nothing rather than failing. */
    private Pointer pointer(String text) {
        try {
            return Json.MAPPER.readValue(text, Pointer.class);
        } catch (JsonProcessingException e) {
            return new Pointer(null, null);
        }
    }

    private Emf metrics(RunSummary s) {
        int regressed = s.comparison() == null ? 0 : s.comparison().regressedCases();
        Emf line = Emf.line(telemetry.namespace(), "metric", "dataset")
                .put("metric", s.metric())
                .put("dataset", s.dataset())
                .put("event", "evaluation_run")
                .metric("Cases", s.cases(), "Count")
                .metric("FailedCases", s.failed(), "Count")
                .metric("Regressions", s.gate().failedRules().contains(GateRule.SIGNIFICANT_REGRESSION) ? 1 : 0, "Count")
                .metric("Unfinished", s.gate().unfinished() != null ? 1 : 0, "Count")
                .metric("RegressedCases", regressed, "Count")
                .put("below_threshold", s.belowThreshold())
                .put("gate_passed", s.gate().passed())
                .put("verdict", s.gate().verdict().name())
                .put("first_run", s.gate().firstRun())
                .put("results", s.results());
        if (s.meanScore() != null) {
            line.metric("MeanScore", s.meanScore(), "None").metric("PassRate", s.passRate(), "None");
        }
        if (s.evaluationCost() != null) {
            line.metric("EvaluationCost", s.evaluationCost(), "None");
        }
        if (s.comparison() != null && s.comparison().meanDelta() != null) {
            line.metric("MeanScoreDelta", s.comparison().meanDelta(), "None");
        }
        return line;
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
