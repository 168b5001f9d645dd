package dev.contextrecall.metric;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.lexical.StringSimilarity;
import dev.contextrecall.result.ReferenceContextRecallResult;
import dev.contextrecall.result.ResultTail;
import dev.contextrecall.result.Scores;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.ReferenceContextsCase;

/**
 * Recall against reference contexts, no judge: a reference context is recalled when its best string similarity to
 * a retrieved context is above similarity_threshold; the score is recalled / reference contexts. Both sides are
 * compared as written, after trimming white space at the ends; blank retrieved contexts match nothing.
 */
@ApplicationScoped
public class ReferenceContextRecall {

    static final String ALGORITHM = "reference_contexts";

    private final long maxComparisons;

    public ReferenceContextRecall(ContextRecallConfig config) {
        this.maxComparisons = config.referenceContexts().maxComparisons();
    }

    public ReferenceContextRecallResult score(ReferenceContextsCase c) {
        long started = System.nanoTime();
        List<String> retrieved = c.retrievalContext().stream().map(n -> n.text().strip()).toList();
        checkWork(c, retrieved);
        List<ReferenceContextRecallResult.ReferenceMatch> matches = new ArrayList<>();
        int recalled = 0;
        for (String reference : c.referenceContexts()) {
            String r = reference.strip();
            Integer best = null;
            double bestSimilarity = 0.0;
            for (int i = 0; i < retrieved.size(); i++) {
                if (retrieved.get(i).isEmpty()) {
                    continue;
                }
                double similarity = StringSimilarity.of(c.measure(), r, retrieved.get(i));
                if (best == null || similarity > bestSimilarity) {
                    best = i;
                    bestSimilarity = similarity;
                }
            }
            boolean isRecalled = best != null && bestSimilarity > c.similarityThreshold();
            recalled += isRecalled ? 1 : 0;
            matches.add(new ReferenceContextRecallResult.ReferenceMatch(reference, isRecalled, best,
                    Scores.rounded(bestSimilarity)));
        }
        int total = c.referenceContexts().size();
        double score = Scoring.score((double) recalled / total, c.options());
        boolean nothingRetrieved = c.retrievalContext().stream().allMatch(ContextNode::isBlank);
        String because = nothingRetrieved
                ? Scoring.NOTHING_RETRIEVED
                : String.format(Locale.ROOT, "%d of %d reference contexts have a retrieved context with %s similarity"
                        + " above %s.", recalled, total, c.measure().wireName(), c.similarityThreshold());
        return new ReferenceContextRecallResult(Scoring.unjudgedHead(c, score, because, ALGORITHM),
                c.measure().wireName(), c.similarityThreshold(), List.copyOf(matches),
                ResultTail.unjudged(started, c.metadata()));
    }

    /** Levenshtein and Jaro-Winkler grow with the product of the lengths: a huge request is refused, not run. */
    private void checkWork(ReferenceContextsCase c, List<String> retrieved) {
        long work = 0;
        for (String reference : c.referenceContexts()) {
            long r = reference.strip().codePointCount(0, reference.strip().length());
            for (String node : retrieved) {
                work += StringSimilarity.cost(c.measure(), r, node.codePointCount(0, node.length()));
            }
        }
        if (work > maxComparisons) {
            throw EvaluationException.invalid("reference_contexts", String.format(Locale.ROOT, "Comparing these"
                    + " reference and retrieved contexts with %s takes %,d character comparisons, above the limit of"
                    + " %,d (context-recall.reference-contexts.max-comparisons). Send shorter contexts, or use"
                    + " measure hamming.", c.measure().wireName(), work, maxComparisons));
        }
    }
}
