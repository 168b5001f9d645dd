package dev.contextrecall.json;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The one JSON mapper of the code that runs outside CDI (pure functions, files, the log line), with Jackson's
 * defaults; beans take Quarkus' ObjectMapper. Thread-safe once built, as Jackson's mappers are.
 */
public final class Json {

    /** Jackson's defaults: what the files and the log line are written and read with. */
    public static final ObjectMapper MAPPER = new ObjectMapper();

    /** For reading our own documents back as records: unknown fields are skipped, but a value of the wrong type is not coerced. */
    private static final ObjectMapper TYPED = JsonMapper.builder()
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private Json() {
    }

    /** A reader of JSON documents into the given record; a number written as text, or the reverse, fails. */
    public static ObjectReader typed(Class<?> type) {
        return TYPED.readerFor(type);
    }
}
