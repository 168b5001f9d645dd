package dev.contextrecall.metric;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/**
 * The statement store's key: a run's stored statements are found again only while the key of the same case stays
 * the same, across versions too. The expected values are SHA-256 of the length-prefixed parts, computed apart.
 */
class StatementStoreKeyTest {

    @Test
    void theKeyIsTheDigestOfTheLengthPrefixedParts() {
        assertEquals("18709af8d92d475097b5d4f9b463e0a927876752a8a071721f91eea40ede52bc", StatementStore.key(
                "When was it built?", "The tower was completed in 1889.", "gpt-4o-mini", "prompts/3"));
        // UTF-8 byte lengths, and a missing part written as "null".
        assertEquals("14ba09cbbb95adfe0da4f23d7dd1ef3518f6bd0be17429ec3759f06e67db9485",
                StatementStore.key("é", null, "m", "v"));
    }

    @Test
    void partsThatConcatenateAlikeGiveDifferentKeys() {
        assertNotEquals(StatementStore.key("ab", "c", "m", "v"), StatementStore.key("a", "bc", "m", "v"));
    }
}
