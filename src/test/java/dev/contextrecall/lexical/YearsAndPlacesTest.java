package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertNotSupported;
import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/34: the year the evidence gives a verb with a month ("in May 1937") or after a place ("born in
 * Warsaw in 1867"), and the place it gives a verb after its year ("died in 1910 in Astapovo"). Each "no" was a "yes"
 * with /33; the guards hold on both.
 */
class YearsAndPlacesTest {

    private static final String CURIE = "Marie Curie was born in Warsaw in 1867 and died in Passy, France, in 1934.";

    @Test
    void theYearOfAMonthAfterTheStatementsVerbIsItsYear() {
        String bridge = "Construction of the Golden Gate Bridge began in 1933, and it opened to traffic in May 1937.";
        assertReplaced("1933", "May 1937", bridge, "The bridge opened to traffic in 1933.", "en");
        String album = "The album was recorded in Los Angeles in 2018 and released in March 2019.";
        assertReplaced("2018", "March 2019", album, "The album was released in 2018.", "en");
        assertNotSupported("The Berlin Wall was built in 1961 and fell in November 1989.",
                "The Berlin Wall was built in 1989.", "en");
        String film = "Фильм был снят в 2018 году и вышел в октябре 2019 года.";
        assertReplaced("2018", "октябре 2019", film, "Фильм вышел в 2018 году.", "ru"); // "в октябре", a month too
        // guards: the month's own year
        assertSupported(bridge, "The bridge opened to traffic in 1937.", "en");
        assertSupported(album, "The album was released in 2019.", "en");
        assertSupported("The Berlin Wall was built in 1961 and fell in November 1989.", "The Berlin Wall fell in 1989.",
                "en");
        assertSupported(film, "Фильм вышел в 2019 году.", "ru");
    }

    @Test
    void theYearAfterAPlaceIsTheVerbsYear() {
        assertReplaced("1934", "1867", CURIE, "Marie Curie was born in 1934.", "en");
        assertReplaced("1867", "1934", CURIE, "Marie Curie died in 1867.", "en");
        assertReplaced("2019", "2018", "The album was recorded in Los Angeles in 2018 and released in March 2019.",
                "The album was recorded in 2019.", "en");
        String curieEs = "Marie Curie nació en Varsovia en 1867 y murió en Passy en 1934.";
        assertReplaced("1934", "1867", curieEs, "Marie Curie nació en 1934.", "es");
        String curieFr = "Marie Curie est née à Varsovie en 1867 et morte à Passy en 1934.";
        assertReplaced("1934", "1867", curieFr, "Marie Curie est née en 1934.", "fr");
        String curieRu = "Мария Кюри родилась в Варшаве в 1867 году и умерла в Пасси в 1934 году.";
        assertReplaced("1934", "1867", curieRu, "Мария Кюри родилась в 1934 году.", "ru");
        // guards: the place's own year, years listed with their places, another link word
        assertSupported(CURIE, "Marie Curie was born in 1867.", "en");
        assertSupported(CURIE, "Marie Curie died in 1934.", "en");
        assertSupported(curieEs, "Marie Curie nació en 1867.", "es");
        assertSupported(curieFr, "Marie Curie est morte en 1934.", "fr");
        assertSupported(curieRu, "Мария Кюри родилась в 1867 году.", "ru");
        assertSupported("The chain opened in London in 1990 and in Paris in 1995.", "The chain opened in 1995.", "en");
        assertSupported("La cadena abrió en Londres en 1990 y en París en 1995.", "La cadena abrió en 1995.", "es");
        assertSupported("He moved to Paris in 1920 and to London in 1934.", "He moved in 1934.", "en");
    }

    @Test
    void thePlaceAfterAVerbsYearIsItsPlace() {
        assertReplaced("Yasnaya", "Astapovo", "Tolstoy was born in 1828 in Yasnaya Polyana and died in 1910 in Astapovo.",
                "Tolstoy died in Yasnaya Polyana.", "en");
        String tolstoyRu = "Лев Толстой родился в 1828 году в Ясной Поляне и умер в 1910 году в Астапове.";
        assertReplaced("Ясной", "Астапове", tolstoyRu, "Лев Толстой умер в Ясной Поляне.", "ru");
        String tolstoyEs = "Tolstoi nació en 1828 en Yásnaia Poliana y murió en 1910 en Astápovo.";
        assertReplaced("Yásnaia", "Astápovo", tolstoyEs, "Tolstoi murió en Yásnaia Poliana.", "es");
        String tolstoyFr = "Tolstoï est né en 1828 à Iasnaïa Poliana et mort en 1910 à Astapovo.";
        assertReplaced("Iasnaïa", "Astapovo", tolstoyFr, "Tolstoï est mort à Iasnaïa Poliana.", "fr");
        assertNotSupported("Tolstoi wurde 1828 in Jasnaja Poljana geboren und starb 1910 in Astapowo.",
                "Tolstoi starb in Jasnaja Poljana.", "de");
        // guards: the verb's own place
        assertSupported("Tolstoy was born in 1828 in Yasnaya Polyana and died in 1910 in Astapovo.",
                "Tolstoy died in Astapovo.", "en");
        assertSupported("Tolstoy was born in 1828 in Yasnaya Polyana and died in 1910 in Astapovo.",
                "Tolstoy was born in Yasnaya Polyana.", "en");
        assertSupported(tolstoyRu, "Лев Толстой умер в Астапове.", "ru");
        assertSupported(tolstoyRu, "Лев Толстой родился в Ясной Поляне.", "ru");
        assertSupported(tolstoyEs, "Tolstoi nació en Yásnaia Poliana.", "es");
    }
}
