package dev.contextrecall.run.local;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
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

    /** One case of the file; line is its line (JSONL) or item number (a JSON array), from 1. */
    public record Case(JsonNode id, String hash, JsonNode body, int line) {
    }

    /** The request fields that carry the retrieved chunks (DeepEval's, Ragas', the older Ragas name). */
    static final List<String> RETRIEVED = List.of("retrieval_context", "retrieved_contexts", "contexts");

    private DatasetFile() {
    }

    /** Every case, in file order; a case that is not a JSON object, or a repeated id, is refused with its place. */
    public static List<Case> read(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            throw new IllegalArgumentException("the dataset " + file + " is a folder, not a file.");
        }
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("the dataset " + file + " does not exist.");
        }
        String text = Files.readString(file, StandardCharsets.UTF_8);
        return text.stripLeading().startsWith("[") ? array(file, text) : lines(file, text);
    }

    private static List<Case> lines(Path file, String text) {
        List<Case> cases = new ArrayList<>();
        Map<JsonNode, Integer> seen = new HashMap<>();
        int line = 0;
        for (String row : text.split("\n", -1)) {
            line++;
            if (row.isBlank()) {
                continue;
            }
            JsonNode body;
            try {
                body = Json.MAPPER.readTree(row);
            } catch (JsonProcessingException e) {
                throw new IllegalArgumentException(file + " line " + line + " is not JSON: " + e.getOriginalMessage());
            }
            add(cases, seen, file, "line " + line, line, body);
        }
        return cases;
    }

    private static List<Case> array(Path file, String text) {
        JsonNode items;
        try {
            items = Json.MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(file + " is not a JSON array of test cases: " + e.getOriginalMessage()
                    + " (line " + e.getLocation().getLineNr() + ").");
        }
        List<Case> cases = new ArrayList<>();
        Map<JsonNode, Integer> seen = new HashMap<>();
        for (int i = 0; i < items.size(); i++) {
            add(cases, seen, file, "item " + (i + 1), i + 1, items.get(i));
        }
        return cases;
    }

    private static void add(List<Case> cases, Map<JsonNode, Integer> seen, Path file, String where, int place,
            JsonNode body) {
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
        cases.add(new Case(id, Sha256.hex(body.toString()), asRequest((ObjectNode) body, file + " " + where), place));
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
