package dev.contextrecall.evaluation;

import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.config.JudgeModels;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.result.ResultHead;
import dev.contextrecall.testcase.CaseFamily;
import dev.contextrecall.testcase.ContextIdsCase;
import dev.contextrecall.testcase.ReferenceContextsCase;
import dev.contextrecall.testcase.TestCase;
import dev.contextrecall.validation.CaseParser;

/**
 * The case a dataset body would become, read by the same parser as {@link ContextRecallEvaluation} reads it (the
 * member of the family decided by the body, as a run decides it), without scoring it or logging it: for planning a
 * run before it starts, such as its cost estimate.
 */
@ApplicationScoped
public class CasePreview {

    /**
     * Who would judge a case now, as its result names it: judge "llm" or "offline" (or "none" for the members that
     * ask no judge) and the provider's model name as configured (null when the configuration does not say).
     */
    public record Judging(String judge, String model) {
    }

    private final CaseParser parser;
    private final JudgeModels models;

    public CasePreview(CaseParser parser, JudgeModels models) {
        this.parser = parser;
        this.models = models;
    }

    /** The parsed case; empty when the body would be refused (it is then refused before any judge call). */
    public Optional<TestCase> of(JsonNode body) {
        try {
            return Optional.of(parser.parse(body, CaseFamily.EITHER));
        } catch (EvaluationException e) {
            return Optional.empty();
        }
    }

    /** The judge this body would get now; empty when the body would be refused. */
    public Optional<Judging> judging(JsonNode body) {
        return of(body).map(c -> c instanceof ContextIdsCase || c instanceof ReferenceContextsCase
                ? new Judging(ResultHead.NO_JUDGE, null)
                : new Judging(c.options().judge().wireName(), models.configuredModelName(c.options().model())));
    }
}
