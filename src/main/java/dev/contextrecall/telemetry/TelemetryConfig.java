package dev.contextrecall.telemetry;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** What the per-evaluation and per-run log lines carry. */
@ConfigMapping(prefix = "context-recall.telemetry")
public interface TelemetryConfig {

    /** CloudWatch namespace of the Embedded Metric Format lines. */
    @WithDefault("ContextRecall")
    String namespace();

    /**
     * Test cases may hold customer data: by default no line carries their text (question, reference, chunks,
     * statements, reasons, error messages). true adds them, for debugging in a trusted account.
     */
    @WithDefault("false")
    boolean logContent();

    /** The EMF line of each evaluation. The local run command turns it off: its results go to files instead. */
    @WithDefault("true")
    boolean evaluationLines();

    /** How each evaluation's line is written; auto: EMF on Lambda, where CloudWatch reads it, a plain log line elsewhere. */
    @WithDefault("auto")
    LineFormat lineFormat();

    enum LineFormat {
        AUTO,
        /** CloudWatch Embedded Metric Format on standard output. */
        EMF,
        /** One INFO log line a person reads. */
        LOG;

        /** Lambda's runtime sets AWS_LAMBDA_RUNTIME_API for every function process. */
        public LineFormat resolved(boolean onLambda) {
            return this != AUTO ? this : onLambda ? EMF : LOG;
        }
    }
}
