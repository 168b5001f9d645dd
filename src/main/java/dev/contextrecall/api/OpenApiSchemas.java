package dev.contextrecall.api;

import java.util.List;
import java.util.Map;

import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The shapes of the HTTP API as the OpenAPI document (/q/openapi, docs/openapi.yaml) shows them. The routes read
 * their bodies as bytes (so that every malformed body gets the error JSON), so the request's shape is declared
 * here; field names are the wire names, hence snake_case. Never instantiated: documentation only.
 */
final class OpenApiSchemas {

    private OpenApiSchemas() {
    }

    static final String EIFFEL_REQUEST = """
            {"id": "case-42",
             "input": "When was the Eiffel Tower built and how tall is it?",
             "expected_output": "The Eiffel Tower was completed in 1889. It is 330 metres tall. It was designed by Gustave Eiffel's company.",
             "retrieval_context": [
               {"text": "The Eiffel Tower, completed in 1889 for the World's Fair, stands on the Champ de Mars in Paris.", "id": "doc-17", "source": "kb/paris.md"},
               "At 330 metres, the tower is the tallest structure in Paris."],
             "metadata": {"dataset": "golden-v3"}}""";

    static final String EIFFEL_RESULT = """
            {"id": "case-42", "metric": "context_recall", "score": 0.6667, "success": true, "threshold": 0.5,
             "strict_mode": false,
             "reason": "The score is 0.67 because nodes 1 and 2 give the date and the height; nothing names the designer.",
             "algorithm": "statements", "evidence": "report", "judge": "llm", "evaluation_model": "gpt-4o-mini-2024-07-18", "language": "en",
             "verdicts": [
               {"statement": "The Eiffel Tower was completed in 1889.", "verdict": "yes", "reason": "Node 1 gives the year.",
                "nodes": [0], "quote": "completed in 1889", "evidence_verified": true,
                "citations": [{"node": 0, "id": "doc-17", "source": "kb/paris.md"}]},
               {"statement": "The Eiffel Tower is 330 metres tall.", "verdict": "yes", "reason": "Node 2 gives the height.",
                "nodes": [1], "quote": "At 330 metres", "evidence_verified": true},
               {"statement": "The Eiffel Tower was designed by Gustave Eiffel's company.", "verdict": "no",
                "reason": "No node names the designer.", "nodes": [], "quote": null, "evidence_verified": null}],
             "usage": {"llm_calls": 2, "input_tokens": 200, "output_tokens": 40},
             "evaluation_cost": 0.000054, "duration_ms": 812, "prompt_version": "context-recall-prompts/4",
             "metadata": {"dataset": "golden-v3"}}""";

    static final String CONVERSATION_REQUEST = """
            {"id": "curie-1", "window_size": 1,
             "expected_outcome": "Marie Curie was born in Warsaw. She won the Nobel Prize in Physics.",
             "turns": [
               {"role": "user", "content": "Where was Marie Curie born?"},
               {"role": "assistant", "content": "In Warsaw.",
                "retrieval_context": ["Marie Curie was born in Warsaw in 1867."]},
               {"role": "user", "content": "Which prizes did she win?"},
               {"role": "assistant", "content": "Two Nobel Prizes.",
                "retrieval_context": ["Curie won the 1903 Nobel Prize in Physics and the 1911 Nobel Prize in Chemistry."]}]}""";

    static final String CONVERSATION_RESULT = """
            {"id": "curie-1", "metric": "turn_context_recall", "score": 0.75, "success": true, "threshold": 0.5,
             "strict_mode": false,
             "reason": "The score is 0.75 because it is the mean recall of the expected outcome's 2 statements over the 2 windows that had retrieval context.",
             "algorithm": "statements", "evidence": "report", "judge": "llm", "evaluation_model": "gpt-4o-mini-2024-07-18", "language": "en",
             "window_size": 1,
             "statements": ["Marie Curie was born in Warsaw.", "Marie Curie won the Nobel Prize in Physics."],
             "usage": {"llm_calls": 3, "input_tokens": 610, "output_tokens": 95},
             "evaluation_cost": 0.00015, "duration_ms": 1450, "prompt_version": "context-recall-prompts/4"}""";

    static final String INVALID_CASE = """
            {"error": {"code": "invalid_test_case", "message": "retrieval_context is required: the chunks your retriever returned, as a list.",
             "field": "retrieval_context", "retryable": false}}""";

    static final String JUDGE_UNAVAILABLE = """
            {"error": {"code": "judge_unavailable", "message": "The judge's provider failed repeatedly; calls are paused for a while (circuit open).",
             "field": null, "retryable": true}}""";

    @Schema(name = "ContextNode", description = "One retrieved chunk with its identity, echoed in the verdicts'"
            + " citations.")
    static class ContextNode {
        @Schema(required = true, description = "The chunk's text.")
        public String text;
        @Schema(description = "The chunk's id in your store (string or number), echoed in citations.",
                oneOf = { String.class, Number.class })
        public Object id;
        @Schema(description = "Where the chunk comes from (a file, a URL), echoed in citations.")
        public String source;
    }

    @Schema(name = "RetrievedChunk", description = "A chunk as plain text, as a ContextNode, or an image"
            + " (see docs/variants.md#images).", oneOf = { String.class, ContextNode.class })
    static class RetrievedChunk {
    }

    @Schema(name = "ContextRecallRequest", description = "One test case: a reference answer and the chunks the"
            + " retriever returned. Field names are DeepEval's; the aliases (Ragas, Opik) are accepted instead, but"
            + " one field given under two names is an error. Unknown fields are ignored.")
    static class ContextRecallRequest {
        @Schema(required = true, description = "The reference answer (a non-blank string, or a list of text and"
                + " images). Aliases: reference, ground_truth, expected_answer.",
                oneOf = { String.class, List.class })
        public Object expected_output;
        @Schema(required = true, description = "The chunks the retriever returned, in rank order. Aliases:"
                + " retrieved_contexts, contexts, context.")
        public List<RetrievedChunk> retrieval_context;
        @Schema(description = "The question; shown to the judge so that terse references read right. Aliases:"
                + " user_input, question.")
        public String input;
        @Schema(description = "The generated answer; accepted, not scored, not sent to the judge. Aliases:"
                + " response, output, answer.")
        public String actual_output;
        @Schema(description = "Echoed in the result.")
        public String id;
        @Schema(description = "Echoed in the result.")
        public String name;
        @Schema(description = "Echoed in the result; metadata.dataset names the dataset in the metrics.")
        public Map<String, Object> metadata;
        @Schema(description = "success = score >= threshold. Default context-recall.threshold (0.5).",
                minimum = "0", maximum = "1")
        public Double threshold;
        @Schema(description = "Score 1 or 0, threshold 1. Default false.")
        public Boolean strict_mode;
        @Schema(description = "false: reason is null. Default true.")
        public Boolean include_reason;
        @Schema(description = "How the reference is split and judged. Default context-recall.algorithm"
                + " (statements).", enumeration = { "statements", "sentences", "holistic", "reference_contexts",
                        "context_ids" })
        public String algorithm;
        @Schema(description = "report: an unverified quote is flagged; require: an unverified yes counts as no."
                + " Default report.", enumeration = { "report", "require" })
        public String evidence;
        @Schema(description = "A named model configuration (quarkus.langchain4j.openai.NAME.*); unknown names are"
                + " rejected.")
        public String model;
        @Schema(description = "Which judge scores the case. Default context-recall.judge.default (auto: the LLM"
                + " when a provider is configured, else offline).", enumeration = { "llm", "offline" })
        public String judge;
        @Schema(description = "The reference's language, a BCP 47 tag (zh, hi, de-AT): the judge writes statements"
                + " and reasons in it, and the sentences algorithm splits by its rules. Default: taken from the"
                + " reference's script.", example = "zh")
        public String language;
        @Schema(description = "Attribution calls made for this case and merged by majority (a tie is no); each"
                + " verdict then carries its agreement. LLM judge only; the offline judge is asked once. Default"
                + " context-recall.samples (1).", minimum = "1", maximum = "5")
        public Integer samples;
        @Schema(description = "The reference's statements, pinned: no extraction call, and the denominator is"
                + " exactly this list.")
        public List<String> reference_statements;
        @Schema(description = "For algorithm reference_contexts: the chunks that should have been retrieved.")
        public List<RetrievedChunk> reference_contexts;
        @Schema(description = "For algorithm context_ids: the ids that should have been retrieved.")
        public List<String> reference_context_ids;
        @Schema(description = "For algorithm context_ids: the ids that were retrieved.")
        public List<String> retrieved_context_ids;
    }

    @Schema(name = "Turn", description = "One turn of a conversation.")
    static class Turn {
        @Schema(required = true, enumeration = { "user", "assistant" })
        public String role;
        @Schema(required = true, description = "What was said.")
        public String content;
        @Schema(description = "Only on assistant turns: the chunks retrieved for this answer (as in"
                + " ContextRecallRequest.retrieval_context).")
        public List<RetrievedChunk> retrieval_context;
    }

    @Schema(name = "TurnContextRecallRequest", description = "A conversation: how much of the expected outcome"
            + " each window of interactions had in its retrieved context (docs/variants.md).")
    static class TurnContextRecallRequest {
        @Schema(required = true, description = "The conversation, in order; not empty.")
        public List<Turn> turns;
        @Schema(required = true, description = "What the conversation should establish (a non-blank string).")
        public String expected_outcome;
        @Schema(description = "Interactions per window, >= 1. Default context-recall.turns.window-size (10).",
                minimum = "1")
        public Integer window_size;
        @Schema(description = "As in ContextRecallRequest: threshold, strict_mode, include_reason, evidence,"
                + " model, id, name, metadata.", enumeration = { "statements", "sentences" })
        public String algorithm;
        public Double threshold;
        public Boolean strict_mode;
        public Boolean include_reason;
        public String evidence;
        public String model;
        public String id;
        public String name;
        public Map<String, Object> metadata;
    }

    @Schema(name = "Citation", description = "A cited node that came with an id or a source.")
    static class Citation {
        @Schema(description = "0-based index into retrieval_context.")
        public int node;
        @Schema(oneOf = { String.class, Number.class })
        public Object id;
        public String source;
    }

    @Schema(name = "Verdict", description = "One statement of the reference and whether the chunks support it.")
    static class Verdict {
        public String statement;
        @Schema(enumeration = { "yes", "no" })
        public String verdict;
        @Schema(description = "The judge's reason; null when include_reason is false.")
        public String reason;
        @Schema(description = "0-based indexes into retrieval_context of the supporting nodes.")
        public List<Integer> nodes;
        @Schema(description = "The supporting span quoted from a cited node; null for no.")
        public String quote;
        @Schema(description = "true only when the quote stands in a cited node (checked in code); null for no.")
        public Boolean evidence_verified;
        public List<Citation> citations;
        @Schema(description = "With samples > 1: the samples that gave this majority verdict, of all, e.g. 2/3.")
        public String agreement;
    }

    @Schema(name = "Usage", description = "Every answer the provider sent, rejected ones included (they were"
            + " billed).")
    static class Usage {
        public int llm_calls;
        @Schema(description = "null when the provider did not report it.")
        public Long input_tokens;
        public Long output_tokens;
        @Schema(description = "Of input_tokens, those the provider read from its prompt cache (OpenAI's"
                + " prompt_tokens_details.cached_tokens), priced at the cached-input price.")
        public Long cached_input_tokens;
    }

    @Schema(name = "ContextRecallResult", description = "The score and how it was made, statement by statement."
            + " Other algorithms and conversations add their own fields (docs/scoring.md, docs/variants.md).")
    static class ContextRecallResult {
        public String id;
        public String name;
        @Schema(enumeration = { "context_recall", "turn_context_recall" })
        public String metric;
        @Schema(description = "Supported statements / statements, 4 decimal places; null only when nothing could"
                + " be assessed.", minimum = "0", maximum = "1")
        public Double score;
        @Schema(description = "score >= threshold, decided on the reported score.")
        public boolean success;
        public double threshold;
        public boolean strict_mode;
        public String reason;
        public String algorithm;
        public String evidence;
        @Schema(enumeration = { "llm", "offline", "none" })
        public String judge;
        @Schema(description = "The model that judged, as the provider named it; offline-lexical/3 for the offline"
                + " judge.")
        public String evaluation_model;
        @Schema(description = "The reference's language the case was judged in: the request's language, else the"
                + " one detected from its text (en for English); und when the text does not tell. Absent for the"
                + " algorithms that judge no text.")
        public String language;
        @Schema(description = "true when the request pinned reference_statements.")
        public Boolean statements_supplied;
        public List<Verdict> verdicts;
        @Schema(description = "Present when the case was judged more than once: the number of samples.")
        public Integer samples;
        @Schema(description = "With samples > 1: the mean agreement of the verdicts with their majority.")
        public Double stability;
        @Schema(description = "With samples > 1: some verdict's agreement is below context-recall.min-agreement.")
        public Boolean flaky;
        public Usage usage;
        @Schema(description = "USD from the configured price table; null for a model not in it.")
        public Double evaluation_cost;
        public long duration_ms;
        public String prompt_version;
        public Map<String, Object> metadata;
    }

    @Schema(name = "ErrorDetail")
    static class ErrorDetail {
        @Schema(required = true, enumeration = { "invalid_test_case", "payload_too_large", "rate_limited",
                "judge_unavailable", "judge_output_invalid", "timeout", "internal_error" })
        public String code;
        @Schema(required = true, description = "What went wrong and what to do; never the request's text.")
        public String message;
        @Schema(required = true, type = SchemaType.STRING, nullable = true,
                description = "The field at fault, e.g. retrieval_context[1].text; null when no field is.")
        public String field;
        @Schema(required = true, description = "Whether the same request may succeed if sent again later.")
        public boolean retryable;
    }

    @Schema(name = "Error", description = "Every error, from every entry point.")
    static class Error {
        @Schema(required = true)
        public ErrorDetail error;
    }
}
