package dev.contextrecall.evaluation;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A request body as its transport delivered it: the bytes of an HTTP body (size, then strict UTF-8, then strict
 * JSON are checked), text already decoded (an API Gateway event), or JSON already parsed (a Lambda invoke, a queue
 * record, a dataset line).
 */
public sealed interface RequestBody {

    record Bytes(byte[] value) implements RequestBody {
    }

    record Text(String value) implements RequestBody {
    }

    record Parsed(JsonNode value) implements RequestBody {
    }

    static RequestBody of(byte[] value) {
        return new Bytes(value);
    }

    static RequestBody of(String value) {
        return new Text(value);
    }

    static RequestBody of(JsonNode value) {
        return new Parsed(value);
    }
}
