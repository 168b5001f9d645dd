package dev.contextrecall.telemetry;

import jakarta.enterprise.context.ApplicationScoped;

import org.jboss.logging.Logger;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.result.ContextRecallResult;
import dev.contextrecall.result.RecallResult;
import dev.contextrecall.result.ResultHead;
import dev.contextrecall.result.Usage;

/**
 * The log line of each evaluation, scored or failed. On Lambda an EMF line with score, success, errors, latency
 * and tokens, dimensions metric and dataset (request metadata.dataset, else "default"), which CloudWatch turns into
 * metrics; elsewhere one plain INFO log line (context-recall.telemetry.line-format). No test-case text unless
 * context-recall.telemetry.log-content is on.
 */
@ApplicationScoped
public class EvaluationLog {

    static final String DEFAULT_DATASET = "default";
    /** CloudWatch caps dimension values at 1024 characters; dataset names are far shorter. */
    private static final int MAX_DIMENSION = 250;

    private static final Logger LOG = Logger.getLogger(EvaluationLog.class);

    private final TelemetryConfig config;
    private final EvaluationMetrics metrics;
    private final TelemetryConfig.LineFormat format;

    public EvaluationLog(TelemetryConfig config, EvaluationMetrics metrics) {
        this.config = config;
        this.metrics = metrics;
        this.format = config.lineFormat().resolved(System.getenv("AWS_LAMBDA_RUNTIME_API") != null);
    }

    /** result is any member of the context-recall family. */
    public void scored(JsonNode request, RecallResult result) {
        ResultHead head = result.head();
        metrics.scored(result, metricName(head.metric()), head.algorithm(), head.judge(), head.evaluationModel());
        if (!config.evaluationLines()) {
            return;
        }
        if (format == TelemetryConfig.LineFormat.LOG) {
            LOG.info(LocalLine.scored(result));
            return;
        }
        Usage usage = result.tail().usage();
        Emf line = base(request, head.metric(), result.tail().metadata());
        if (result.head().score() != null) {
            line.metric("Score", result.head().score(), "None");
        }
        line.metric("Success", result.head().success() ? 1 : 0, "Count")
                .metric("Errors", 0, "Count")
                .metric("Latency", result.tail().durationMs(), "Milliseconds")
                .metric("LlmCalls", usage.llmCalls(), "Count");
        if (usage.inputTokens() != null) {
            line.metric("InputTokens", usage.inputTokens(), "Count");
        }
        if (usage.outputTokens() != null) {
            line.metric("OutputTokens", usage.outputTokens(), "Count");
        }
        line.put("id", result.head().id())
                .put("threshold", head.threshold())
                .put("algorithm", head.algorithm())
                .put("evaluation_model", head.evaluationModel())
                .put("evaluation_cost", result.tail().evaluationCost());
        if (config.logContent()) {
            line.put("reason", head.reason())
                    .put("verdicts", result instanceof ContextRecallResult statements ? statements.verdicts() : null);
        }
        line.print();
    }

    public void failed(JsonNode request, EvaluationException error, long latencyMs) {
        metrics.failed(RecallResult.CONTEXT_RECALL, error, latencyMs);
        if (!config.evaluationLines()) {
            return;
        }
        if (format == TelemetryConfig.LineFormat.LOG) {
            LOG.info(LocalLine.failed(request, error, latencyMs, config.logContent()));
            return;
        }
        Emf line = base(request, null, request == null || !request.isObject() ? null : request.get("metadata"))
                .metric("Errors", 1, "Count")
                .metric("Latency", latencyMs, "Milliseconds")
                .put("id", request == null || !request.isObject() ? null : request.get("id"))
                .put("error_code", error.errorCode().code())
                .put("error_field", error.field())
                .put("retryable", error.errorCode().retryable());
        if (config.logContent()) {
            line.put("error_message", error.getMessage());
        }
        line.print();
    }

    /** metric is the result's own metric name; a failed request is logged under context_recall. */
    private Emf base(JsonNode request, String metric, JsonNode metadata) {
        Emf line = Emf.line(config.namespace(), "metric", "dataset")
                .put("metric", metricName(metric))
                .put("dataset", dataset(metadata))
                .put("event", "evaluation");
        if (config.logContent() && request != null) {
            line.put("request", request);
        }
        return line;
    }

    private static String metricName(String metric) {
        return metric != null ? metric : RecallResult.CONTEXT_RECALL;
    }

    static String dataset(JsonNode metadata) {
        JsonNode dataset = metadata == null ? null : metadata.get("dataset");
        if (dataset == null || !dataset.isTextual() || dataset.asText().isBlank()) {
            return DEFAULT_DATASET;
        }
        String name = dataset.asText().strip();
        return name.length() > MAX_DIMENSION ? name.substring(0, MAX_DIMENSION) : name;
    }
}
