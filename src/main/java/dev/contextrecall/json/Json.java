package dev.contextrecall.json;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;

/**
 * The JSON mapper for every file and stored object we write (run folders, the results bucket, the statement store)
 * and for code outside CDI; the transports' responses are written by Quarkus' ObjectMapper. Thread-safe once built.
 */
public final class Json {

    /** Jackson's defaults, plus Optional written as its value or null, as the transports write a result. */
    public static final ObjectMapper MAPPER = JsonMapper.builder().addModule(new Jdk8Module()).build();

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
