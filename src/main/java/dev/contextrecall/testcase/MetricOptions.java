package dev.contextrecall.testcase;

/** The metric options after request values have been laid over the configured defaults. */
public record MetricOptions(double threshold, boolean strictMode, boolean includeReason, Algorithm algorithm,
        EvidenceMode evidence, String model, JudgeKind judge) {

    /** Strict mode is all or nothing, so its threshold is 1. */
    public double effectiveThreshold() {
        return strictMode ? 1.0 : threshold;
    }
}
