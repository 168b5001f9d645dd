package dev.contextrecall.run.summary;

import java.util.List;

/**
 * An earlier run's per-case outcomes, and where they were read from (a folder or an S3 prefix). dataset: the dataset
 * its summary names; null when unknown (then it is not checked).
 */
public record Baseline(String location, List<CaseOutcome> outcomes, String dataset) {

    public Baseline(String location, List<CaseOutcome> outcomes) {
        this(location, outcomes, null);
    }
}
