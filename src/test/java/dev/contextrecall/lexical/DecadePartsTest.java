package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertNotSupported;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/23: "the early 1960s", "the mid-1960s" and "the late 1960s" say part of a decade (1960 to 1964,
 * 1963 to 1967, 1966 to 1969), so a year outside it, or the whole decade, does not give it.
 */
class DecadePartsTest {

    @Test
    void aPartOfADecadeIsKeyedWithItsWord() {
        assertEquals(List.of("born", "1960e"), TokenizerTest.keys("He was born in the early 1960s.", "en"));
        assertEquals(List.of("1960m"), TokenizerTest.keys("in the mid-1960s", "en"));
        assertEquals(List.of("60l"), TokenizerTest.keys("in the late '60s", "en"));
        assertEquals(List.of("1960e", "geboren"), TokenizerTest.keys("Anfang der 1960er Jahre geboren", "de")
                .stream().filter(k -> !k.equals("jahr")).toList());
        assertEquals("early 1960s", firstFigure("He was born in the early 1960s."), "a reason names the part");
    }

    @Test
    void aYearOutsideThePartDoesNotGiveIt() {
        assertNotSupported("He was born in 1968.", "He was born in the early 1960s.", "en");
        assertNotSupported("He was born in 1962.", "He was born in the late 1960s.", "en");
        assertNotSupported("He was born in the 1960s.", "He was born in the late 1960s.", "en");
        assertNotSupported("The band formed in 1968.", "The band formed in the early '60s.", "en");
        assertNotSupported("Er wurde 1968 geboren.", "Er wurde Anfang der 1960er Jahre geboren.", "de");
        assertSupported("He was born in 1962.", "He was born in the early 1960s.", "en");
        assertSupported("He was born in 1965.", "He was born in the mid-1960s.", "en");
        assertSupported("The band formed in 1968.", "The band formed in the late '60s.", "en");
        assertSupported("He was born in the late 1960s.", "He was born in the 1960s.", "en");
        assertSupported("It was built in the late 1960s.", "It was built in the 20th century.", "en");
        assertSupported("Er wurde 1968 geboren.", "Er wurde Ende der 1960er Jahre geboren.", "de");
    }

    private static String firstFigure(String text) {
        Token t = Tokenizer.tokens(text, "en").stream().filter(k -> k.kind() == Token.Kind.NUMBER).findFirst()
                .orElseThrow();
        return text.substring(t.start(), t.end());
    }
}
