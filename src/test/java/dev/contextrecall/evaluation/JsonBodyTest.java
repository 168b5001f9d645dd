package dev.contextrecall.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.contextrecall.error.ErrorCode;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.support.Json;

/** A body that is not JSON is told what broke and where, in plain words, without the parser's internals. */
class JsonBodyTest {

    private static final ObjectMapper JSON = Json.MAPPER;

    static Stream<Arguments> brokenBodies() {
        return Stream.of(
                Arguments.of("{\"expected_output\": \"x\", ", "it ends before the JSON value is complete at line 1, column 26"),
                Arguments.of("{\"expected_output\": x}", "unrecognised word 'x' (strings need double quotes) at line 1, column 21"),
                Arguments.of("{\"a\": 1,\n  ]", "unexpected character ']' at line 2, column 3"),
                Arguments.of("{\"a\": \"line\nbreak\"}", "a string holds an unescaped control character (escape line"
                        + " breaks and tabs as \\n and \\t) at line 1, column 12"));
    }

    @ParameterizedTest
    @MethodSource("brokenBodies")
    void saysWhatBrokeAndWhere(String body, String expected) {
        JsonProcessingException parserError = assertThrows(JsonProcessingException.class, () -> JSON.readTree(body));
        EvaluationException error = JsonBody.malformed(parserError);
        assertEquals(ErrorCode.MALFORMED_REQUEST, error.errorCode());
        assertEquals("The request body is not valid JSON: " + expected + ".", error.getMessage());
    }
}
