package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertNotSupported;
import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/33: a name in a list of three or more, the year of a full date after the statement's verb, a day's
 * ordinal full stop inside a chunk's sentence, the words after a figure binding it, and a figure bound to the word
 * after it. Each "yes" was a "no" with
 * /32, each "no" a "yes".
 */
class ListsAndDatesTest {

    @Test
    void aNameInAListOfThreeOrMoreIsPlacedByTheListsWord() {
        assertSupported("The Amazon flows through Peru, Colombia and Brazil before reaching the Atlantic.",
                "The Amazon flows through Brazil.", "en");
        assertSupported("He lived in Rome, Paris and Milan.", "He lived in Milan.", "en");
        assertSupported("The company has offices in London, New York, Tokyo and Sydney.",
                "The company has offices in Tokyo.", "en");
        assertSupported("El río Amazonas atraviesa Perú, Colombia y Brasil.", "El río atraviesa Brasil.", "es");
        assertSupported("Он жил в Киеве, Минске и Москве, а родился в Одессе.", "Он жил в Минске.", "ru");
        assertSupported("Il a vécu à Paris, Rome et Madrid, mais il est né à Lyon.", "Il a vécu à Madrid.", "fr");
        // guards: the list placed by another verb, a place's country after it, a list past its clause
        assertReplaced("Madrid", "Lyon", "Il a vécu à Paris, Rome et Madrid, mais il est né à Lyon.",
                "Il est né à Madrid.", "fr");
        assertNotSupported("He lived in Kyiv, Minsk and Moscow, but was born in Odessa.", "He was born in Minsk.", "en");
        assertReplaced("Москве", "Одессе", "Он жил в Киеве, Минске и Москве, а родился в Одессе.", "Он родился в Москве.",
                "ru");
        assertReplaced("Vienna", "Linz", "He was born in Linz, Austria, and died in Vienna.", "He was born in Vienna.",
                "en");
        assertReplaced("Italy", "Switzerland", "The Rhine flows through Switzerland, Austria, Germany and France; the Po "
                + "flows through Italy.", "The Rhine flows through Italy.", "en");
    }

    @Test
    void theYearOfAFullDateAfterTheStatementsVerbIsItsYear() {
        String treaty = "The Treaty of Versailles, signed on 28 June 1919, came into force on 10 January 1920.";
        assertReplaced("1920", "28 June 1919", treaty, "The Treaty of Versailles was signed in 1920.", "en");
        assertReplaced("1919", "10 January 1920", treaty, "The treaty came into force in 1919.", "en");
        assertReplaced("1945", "1 September 1939", "World War II began on 1 September 1939 and ended on 2 September 1945.",
                "The war began in 1945.", "en");
        assertReplaced("1937", "January 5, 1933", "The bridge opened on May 27, 1937, after four years of construction "
                + "that began on January 5, 1933.", "Construction began in 1937.", "en");
        assertReplaced("1933", "27 de mayo de 1937", "El puente se inauguró el 27 de mayo de 1937 y su construcción "
                + "empezó en 1933.", "El puente se inauguró en 1933.", "es");
        assertReplaced("1990", "9. November 1989", "Die Berliner Mauer fiel am 9. November 1989; Deutschland wurde am "
                + "3. Oktober 1990 wiedervereinigt.", "Die Mauer fiel 1990.", "de");
        // guards: the date's own year
        assertSupported(treaty, "The Treaty of Versailles was signed in 1919.", "en");
        assertSupported(treaty, "The treaty came into force in 1920.", "en");
        assertSupported("El puente se inauguró el 27 de mayo de 1937 y su construcción empezó en 1933.",
                "El puente se inauguró en 1937.", "es");
        assertSupported("The album was recorded in 2014 and released on 3 March 2015.", "The album was released in 2015.",
                "en");
    }

    @Test
    void aDaysOrdinalFullStopEndsNoSentenceOfAChunk() {
        assertSupported("Das Gesetz wurde im Juni 2023 beschlossen und trat am 1. Januar 2024 in Kraft.",
                "Das Gesetz trat am 1. Januar 2024 in Kraft.", "de");
        assertReplaced("Januar", "Juni",
                "Das Gesetz wurde im Juni 2023 beschlossen und trat am 1. Januar 2024 in Kraft.",
                "Das Gesetz wurde im Januar 2024 beschlossen.", "de");
    }

    @Test
    void theWordsAfterAFigureBindItWhereAMarkAndOrOrOpensItsPart() {
        assertSupported("भारत का संविधान 26 नवंबर 1949 को अपनाया गया और 26 जनवरी 1950 को लागू हुआ।",
                "संविधान 26 जनवरी 1950 को लागू हुआ।", "hi");
        assertSupported("会社は2010年に大阪で設立され、2015年に東京に移転した。", "会社は2015年に東京に移転した。", "ja");
        assertSupported("Şirket 2010 yılında Ankara'da kuruldu ve 2015 yılında İstanbul'a taşındı.",
                "Şirket 2015 yılında İstanbul'a taşındı.", "tr");
        assertSupported("Der Eintritt kostet 12 Euro für Erwachsene und 5 Euro für Kinder.",
                "Der Eintritt kostet 5 Euro für Kinder.", "de");
        assertSupported("Das Abo kostet 100 Euro pro Jahr oder 10 Euro pro Monat.", "Das Abo kostet 10 Euro pro Monat.",
                "de");
        // guards: another verb right before the figure, a unit alone after it, the other part's words
        assertReplaced("opened", "closed", "The museum opened 5 new galleries in 2018 and closed 3 new galleries in "
                + "2020.", "The museum opened 3 new galleries in 2020.", "en"); // "3" for "5" with /33
        assertReplaced("two", "the bus takes six", "The train takes two hours; the bus takes six.",
                "The bus takes two hours.", "en");
        assertNotSupported("Der Laden ist montags geschlossen und sonntags geöffnet.", "Der Laden ist montags geöffnet.",
                "de");
        assertNotSupported("भारत का संविधान 26 नवंबर 1949 को अपनाया गया और 26 जनवरी 1950 को लागू हुआ।",
                "संविधान 1950 में अपनाया गया।", "hi");
    }

    @Test
    void aFigureBoundToTheWordAfterItIsThatWordsFigure() {
        String plans = "The subscription costs $100 per year or $10 per month.";
        assertReplaced("year", "month", plans, "The subscription costs $10 per year.", "en");
        assertReplaced("adults", "10 for children", "Tickets are $20 for adults and $10 for children.",
                "Tickets are $10 for adults.", "en");
        assertReplaced("day", "hour", "Parking costs $5 per hour or $30 per day.", "Parking costs $5 per day.", "en");
        assertReplaced("año", "mes", "La suscripción cuesta 100 euros al año o 10 euros al mes.",
                "La suscripción cuesta 10 euros al año.", "es");
        // guards: the figure's own word
        assertSupported(plans, "The subscription costs $10 per month.", "en");
        assertSupported(plans, "The subscription costs $100 per year.", "en");
        assertSupported("Tickets are $20 for adults and $10 for children.", "Tickets are $10 for children.", "en");
        assertSupported("La suscripción cuesta 100 euros al año o 10 euros al mes.", "La suscripción cuesta 10 euros al mes.",
                "es");
        assertSupported("The plan costs $15 per user per month, billed annually.", "The plan costs $15 per month.", "en");
        assertSupported("The storage limit is 5 GB per user and 1 TB per team.", "The storage limit is 5 GB per user.", "en");
        assertNotSupported("The storage limit is 5 GB per user and 1 TB per team.", "The storage limit is 5 GB per team.",
                "en");
    }
}
