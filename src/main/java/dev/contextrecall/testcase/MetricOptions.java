package dev.contextrecall.testcase;

/**
 * The metric options after request values have been laid over the configured defaults. samples: how many times the
 * LLM judge attributes (or rates) the case; 1 for a judge that is deterministic or absent. language: the BCP 47 tag
 * the request gave (normalised), or null: the language is then detected from the text (CaseLanguage).
 */
public record MetricOptions(double threshold, boolean strictMode, boolean includeReason, Variant variant,
        EvidenceMode evidence, String model, JudgeKind judge, int samples, String language) {

    /** Strict mode is all or nothing, so its threshold is 1. */
    public double effectiveThreshold() {
        return strictMode ? 1.0 : threshold;
    }
}
