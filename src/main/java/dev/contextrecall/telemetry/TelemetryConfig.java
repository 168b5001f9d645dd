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
}
