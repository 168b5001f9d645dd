package dev.contextrecall.testcase;

import java.util.Arrays;
import java.util.Optional;

/**
 * Which single-turn recall is computed: three ways to judge a reference answer, and two metrics with inputs of their
 * own (reference contexts, context ids). A request names it in its "algorithm" field, the name kept on the wire;
 * {@code VariantChoice} decides it in validation.
 */
public enum Variant {
    /** One judge call extracts self-contained statements. */
    STATEMENTS,
    /** Deterministic sentence split in code: no judge call, one round trip less. */
    SENTENCES,
    /** One judge call rates the coverage of the whole reference from 0 to 1. */
    HOLISTIC,
    /** No judge: each reference context is recalled when a retrieved one is similar enough as a string. */
    REFERENCE_CONTEXTS,
    /** No judge: the share of reference context ids among the retrieved ids. */
    CONTEXT_IDS;

    /** As the request's and the result's "algorithm" field write it. */
    public String wireName() {
        return name().toLowerCase();
    }

    public static Optional<Variant> fromWire(String value) {
        return Arrays.stream(values()).filter(a -> a.wireName().equals(value)).findFirst();
    }

    /** Whether the reference answer is cut into statements that are attributed one by one. */
    public boolean attributesStatements() {
        return this == STATEMENTS || this == SENTENCES;
    }
}
