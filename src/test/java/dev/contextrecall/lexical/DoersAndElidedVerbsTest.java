package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/34: a name the evidence does not hold where a passive names another doer, and the statement's
 * subject said in a later part that leaves out the verb. Each "no" was a "Partly" yes or a yes with /33; the guards
 * hold on both.
 */
class DoersAndElidedVerbsTest {

    @Test
    void aPassiveNamesAnotherDoerForANameNotHeld() {
        assertReplaced("Marlowe", "William Shakespeare", "Hamlet was written by William Shakespeare around 1600.",
                "Marlowe wrote Hamlet.", "en");
        assertReplaced("Marlowe", "William Shakespeare", "Hamlet is a tragedy written by William Shakespeare around "
                + "1600.", "Marlowe wrote Hamlet.", "en");
        assertReplaced("Edison", "Alexander Graham Bell", "The telephone was invented by Alexander Graham Bell in 1876.",
                "Edison invented the telephone.", "en");
        assertReplaced("Google", "Microsoft", "GitHub was acquired by Microsoft in 2018 for $7.5 billion.",
                "Google acquired GitHub.", "en");
        assertReplaced("Yahoo", "Google", "YouTube was bought by Google in 2006.", "Yahoo bought YouTube in 2006.", "en");
        // guards: the passive's own doer
        assertSupported("The telephone was invented by Alexander Graham Bell in 1876.", "Bell invented the telephone.",
                "en");
        assertSupported("GitHub was acquired by Microsoft in 2018 for $7.5 billion.", "Microsoft acquired GitHub.", "en");
        assertSupported("YouTube was bought by Google in 2006.", "Google bought YouTube in 2006.", "en");
    }

    @Test
    void aLaterPartThatLeavesOutTheVerbSaysItsSubjectsFigure() {
        String trains = "The train takes two hours and the bus six.";
        assertReplaced("bus takes two", "bus six", trains, "The bus takes two hours.", "en");
        String phones = "The standard model has a 6.1-inch screen and the Pro Max a 6.7-inch screen.";
        // with /34 "Pro Max a 6.7": since /35 the figure's counted word too, where both say it
        assertReplaced("Pro Max has a 6.1-inch", "Pro Max a 6.7-inch", phones, "The Pro Max has a 6.1-inch screen.",
                "en");
        String doses = "The first dose is given at 2 months, the second at 4 months and the third at 6 months.";
        // since /45 the figure alone: the part after the comma leaves out the statement's verb
        assertReplaced("6", "4", doses,
                "The second dose is given at 6 months.", "en");
        assertReplaced("day pass costs €3", "day pass €9", "A single ride costs €3, and a day pass €9.",
                "A day pass costs €3.", "en");
        assertReplaced("autobús tarda dos", "autobús seis", "El tren tarda dos horas y el autobús seis.",
                "El autobús tarda dos horas.", "es");
        // guards: each subject's own figure
        assertSupported(trains, "The bus takes six hours.", "en");
        assertSupported(trains, "The train takes two hours.", "en");
        assertSupported(phones, "The Pro Max has a 6.7-inch screen.", "en");
        assertSupported(doses, "The second dose is given at 4 months.", "en");
        assertSupported("A single ride costs €3, and a day pass €9.", "A day pass costs €9.", "en");
        assertSupported(doses, "The first dose is given at 2 months.", "en");
        assertSupported("El tren tarda dos horas y el autobús seis.", "El autobús tarda seis horas.", "es");
        assertSupported("Germany won the World Cup in 2014 and France in 2018.", "Germany won the World Cup in 2014.",
                "en");
    }
}
