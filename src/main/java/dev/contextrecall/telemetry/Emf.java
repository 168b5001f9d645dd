package dev.contextrecall.telemetry;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.contextrecall.json.Json;

/**
 * One CloudWatch Embedded Metric Format line: a JSON object whose "_aws" member tells CloudWatch Logs which of its
 * fields are metrics, so metrics exist without a PutMetricData call (or an SDK) in the function.
 */
public final class Emf {

    private final String namespace;
    private final List<String> dimensions;
    private final Map<String, String> units = new LinkedHashMap<>();
    private final ObjectNode line = Json.MAPPER.createObjectNode();

    private Emf(String namespace, List<String> dimensions) {
        this.namespace = namespace;
        this.dimensions = dimensions;
    }

    /** Dimension names; each must also be set as a string with {@link #put(String, String)}. */
    public static Emf line(String namespace, String... dimensions) {
        return new Emf(namespace, List.of(dimensions));
    }

    public Emf metric(String name, double value, String unit) {
        units.put(name, unit);
        line.put(name, value);
        return this;
    }

    public Emf metric(String name, long value, String unit) {
        units.put(name, unit);
        line.put(name, value);
        return this;
    }

    public Emf put(String name, String value) {
        if (value != null) {
            line.put(name, value);
        }
        return this;
    }

    /** Any other field: a number, boolean, text or JSON value (nulls are left out). */
    public Emf put(String name, Object value) {
        if (value != null) {
            line.set(name, Json.MAPPER.valueToTree(value));
        }
        return this;
    }

    public ObjectNode toJson(long timestampMillis) {
        ObjectNode directive = Json.MAPPER.createObjectNode();
        directive.put("Namespace", namespace);
        directive.putArray("Dimensions").add(Json.MAPPER.valueToTree(dimensions));
        ArrayNode metrics = directive.putArray("Metrics");
        units.forEach((name, unit) -> metrics.addObject().put("Name", name).put("Unit", unit));
        ObjectNode aws = Json.MAPPER.createObjectNode();
        aws.put("Timestamp", timestampMillis);
        aws.putArray("CloudWatchMetrics").add(directive);
        ObjectNode out = Json.MAPPER.createObjectNode();
        out.set("_aws", aws);
        out.setAll(line);
        return out;
    }

    /**
     * Printed straight to standard output, which Lambda sends to CloudWatch Logs line by line: going through the
     * logger would wrap it in the log format (and in JSON logging, turn it into a string field).
     */
    public void print() {
        String text = toJson(System.currentTimeMillis()).toString();
        System.out.println(text);
    }
}
