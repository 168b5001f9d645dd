package dev.contextrecall.lexical.numbers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.contextrecall.lexical.SupportFinder;

/**
 * offline-lexical/24: German and Dutch write a number below a million as one word; it is read whole, so that "35 Jahre"
 * is found in "fünfunddreißig Jahre" and "80.000" in "achtzigtausend". A unit word alone keeps its own rules.
 */
class CompoundNumberWordsTest {

    @Test
    void germanNumberWordsAreReadWhole() {
        assertEquals(35, CountWords.number("funfunddreißig", "de"));
        assertEquals(35, CountWords.number("funfunddreissig", "de"));
        assertEquals(21, CountWords.number("einundzwanzig", "de"));
        assertEquals(13, CountWords.number("dreizehn", "de"));
        assertEquals(80_000, CountWords.number("achtzigtausend", "de"));
        assertEquals(250, CountWords.number("zweihundertfunfzig", "de"));
        assertEquals(100, CountWords.number("einhundert", "de"));
        assertEquals(2020, CountWords.number("zweitausendzwanzig", "de"));
        assertEquals(345_678, CountWords.number("dreihundertfunfundvierzigtausendsechshundertachtundsiebzig", "de"));
    }

    @Test
    void dutchNumberWordsAreReadWhole() {
        assertEquals(35, CountWords.number("vijfendertig", "nl"));
        assertEquals(22, CountWords.number("tweeentwintig", "nl"));
        assertEquals(8000, CountWords.number("achtduizend", "nl"));
        assertEquals(300, CountWords.number("driehonderd", "nl"));
    }

    @Test
    void aFigureIsFoundInItsNumberWord() {
        assertEquals(true, new SupportFinder(List.of("Er war fünfunddreißig Jahre alt."), "de")
                .find("Er war 35 Jahre alt.").supported());
        assertEquals(true, new SupportFinder(List.of("Das Stadion fasst achtzigtausend Zuschauer."), "de")
                .find("Das Stadion fasst 80.000 Zuschauer.").supported());
        assertEquals(false, new SupportFinder(List.of("Das Stadion fasst achtzigtausend Zuschauer."), "de")
                .find("Das Stadion fasst 60.000 Zuschauer.").supported());
        assertEquals(true, new SupportFinder(List.of("Hij was vijfendertig jaar oud."), "nl")
                .find("Hij was 35 jaar oud.").supported());
    }

    @Test
    void wordsThatOnlyLookLikeNumbersAreNotNumbers() {
        assertNull(CountWords.number("ein", "de"));
        assertNull(CountWords.number("hundert", "de"));
        assertNull(CountWords.number("tausend", "de"));
        assertNull(CountWords.number("achtung", "de"));
        assertNull(CountWords.number("elfmeter", "de"));
        assertNull(CountWords.number("neunauge", "de"));
        assertNull(CountWords.number("undzwanzig", "de"));
        assertNull(CountWords.number("zweiundzwanzigund", "de"));
        assertNull(CountWords.number("achtzigtausend", "en"));
        assertNull(CountWords.number("achtzigtausend", null));
    }
}
