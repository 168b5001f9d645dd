package dev.contextrecall.testcase;

import java.util.Arrays;
import java.util.Optional;

/**
 * Which recall is computed. The first two differ in how the reference answer is cut into the statements that make
 * up the denominator; the others are the rest of the context-recall family (which one a request asks for
 * is decided in validation, by {@code VariantChoice}).
 */
public enum Algorithm {
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

    public String wireName() {
        return name().toLowerCase();
    }

    public static Optional<Algorithm> fromWire(String value) {
        return Arrays.stream(values()).filter(a -> a.wireName().equals(value)).findFirst();
    }

    /** Whether the reference answer is cut into statements that are attributed one by one. */
    public boolean attributesStatements() {
        return this == STATEMENTS || this == SENTENCES;
    }
}
