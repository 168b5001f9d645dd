package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/35: a role said with another holder, in either order ("The capital of Australia is Canberra"
 * against "Sydney is the capital of Australia" and "The capital of Australia is Sydney"), a possessive whose noun is
 * left out, and two superlatives of one noun ("the largest and deepest ocean"). Each changed verdict or reason was
 * another with /34; the guards hold on both.
 */
class RolesAndHoldersTest {

    @Test
    void aRoleSaidOfAnotherHolderIsAnotherFact() {
        assertReplaced("Sydney", "capital of Australia is Canberra",
                "The capital of Australia is Canberra, and its largest city is Sydney.",
                "Sydney is the capital of Australia.", "en");
        assertReplaced("Sydney", "capital of Australia is Canberra",
                "The capital of Australia is Canberra, although Sydney is the most populous city.",
                "The capital of Australia is Sydney.", "en");
        assertReplaced("won", "Japan's currency is the yen",
                "Japan's currency is the yen, and South Korea's is the won.", "The won is Japan's currency.", "en");
        assertReplaced("Porto", "capital of Portugal is Lisbon",
                "The capital of Portugal is Lisbon; Porto is the second city.", "Porto is the capital of Portugal.",
                "en");
        assertReplaced("Federer", "winner was Nadal", "The winner was Nadal, who beat Federer in four sets.",
                "Federer was the winner.", "en");
        assertReplaced("Helium", "abundant element in the universe is hydrogen",
                "The most abundant element in the universe is hydrogen, followed by helium.",
                "Helium is the most abundant element in the universe.", "en");
        assertReplaced("Barcelona", "La capital de España es Madrid",
                "La capital de España es Madrid, y Barcelona es la segunda ciudad.",
                "Barcelona es la capital de España.", "es");
        assertReplaced("Sídney", "La capital de Australia es Canberra",
                "La capital de Australia es Canberra, aunque Sídney es la ciudad más poblada.",
                "La capital de Australia es Sídney.", "es");
        assertReplaced("Den Haag", "De hoofdstad van Nederland is Amsterdam",
                "De hoofdstad van Nederland is Amsterdam, maar de regering zit in Den Haag.",
                "Den Haag is de hoofdstad van Nederland.", "nl");
        assertReplaced("sugar", "main ingredient is flour",
                "The main ingredient is flour, followed by sugar and butter.", "The main ingredient is sugar.", "en");
        assertReplaced("Toronto", "La capitale du Canada est Ottawa",
                "La capitale du Canada est Ottawa, et sa plus grande ville est Toronto.",
                "Toronto est la capitale du Canada.", "fr");
    }

    @Test
    void aPossessiveWithItsNounLeftOutSaysItsOwnHolder() {
        assertSupported("Japan's currency is the yen, and South Korea's is the won.", "Korea's currency is the won.",
                "en");
        assertSupported("Столицей России является Москва, а крупнейшим городом Сибири — Новосибирск.",
                "Москва является столицей России.", "ru");
    }

    @Test
    void theStatementsOwnHolderListedOrDeniedIsNoOtherFact() {
        assertSupported("The official languages of Canada are English and French.",
                "French is an official language of Canada.", "en");
        assertSupported("The capital of Australia is Canberra, and its largest city is Sydney.",
                "Canberra is the capital of Australia.", "en");
        assertSupported("The capital of Australia is not Sydney but Canberra.", "Canberra is the capital of Australia.",
                "en");
        assertSupported("The capital of Australia is Canberra, although Sydney is the most populous city.",
                "The capital of Australia is Canberra.", "en");
        assertSupported("The main ingredient of beer is water, followed by malted barley.",
                "Water is the main ingredient of beer.", "en");
        assertSupported("The claim is invalid.", "The claim is not valid.", "en");
        // a word that does not end its phrase is no holder: "completely free", "large and bright"
        assertSupported("The service is completely free for students.", "The service is free.", "en");
        assertSupported("The room is large and bright.", "The room is bright.", "en");
        assertSupported("In winter the water is icy cold.", "The water is cold.", "en");
    }

    @Test
    void twoSuperlativesOfOneNounAreTheSubjectsBoth() {
        assertReplaced("Atlantic", "Pacific",
                "The Pacific is the largest and deepest ocean; the Atlantic is the second largest.",
                "The Atlantic is the deepest ocean.", "en");
        assertSupported("The Pacific is the largest and deepest ocean; the Atlantic is the second largest.",
                "The Pacific is the largest ocean.", "en");
        assertSupported("The Pacific is the largest and deepest ocean; the Atlantic is the second largest.",
                "The Pacific is the deepest ocean.", "en");
    }
}
