package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertNotSupported;
import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/24: a statement that dates a fact to a day needs that day. Evidence giving the year alone (or the
 * month and year) holds half of the figures, which used to be enough for a "Partly" yes; it is a "no" that says the
 * day is missing. Evidence that gives the day, in any of the ways days are written, still supports it.
 */
class DaysOfDatesTest {

    @Test
    void theYearAloneDoesNotDateAFactToADay() {
        String node = "The Berlin Wall was built on 13 August 1961 and fell in 1989.";
        Support s = new SupportFinder(List.of(node), "en").find("The Berlin Wall fell on 9 November 1989.");
        assertFalse(s.supported(), s.toString());
        assertEquals(Support.Thin.UNDATED, s.thin());
        assertEquals(List.of("9", "November"), s.missing());
        assertNotSupported("He was born in 1990 in Paris.", "He was born on 4 July 1990 in Paris.", "en");
        assertNotSupported("The album was released in February 2011.", "The album was released on 14 February 2011.",
                "en");
        assertNotSupported("Er wurde 1990 in Paris geboren.", "Er wurde am 4. Juli 1990 in Paris geboren.", "de");
        assertNotSupported("Он родился в 1990 году в Париже.", "Он родился 4 июля 1990 года в Париже.", "ru");
        assertNotSupported("वह 1990 में पेरिस में पैदा हुआ था।", "वह 4 जुलाई 1990 को पेरिस में पैदा हुआ था।", "hi");
        assertNotSupported("他于1990年出生于巴黎。", "他于1990年7月4日出生于巴黎。", "zh");
    }

    @Test
    void theDayWrittenAnyWaySupportsItAndLessPreciseStatementsStaySupported() {
        assertSupported("The Berlin Wall fell on November 9, 1989.", "The Berlin Wall fell on 9 November 1989.", "en");
        assertSupported("The Berlin Wall fell on 1989-11-09.", "The Berlin Wall fell on 9 November 1989.", "en");
        assertSupported("Er wurde am 4. Juli 1990 in Paris geboren.", "Er wurde am 4. Juli 1990 in Paris geboren.",
                "de");
        assertSupported("He was born on 4 July 1990 in Paris.", "He was born in July 1990 in Paris.", "en");
        assertSupported("He was born on 4 July 1990 in Paris.", "He was born in 1990 in Paris.", "en");
        assertSupported("柏林墙于1989年11月9日倒塌。", "柏林墙于1989年11月9日倒塌。", "zh");
    }

    @Test
    void anotherDayIsStillNamedAsTheDayInItsPlace() {
        assertReplaced("9. November", "10. November", "Die Berliner Mauer fiel am 10. November 1989.",
                "Die Berliner Mauer fiel am 9. November 1989.", "de");
    }

    @Test
    void theDayMayComeFromAnotherNodeThanTheRest() {
        Support s = new SupportFinder(List.of("The Berlin Wall fell in 1989 after weeks of protest.",
                "On 9 November 1989 the border crossings in Berlin were opened."), "en")
                .find("The Berlin Wall fell on 9 November 1989.");
        assertTrue(s.supported(), s.toString());
    }
}
