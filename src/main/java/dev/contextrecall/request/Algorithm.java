package dev.contextrecall.request;

import java.util.Arrays;
import java.util.Optional;

/** How the reference answer is cut into the statements that make up the denominator. */
public enum Algorithm {
    /** One judge call extracts self-contained statements. */
    STATEMENTS,
    /** Deterministic sentence split in code: no judge call, one round trip less. */
    SENTENCES;

    public String wireName() {
        return name().toLowerCase();
    }

    public static Optional<Algorithm> fromWire(String value) {
        return Arrays.stream(values()).filter(a -> a.wireName().equals(value)).findFirst();
    }
}
