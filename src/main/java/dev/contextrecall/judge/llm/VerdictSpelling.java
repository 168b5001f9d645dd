package dev.contextrecall.judge.llm;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/** Reads the verdict as models actually write it: "yes", "Yes.", "YES", "no", "No." ... */
final class VerdictSpelling {

    private static final Set<String> YES = Set.of("yes", "y", "true", "supported", "attributable");
    private static final Set<String> NO = Set.of("no", "n", "false", "unsupported", "notsupported", "notattributable");

    private VerdictSpelling() {
    }

    /** True for yes, false for no, empty for anything else. */
    static Optional<Boolean> read(String verdict) {
        if (verdict == null) {
            return Optional.empty();
        }
        String letters = verdict.toLowerCase(Locale.ROOT).replaceAll("[^a-z]", "");
        if (YES.contains(letters)) {
            return Optional.of(true);
        }
        if (NO.contains(letters)) {
            return Optional.of(false);
        }
        return Optional.empty();
    }
}
