package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/44: noon written as a word ("noon", "midday", "mediodía") is the time 12:00, and a time with "am" or
 * "pm" written apart ("8 am") is one figure, so the word after it is read the same after "am" and "pm": "The library
 * opens at 8 am on Sundays." against "... at 8 am on weekdays and at noon on Sundays." is another fact.
 */
class NoonAndMeridiemTest {

    @Test
    void noonIsATimeOfDay() {
        assertReplaced("Sundays", "weekdays", "The library opens at 8 am on weekdays and at noon on Sundays.",
                "The library opens at 8 am on Sundays.", "en");
        assertSupported("The library opens at 8 am on weekdays and at noon on Sundays.",
                "The library opens at 12 pm on Sundays.", "en");
        assertSupported("The library opens at 8 am on weekdays and at noon on Sundays.",
                "The library opens at noon on Sundays.", "en");
        assertSupported("Checkout is at 12:00 and check-in from 3 pm.", "Checkout is at noon.", "en");
        assertSupported("The shop closes at 12 pm on Saturdays.", "The shop closes at midday on Saturdays.", "en");
        assertSupported("The noon train leaves from platform 2.", "The noon train leaves from platform 2.", "en");
    }

    @Test
    void aTimeWithPmBindsTheWordAfterItAsOneWithAm() {
        assertReplaced("Sundays", "weekdays", "The library opens at 8 am on weekdays and at 1 pm on Sundays.",
                "The library opens at 8 am on Sundays.", "en");
        assertReplaced("Sundays", "weekdays", "The library opens at 9 am on weekdays and at 12 pm on Sundays.",
                "The library opens at 9 am on Sundays.", "en");
        assertSupported("The library opens at 8 am on weekdays and at 1 pm on Sundays.",
                "The library opens at 1 pm on Sundays.", "en");
        assertSupported("Support is open from 9:00 to 17:00.", "Support is open 9am-5pm.", "en");
    }
}
