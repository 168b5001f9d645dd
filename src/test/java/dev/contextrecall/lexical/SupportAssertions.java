package dev.contextrecall.lexical;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

/** What the support tests assert of one node and one sentence, as a user reads the verdict. */
final class SupportAssertions {

    private SupportAssertions() {
    }

    /** The node supports the sentence, with a quote it holds. */
    static void assertSupported(String node, String sentence, String language) {
        Support s = new SupportFinder(List.of(node), language).find(sentence);
        assertTrue(s.supported(), sentence + " " + s);
        assertTrue(node.contains(s.quote()), s.quote());
    }

    /** The node does not support the sentence, and no quote is given. */
    static void assertNotSupported(String node, String sentence, String language) {
        Support s = new SupportFinder(List.of(node), language).find(sentence);
        assertFalse(s.supported(), sentence + " " + s);
        assertNull(s.quote(), sentence);
    }

    /** The sentence is not supported by the node, which says {@code instead} where it says {@code said}. */
    static void assertReplaced(String said, String instead, String node, String sentence, String language) {
        Support s = new SupportFinder(List.of(node), language).find(sentence);
        assertFalse(s.supported(), sentence + " " + s);
        assertNull(s.quote(), sentence);
        assertEquals(new Support.Replaced(said, instead), s.contrast(), sentence);
    }

    /** The content words' keys of a text, in English. */
    static List<String> keys(String text) {
        return Tokenizer.tokens(text).stream().filter(Token::content).map(Token::key).toList();
    }
}
