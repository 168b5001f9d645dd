package dev.contextrecall.run.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** A chunk is known by its id, else its source, else its text; and named so that a person can read it. */
class RetrievedChunksTest {

    static final ObjectMapper JSON = new ObjectMapper();

    static JsonNode read(String json) throws Exception {
        return JSON.readTree(json);
    }

    @Test
    void idThenSourceThenAHashOfTheText() throws Exception {
        List<String> prints = RetrievedChunks.of(read("""
                {"retrieval_context": [{"text": "a", "id": "doc-17", "source": "kb/paris.md"}, {"text": "b", "id": 42},
                 {"text": "c", "source": "kb/tower.md"}, "At 330 metres."]}""")).stream()
                .map(RetrievedChunks.Chunk::key).toList();
        assertEquals("id:doc-17", prints.get(0));
        assertEquals("id:42", prints.get(1));
        assertEquals("source:kb/tower.md", prints.get(2));
        assertTrue(prints.get(3).matches("sha256:[0-9a-f]{12}"), prints.get(3));
    }

    @Test
    void theSameTextHasTheSameFingerprintInAnyFieldOrShape() throws Exception {
        RetrievedChunks.Chunk plain = RetrievedChunks.of(read("{\"contexts\": [\"At 330 metres. \"]}")).get(0);
        assertEquals(plain, RetrievedChunks.of(read("{\"retrieved_contexts\": [{\"text\": \"At 330 metres.\"}]}")).get(0));
        assertNotEquals(plain.key(), RetrievedChunks.of(read("{\"contexts\": [\"At 331 metres.\"]}")).get(0).key());
    }

    @Test
    void noRetrievedChunksIsUnknownNotEmpty() throws Exception {
        assertNull(RetrievedChunks.of(read("{\"expected_output\": \"x\"}")));
    }

    @Test
    void aChunkIsNamedByItsIdOrSourceElseByTheStartOfItsText() throws Exception {
        List<String> labels = RetrievedChunks.of(read("""
                {"retrieval_context": [{"text": "a", "id": "doc-17", "source": "kb/paris.md"}, {"text": "b", "id": 42},
                 {"text": "c", "source": "kb/tower.md"}, "At 330 metres."]}""")).stream()
                .map(RetrievedChunks.Chunk::label).toList();
        assertEquals(List.of("doc-17", "42", "kb/tower.md", "\u201cAt 330 metres.\u201d"), labels);
    }

    @Test
    void aLongTextIsCutAtAWordOnOneLine() throws Exception {
        String text = "The Eiffel Tower is a wrought-iron lattice tower\non the Champ de Mars in Paris, France.\t"
                + "It is named after the engineer Gustave Eiffel.";
        RetrievedChunks.Chunk chunk = RetrievedChunks.of(JSON.createObjectNode().set("contexts",
                JSON.createArrayNode().add(text))).get(0);
        assertEquals("\u201cThe Eiffel Tower is a wrought-iron lattice tower on the\u2026\u201d", chunk.label());
        assertTrue(chunk.key().startsWith("sha256:"), chunk.key());
    }

    @Test
    void aTextWithoutSpacesIsCutAtACodePoint() throws Exception {
        String text = "\ud83d\ude00".repeat(80);
        String label = RetrievedChunks.of(JSON.createObjectNode().set("contexts", JSON.createArrayNode().add(text)))
                .get(0).label();
        assertEquals("\u201c" + "\ud83d\ude00".repeat(60) + "\u2026\u201d", label);
    }

    @Test
    void aChunkKeptByAnEarlierRunIsReadAsKeyAndLabel() throws Exception {
        assertEquals(new RetrievedChunks.Chunk("id:doc-3", "doc-3"), RetrievedChunks.read(read("\"id:doc-3\"")));
        assertEquals(new RetrievedChunks.Chunk("source:kb/a.md", "kb/a.md"),
                RetrievedChunks.read(read("\"source:kb/a.md\"")));
        assertEquals(new RetrievedChunks.Chunk("sha256:0123456789ab", "sha256:0123456789ab"),
                RetrievedChunks.read(read("\"sha256:0123456789ab\"")));
        RetrievedChunks.Chunk kept = new RetrievedChunks.Chunk("sha256:0123456789ab", "\u201cAt 330 metres.\u201d");
        assertEquals(kept, RetrievedChunks.read(JSON.valueToTree(kept)));
    }
}
