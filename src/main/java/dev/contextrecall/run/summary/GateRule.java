package dev.contextrecall.run.summary;

import io.quarkus.runtime.annotations.RegisterForReflection;

import com.fasterxml.jackson.annotation.JsonValue;

/** A rule of the gate that can fail a run; word is how summary.json and the reports name it. */
@RegisterForReflection
public enum GateRule {
    FLOOR("floor", 1), SIGNIFICANT_REGRESSION("significant_regression", 2);

    private final String word;
    private final int exitBit;

    GateRule(String word, int exitBit) {
        this.word = word;
        this.exitBit = exitBit;
    }

    @JsonValue
    public String word() {
        return word;
    }

    /** Its share of the evaluate command's exit code when it fires. */
    int exitBit() {
        return exitBit;
    }

    @Override
    public String toString() {
        return word;
    }
}
