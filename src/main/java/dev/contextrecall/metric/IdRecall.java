package dev.contextrecall.metric;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.result.IdRecallResult;
import dev.contextrecall.result.ResultTail;
import dev.contextrecall.testcase.ContextIdsCase;

/** Recall by ids, no judge: |reference ∩ retrieved| / |reference| over distinct ids compared as strings. */
@ApplicationScoped
public class IdRecall {

    static final String ALGORITHM = "context_ids";
    /** Missing ids named in the reason; the full list is in missing_ids. */
    private static final int NAMED_IN_REASON = 10;

    public IdRecallResult score(ContextIdsCase c) {
        long started = System.nanoTime();
        Set<String> retrieved = new HashSet<>(c.retrievedIds());
        List<String> found = c.referenceIds().stream().filter(retrieved::contains).toList();
        List<String> missing = c.referenceIds().stream().filter(id -> !retrieved.contains(id)).toList();
        int total = c.referenceIds().size();
        double score = Scoring.score((double) found.size() / total, c.options());
        String because = found.size() + " of " + total + " reference context ids were retrieved"
                + (missing.isEmpty() ? "." : "; missing: " + named(missing) + ".");
        return new IdRecallResult(Scoring.unjudgedHead(c, score, because, ALGORITHM), c.referenceIds(), found, missing,
                ResultTail.unjudged(started, c.metadata()));
    }

    private static String named(List<String> ids) {
        String shown = String.join(", ", ids.subList(0, Math.min(NAMED_IN_REASON, ids.size())));
        return ids.size() > NAMED_IN_REASON ? shown + " and " + (ids.size() - NAMED_IN_REASON) + " more" : shown;
    }
}
