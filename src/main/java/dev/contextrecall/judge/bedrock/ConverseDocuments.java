package dev.contextrecall.judge.bedrock;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.contextrecall.json.Json;
import software.amazon.awssdk.core.document.Document;

/** The AWS SDK's Document type to and from JSON: a tool's input schema goes out as one, the answer comes back as one. */
final class ConverseDocuments {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ConverseDocuments() {
    }

    /** Maps, lists, strings, numbers, booleans and nulls, as JsonSchemaElementUtils.toMap produces them. */
    static Document from(Object value) {
        if (value == null) {
            return Document.fromNull();
        }
        if (value instanceof Map<?, ?> map) {
            Map<String, Document> out = new LinkedHashMap<>();
            map.forEach((k, v) -> out.put(String.valueOf(k), from(v)));
            return Document.fromMap(out);
        }
        if (value instanceof List<?> list) {
            return Document.fromList(list.stream().map(ConverseDocuments::from).toList());
        }
        if (value instanceof Object[] array) {
            return from(List.of(array));
        }
        if (value instanceof Boolean b) {
            return Document.fromBoolean(b);
        }
        if (value instanceof Number n) {
            return Document.fromNumber(new BigDecimal(n.toString()));
        }
        if (value instanceof Enum<?> e) {
            return Document.fromString(e.name().toLowerCase(java.util.Locale.ROOT));
        }
        return Document.fromString(String.valueOf(value));
    }

    static String toJson(Document document) {
        try {
            return Json.MAPPER.writeValueAsString(node(document));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static String toJson(Object value) {
        return toJson(from(value));
    }

    private static JsonNode node(Document d) {
        if (d == null || d.isNull()) {
            return NODES.nullNode();
        }
        if (d.isMap()) {
            ObjectNode object = NODES.objectNode();
            d.asMap().forEach((k, v) -> object.set(k, node(v)));
            return object;
        }
        if (d.isList()) {
            ArrayNode array = NODES.arrayNode();
            d.asList().forEach(v -> array.add(node(v)));
            return array;
        }
        if (d.isBoolean()) {
            return NODES.booleanNode(d.asBoolean());
        }
        if (d.isNumber()) {
            BigDecimal number = d.asNumber().bigDecimalValue();
            return number.scale() <= 0 ? NODES.numberNode(number.toBigIntegerExact()) : NODES.numberNode(number);
        }
        return NODES.textNode(d.asString());
    }
}
