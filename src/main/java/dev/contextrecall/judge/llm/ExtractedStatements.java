package dev.contextrecall.judge.llm;

import java.util.List;

import io.quarkus.runtime.annotations.RegisterForReflection;

/** What the extraction call returns: the reference's statements, numbered from 1 in this order. */
@RegisterForReflection
public record ExtractedStatements(List<String> statements) {
}
