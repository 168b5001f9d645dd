package dev.contextrecall.evaluation;

import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.testcase.TestCase;
import dev.contextrecall.validation.CaseParser;

/**
 * The case a dataset body would become, read by the same parser as {@link ContextRecallEvaluation} reads it (the
 * member of the family decided by the body, as a run decides it), without scoring it or logging it: for planning a
 * run before it starts, such as its cost estimate.
 */
@ApplicationScoped
public class CasePreview {

    private final CaseParser parser;

    public CasePreview(CaseParser parser) {
        this.parser = parser;
    }

    /** The parsed case; empty when the body would be refused (it is then refused before any judge call). */
    public Optional<TestCase> of(JsonNode body) {
        try {
            return Optional.of(parser.parse(body, CaseParser.Accepts.EITHER));
        } catch (EvaluationException e) {
            return Optional.empty();
        }
    }
}
