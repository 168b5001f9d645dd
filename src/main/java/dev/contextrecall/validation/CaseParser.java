package dev.contextrecall.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.config.JudgeDefaults;
import dev.contextrecall.config.JudgeModels;
import dev.contextrecall.error.ErrorCode;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.lexical.SimilarityMeasure;
import dev.contextrecall.testcase.CaseFamily;
import dev.contextrecall.testcase.ContextIdsCase;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.ConversationCase;
import dev.contextrecall.testcase.EvidenceMode;
import dev.contextrecall.testcase.JudgeKind;
import dev.contextrecall.testcase.MetricOptions;
import dev.contextrecall.testcase.ReferenceAnswerCase;
import dev.contextrecall.testcase.ReferenceContextsCase;
import dev.contextrecall.testcase.TestCase;
import dev.contextrecall.testcase.Turn;
import dev.contextrecall.testcase.Variant;

/**
 * The request parser: a request body in, one validated {@link TestCase} out, or an error naming the field.
 * The body's shape is checked once, then the member of the family is decided once: a conversation ("turns", or a
 * route that takes only conversations), else whichever single-turn variant {@link VariantChoice} picks (reference
 * contexts, context ids, or the reference answer's statements, sentences or holistic rating). The fields are read
 * by {@link RequestFields}; the size limits of the case ({@link RequestLimits}) and the judge model's sight
 * ({@link ImageCheck}) are checked here, once for every variant, before any judge call.
 */
@ApplicationScoped
public class CaseParser {

    private final ContextRecallConfig config;
    private final Predicate<String> knownModel;
    private final JudgeDefaults judges;
    private final ImageCheck images;
    private final RequestLimits limits;

    public CaseParser(ContextRecallConfig config, JudgeModels models, JudgeDefaults judges, ImageCheck images,
            RequestLimits limits) {
        this.config = config;
        this.knownModel = models::exists;
        this.judges = judges;
        this.images = images;
        this.limits = limits;
    }

    /** body: the request's JSON (null when it had none). A single-turn route reads a body with "turns" as one. */
    public TestCase parse(JsonNode body, CaseFamily accepts) {
        if (body == null || !body.isObject()) {
            throw new EvaluationException(ErrorCode.MALFORMED_REQUEST, "The request body must be a JSON object.", null);
        }
        if (accepts == CaseFamily.CONVERSATION || accepts == CaseFamily.EITHER && body.has("turns")) {
            return conversation(body);
        }
        Variant variant = VariantChoice.of(body, config.variant());
        if (!variant.attributesStatements() && RequestFields.present(body.get(RequestFields.PINNED))) {
            throw EvaluationException.invalid(RequestFields.PINNED, RequestFields.PINNED + " applies to algorithm"
                    + " statements or sentences, whose denominator is the reference's statements; this request is"
                    + " scored with algorithm '" + variant.wireName() + "'.");
        }
        return switch (variant) {
            case REFERENCE_CONTEXTS -> referenceContexts(body, variant);
            case CONTEXT_IDS -> contextIds(body, variant);
            default -> referenceAnswer(body, variant);
        };
    }

    private ReferenceAnswerCase referenceAnswer(JsonNode body, Variant variant) {
        ReferenceAnswer expected = ReferenceAnswer.parse(body);
        List<ContextNode> nodes = RequestFields.retrievalContext(body);
        ReferenceAnswerCase testCase = new ReferenceAnswerCase(
                RequestFields.optionalText(body, "input"),
                expected.text(),
                RequestFields.optionalText(body, "actual_output"),
                nodes,
                options(body, variant),
                RequestFields.scalar(body, "id"),
                RequestFields.scalar(body, "name"),
                RequestFields.metadata(body),
                expected.images(),
                RequestFields.pinnedStatements(body, config.limits().maxStatements()));
        String firstImage = testCase.referenceImages().isEmpty()
                ? ImageCheck.firstImage(testCase.retrievalContext(), "retrieval_context")
                : ReferenceAnswer.FIELD;
        limits.checkSingleTurn(testCase.expectedOutput(), testCase.referenceImages().size(),
                testCase.retrievalContext());
        images.requireVision(firstImage, testCase.options().model());
        return testCase;
    }

    private ReferenceContextsCase referenceContexts(JsonNode body, Variant variant) {
        List<String> references = new ArrayList<>();
        JsonNode list = RequestFields.requiredList(body, VariantChoice.REFERENCE_CONTEXTS,
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
        List<ContextNode> nodes = RequestFields.retrievalContext(body);
        for (int n = 0; n < nodes.size(); n++) {
            if (nodes.get(n).isImage()) {
                throw EvaluationException.invalid("retrieval_context[" + n + "]", "retrieval_context[" + n
                        + "] is an image; recall against reference_contexts compares text only.");
            }
        }
        SimilarityMeasure measure = RequestFields.choice(body, "measure", config.referenceContexts().measure(),
                SimilarityMeasure::fromWire, "levenshtein, jaro_winkler, hamming");
        double similarityThreshold = config.referenceContexts().similarityThreshold();
        JsonNode t = body.get("similarity_threshold");
        if (RequestFields.present(t)) {
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
                options(body, variant), RequestFields.scalar(body, "id"), RequestFields.scalar(body, "name"),
                RequestFields.metadata(body));
    }

    private ContextIdsCase contextIds(JsonNode body, Variant variant) {
        List<String> reference = RequestFields.ids(RequestFields.requiredList(body, "reference_context_ids",
                "; recall needs at least one reference id (a score over none would be 0/0)."), "reference_context_ids");
        List<String> retrieved = RequestFields.ids(RequestFields.requiredList(body, "retrieved_context_ids", null),
                "retrieved_context_ids");
        return new ContextIdsCase(reference, retrieved, options(body, variant), RequestFields.scalar(body, "id"),
                RequestFields.scalar(body, "name"), RequestFields.metadata(body));
    }

    /**
     * Turn context recall: field names are DeepEval's (turns with role, content and retrieval_context;
     * expected_outcome); the metric options are the single-turn ones, algorithm statements or sentences.
     */
    private ConversationCase conversation(JsonNode body) {
        List<Turn> turns = RequestFields.turns(body);
        String expectedOutcome = RequestFields.expectedOutcome(body);
        int windowSize = windowSize(body);
        MetricOptions options = options(body, null);
        if (!options.variant().attributesStatements()) {
            throw EvaluationException.invalid("algorithm", "Turn context recall takes algorithm statements or"
                    + " sentences; got '" + options.variant().wireName() + "'.");
        }
        limits.checkConversation(turns, expectedOutcome);
        images.requireVision(RequestFields.firstImageOfTurns(turns), options.model());
        return new ConversationCase(turns, expectedOutcome, windowSize, options, RequestFields.scalar(body, "id"),
                RequestFields.scalar(body, "name"), RequestFields.metadata(body),
                RequestFields.pinnedStatements(body, config.limits().maxStatements()));
    }

    private int windowSize(JsonNode body) {
        JsonNode v = body.get("window_size");
        if (!RequestFields.present(v)) {
            return config.turns().windowSize();
        }
        if (!v.isIntegralNumber() || !v.canConvertToInt()) {
            throw EvaluationException.invalid("window_size", "window_size must be a whole number of interactions,"
                    + " 1 or more.");
        }
        if (v.asInt() < 1) {
            throw EvaluationException.invalid("window_size", "window_size must be 1 or more; got " + v.asInt() + ".");
        }
        return v.asInt();
    }

    /**
     * The metric options over the configured defaults. chosen: the single-turn variant already decided; null for a
     * conversation, whose algorithm is one of its options and is read here, in its turn after the threshold.
     */
    private MetricOptions options(JsonNode body, Variant chosen) {
        double threshold = config.threshold();
        JsonNode t = body.get("threshold");
        if (RequestFields.present(t)) {
            if (!t.isNumber()) {
                throw EvaluationException.invalid("threshold", "threshold must be a number between 0 and 1.");
            }
            threshold = t.asDouble();
        }
        if (!(threshold >= 0.0 && threshold <= 1.0)) {
            throw EvaluationException.invalid("threshold", "threshold must be between 0 and 1; got " + threshold + ".");
        }
        Variant variant = chosen != null ? chosen : VariantChoice.of(body, config.variant());
        EvidenceMode evidence = RequestFields.choice(body, "evidence", config.evidence(), EvidenceMode::fromWire,
                "report, require");
        String model = Optional.ofNullable(RequestFields.optionalString(body, "model")).or(config::model).orElse(null);
        if (model != null && !knownModel.test(model)) {
            throw EvaluationException.invalid("model", "model '" + model + "' is not a configured model.");
        }
        JudgeKind judge = judges.resolve(RequestFields.optionalString(body, "judge"), model);
        if (judge == JudgeKind.OFFLINE && variant == Variant.STATEMENTS) {
            // The offline judge extracts no statements: its statements are the reference's sentences, and the
            // result says algorithm "sentences".
            variant = Variant.SENTENCES;
        }
        if (judge == JudgeKind.OFFLINE && variant == Variant.HOLISTIC) {
            throw EvaluationException.invalid("algorithm", "algorithm 'holistic' is a rating by an LLM judge, and this"
                    + " request would be scored by the offline judge (judge 'offline', or no LLM provider configured).");
        }
        boolean judgedByLlm = judge == JudgeKind.LLM && (variant == Variant.STATEMENTS
                || variant == Variant.SENTENCES || variant == Variant.HOLISTIC);
        return new MetricOptions(threshold, RequestFields.bool(body, "strict_mode", config.strictMode()),
                RequestFields.bool(body, "include_reason", config.includeReason()), variant, evidence, model, judge,
                samples(body, judgedByLlm), RequestFields.language(body));
    }

    /**
     * Repeated judging, checked against its limit before anything is spent. The offline judge is deterministic and
     * the metrics without a judge ask nobody, so for them every request is one sample whatever it asks.
     */
    private int samples(JsonNode body, boolean judgedByLlm) {
        int most = config.limits().maxSamples();
        int samples = config.samples();
        JsonNode v = body.get("samples");
        if (RequestFields.present(v)) {
            if (!v.isIntegralNumber()) {
                throw EvaluationException.invalid("samples", "samples must be a whole number from 1 to " + most + ".");
            }
            samples = v.asInt();
        }
        if (samples < 1 || samples > most) {
            throw EvaluationException.invalid("samples", "samples must be from 1 to " + most
                    + " (context-recall.limits.max-samples); got " + samples + ".");
        }
        return judgedByLlm ? samples : 1;
    }
}
