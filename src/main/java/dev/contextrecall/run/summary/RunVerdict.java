package dev.contextrecall.run.summary;

import io.quarkus.runtime.annotations.RegisterForReflection;

import java.util.List;

/**
 * A run's verdict, the word every output shows and the exit code the evaluate command ends with. FAILED's code says
 * which rules fired (1 the floor, 2 a significant regression, 3 both); UNFINISHED is never a verdict on recall.
 */
@RegisterForReflection
public enum RunVerdict {
    PASSED, FAILED, UNFINISHED;

    /** The exit code of a run that ended with this verdict and these rules fired. */
    public int exitCode(List<GateRule> fired) {
        return switch (this) {
            case PASSED -> 0;
            case UNFINISHED -> 4;
            case FAILED -> fired.stream().mapToInt(GateRule::exitBit).reduce(0, (a, b) -> a | b);
        };
    }

    /** The CSS class of the HTML report's header: green only when passed, amber when unfinished. */
    public String tone() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The Markdown headline's mark. */
    public String icon() {
        return switch (this) {
            case PASSED -> "\u2705";
            case FAILED -> "\u274c";
            case UNFINISHED -> "\u26a0\ufe0f";
        };
    }
}
