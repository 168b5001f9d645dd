package dev.contextrecall.digest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

class Sha256Test {

    @Test
    void theDigestOfTextIsThatOfItsUtf8Bytes() {
        // sha256sum of the bytes {"id":1}
        assertEquals("037c9214eef74cc3887f3a4f085b4e17d76280dafd273b0ee160c09c4ba1cfd4", Sha256.hex("{\"id\":1}"));
        assertEquals(Sha256.hex("é".getBytes(StandardCharsets.UTF_8)), Sha256.hex("é"));
    }

    @Test
    void partsFedInOrderDigestAsTheirConcatenation() {
        assertEquals(Sha256.hex("{\"id\":1}"), Sha256.hex("{\"id\"".getBytes(StandardCharsets.UTF_8),
                new byte[0], ":1}".getBytes(StandardCharsets.UTF_8)));
    }
}
