package dev.contextrecall.testcase;

import java.util.Arrays;
import java.util.Optional;

/** What an unverified quote does to the score. */
public enum EvidenceMode {
    /** Flag it with evidence_verified=false; the score is unchanged. */
    REPORT,
    /** Count a "yes" whose quote is not found in the cited node as a "no". */
    REQUIRE;

    public String wireName() {
        return name().toLowerCase();
    }

    public static Optional<EvidenceMode> fromWire(String value) {
        return Arrays.stream(values()).filter(a -> a.wireName().equals(value)).findFirst();
    }
}
