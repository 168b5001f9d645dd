package dev.contextrecall.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.config.JudgeDefaults;
import dev.contextrecall.config.JudgeModels;
import dev.contextrecall.error.ErrorCode;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.testcase.Algorithm;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.EvidenceMode;
import dev.contextrecall.testcase.ImageRef;
import dev.contextrecall.testcase.JudgeKind;
import dev.contextrecall.testcase.MetricOptions;
import dev.contextrecall.testcase.TestCase;

/**
 * Turns a request body into a {@link TestCase}, or fails with an error naming the field.
 * Field names are DeepEval's; the aliases are the names Ragas and Opik datasets use, so datasets post unchanged.
 */
@ApplicationScoped
public class TestCaseParser {

    static final Map<String, List<String>> ALIASES = Map.of(
            "expected_output", List.of("expected_output", "reference", "ground_truth", "expected_answer"),
            "retrieval_context", List.of("retrieval_context", "retrieved_contexts", "contexts", "context"),
            "input", List.of("input", "user_input", "question"),
            "actual_output", List.of("actual_output", "response", "output", "answer"));

    private final ContextRecallConfig config;
    private final Predicate<String> knownModel;
    private final JudgeDefaults judges;

    public TestCaseParser(ContextRecallConfig config, JudgeModels models, JudgeDefaults judges) {
        this.config = config;
        this.knownModel = models::exists;
        this.judges = judges;
    }

    public TestCase parse(JsonNode body, long payloadBytes) {
        checkEnvelope(body, payloadBytes);
        ReferenceAnswer expected = ReferenceAnswer.parse(body);
        List<ContextNode> nodes = retrievalContext(body);
        return new TestCase(
                optionalText(body, "input"),
                expected.text(),
                optionalText(body, "actual_output"),
                nodes,
                options(body),
                scalar(body, "id"),
                scalar(body, "name"),
                metadata(body),
                expected.images(),
                pinnedStatements(body, config.limits().maxStatements()));
    }

    static final String PINNED = "reference_statements";

    /**
     * The reference's statements as the caller pinned them (a list of non-blank strings, as an earlier result's
     * verdicts listed them), or null: then no extraction call is made and the denominator is exactly this list.
     */
    static List<String> pinnedStatements(JsonNode body, int max) {
        JsonNode list = body.get(PINNED);
        if (!present(list)) {
            return null;
        }
        if (!list.isArray() || list.isEmpty()) {
            throw EvaluationException.invalid(PINNED, PINNED + " must be a non-empty list of statements (strings).");
        }
        RequestLimits.exceeds(PINNED, list.size(), max, "max-statements", "statements");
        List<String> statements = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            JsonNode item = list.get(i);
            String field = PINNED + "[" + i + "]";
            if (!item.isTextual()) {
                throw EvaluationException.invalid(field, field + " must be a string.");
            }
            ReferenceAnswer.requireWords(item.asText(), field, field);
            statements.add(item.asText().strip());
        }
        return List.copyOf(statements);
    }

    /** Size and shape of the body, before any field is read. */
    public void checkEnvelope(JsonNode body, long payloadBytes) {
        if (payloadBytes > config.maxPayloadBytes()) {
            throw EvaluationException.tooLarge(payloadBytes, config.maxPayloadBytes());
        }
        if (body == null || !body.isObject()) {
            throw new EvaluationException(ErrorCode.MALFORMED_REQUEST, "The request body must be a JSON object.", null);
        }
    }

    MetricOptions options(JsonNode body) {
        double threshold = config.threshold();
        JsonNode t = body.get("threshold");
        if (present(t)) {
            if (!t.isNumber()) {
                throw EvaluationException.invalid("threshold", "threshold must be a number between 0 and 1.");
            }
            threshold = t.asDouble();
        }
        if (!(threshold >= 0.0 && threshold <= 1.0)) {
            throw EvaluationException.invalid("threshold", "threshold must be between 0 and 1; got " + threshold + ".");
        }
        Algorithm algorithm = VariantChoice.of(body, config.algorithm());
        EvidenceMode evidence = choice(body, "evidence", config.evidence(), EvidenceMode::fromWire, "report, require");
        String model = Optional.ofNullable(optionalString(body, "model")).or(config::model).orElse(null);
        if (model != null && !knownModel.test(model)) {
            throw EvaluationException.invalid("model", "model '" + model + "' is not a configured model.");
        }
        JudgeKind judge = judges.resolve(optionalString(body, "judge"), model);
        if (judge == JudgeKind.OFFLINE && algorithm == Algorithm.STATEMENTS) {
            // The offline judge extracts no statements: its statements are the reference's sentences, and the
            // result says algorithm "sentences".
            algorithm = Algorithm.SENTENCES;
        }
        if (judge == JudgeKind.OFFLINE && algorithm == Algorithm.HOLISTIC) {
            throw EvaluationException.invalid("algorithm", "algorithm 'holistic' is a rating by an LLM judge, and this"
                    + " request would be scored by the offline judge (judge 'offline', or no LLM provider configured).");
        }
        boolean judgedByLlm = judge == JudgeKind.LLM && (algorithm == Algorithm.STATEMENTS
                || algorithm == Algorithm.SENTENCES || algorithm == Algorithm.HOLISTIC);
        return new MetricOptions(threshold, bool(body, "strict_mode", config.strictMode()),
                bool(body, "include_reason", config.includeReason()), algorithm, evidence, model, judge,
                samples(body, judgedByLlm), language(body));
    }

    /** The reference's language as the caller names it: a well-formed BCP 47 tag ("zh", "de-AT"), normalised. */
    static String language(JsonNode body) {
        String tag = optionalString(body, "language");
        if (tag == null) {
            return null;
        }
        try {
            java.util.Locale locale = new java.util.Locale.Builder().setLanguageTag(tag.strip()).build();
            if (locale.getLanguage().isEmpty()) {
                throw new java.util.IllformedLocaleException("no language subtag");
            }
            return locale.toLanguageTag();
        } catch (java.util.IllformedLocaleException e) {
            throw EvaluationException.invalid("language", "language must be a BCP 47 language tag such as \"zh\", "
                    + "\"hi\" or \"de-AT\"; got \"" + tag + "\".");
        }
    }

    /**
     * Repeated judging, checked against its limit before anything is spent. The offline judge is deterministic and
     * the metrics without a judge ask nobody, so for them every request is one sample whatever it asks.
     */
    private int samples(JsonNode body, boolean judgedByLlm) {
        int most = config.limits().maxSamples();
        int samples = config.samples();
        JsonNode v = body.get("samples");
        if (present(v)) {
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

    /** An enumerated option: the request's value when it gives one, else the configured default. */
    static <T> T choice(JsonNode body, String field, T configured,
            java.util.function.Function<String, Optional<T>> lookup, String allowed) {
        String value = optionalString(body, field);
        if (value == null) {
            return configured;
        }
        return lookup.apply(value).orElseThrow(() -> EvaluationException.invalid(field,
                field + " must be one of " + allowed + "; got '" + value + "'."));
    }

    private static boolean bool(JsonNode body, String field, boolean fallback) {
        JsonNode v = body.get(field);
        if (!present(v)) {
            return fallback;
        }
        if (!v.isBoolean()) {
            throw EvaluationException.invalid(field, field + " must be true or false.");
        }
        return v.asBoolean();
    }

    static String optionalString(JsonNode body, String field) {
        JsonNode v = body.get(field);
        if (!present(v)) {
            return null;
        }
        if (!v.isTextual()) {
            throw EvaluationException.invalid(field, field + " must be a string.");
        }
        return v.asText();
    }

    /** The value of a field given under its own name or one alias; two names at once is ambiguous. */
    static Optional<Map.Entry<String, JsonNode>> aliased(JsonNode body, String field) {
        Map.Entry<String, JsonNode> found = null;
        for (String name : ALIASES.get(field)) {
            JsonNode v = body.get(name);
            if (present(v)) {
                if (found != null) {
                    throw EvaluationException.invalid(field, "Give only one of " + found.getKey() + " and " + name
                            + " (both mean " + field + ").");
                }
                found = Map.entry(name, v);
            }
        }
        return Optional.ofNullable(found);
    }

    private static String optionalText(JsonNode body, String field) {
        return aliased(body, field).map(e -> {
            if (!e.getValue().isTextual()) {
                throw EvaluationException.invalid(field, e.getKey() + " must be a string.");
            }
            return e.getValue().asText();
        }).orElse(null);
    }

    static List<ContextNode> retrievalContext(JsonNode body) {
        Map.Entry<String, JsonNode> e = aliased(body, "retrieval_context").orElseThrow(() -> EvaluationException.invalid(
                "retrieval_context", "retrieval_context is required (also accepted as retrieved_contexts, contexts, context);"
                        + " send [] when nothing was retrieved."));
        String name = e.getKey();
        if (!e.getValue().isArray()) {
            throw EvaluationException.invalid("retrieval_context", name + " must be a list of strings or {\"text\": ...} objects.");
        }
        List<ContextNode> nodes = new ArrayList<>();
        int i = 0;
        for (JsonNode item : e.getValue()) {
            nodes.add(node(item, "retrieval_context[" + i++ + "]"));
        }
        return List.copyOf(nodes);
    }

    static ContextNode node(JsonNode item, String field) {
        if (item.isTextual()) {
            return new ContextNode(item.asText(), null, null);
        }
        if (!item.isObject()) {
            throw EvaluationException.invalid(field, field + " must be a string, an object with a \"text\" string"
                    + " or an {\"image_url\": ...} image.");
        }
        ImageRef image = item.has("image_url") ? ImageRef.fromObject(item, field) : null;
        JsonNode text = image != null ? com.fasterxml.jackson.databind.node.TextNode.valueOf("") : item.get("text");
        if (text == null || !text.isTextual()) {
            throw EvaluationException.invalid(field + ".text", field + ".text must be a string.");
        }
        JsonNode id = item.get("id");
        if (present(id) && !(id.isTextual() || id.isNumber())) {
            throw EvaluationException.invalid(field + ".id", field + ".id must be a string or a number.");
        }
        JsonNode source = item.get("source");
        if (present(source) && !source.isTextual()) {
            throw EvaluationException.invalid(field + ".source", field + ".source must be a string.");
        }
        return new ContextNode(text.asText(), present(id) ? id : null, present(source) ? source.asText() : null, image);
    }

    static JsonNode scalar(JsonNode body, String field) {
        JsonNode v = body.get(field);
        if (!present(v)) {
            return null;
        }
        if (!(v.isTextual() || v.isNumber())) {
            throw EvaluationException.invalid(field, field + " must be a string or a number.");
        }
        return v;
    }

    static JsonNode metadata(JsonNode body) {
        JsonNode v = body.get("metadata");
        if (!present(v)) {
            return null;
        }
        if (!v.isObject()) {
            throw EvaluationException.invalid("metadata", "metadata must be a JSON object.");
        }
        return v;
    }

    static boolean present(JsonNode v) {
        return v != null && !v.isNull();
    }
}
