package dev.contextrecall.run.summary;

import java.util.List;

/** An earlier run's per-case outcomes, and where they were read from (a folder or an S3 prefix). */
public record Baseline(String location, List<CaseOutcome> outcomes) {
}
