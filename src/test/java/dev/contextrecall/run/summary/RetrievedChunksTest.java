package dev.contextrecall.run.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** A chunk is known by its id, else its source, else its text. */
class RetrievedChunksTest {

    static final ObjectMapper JSON = new ObjectMapper();

    static JsonNode read(String json) throws Exception {
        return JSON.readTree(json);
    }

    @Test
    void idThenSourceThenAHashOfTheText() throws Exception {
        List<String> prints = RetrievedChunks.of(read("""
                {"retrieval_context": [{"text": "a", "id": "doc-17", "source": "kb/paris.md"}, {"text": "b", "id": 42},
                 {"text": "c", "source": "kb/tower.md"}, "At 330 metres."]}"""));
        assertEquals("id:doc-17", prints.get(0));
        assertEquals("id:42", prints.get(1));
        assertEquals("source:kb/tower.md", prints.get(2));
        assertTrue(prints.get(3).matches("sha256:[0-9a-f]{12}"), prints.get(3));
    }

    @Test
    void theSameTextHasTheSameFingerprintInAnyFieldOrShape() throws Exception {
        String plain = RetrievedChunks.of(read("{\"contexts\": [\"At 330 metres. \"]}")).get(0);
        assertEquals(plain, RetrievedChunks.of(read("{\"retrieved_contexts\": [{\"text\": \"At 330 metres.\"}]}")).get(0));
        assertNotEquals(plain, RetrievedChunks.of(read("{\"contexts\": [\"At 331 metres.\"]}")).get(0));
    }

    @Test
    void noRetrievedChunksIsUnknownNotEmpty() throws Exception {
        assertNull(RetrievedChunks.of(read("{\"expected_output\": \"x\"}")));
    }
}
