package dev.contextrecall.run.local;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.io.InputStream;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.contextrecall.digest.Sha256;
import dev.contextrecall.json.Json;

/**
 * A golden dataset: JSONL (one test case per line) or a JSON array of cases (DeepEval's
 * {@code save_as(file_type="json")}), in any field names the service accepts (its own, DeepEval's, Ragas', Opik's).
 * Two dataset conventions differ from a request's and are read as the library that wrote them means them:
 * DeepEval's {@code context} is the ideal context, not what the retriever returned, so it is never scored as
 * retrieved chunks; Ragas' older {@code ground_truths} list is the reference. A case is known by its id (its line or
 * item number when it has none) and by a hash of its content, so a resumed run reuses a finished case only while
 * the case is unchanged.
 */
public final class DatasetFile {

    /**
     * One case of the file; place is its line (JSONL) or item number (a JSON array), from 1, and line the line it
     * starts on.
     */
    public record Case(JsonNode id, String hash, JsonNode body, int place, int line) {
    }

    /** The request fields that carry the retrieved chunks (DeepEval's, Ragas', the older Ragas name). */
    static final List<String> RETRIEVED = List.of("retrieval_context", "retrieved_contexts", "contexts");

    private DatasetFile() {
    }

    /** How a dataset file is read: decided from its extension, and from its first character when that says nothing. */
    enum Format {
        /** One case a line (.jsonl, .ndjson): a line that is not one JSON object is an error naming it. */
        LINES,
        /** One JSON array of cases (.json starting with '['): anything after the array is an error. */
        ARRAY
    }

    /** What is done with each case as it is read. */
    public interface Each {
        void accept(Case c) throws IOException;
    }

    /** Every case, in file order; a case that is not a JSON object, or a repeated id, is refused with its place. */
    public static List<Case> read(Path file) throws IOException {
        List<Case> cases = new ArrayList<>();
        each(file, cases::add);
        return cases;
    }

    /**
     * Every case, in file order, one at a time: the file is never held whole, only the ids seen so far (to refuse a
     * repeated one). A case that is not a JSON object, bad bytes, or a repeated id stop the reading with the file and
     * the line.
     */
    public static void each(Path file, Each each) throws IOException {
        if (Files.isDirectory(file)) {
            throw new IllegalArgumentException("the dataset " + file + " is a folder, not a file.");
        }
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("the dataset " + file + " does not exist.");
        }
        Map<JsonNode, Integer> seen = new HashMap<>();
        if (format(file) == Format.ARRAY) {
            array(file, seen, each);
        } else {
            lines(file, seen, each);
        }
    }

    /** .jsonl, .ndjson and .jsonlines are lines whatever they start with; otherwise a file starting with '[' is an array. */
    static Format format(Path file) throws IOException {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".jsonl") || name.endsWith(".ndjson") || name.endsWith(".jsonlines")) {
            return Format.LINES;
        }
        try (InputStream in = Files.newInputStream(file)) {
            int b;
            while ((b = in.read()) != -1) {
                if (b == '[') {
                    return Format.ARRAY;
                }
                if (!Character.isWhitespace(b) && b != 0xEF && b != 0xBB && b != 0xBF) {
                    return Format.LINES;
                }
            }
        }
        return Format.LINES;
    }

    private static void lines(Path file, Map<JsonNode, Integer> seen, Each each) throws IOException {
        try (Utf8Lines lines = new Utf8Lines(file)) {
            for (Utf8Lines.Line row = lines.next(); row != null; row = lines.next()) {
                int line = row.number();
                if (row.text() == null) {
                    throw new IllegalArgumentException(file + " line " + line + " " + row.problem() + ".");
                }
                if (row.text().isBlank()) {
                    continue;
                }
                JsonNode body;
                try (JsonParser parser = Json.MAPPER.createParser(row.text())) {
                    body = Json.MAPPER.readTree(parser);
                    if (parser.nextToken() != null) {
                        throw new IllegalArgumentException(file + " line " + line + " holds more than one JSON value "
                                + "(one test case a line).");
                    }
                } catch (JsonProcessingException e) {
                    throw new IllegalArgumentException(file + " line " + line + " is not JSON: "
                            + e.getOriginalMessage());
                }
                each.accept(add(seen, file, "line " + line, line, line, body));
            }
        }
    }

    private static void array(Path file, Map<JsonNode, Integer> seen, Each each) throws IOException {
        try (JsonParser parser = Json.MAPPER.createParser(Files.newInputStream(file))) {
            int item = 0;
            try {
                parser.nextToken(); // '['
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    if (parser.currentToken() == null) {
                        throw new IllegalArgumentException(file + " is not a JSON array of test cases: it ends "
                                + "before the array closes (line " + parser.currentLocation().getLineNr() + ").");
                    }
                    int line = parser.currentLocation().getLineNr();
                    JsonNode body = Json.MAPPER.readTree(parser);
                    item++;
                    each.accept(add(seen, file, "item " + item + " (line " + line + ")", item, line, body));
                }
                if (parser.nextToken() != null) {
                    throw new IllegalArgumentException(file + " line " + parser.currentLocation().getLineNr()
                            + ": more follows the JSON array of test cases; a file of one case a line is read as "
                            + "such when it is named .jsonl.");
                }
            } catch (JsonProcessingException e) {
                throw new IllegalArgumentException(file + " is not a JSON array of test cases: " + e.getOriginalMessage()
                        + " (line " + e.getLocation().getLineNr() + ").");
            }
        }
    }

    private static Case add(Map<JsonNode, Integer> seen, Path file, String where, int place, int line, JsonNode body) {
        if (!body.isObject()) {
            throw new IllegalArgumentException(file + " " + where + " is not a JSON object (one test case each).");
        }
        JsonNode id = body.hasNonNull("id") && body.get("id").isValueNode() ? body.get("id")
                : TextNode.valueOf((where.startsWith("item") ? "item-" : "line-") + place);
        Integer earlier = seen.putIfAbsent(id, place);
        if (earlier != null) {
            throw new IllegalArgumentException(file + " " + where + " repeats id " + id + " of " + earlier
                    + "; runs are compared case by case, so each id must be unique.");
        }
        return new Case(id, Sha256.hex(body.toString()), asRequest((ObjectNode) body, file + " " + where), place, line);
    }

    /**
     * The case as the service reads it. DeepEval's context (the ideal context) is dropped beside retrieved chunks and
     * refused without them, since scoring it would measure the ideal context instead of the retriever; Ragas'
     * ground_truths list becomes the reference.
     */
    static ObjectNode asRequest(ObjectNode golden, String where) {
        ObjectNode body = golden.deepCopy();
        if (body.has("context")) {
            if (RETRIEVED.stream().noneMatch(body::has)) {
                throw new IllegalArgumentException(where + ": context is DeepEval's ideal context, not the chunks "
                        + "your retriever returned; give those as retrieval_context (DeepEval) or retrieved_contexts "
                        + "(Ragas).");
            }
            body.remove("context");
        }
        JsonNode truths = body.get("ground_truths");
        if (truths != null && truths.isArray() && !body.has("ground_truth") && !body.has("reference")
                && !body.has("expected_output")) {
            List<String> texts = new ArrayList<>();
            truths.forEach(t -> texts.add(t.asText()));
            body.remove("ground_truths");
            body.put("reference", String.join("\n", texts));
        }
        return body;
    }
}
