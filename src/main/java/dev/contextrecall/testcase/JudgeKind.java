package dev.contextrecall.testcase;

import java.util.Arrays;
import java.util.Optional;

/** Which judge decides the verdicts: an LLM through Quarkus LangChain4j, or the in-process lexical one. */
public enum JudgeKind {
    LLM,
    OFFLINE;

    public String wireName() {
        return name().toLowerCase();
    }

    public static Optional<JudgeKind> fromWire(String value) {
        return Arrays.stream(values()).filter(k -> k.wireName().equals(value)).findFirst();
    }
}
