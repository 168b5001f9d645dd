package dev.contextrecall.run;

import java.io.BufferedReader;
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
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.contextrecall.digest.Sha256;

/**
 * A golden dataset as JSONL: one test case per line, in any field names the service accepts (its own, DeepEval's,
 * Ragas', Opik's). A case is known by its id (the line number when it has none) and by a hash of its content, so a
 * resumed run reuses a finished case only while the case is unchanged.
 */
public final class DatasetFile {

    /** One line of the file. */
    public record Case(JsonNode id, String hash, JsonNode body, int line) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private DatasetFile() {
    }

    /** Every case, in file order; a line that is not a JSON object, or a repeated id, is refused with its line. */
    public static List<Case> read(Path file) throws IOException {
        List<Case> cases = new ArrayList<>();
        Map<JsonNode, Integer> seen = new HashMap<>();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String text;
            int line = 0;
            while ((text = in.readLine()) != null) {
                line++;
                if (text.isBlank()) {
                    continue;
                }
                JsonNode body;
                try {
                    body = JSON.readTree(text);
                } catch (JsonProcessingException e) {
                    throw new IllegalArgumentException(file + " line " + line + " is not JSON: "
                            + e.getOriginalMessage());
                }
                if (!body.isObject()) {
                    throw new IllegalArgumentException(file + " line " + line + " is not a JSON object (one test "
                            + "case per line).");
                }
                JsonNode id = body.hasNonNull("id") && body.get("id").isValueNode() ? body.get("id")
                        : TextNode.valueOf("line-" + line);
                Integer earlier = seen.putIfAbsent(id, line);
                if (earlier != null) {
                    throw new IllegalArgumentException(file + " line " + line + " repeats id " + id + " of line "
                            + earlier + "; runs are compared case by case, so each id must be unique.");
                }
                cases.add(new Case(id, Sha256.hex(body.toString()), body, line));
            }
        }
        return cases;
    }
}
