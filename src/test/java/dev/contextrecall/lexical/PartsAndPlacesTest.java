package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/35: a figure given as a part of another ("500 spaces, 20 of which"), a verb said "there" of an
 * earlier place, a later part that repeats the statement's link word ("and to Marseille about three hours"), a
 * clause that leaves out the statement's tail or says another object, "limited to" as a limit, "dropped" for
 * "removed", and reasons that name words, not articles. Each changed verdict or reason was another with /34; the
 * guards hold on both.
 */
class PartsAndPlacesTest {

    @Test
    void aFigureGivenAsAPartIsNotTheWholes() {
        assertReplaced("20", "500 spaces, 20 of which",
                "The garage has 500 spaces, 20 of which are reserved for disabled drivers.",
                "The garage has 20 spaces.", "en");
        assertReplaced("3,000", "12,000 people, 3,000 of them",
                "The company employs about 12,000 people, 3,000 of them in Germany.",
                "The company employs 3,000 people.", "en");
    }

    @Test
    void thePartsOwnWordsSayThePart() {
        assertSupported("The garage has 500 spaces, 20 of which are reserved for disabled drivers.",
                "The garage has 500 spaces.", "en");
        assertSupported("The garage has 500 spaces, 20 of which are reserved for disabled drivers.",
                "20 spaces are reserved for disabled drivers.", "en");
        assertSupported("The company employs about 12,000 people, 3,000 of them in Germany.",
                "The company employs 3,000 people in Germany.", "en");
        assertSupported("The school has 800 students, 120 of whom board.", "The school has 800 students.", "en");
    }

    @Test
    void aVerbSaidThereIsOfThePlaceNamedBefore() {
        assertReplaced("in London", "died there",
                "William Shakespeare was born in Stratford-upon-Avon in 1564 and died there in 1616.",
                "Shakespeare died in London.", "en");
        assertReplaced("in Salzburg", "starb dort", "Mozart zog 1781 nach Wien und starb dort 1791.",
                "Mozart starb in Salzburg.", "de");
    }

    @Test
    void thePlaceNamedBeforeThereIsTheStatements() {
        assertSupported("William Shakespeare was born in Stratford-upon-Avon in 1564 and died there in 1616.",
                "Shakespeare died in Stratford-upon-Avon.", "en");
        assertSupported("Mozart moved to Vienna in 1781 and lived there until his death.", "Mozart lived in Vienna.",
                "en");
    }

    @Test
    void aLaterPartOrClauseSaysItsOwnFact() {
        assertReplaced("to Marseille takes two hours", "to Marseille about three hours",
                "The TGV from Paris to Lyon takes about two hours, and to Marseille about three hours.",
                "The train from Paris to Marseille takes two hours.", "en");
        assertSupported("The basic plan includes 5 GB of data per month, and the premium plan includes 20 GB.",
                "The plan includes 20 GB of data per month.", "en");
        assertReplaced("dental care", "hospital stays",
                "The policy covers hospital stays and prescriptions; dental care costs extra.",
                "The policy covers dental care.", "en");
        assertReplaced("free shipping", "priority support",
                "The plan includes priority support; free shipping is available to all customers.",
                "The plan includes free shipping.", "en");
        assertReplaced("machine learning", "statistics",
                "The course covers statistics; machine learning is taught in the second year.",
                "The course covers machine learning.", "en");
    }

    @Test
    void thePartThatSaysTheStatementsWordsIsItsOwn() {
        assertSupported("The train from Paris to Lyon takes about two hours, and to Marseille about three hours.",
                "The train from Paris to Lyon takes two hours.", "en");
        assertReplaced("20", "The basic plan includes 5 GB",
                "The basic plan includes 5 GB of data per month, and the premium plan includes 20 GB.",
                "The basic plan includes 20 GB of data.", "en");
        assertSupported("The policy covers hospital stays and dental care; eye tests cost extra.",
                "The policy covers dental care.", "en");
        assertSupported("The policy covers hospital stays and prescriptions; dental care costs extra.",
                "Dental care costs extra.", "en");
    }

    @Test
    void aLimitAndARemovalAreReadAsTheStatementSaysThem() {
        assertSupported("Each upload may be at most 10 MB, and an account may store up to 5 GB in total.",
                "Uploads are limited to 10 MB.", "en");
        assertSupported("Version 3.0 dropped support for Python 2 and added type hints throughout.",
                "Version 3.0 removed support for Python 2.", "en");
    }

    @Test
    void anotherLimitOrActIsAnotherFact() {
        assertReplaced("10", "5", "Each upload may be at most 10 MB, and an account may store up to 5 GB in total.",
                "An account may store up to 10 MB.", "en");
        assertReplaced("3.0 added", "3.0 dropped",
                "Version 3.0 dropped support for Python 2 and added type hints throughout.",
                "Version 3.0 added support for Python 2.", "en");
    }

    @Test
    void aReasonNamesTheWordsNotFoundNotTheArticlesBesideThem() {
        String gaudi = "La Sagrada Familia, diseñada por Antoni Gaudí, sigue en construcción desde 1882; Gaudí murió "
                + "en 1926.";
        Support begun = new SupportFinder(List.of(gaudi), "es")
                .find("La construcción de la Sagrada Familia comenzó en 1926.");
        assertEquals(List.of("comenzó"), begun.missing()); // "de, comenzó" with /34
        Support opened = new SupportFinder(List.of("O Cristo Redentor, inaugurado em 1931, fica no alto do Corcovado."),
                "pt").find("O Cristo Redentor foi inaugurado em 1941.");
        assertEquals(List.of("1941"), opened.missing()); // "1941, foi" with /34
        Support named = new SupportFinder(List.of("Der Vertrag wurde 1705 unterzeichnet."), "de")
                .find("Der Vertrag wurde im Mai 1705 von der Generalversammlung unterzeichnet.");
        assertEquals(List.of("Mai", "Generalversammlung"), named.missing()); // a name's word stays
    }
}
