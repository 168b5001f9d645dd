package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/35: a century or a span of years in the place of the statement's year, whose year the chunk gives
 * another verb ("built in the 16th century and restored in 1990", "built between 1887 and 1889 and renovated in
 * 1990"). Each changed verdict or reason was another with /34; the guards hold on both.
 */
class CenturiesAndSpansTest {

    @Test
    void aCenturyOrASpanInTheYearsPlaceIsAnotherFact() {
        assertReplaced("1990", "16th century", "The castle was built in the 16th century and restored in 1990.",
                "The castle was built in 1990.", "en");
        assertReplaced("1990", "16th century", "The castle, built in the 16th century, was restored in 1990.",
                "The castle was built in 1990.", "en");
        assertReplaced("1990", "XVIe siècle", "Le château, construit au XVIe siècle, a été restauré en 1990.",
                "Le château a été construit en 1990.", "fr");
        assertReplaced("1990", "1887 and 1889", "The museum was built between 1887 and 1889 and renovated in 1990.",
                "The museum was built in 1990.", "en");
        assertReplaced("1990", "1887 et 1889", "Le musée a été construit entre 1887 et 1889 et rénové en 1990.",
                "Le musée a été construit en 1990.", "fr");
        assertReplaced("1990", "1887 y 1889", "El museo fue construido entre 1887 y 1889 y renovado en 1990.",
                "El museo fue construido en 1990.", "es");
    }

    @Test
    void theYearOfItsOwnVerbOrInsideTheSpanIsTheStatements() {
        assertSupported("The castle was built in the 16th century and restored in 1990.",
                "The castle was restored in 1990.", "en");
        assertSupported("The museum was built between 1887 and 1889 and renovated in 1990.",
                "The museum was renovated in 1990.", "en");
        assertSupported("The war was fought between 1914 and 1918 and ended with an armistice in 1918.",
                "The war was fought in 1918.", "en");
    }
}
