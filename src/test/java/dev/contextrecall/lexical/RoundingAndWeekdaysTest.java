package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertNotSupported;
import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/33: a figure said "about" in its place, a clause that leaves its subject to the clause before, two
 * figures counting one word placed by their verbs, a weekday written small ("le dimanche", "montags") read as a name,
 * and a pronoun's clause that lacks more than the subject. Each "yes" was a "no" with /32, each "no" a "yes".
 */
class RoundingAndWeekdaysTest {

    @Test
    void aFigureSaidAboutIsInItsPlace() {
        String trip = "The train takes about two hours; the bus takes six.";
        assertSupported(trip, "The train takes two hours.", "en");
        assertSupported(trip, "The bus takes about six hours.", "en");
        assertReplaced("two", "the bus takes six", trip, "The bus takes about two hours.", "en");
        // guards: the figure after the statement's own verb, said exactly or not
        assertReplaced("two", "the bus takes six", "The train takes two hours; the bus takes six.",
                "The bus takes two hours.", "en");
        assertReplaced("two", "the bus takes six", "The TGV from Paris to Lyon takes about two hours; the bus takes six.",
                "The bus from Paris to Lyon takes two hours.", "en");
    }

    @Test
    void aClauseThatLeavesItsSubjectToTheOneBeforeSaysThatSubjectsFacts() {
        assertSupported("The museum is open Tuesday to Sunday, 10 am to 6 pm, and closed on Mondays.",
                "The museum is closed on Mondays.", "en");
        assertSupported("The shop is open on Saturdays, and on Sundays from noon.", "The shop is open on Sundays.",
                "en");
        assertSupported("The office is closed on Saturdays; on Sundays it is closed too.",
                "The office is closed on Sundays.", "en");
        // guards: a clause with a subject of its own after "and the"
        assertReplaced("Berlin", "Paris", "The capital of France is Paris, and the capital of Germany is Berlin.",
                "The capital of France is Berlin.", "en"); // since /38 "is" leaves the name after it its own
        assertReplaced("Sundays", "Mondays", "The museum is open Tuesday to Sunday, 10 am to 6 pm, and closed on Mondays.",
                "The museum is closed on Sundays.", "en");
    }

    @Test
    void twoFiguresCountingOneWordArePlacedByTheirVerbs() {
        assertReplaced("18", "10", "Le musée ouvre à 10 heures et ferme à 18 heures, sauf le mardi.",
                "Le musée ouvre à 18 heures.", "fr");
        assertReplaced("18", "10", "El museo abre a las 10 horas y cierra a las 18 horas.", "El museo abre a las 18 horas.",
                "es");
        assertReplaced("opens", "closes", "The museum opens at 10 hours and closes at 18 hours.",
                "The museum opens at 18 hours.", "en"); // "18" for "10" with /33
        // guards: each figure under its own verb, and a count bound by the words after it
        assertSupported("Le musée ouvre à 10 heures et ferme à 18 heures, sauf le mardi.", "Le musée ferme à 18 heures.",
                "fr");
        assertSupported("Employees get 25 days of sick leave and 20 days of annual leave.",
                "Employees get 20 days of annual leave.", "en");
    }

    @Test
    void aWeekdayWrittenSmallIsANameOfItsOwn() {
        assertReplaced("dimanche", "lundi", "Le musée est ouvert du mardi au dimanche et fermé le lundi.",
                "Le musée est fermé le dimanche.", "fr");
        assertReplaced("domingos", "lunes", "El museo abre de martes a domingo y cierra los lunes.",
                "El museo cierra los domingos.", "es");
        assertReplaced("samstags", "montags", "Die Bibliothek ist montags geschlossen und dienstags bis samstags geöffnet.",
                "Die Bibliothek ist samstags geschlossen.", "de");
        // guards: the weekday in a list, a range or after a verb put last
        assertSupported("Le musée est ouvert du mardi au dimanche et fermé le lundi.", "Le musée est fermé le lundi.",
                "fr");
        assertSupported("Le musée est ouvert le samedi et le dimanche.", "Le musée est ouvert le dimanche.", "fr");
        assertSupported("El mercado abre los sábados y los domingos por la mañana.", "El mercado abre los domingos.",
                "es");
        assertSupported("Il mercato si tiene il mercoledì e il sabato.", "Il mercato si tiene il sabato.", "it");
        assertSupported("Die Praxis ist montags bis freitags geöffnet.", "Die Praxis ist freitags geöffnet.", "de");
        assertSupported("Das Museum ist dienstags bis sonntags von 10 bis 18 Uhr geöffnet, montags geschlossen.",
                "Das Museum ist montags geschlossen.", "de");
        assertSupported("The company was founded by Domingo Pérez in 1990.", "Domingo Pérez founded the company.", "en");
    }

    @Test
    void aPronounsClauseThatLacksMoreThanTheSubjectSaysAnotherFact() {
        String water = "At sea level, water boils at 100 °C (212 °F); on Mount Everest it boils at about 70 °C.";
        assertNotSupported(water, "Water boils at 70 degrees Celsius at sea level.", "en");
        assertSupported(water, "Water boils at 100 degrees Celsius at sea level.", "en");
        // guard: the pronoun says only the subject the clause lacks
        assertSupported("The museum is open on weekdays from 9 am; on weekends it opens at 10 am.",
                "The museum is open on weekends from 10 am.", "en");
    }
}
