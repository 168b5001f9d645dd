package dev.contextrecall.judge.llm;

import java.util.List;

import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * What the attribution call returns: one answer per statement number, and a summary for the reason.
 * Registered for reflection with its nested record: Quarkus LangChain4j registers an AI service's return type,
 * not the types inside it, and the native executable could not read the verdicts without it.
 */
@RegisterForReflection
public record Attribution(List<StatementAnswer> verdicts, String summary) {

    /**
     * The judge's raw answer for one statement, as it wrote it: statement and nodes are 1-based numbers as shown in
     * the prompt; verdict is "yes" or "no", other spellings ("Yes.", "NO") are normalised in code.
     */
    @RegisterForReflection
    public record StatementAnswer(Integer statement, String verdict, List<Integer> nodes, String quote, String reason) {
    }
}
