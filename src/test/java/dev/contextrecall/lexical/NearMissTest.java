package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertNotSupported;
import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/30: an act the evidence says was almost done ("almost won"), a bound on "a million" ("over a
 * million"), and a time said from now ("last year" against "this year"). Each "no" was a "yes" with /29 (at 100% or
 * a "Partly" yes), each "yes" a "no".
 */
class NearMissTest {

    @Test
    void almostDoneIsNotDone() {
        assertReplaced("won", "almost won", "He almost won the race.", "He won the race.", "en");
        assertReplaced("complete", "nearly complete", "The project is nearly complete.", "The project is complete.",
                "en");
        assertReplaced("sank", "almost sank", "The ship almost sank in 1912.", "The ship sank in 1912.", "en");
        assertReplaced("gewonnen", "fast gewonnen", "Er hat das Rennen fast gewonnen.", "Er hat das Rennen gewonnen.",
                "de");
        assertReplaced("Ganó", "Casi ganó", "Casi ganó la carrera.", "Ganó la carrera.", "es");
        assertReplaced("gagné", "presque gagné", "Il a presque gagné la course.", "Il a gagné la course.", "fr");
        assertReplaced("выиграл", "почти выиграл", "Он почти выиграл гонку.", "Он выиграл гонку.", "ru");
        // the other way round: the statement's "almost" against the act said done
        assertReplaced("almost won", "won", "He won the race.", "He almost won the race.", "en");
        assertReplaced("nearly doubled", "doubled", "The team doubled its revenue.", "The team nearly doubled its revenue.",
                "en");
        assertSupported("He nearly won the race.", "He almost won the race.", "en");
        // the statement's own "almost", a figure after it, a share, another word after it, English "fast", and the
        // act done elsewhere in the sentence
        assertSupported("He almost won the race.", "He almost won the race.", "en");
        assertSupported("The town has 298 residents.", "The town has almost 300 residents.", "en");
        assertSupported("Almost all employees work remotely.", "Almost all employees work remotely.", "en");
        assertSupported("The building was almost entirely destroyed in the fire.",
                "The building was destroyed in the fire.", "en");
        assertSupported("The car is fast and cheap.", "The car is fast.", "en");
        assertSupported("She nearly lost the race in 2009 but won the race in 2010.", "She won the race in 2010.", "en");
    }

    @Test
    void overAMillionIsABound() {
        assertSupported("The event attracted 1.2 million visitors.", "The event attracted over a million visitors.",
                "en");
        assertNotSupported("The event attracted 900,000 visitors.", "The event attracted over a million visitors.", "en");
        assertSupported("The city has 1,350,000 inhabitants.", "The city has more than a million inhabitants.", "en");
        assertNotSupported("The city has 1,350,000 inhabitants.", "The city has fewer than a million inhabitants.",
                "en");
        assertSupported("The city has 850,000 inhabitants.", "The city has fewer than a million inhabitants.", "en");
        assertNotSupported("Die Stadt hat 900.000 Einwohner.", "Die Stadt hat mehr als eine Million Einwohner.", "de");
        assertNotSupported("La ciudad tiene 900.000 habitantes.", "La ciudad tiene más de un millón de habitantes.",
                "es");
        // "a million" alone and "about a million" stay approximate
        assertSupported("The event attracted 1,000,000 visitors.", "The event attracted a million visitors.", "en");
        assertSupported("The event attracted 950,000 visitors.", "The event attracted about a million visitors.", "en");
    }

    @Test
    void aTimeSaidFromNow() {
        assertReplaced("last", "this", "Prices rose by 5% this year.", "Prices rose by 5% last year.", "en");
        assertReplaced("last", "this", "The store opened this week.", "The store opened last week.", "en");
        // in another order, "last" of a rank, "next to" and "this" for "the"
        assertSupported("Last year, prices rose by 5%.", "Prices rose by 5% last year.", "en");
        assertSupported("He was the last emperor of China.", "He was the last emperor of China.", "en");
        assertSupported("The library is next to the station.", "The library is next to the station.", "en");
        assertSupported("The bridge was built in 1990.", "This bridge was built in 1990.", "en");
    }
}
