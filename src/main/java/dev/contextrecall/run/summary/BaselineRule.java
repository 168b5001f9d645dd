package dev.contextrecall.run.summary;

/**
 * Which earlier run a new run is compared with, locally and on AWS alike: among the runs kept in one place (a folder
 * of runs; a dataset's prefix in the results bucket), the most recent evaluation run that finished and passed its
 * gate. An alignment run never becomes a baseline (it scores labelled cases with a judge under test), nor does an
 * unfinished or failing run. Locally the runner looks through the folder for it; on AWS the summary function moves
 * the dataset's pointer when a run qualifies, so the bucket is never listed. A run named explicitly is taken as it is
 * when it is a finished evaluation run, passed or not.
 */
public final class BaselineRule {

    private BaselineRule() {
    }

    /** Whether a run with this summary is the baseline of the next runs kept beside it. */
    public static boolean qualifies(String kind, boolean gatePassed) {
        return RunSummary.EVALUATION.equals(kind) && gatePassed;
    }

    public static boolean qualifies(RunSummary summary) {
        return qualifies(summary.kind(), summary.gate().passed());
    }
}
