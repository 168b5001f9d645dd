package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/34: parts of a sentence that each put their qualifier first ("In 2020 ...; in 2021 ..."). A figure
 * with its qualifier is said by the part that qualifier opens. Each changed verdict was another with /33; the guards
 * hold on both.
 */
class FrontedPartsTest {

    private static final String REVENUE = "In 2020 revenue was $5 million; in 2021 it was $7 million.";

    private static final String HOURS = "On weekdays the museum opens at 9 am; on Sundays it opens at 11 am.";

    @Test
    void anotherPartsFigureIsAnotherFact() {
        assertReplaced("$5 million in 2021", "in 2021 it was $7 million", REVENUE, "Revenue was $5 million in 2021.",
                "en");
        assertReplaced("2021 revenue was $5 million", "in 2021 it was $7 million", REVENUE,
                "In 2021 revenue was $5 million.", "en");
        assertReplaced("9 am on Sundays", "on Sundays it opens at 11 am", HOURS, "The museum opens at 9 am on Sundays.",
                "en");
        assertReplaced("9 heures le dimanche", "le dimanche, il ouvre à 11", "En semaine, le musée ouvre à 9 heures ; "
                + "le dimanche, il ouvre à 11 heures.", "Le musée ouvre à 9 heures le dimanche.", "fr");
        assertReplaced("5 millones", "en 2021, de 7 millones", "En 2020 los ingresos fueron de 5 millones; en "
                + "2021, de 7 millones.", "En 2021 los ingresos fueron de 5 millones.", "es");
    }

    @Test
    void thePartOfTheStatementsQualifierSaysItsFigure() {
        assertSupported(REVENUE, "Revenue was $7 million in 2021.", "en"); // a "no" naming "5 million" with /33
        assertSupported("En semaine, le musée ouvre à 9 heures ; le dimanche, il ouvre à 11 heures.",
                "Le musée ouvre à 11 heures le dimanche.", "fr"); // a "no" with /33
        // guards: a statement without the qualifier, and the first part's own figure
        assertSupported(REVENUE, "Revenue was $5 million in 2020.", "en");
        assertSupported(HOURS, "The museum opens at 9 am.", "en");
        assertSupported(HOURS, "The museum opens at 11 am on Sundays.", "en");
    }
}
