package dev.contextrecall.run.summary;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.digest.Sha256;
import io.quarkus.runtime.annotations.RegisterForReflection;

/**
 * The chunks a test case's retriever returned, so that two runs of a case can say which chunks left the retrieval
 * and which arrived. Each has a key (its fingerprint: the chunk's id when it has one, else its source, else a hash
 * of its text, NFC and trimmed) that the runs are compared by, and a label a person can read: the id, the source,
 * or the start of its text. Read from the test case as written, in any of the field names the service accepts.
 */
public final class RetrievedChunks {

    /** Where a test case carries its retrieved chunks, in the order the service reads them. */
    static final List<String> FIELDS = List.of("retrieval_context", "retrieved_contexts", "contexts", "context");
    /** How much of a chunk's text its label shows. */
    static final int EXCERPT_CHARS = 60;

    /**
     * One retrieved chunk: key compares it across runs (never shown to a person); label names it in the reports.
     */
    @RegisterForReflection
    public record Chunk(String key, String label) {
    }

    private RetrievedChunks() {
    }

    /** The chunks, in retrieval order; null when the case carries no retrieved chunks. */
    public static List<Chunk> of(JsonNode testCase) {
        if (testCase == null) {
            return null;
        }
        for (String field : FIELDS) {
            JsonNode chunks = testCase.get(field);
            if (chunks != null && chunks.isArray()) {
                List<Chunk> out = new ArrayList<>();
                chunks.forEach(chunk -> out.add(chunk(chunk)));
                return out;
            }
        }
        return null;
    }

    static Chunk chunk(JsonNode chunk) {
        if (chunk.isObject()) {
            JsonNode id = chunk.get("id");
            if (id != null && (id.isTextual() || id.isNumber())) {
                return new Chunk("id:" + id.asText(), id.asText());
            }
            JsonNode source = chunk.get("source");
            if (source != null && source.isTextual()) {
                return new Chunk("source:" + source.asText(), source.asText());
            }
            JsonNode text = chunk.get("text");
            return text(text != null && text.isTextual() ? text.asText() : chunk.toString());
        }
        return text(chunk.asText());
    }

    private static Chunk text(String text) {
        String normal = Normalizer.normalize(text.strip(), Normalizer.Form.NFC);
        return new Chunk("sha256:" + Sha256.hex(normal).substring(0, 12), excerpt(normal));
    }

    /**
     * The start of a chunk's text in quotes, on one line: whitespace runs become one space, control characters go,
     * and a text longer than {@link #EXCERPT_CHARS} is cut at a word (or a code point) with an ellipsis. Escaping
     * for HTML or Markdown is the report's job.
     */
    static String excerpt(String text) {
        String line = text.replaceAll("[\\p{Cntrl}\\s]+", " ").strip();
        if (line.codePointCount(0, line.length()) > EXCERPT_CHARS) {
            int end = line.offsetByCodePoints(0, EXCERPT_CHARS);
            int space = line.lastIndexOf(' ', end);
            line = (space > EXCERPT_CHARS / 2 ? line.substring(0, space) : line.substring(0, end)).strip() + "\u2026";
        }
        return "\u201c" + line + "\u201d";
    }

    /**
     * A chunk as a run's results.jsonl keeps it: {"key", "label"}, or (a run written before chunks had labels) its
     * key alone, labelled by the id or source it names, else by the key itself.
     */
    public static Chunk read(JsonNode stored) {
        if (stored.isObject()) {
            String key = stored.path("key").asText();
            return new Chunk(key, stored.hasNonNull("label") ? stored.get("label").asText() : key);
        }
        String key = stored.asText();
        for (String prefix : List.of("id:", "source:")) {
            if (key.startsWith(prefix)) {
                return new Chunk(key, key.substring(prefix.length()));
            }
        }
        return new Chunk(key, key);
    }

    /** The chunks of {@code from} whose key is not among {@code others}' keys, each once, in order. */
    static List<Chunk> missingFrom(List<Chunk> from, List<Chunk> others) {
        List<String> otherKeys = others.stream().map(Chunk::key).toList();
        List<String> seen = new ArrayList<>();
        List<Chunk> out = new ArrayList<>();
        for (Chunk c : from) {
            if (!otherKeys.contains(c.key()) && !seen.contains(c.key())) {
                seen.add(c.key());
                out.add(c);
            }
        }
        return out;
    }
}
