package dev.contextrecall.validation;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.lexical.SimilarityMeasure;
import dev.contextrecall.testcase.Algorithm;
import dev.contextrecall.testcase.ContextIdsCase;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.RecallCase;
import dev.contextrecall.testcase.ReferenceContextsCase;
import dev.contextrecall.testcase.TestCase;

/**
 * The single-turn request, whichever member of the family it asks for: {@link VariantChoice} decides which, then
 * the matching fields are read. Statements, sentences and holistic share {@link TestCaseParser}; reference
 * contexts and ids are read here. Images are checked against the judge model here too, once for every variant.
 */
@ApplicationScoped
public class FamilyCaseParser {

    private final TestCaseParser parser;
    private final ContextRecallConfig config;
    private final ImageCheck images;
    private final RequestLimits limits;

    public FamilyCaseParser(TestCaseParser parser, ContextRecallConfig config, ImageCheck images,
            RequestLimits limits) {
        this.parser = parser;
        this.config = config;
        this.images = images;
        this.limits = limits;
    }

    public RecallCase parse(JsonNode body, long payloadBytes) {
        parser.checkEnvelope(body, payloadBytes);
        Algorithm algorithm = VariantChoice.of(body, config.algorithm());
        if (!algorithm.attributesStatements() && TestCaseParser.present(body.get(TestCaseParser.PINNED))) {
            throw EvaluationException.invalid(TestCaseParser.PINNED, TestCaseParser.PINNED + " applies to algorithm"
                    + " statements or sentences, whose denominator is the reference's statements; this request is"
                    + " scored with algorithm '" + algorithm.wireName() + "'.");
        }
        return switch (algorithm) {
            case REFERENCE_CONTEXTS -> referenceContexts(body);
            case CONTEXT_IDS -> contextIds(body);
            default -> {
                TestCase testCase = parser.parse(body, payloadBytes);
                String firstImage = testCase.referenceImages().isEmpty()
                        ? ImageCheck.firstImage(testCase.retrievalContext(), "retrieval_context")
                        : ReferenceAnswer.FIELD;
                limits.checkSingleTurn(testCase.expectedOutput(), testCase.referenceImages().size(),
                        testCase.retrievalContext());
                images.requireVision(firstImage, testCase.options().model());
                yield testCase;
            }
        };
    }

    private ReferenceContextsCase referenceContexts(JsonNode body) {
        List<String> references = new ArrayList<>();
        JsonNode list = requiredList(body, VariantChoice.REFERENCE_CONTEXTS,
                "; recall needs at least one reference context (a score over none would be 0/0).");
        int i = 0;
        for (JsonNode item : list) {
            String field = VariantChoice.REFERENCE_CONTEXTS + "[" + i++ + "]";
            if (!item.isTextual()) {
                throw EvaluationException.invalid(field, field + " must be a string.");
            }
            if (item.asText().isBlank()) {
                throw EvaluationException.invalid(field, field + " is blank; a blank reference context cannot be"
                        + " recalled or missed.");
            }
            references.add(item.asText());
        }
        List<ContextNode> nodes = TestCaseParser.retrievalContext(body);
        for (int n = 0; n < nodes.size(); n++) {
            if (nodes.get(n).isImage()) {
                throw EvaluationException.invalid("retrieval_context[" + n + "]", "retrieval_context[" + n
                        + "] is an image; recall against reference_contexts compares text only.");
            }
        }
        SimilarityMeasure measure = TestCaseParser.choice(body, "measure", config.referenceContexts().measure(),
                SimilarityMeasure::fromWire, "levenshtein, jaro_winkler, hamming");
        double similarityThreshold = config.referenceContexts().similarityThreshold();
        JsonNode t = body.get("similarity_threshold");
        if (TestCaseParser.present(t)) {
            if (!t.isNumber()) {
                throw EvaluationException.invalid("similarity_threshold", "similarity_threshold must be a number.");
            }
            similarityThreshold = t.asDouble();
        }
        if (!(similarityThreshold >= 0.0 && similarityThreshold < 1.0)) {
            throw EvaluationException.invalid("similarity_threshold", "similarity_threshold must be at least 0 and"
                    + " below 1 (a reference context counts when its similarity is above it); got "
                    + similarityThreshold + ".");
        }
        limits.checkNodes(nodes, "retrieval_context");
        return new ReferenceContextsCase(List.copyOf(references), nodes, measure, similarityThreshold,
                parser.options(body), TestCaseParser.scalar(body, "id"), TestCaseParser.scalar(body, "name"),
                TestCaseParser.metadata(body));
    }

    private ContextIdsCase contextIds(JsonNode body) {
        List<String> reference = ids(requiredList(body, "reference_context_ids",
                "; recall needs at least one reference id (a score over none would be 0/0)."), "reference_context_ids");
        List<String> retrieved = ids(requiredList(body, "retrieved_context_ids", null), "retrieved_context_ids");
        return new ContextIdsCase(reference, retrieved, parser.options(body), TestCaseParser.scalar(body, "id"),
                TestCaseParser.scalar(body, "name"), TestCaseParser.metadata(body));
    }

    /** A required list; emptyProblem non-null means an empty list is an error, told with that text. */
    private static JsonNode requiredList(JsonNode body, String field, String emptyProblem) {
        JsonNode v = body.get(field);
        if (!TestCaseParser.present(v)) {
            throw EvaluationException.invalid(field, field + " is required" + (emptyProblem == null
                    ? "; send [] when nothing was retrieved." : "."));
        }
        if (!v.isArray()) {
            throw EvaluationException.invalid(field, field + " must be a list.");
        }
        if (v.isEmpty() && emptyProblem != null) {
            throw EvaluationException.invalid(field, field + " is empty" + emptyProblem);
        }
        return v;
    }

    /** Strings or numbers, compared as their text; duplicates are dropped, first occurrence kept. */
    private static List<String> ids(JsonNode list, String field) {
        Set<String> out = new LinkedHashSet<>();
        int i = 0;
        for (JsonNode item : list) {
            String f = field + "[" + i++ + "]";
            if (!(item.isTextual() || item.isNumber())) {
                throw EvaluationException.invalid(f, f + " must be a string or a number.");
            }
            if (item.asText().isBlank()) {
                throw EvaluationException.invalid(f, f + " is a blank id.");
            }
            out.add(item.asText());
        }
        return List.copyOf(out);
    }
}
