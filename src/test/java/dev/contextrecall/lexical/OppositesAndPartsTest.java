package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertNotSupported;
import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/34: an opposite word said of the statement's next word where the statement's own word is said of
 * another, a name written with its particles, a figure said again after "and" with the verb left out, and a figure
 * bound to the words after it past the word it counts. Each changed verdict or reason was another with /33; the
 * guards hold on both.
 */
class OppositesAndPartsTest {

    @Test
    void theOppositeSaidOfTheStatementsNextWordIsAnotherFact() {
        String library = "The library is open Monday to Friday from 9 am to 8 pm and is closed on weekends.";
        assertReplaced("open", "closed", library, "The library is open on weekends.", "en");
        assertReplaced("rose", "fell", "Sales fell in 2020 and rose in 2021.", "Sales rose in 2020.", "en");
        assertReplaced("rose", "fell", "Prices rose in the north and fell in the south.", "Prices rose in the south.",
                "en");
        assertReplaced("open", "closed", "The pool is open in summer and closed in winter.",
                "The pool is open in winter.", "en");
        // guards: the statement's own word said of its next word too
        assertSupported(library, "The library is closed on weekends.", "en");
        assertSupported("Sales fell in 2020 and rose in 2021.", "Sales rose in 2021.", "en");
        assertSupported("Prices rose in the north and fell in the south.", "Prices rose in the north.", "en");
        assertSupported("The shop is open on Sundays but closed on Sunday evenings.", "The shop is open on Sundays.",
                "en");
    }

    @Test
    void aNameWithItsParticlesIsOneName() {
        // a "Partly" yes ("El" is not found), no longer a "no" for "Mancha fue escrito por Miguel"
        assertSupported("Don Quijote de la Mancha fue escrito por Miguel de Cervantes y publicado en 1605.",
                "El Quijote fue escrito por Cervantes.", "es");
        assertSupported("Don Quijote de la Mancha fue escrito por Miguel de Cervantes y publicado en 1605.",
                "Don Quijote fue escrito por Cervantes.", "es");
        assertSupported("Die Symphonie wurde von Ludwig van Beethoven komponiert.",
                "Die Symphonie wurde von Beethoven komponiert.", "de");
        // guard: another name
        assertNotSupported("The symphony was composed by Ludwig van Beethoven in 1808.",
                "The symphony was composed by Mozart.", "en");
    }

    @Test
    void aFigureSaidAgainAfterAndKeepsTheStatementsVerb() {
        String battery = "The battery lasts up to 18 hours of video playback and up to 10 hours of web browsing.";
        assertSupported(battery, "The battery lasts up to 10 hours.", "en");
        assertSupported("La batería dura hasta 18 horas de vídeo y hasta 10 horas de navegación web.",
                "La batería dura hasta 10 horas.", "es");
        assertSupported("The tax rate is 40 percent for high earners and 20 percent for basic-rate payers.",
                "The tax rate is 20 percent.", "en");
        assertSupported("The fine is up to 1,000 euros for companies and up to 500 euros for individuals.",
                "The fine is up to 500 euros.", "en");
        assertSupported("He scored three goals in the semi-final and two in the final.",
                "He scored two goals in the final.", "en");
        // guards: the figure said after another verb, or in another sentence part
        assertNotSupported(battery, "The battery lasts up to 12 hours.", "en");
        assertNotSupported("The fine is up to 1,000 euros for companies; a warning costs up to 500 euros.",
                "The fine is up to 500 euros.", "en");
        assertReplaced("opens", "closes", "The museum opens at 10 am and closes at 6 pm.", "The museum opens at 6 pm.",
                "en");
    }

    @Test
    void theWordsAfterAFigureBindItPastTheWordItCounts() {
        String goals = "He scored three goals in the semi-final and two in the final.";
        assertReplaced("final", "semi-final", goals, "He scored three goals in the final.", "en");
        assertReplaced("Saturdays", "weekdays", "The store is open until 9 pm on weekdays and until 6 pm on Saturdays.",
                "The store is open until 9 pm on Saturdays.", "en");
        assertReplaced("$100 million in North America", "$40 million in North America",
                "The film grossed $100 million worldwide and $40 million in North America.",
                "The film grossed $100 million in North America.", "en");
        assertNotSupported("The patient was given 10 mg of morphine and 5 mg of diazepam.",
                "The patient was given 5 mg of morphine.", "en");
        // guards: the figure's own words
        assertSupported("The store is open until 9 pm on weekdays and until 6 pm on Saturdays.",
                "The store is open until 6 pm on Saturdays.", "en");
        assertSupported("The film grossed $100 million worldwide and $40 million in North America.",
                "The film grossed $40 million in North America.", "en");
        assertSupported("The patient was given 10 mg of morphine and 5 mg of diazepam.",
                "The patient was given 5 mg of diazepam.", "en");
    }
}
