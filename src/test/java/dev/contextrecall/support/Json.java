package dev.contextrecall.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Assertions;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The one ObjectMapper of the tests and benchmarks, with the few helpers they need. Strict on input: text after
 * the JSON value is an error, so a response or a prompt block with anything glued to it does not parse as the
 * value in front. Floating-point numbers read as doubles (Jackson's default), as {@link Api} reads them.
 */
public final class Json {

    /** Thread-safe once configured; configure nothing on it afterwards. */
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {
    };

    private Json() {
    }

    /** The JSON text as a tree. */
    public static JsonNode read(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException("Not JSON: " + abbreviate(json), e);
        }
    }

    /** The JSON text as an object node (an error when it is an array or a scalar). */
    public static ObjectNode readObject(String json) {
        JsonNode node = read(json);
        if (!node.isObject()) {
            throw new IllegalArgumentException("Not a JSON object: " + abbreviate(json));
        }
        return (ObjectNode) node;
    }

    /** The JSON text of a tree, a map, a list or a record. */
    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("Cannot write as JSON: " + value, e);
        }
    }

    /** An object node (or any value that serialises to a JSON object) as a map, for a REST Assured body. */
    public static Map<String, Object> toMap(Object value) {
        return MAPPER.convertValue(value, MAP);
    }

    /** The names of an object node's fields, in order. */
    public static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    /** An empty object node to fill. */
    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    private static String abbreviate(String text) {
        return text == null || text.length() <= 200 ? String.valueOf(text) : text.substring(0, 200) + "...";
    }

    /** The objects of a JSONL data file of the repository, one a line; a missing file fails the test, naming it. */
    public static List<JsonNode> readLines(Path file, String what) {
        if (!Files.isRegularFile(file)) {
            Assertions.fail("The " + what + " is missing: expected "
                    + file.toAbsolutePath().normalize() + " (run the tests from the project directory).");
        }
        try {
            List<JsonNode> cases = new ArrayList<>();
            for (String line : Files.readAllLines(file)) {
                if (!line.isBlank()) {
                    cases.add(read(line));
                }
            }
            return cases;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the " + what + " " + file.toAbsolutePath().normalize(), e);
        }
    }
}
