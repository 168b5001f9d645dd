package dev.contextrecall.validation;

import java.util.List;
import java.util.Locale;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.error.ErrorCode;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.lexical.SentenceSplitter;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.Interaction;
import dev.contextrecall.testcase.Turn;

/**
 * The size limits of one request (context-recall.limits.*), checked on the validated case before any judge call:
 * chunks, characters per chunk, reference sentences, interactions and images. What a request then asks of the
 * judge (calls and characters) is checked by the metric that plans those calls.
 */
@ApplicationScoped
public class RequestLimits {

    private final ContextRecallConfig.Limits limits;

    public RequestLimits(ContextRecallConfig config) {
        this.limits = config.limits();
    }

    /** The reference and retrieved chunks of a single-turn case. */
    void checkSingleTurn(String referenceText, int referenceImages, List<ContextNode> nodes) {
        checkNodes(nodes, "retrieval_context");
        checkSentences(referenceText, ReferenceAnswer.FIELD);
        checkImages(referenceImages + (int) nodes.stream().filter(ContextNode::isImage).count(), "retrieval_context");
    }

    /** A conversation: its chunks over all turns, its interactions and its expected outcome's sentences. */
    void checkConversation(List<Turn> turns, String expectedOutcome) {
        int interactions = Interaction.of(turns).size();
        exceeds("turns", interactions, limits.maxInteractions(), "max-interactions", "interactions");
        int total = turns.stream().mapToInt(t -> t.retrievalContext().size()).sum();
        exceeds("turns", total, limits.maxNodes(), "max-nodes", "retrieved chunks over all turns");
        int images = 0;
        for (int t = 0; t < turns.size(); t++) {
            List<ContextNode> nodes = turns.get(t).retrievalContext();
            checkChars(nodes, "turns[" + t + "].retrieval_context");
            images += (int) nodes.stream().filter(ContextNode::isImage).count();
        }
        checkImages(images, "turns");
        checkSentences(expectedOutcome, "expected_outcome");
    }

    /** Retrieved chunks: their number and length. */
    void checkNodes(List<ContextNode> nodes, String field) {
        exceeds(field, nodes.size(), limits.maxNodes(), "max-nodes", "retrieved chunks");
        checkChars(nodes, field);
    }

    private void checkChars(List<ContextNode> nodes, String field) {
        for (int i = 0; i < nodes.size(); i++) {
            int chars = nodes.get(i).text().length();
            exceeds(field + "[" + i + "]", chars, limits.maxNodeChars(), "max-node-chars", "characters");
        }
    }

    private void checkSentences(String text, String field) {
        if (text != null && !text.isBlank()) {
            int sentences = SentenceSplitter.split(text).size();
            exceeds(field, sentences, limits.maxReferenceSentences(), "max-reference-sentences", "sentences");
        }
    }

    private void checkImages(int images, String field) {
        exceeds(field, images, limits.maxImages(), "max-images", "images");
    }

    /** A 413 naming the field, the count, the limit and its configuration key when count is over limit. */
    static void exceeds(String field, long count, long limit, String key, String what) {
        if (count > limit) {
            throw new EvaluationException(ErrorCode.PAYLOAD_TOO_LARGE, String.format(Locale.ROOT,
                    "%s holds %,d %s; the limit is %,d (context-recall.limits.%s).", field, count, what, limit, key),
                    field);
        }
    }
}
