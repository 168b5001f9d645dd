package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;
import static dev.contextrecall.lexical.SupportAssertions.keys;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/21: a part of the day or a season said as another, a start or end said of the period's other end,
 * two names swapped where one holds a small word ("Rio de Janeiro"); and where the window says the statement's own
 * fact elsewhere, no contrast.
 */
class KindsAndEndsTest {

    @Test
    void aPartOfTheDayOrASeasonIsAnotherFactThanTheOthers() {
        assertReplaced("morning", "night", "The attack happened at night.", "The attack happened in the morning.", "en");
        assertReplaced("evening", "afternoon", "The concert took place on Saturday afternoon.",
                "The concert took place in the evening.", "en");
        assertReplaced("summer", "winter", "The festival is held every winter.", "The festival is held every summer.",
                "en");
        assertFalse(new SupportFinder(List.of("Das Konzert fand am Nachmittag statt."), "de")
                .find("Das Konzert fand am Abend statt.").supported());
        assertSupported("The concert took place on Saturday evening.", "The concert took place in the evening.", "en");
        // the window says the statement's season too: no contrast with the other in its next sentence
        assertSupported("Roads close in the winter. In the summer, boat tours run.", "Roads close in the winter.", "en");
    }

    @Test
    void aStartOrAnEndIsNotTheOtherEndOfAPeriod() {
        assertReplaced("began in 1945", "from 1939 to 1945", "The war lasted from 1939 to 1945.",
                "The war began in 1945.", "en");
        assertFalse(new SupportFinder(List.of("The war lasted from 1939 to 1945."), "en").find("The war ended in 1939.")
                .supported()); // says "lasted" where the sentence says "ended"
        assertFalse(new SupportFinder(List.of("Der Krieg dauerte von 1939 bis 1945."), "de")
                .find("Der Krieg begann 1945.").supported());
        assertFalse(new SupportFinder(List.of("La guerra duró de 1939 a 1945."), "es")
                .find("La guerra comenzó en 1945.").supported());
        // the statement's own end, whatever verb the evidence says it with
        assertSupported("The war lasted from 1939 to 1945.", "The war began in 1939.", "en");
        assertSupported("The war lasted from 1939 to 1945.", "The war ended in 1945.", "en");
        assertSupported("La guerra duró de 1939 a 1945.", "La guerra terminó en 1945.", "es");
    }

    @Test
    void aNameWithASmallWordInsideIsOneSideOfASwap() {
        assertReplaced("Brasília to Rio de Janeiro", "Rio de Janeiro to Brasília",
                "In 1960 the capital moved from Rio de Janeiro to Brasília.",
                "The capital moved from Brasília to Rio de Janeiro in 1960.", "en");
        assertSupported("In 1960 the capital moved from Rio de Janeiro to Brasília.",
                "The capital moved from Rio de Janeiro to Brasília in 1960.", "en");
    }

    @Test
    void aScoreOrARangeOfSmallFiguresIsOneFact() {
        assertReplaced("ended 2-2", "ended 2–1", "The match ended 2–1.", "The match ended 2-2.", "en");
        assertReplaced("10", "12", "The course lasts 5-12 days.", "The course lasts 5-10 days.", "en");
        assertSupported("The match ended 2–2 after extra time.", "The match ended 2-2.", "en");
        assertSupported("The course lasts 5-10 days.", "The course lasts 5 to 10 days.", "en");
    }

    @Test
    void theRomanOneAfterANameIsAWord() {
        assertFalse(new SupportFinder(List.of("World War II ended in 1918."), "en").find("World War I ended in 1918.")
                .supported());
        assertSupported("World War I ended in 1918.", "World War I ended in 1918.", "en");
        assertFalse(new SupportFinder(List.of("The treaty ended World War I."), "en")
                .find("The treaty ended World War II.").supported());
        assertEquals(List.of("world", "war", "i", "end"), keys("World War I ended"));
        assertEquals(List.of("end"), keys("Then I ended")); // a pronoun after a function word stays one
    }

    @Test
    void theActDoneElsewhereInTheWindowIsNoContrast() {
        assertSupported("The company planned to open a factory in Texas. It opened the factory in 2019.",
                "The company opened a factory in Texas.", "en");
        assertSupported("She was nominated for the Oscar in 2004. In 2005 she won it.", "She won the Oscar in 2005.",
                "en");
    }
}
