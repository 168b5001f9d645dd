package dev.contextrecall.lexical.numbers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class NumbersTest {

    @Test
    void separatorsAreReadAsTheLanguageWritesThem() {
        assertEquals("21196.18", Numbers.plain("21,196.18", "en"));
        assertEquals("21196.18", Numbers.plain("21.196,18", "de"));
        assertEquals("1889", Numbers.plain("1.889", "es"), "a full stop before three digits groups them in Spanish");
        assertEquals("1.889", Numbers.plain("1.889", "en"));
        assertEquals("3.5", Numbers.plain("3,5", "ro"));
        assertEquals("1000", Numbers.plain("1,000", null));
        assertEquals("211960", Numbers.plain("2,11,960", "hi"), "Indian grouping");
        assertEquals("100000", Numbers.plain("1,00,000", "en"), "Indian grouping");
        assertEquals("9.99", Numbers.plain("9,99", "en"), "no group has two digits last: a decimal comma");
        assertEquals("21196", Numbers.plain("21\u00A0196", "ru"));
        assertEquals("3:08", Numbers.plain("3:08", "en"));
    }

    @Test
    void digitsOfEveryScriptAreDigits() {
        assertEquals("1889", Numbers.plain("١٨٨٩", "ar"));
        assertEquals("3.5", Numbers.plain("٣٫٥", "ar"));
        assertEquals("1889", Numbers.plain("१८८९", "hi"));
        assertEquals("1889", Numbers.plain("１８８９", "ja"));
        assertEquals("1989", ChineseNumerals.value("一九八九"));
        assertEquals("3200", ChineseNumerals.value("三千二百"));
        assertEquals("21196", ChineseNumerals.value("两万一千一百九十六"));
        assertEquals(null, ChineseNumerals.value("一"));
    }

    @Test
    void aWholeNumberWithAFractionIsItsDecimal() {
        assertEquals("3.5", Numbers.plain("3½", "en"));
        assertEquals("2.75", Numbers.plain("2¾", "en"));
        assertEquals("10⅓", Numbers.plain("10⅓", "en"), "a third has no exact decimal: kept as written");
    }

    @Test
    void aDecadeOrCenturyHoldsTheYearsInIt() {
        assertTrue(Numbers.matches("1990s", "1990"));
        assertTrue(Numbers.matches("1990s", "1999"));
        assertFalse(Numbers.matches("1990s", "2000"));
        assertFalse(Numbers.matches("1990s", "1989"));
        assertFalse(Numbers.matches("1990", "1990s"), "a year is not given by its decade");
        assertTrue(Numbers.matches("90s", "1994"));
        assertTrue(Numbers.matches("90s", "1990s"));
        assertTrue(Numbers.matches("1990s", "90s"));
        assertTrue(Numbers.matches("20c", "1901"));
        assertTrue(Numbers.matches("20c", "2000"));
        assertFalse(Numbers.matches("20c", "1900"), "the 20th century runs from 1901");
        assertTrue(Numbers.matches("20c", "1990s"));
        assertFalse(Numbers.matches("20c", "19c"));
        assertFalse(Numbers.matches("1990s", "1994.5"));
    }

    @Test
    void aRoundedFigureIsGivenByAMorePreciseOneAndNotTheOtherWayRound() {
        assertTrue(Numbers.matches("21196", "21196.18"));
        assertTrue(Numbers.matches("3.14", "3.14159"));
        assertFalse(Numbers.matches("21196.18", "21196"));
        assertFalse(Numbers.matches("1889", "1887"));
        // without an approximation a round figure is given only within 2% (offline-lexical/21; it was never before)
        assertTrue(Numbers.matches("21000", "21196"));
        assertFalse(Numbers.matches("21000", "21500"), "2.4% off: another figure");
        assertTrue(Numbers.matches(Numbers.rounded("21000", Numbers.approximationUnit("21000")), "21196.18"));
        assertFalse(Numbers.matches(Numbers.rounded("1900", Numbers.approximationUnit("1900")), "1849"));
        assertTrue(Numbers.matches("330", "329.6"), "a close figure rounds to it");
        assertFalse(Numbers.matches("2", "1.8"), "a precise figure 10% away is another figure");
        assertFalse(Numbers.matches("2", "2.4"));
        assertTrue(Numbers.matches(Numbers.rounded("2", Numbers.approximationUnit("2")), "1.8"), "about 2 is 1.8");
        assertTrue(Numbers.matches(NumberWords.multiply("2.1", 1_000_000), "2120000"));
        assertFalse(Numbers.matches(NumberWords.multiply("2.1", 1_000_000), "2250000"));
    }

    @Test
    void aRoundedFigureIsGivenOnlyByOneWithinATenthOfIt() {
        String threeMillion = NumberWords.multiply("3", 1_000_000);
        assertFalse(Numbers.matches(threeMillion, "2512000"), "2.5 million rounds to 3 million but is 16% away");
        assertTrue(Numbers.matches(threeMillion, "2850000"));
        String about70Million = NumberWords.multiply(Numbers.rounded("70", Numbers.approximationUnit("70")), 1_000_000);
        assertTrue(Numbers.matches(about70Million, "66000000"), "6% away");
        String about20 = Numbers.rounded("20", Numbers.approximationUnit("20"));
        assertFalse(Numbers.matches(about20, "15.2"), "rounds to 20 but is 24% away");
        assertTrue(Numbers.matches(about20, "18.5"));
    }

    @Test
    void nearlyAFigureIsGivenByOneThatRoundsToItFromBelow() {
        String nearly300 = Numbers.rounded("300", Numbers.approximationUnit("300")) + "<";
        assertTrue(Numbers.matches(nearly300, "298"));
        assertTrue(Numbers.matches(nearly300, "300"));
        assertFalse(Numbers.matches(nearly300, "330"), "over the figure: not \"nearly\"");
        assertFalse(Numbers.matches(nearly300, "240"), "does not round to it");
        String nearly2Million = NumberWords.multiply(Numbers.rounded("2", Numbers.approximationUnit("2")) + "<", 1_000_000);
        assertTrue(Numbers.matches(nearly2Million, "1960000"));
        assertFalse(Numbers.matches(nearly2Million, "2200000"));
    }

    @Test
    void aTimeWithoutAmOrPmMayBeEither() {
        assertFalse(Numbers.matches("9:00", "21:00"), "9 am against 9 pm");
        assertTrue(Numbers.matches("14:30", "2:30?"), "2:30 with no am or pm");
        assertTrue(Numbers.matches("2:30?", "14:30"));
        assertTrue(Numbers.matches("2:30?", "2:30"));
        assertFalse(Numbers.matches("2:30?", "4:30?"));
        assertTrue(Numbers.matches("9", "21:00"), "an hour written without am or pm");
        assertTrue(Numbers.matches("21:00", "9"));
        assertFalse(Numbers.matches("21", "9:00"));
        assertFalse(Numbers.matches("14:30", "16:30"));
        assertFalse(Numbers.matches("14:30", "14:00"));
        assertFalse(Numbers.matches("1430", "14:30"));
    }

    @Test
    void aBoundIsMetByAFigureOfItsOrder() {
        assertTrue(Numbers.matches("21000>", "21196.18"), "more than 21,000");
        assertTrue(Numbers.matches("5000>", "5340"));
        assertFalse(Numbers.matches("5000>", "4900"));
        assertFalse(Numbers.matches("5000>", "50000"), "a writer would have said over 50,000");
        assertTrue(Numbers.matches("1000<", "800"), "up to 1,000");
        assertFalse(Numbers.matches("1000<", "1200"));
        assertTrue(Numbers.matches("2000000>", "2400000~100000"), "over 2 million: about 2.4 million");
        assertFalse(Numbers.matches("5340", "5000>"), "a bound does not give a precise figure");
    }

    @Test
    void aRoundFigureIsGivenByAPreciseOneWithinTwoPercentThatRoundsToIt() {
        assertTrue(Numbers.matches("300000", "299792")); // the speed of light, km/s
        assertTrue(Numbers.matches("21000", "21196"));
        assertFalse(Numbers.matches("50000", "52000"), "4% off");
        assertFalse(Numbers.matches("300000", "350000"));
        assertFalse(Numbers.matches("2000", "2003"), "four digits may be a year");
        assertFalse(Numbers.matches("120", "121"), "no three zeros: a precise figure");
    }
}
