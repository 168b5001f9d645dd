package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertNotSupported;
import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/36: figures each said with words of their own ("eight hours on the way out and seven hours on the
 * way back"), the statement's figure in its subject's own clause, a part of a figure marked "de ellos", "davon" or
 * "其中", "only" before a figure, a year in a century's place, the words after a figure where the verb comes last, a
 * unit said with both figures, a duration listed after "one year", a verb's year after a phrase of its own, and a year
 * straight after a figure. 21 of the 37 assertions failed with /35; the others are guards that hold on both.
 */
class QualifiedFiguresTest {

    @Test
    void aFigureWithWordsOfItsOwnIsTheStatementsInPart() {
        assertSupported("The flight takes about eight hours on the way out and seven hours on the way back.",
                "The flight takes seven hours.", "en");
        assertSupported("Le vol dure environ huit heures à l'aller et sept heures au retour.",
                "Le vol dure sept heures.", "fr");
        assertSupported("The museum opens at 10 am on weekdays and 9 am on weekends.", "The museum opens at 9 am.",
                "en");
    }

    @Test
    void aFigureWithTheStatementsOwnWordIsThatWordsAlone() {
        assertReplaced("weekdays", "9 am on weekends", "The museum opens at 10 am on weekdays and 9 am on weekends.",
                "The museum opens at 9 am on weekdays.", "en");
        assertReplaced("weekends", "6 am on weekdays", "The gym opens at 6 am on weekdays and at 8 am on weekends.",
                "The gym opens at 6 am on weekends.", "en");
    }

    @Test
    void theFigureOfTheSubjectsOwnClauseIsTheSubjects() {
        assertSupported("The long-range version has a range of 600 km, while the standard version reaches 450 km.",
                "The standard version has a range of 450 km.", "en");
        assertSupported("The basic version has a battery life of 12 hours, while the pro version lasts 20 hours.",
                "The pro version has a battery life of 20 hours.", "en");
    }

    @Test
    void anotherSubjectsFigureStaysAnotherFact() {
        assertReplaced("12", "while the pro version lasts 20 hours",
                "The basic version has a battery life of 12 hours, while the pro version lasts 20 hours.",
                "The pro version has a battery life of 12 hours.", "en");
        assertReplaced("600", "while the standard version reaches 450 km",
                "The long-range version has a range of 600 km, while the standard version reaches 450 km.",
                "The standard version has a range of 600 km.", "en");
    }

    @Test
    void aMarkedPartIsThePartsFigure() {
        assertSupported("La empresa tiene 500 empleados, 200 de ellos en España.",
                "La empresa tiene 200 empleados en España.", "es");
        assertReplaced("200", "500 empleados, 200 de ellos", "La empresa tiene 500 empleados, 200 de ellos en España.",
                "La empresa tiene 200 empleados.", "es");
        assertSupported("Das Unternehmen hat 500 Mitarbeiter, davon 200 in Spanien.",
                "Das Unternehmen hat 200 Mitarbeiter in Spanien.", "de");
        assertReplaced("200", "500 Mitarbeiter, davon 200",
                "Das Unternehmen hat 500 Mitarbeiter, davon 200 in Spanien.", "Das Unternehmen hat 200 Mitarbeiter.",
                "de");
        assertReplaced("500", "800张床位，其中500", "这家医院拥有800张床位，其中500张用于普通病房。", "这家医院有500张床位。", "zh");
        assertReplaced("3000", "12000名员工，其中3000", "该公司有12000名员工，其中3000名在德国。", "该公司有3000名员工。", "zh");
    }

    @Test
    void onlyBeforeAFigurePlacesItAsTheWordBeforeDoes() {
        assertReplaced("50", "30", "The treaty was signed by 50 countries but ratified by only 30.",
                "The treaty was ratified by 50 countries.", "en");
        assertSupported("The treaty was signed by 50 countries but ratified by only 30.",
                "The treaty was signed by 50 countries.", "en");
    }

    @Test
    void aYearInACenturysPlaceIsAnotherDateUnlessInside() {
        assertReplaced("12", "1450", "The castle was built in the 12th century and extended in 1450.",
                "The castle was extended in the 12th century.", "en");
        assertSupported("The castle was built in the 12th century and extended in 1450.",
                "The castle was extended in the 15th century.", "en");
        assertReplaced("12", "15", "The castle was built in the 12th century and extended in the 15th century.",
                "The castle was extended in the 12th century.", "en");
    }

    @Test
    void theWordsAfterAFigurePlaceItWhereTheVerbComesLast() {
        assertSupported("यह पुल 1992 में बनना शुरू हुआ और 1995 में खोला गया।", "यह पुल 1995 में खोला गया था।", "hi");
        assertReplaced("1992", "1995", "यह पुल 1992 में बनना शुरू हुआ और 1995 में खोला गया।",
                "यह पुल 1992 में खोला गया था।", "hi");
        assertReplaced("1990", "1950", "यह संग्रहालय 1950 में खोला गया और 1990 में इसका विस्तार किया गया।",
                "यह संग्रहालय 1990 में खोला गया।", "hi");
        assertSupported("Köprünün yapımı 1998 yılında başladı ve 2004 yılında açıldı.", "Köprü 2004 yılında açıldı.",
                "tr");
    }

    @Test
    void aUnitSaidWithBothFiguresLeavesEachItsOwnWords() {
        assertReplaced("9", "10", "A loja abre às 10 horas durante a semana e às 9 horas aos sábados.",
                "A loja abre às 9 horas durante a semana.", "pt");
        assertSupported("A loja abre às 10 horas durante a semana e às 9 horas aos sábados.",
                "A loja abre às 9 horas aos sábados.", "pt");
        assertSupported("Employees receive 25 days of annual leave, rising to 30 days after five years of service.",
                "Employees receive 30 days of annual leave after five years.", "en");
    }

    @Test
    void aDurationListedAfterOneYearIsTheStatements() {
        assertSupported("The warranty lasts one year, or two years if you register the product.",
                "The warranty lasts two years.", "en");
        assertReplaced("two", "one year", "The warranty lasts one year, extendable to two years.",
                "The warranty lasts two years.", "en");
        assertNotSupported("The warranty lasts one year, or two years if you register the product.",
                "The warranty lasts three years.", "en");
    }

    @Test
    void aVerbsYearAfterAPhraseOfItsOwnIsItsYear() {
        assertReplaced("1922", "1925", "The museum was founded in 1922 and opened to the public in 1925.",
                "The museum was opened in 1922.", "en");
        assertSupported("The museum was founded in 1922 and opened to the public in 1925.",
                "The museum was opened in 1925.", "en");
        assertSupported("The museum was founded in 1922 and opened to the public in 1925.",
                "The museum was founded in 1922.", "en");
    }

    @Test
    void aYearStraightAfterAFigureIsThatFiguresDate() {
        assertReplaced("2000", "2020", "The population grew from 1.5 million in 2000 to 2 million in 2020.",
                "The population was 2 million in 2000.", "en");
        assertReplaced("2019", "2020", "Sales rose from $3 million in 2019 to $5 million in 2020.",
                "Sales were $5 million in 2019.", "en");
        assertSupported("The population grew from 1.5 million in 2000 to 2 million in 2020.",
                "The population was 1.5 million in 2000.", "en");
        assertSupported("The population grew from 1.5 million in 2000 to 2 million in 2020.",
                "The population reached 2 million in 2020.", "en"); // "grew" and "reached" one act (Synonyms)
    }
}
