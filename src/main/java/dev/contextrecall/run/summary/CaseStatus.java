package dev.contextrecall.run.summary;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * What became of one case, in the Step Functions Map Run's words (its ResultWriter files are named by them):
 * scored, failed to score, or never run.
 */
@RegisterForReflection
public enum CaseStatus {
    SUCCEEDED, FAILED, PENDING;

    /** The status a results line or an export file names; unknown words are failures, never scores. */
    public static CaseStatus of(String word) {
        for (CaseStatus s : values()) {
            if (s.name().equals(word)) {
                return s;
            }
        }
        return FAILED;
    }
}
