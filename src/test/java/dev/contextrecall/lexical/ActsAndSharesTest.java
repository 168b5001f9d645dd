package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;
import static dev.contextrecall.lexical.SupportAssertions.keys;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/21: an act planned, tried or denied is not the act done; a nomination is not a win; a share said
 * in words is its percentage; an age however English writes it; verbs of one act, a copula or a verb's ending said
 * otherwise are no other fact.
 */
class ActsAndSharesTest {

    @Test
    void anActPlannedTriedOrRefusedIsNotTheActDone() {
        assertReplaced("opened", "plans to open", "The company plans to open a factory in Texas.",
                "The company opened a factory in Texas.", "en");
        assertReplaced("acquired", "tried to acquire", "The company tried to acquire Instagram in 2012.",
                "The company acquired Instagram in 2012.", "en");
        assertReplaced("reduced", "aims to reduce", "The law aims to reduce emissions.", "The law reduced emissions.",
                "en");
        assertReplaced("reached", "failed to reach", "The mission failed to reach orbit.", "The mission reached orbit.",
                "en");
        assertReplaced("signed", "refused to sign", "He refused to sign the treaty.", "He signed the treaty.", "en");
        // the statement's own denial needs one in the evidence: "failed to" is one, and "did not" answers it
        Support failed = new SupportFinder(List.of("The mission reached orbit."), "en")
                .find("The mission failed to reach orbit.");
        assertFalse(failed.supported());
        assertTrue(failed.negationDisagrees());
        assertSupported("He did not sign the treaty.", "He refused to sign the treaty.", "en");
        // the same intent on both sides, or a statement whose verb follows "to" itself, is no contrast
        assertSupported("The company plans to open a factory in Texas.", "The company plans to open a factory.", "en");
        assertSupported("In 1924 he tried to climb Everest.", "He tried to climb Everest in 1924.", "en");
        assertSupported("The roster for the team set to compete at the 2017 AmeriCup in Argentina was announced.",
                "Smith was selected to compete at the 2017 AmeriCup in Argentina.", "en");
        assertSupported("In 2019 the company planned the merger.", "The company planned the merger in 2019.", "en");
        assertSupported("The project failed in 2010 after cuts.", "The project failed in 2010.", "en");
        // an announcement is not read as a contrast (human labels count it); a verb that is no past form is none
        assertSupported("The company will open 20 stores in 2025.", "The company opened 20 stores in 2025.", "en");
        assertSupported("Full implementation of the name change is set to take place during the 2018–19 academic year.",
                "Full implementation of the name change is taking place during the 2018–19 academic year.", "en");
        assertSupported("He would later become president in 1990.", "He became president in 1990.", "en");
    }

    @Test
    void aNominationIsNotAWinEitherWayRound() {
        assertReplaced("won", "nominated", "She was nominated for the Academy Award for Best Actress.",
                "She won the Academy Award for Best Actress.", "en");
        assertReplaced("won", "shortlisted", "She was shortlisted for the Booker Prize in 2010.",
                "She won the Booker Prize in 2010.", "en");
        assertReplaced("Ganó", "nominada", "Fue nominada al Óscar a la mejor actriz.", "Ganó el Óscar a la mejor actriz.",
                "es");
        assertFalse(new SupportFinder(List.of("Sie gewann den Oscar."), "de").find("Sie wurde für den Oscar nominiert.")
                .supported());
        assertReplaced("выиграла", "номинирована", "Она была номинирована на Оскар.", "Она выиграла Оскар.", "ru");
        // a win said with a verb of the same act, beside nominations, is a win
        assertSupported("After two nominations she received an Oscar.", "She won an Oscar after two nominations.", "en");
        assertSupported("After two nominations she won an Oscar.", "She won an Oscar after two nominations.", "en");
    }

    @Test
    void aShareInWordsIsItsPercentage() {
        assertSupported("25 percent of the budget goes to health.", "A quarter of the budget goes to health.", "en");
        assertSupported("33% of the budget goes to health.", "A third of the budget goes to health.", "en");
        assertSupported("About 67% of users are on mobile.", "Two thirds of users are on mobile.", "en");
        assertSupported("75% of the land is forest.", "Three quarters of the land is forest.", "en");
        assertSupported("Smith received 50 percent of the votes.", "Half of the votes went to Smith.", "en");
        assertSupported("½ of the votes were cast by mail.", "Half of the votes were cast by mail.", "en");
        assertSupported("The city has 250,000 residents.", "The city has a quarter of a million residents.", "en");
        assertSupported("33 Prozent der Stimmen gingen an die SPD.", "Ein Drittel der Stimmen ging an die SPD.", "de");
        assertSupported("25 % des habitants parlent anglais.", "Un quart des habitants parle anglais.", "fr");
        assertSupported("El 50 % de los votos fue para Pérez.", "La mitad de los votos fue para Pérez.", "es");
        Support quarter = new SupportFinder(List.of("40 percent of the budget goes to health."), "en")
                .find("A quarter of the budget goes to health.");
        assertFalse(quarter.supported());
        assertEquals(List.of("A quarter"), quarter.missing());
        assertFalse(new SupportFinder(List.of("A third of the votes went to the incumbent."), "en")
                .find("Half of the votes went to the incumbent.").supported());
        // a half of a time or a match, a quarter of an hour, a room: no share
        assertSupported("He scored in the second half of the match.", "He scored in the second half of the match.",
                "en");
        assertEquals(List.of("quarter", "hour"), keys("a quarter of an hour"));
        assertEquals(List.of("um", "quarto", "de", "hotel"), keys("um quarto de hotel"));
        assertEquals(List.of("seri", "de", "mitad", "de", "temporada"), keys("serie de mitad de temporada"));
    }

    @Test
    void anAgeIsOneFactHoweverEnglishWritesIt() {
        assertSupported("She won at the age of 35.", "She was 35 years old when she won.", "en");
        assertSupported("Police arrested a man aged 35.", "A 35-year-old man was arrested.", "en");
        assertSupported("He died at the age of 85.", "He died aged 85.", "en");
        assertReplaced("30", "32", "In 1990, aged 32 years, he won the title.", "He was 30 years old when he won in 1990.",
                "en");
        Support other = new SupportFinder(List.of("He died at the age of 58."), "en").find("He died aged 85.");
        assertFalse(other.supported());
        assertEquals(List.of("85"), other.missing());
    }

    @Test
    void wordsThatSayTheSameActAreNoOtherFact() {
        assertSupported("The drug reduces blood pressure in most patients.", "The drug lowers blood pressure.", "en");
        assertSupported("The film earned $100 million worldwide.", "The film grossed $100 million worldwide.", "en");
        assertSupported("The deal was valued at 1.5 billion dollars.", "The deal was worth $1.5 billion.", "en");
        assertSupported("The building has 102 storeys.", "The building has 102 floors.", "en");
        // Chinese "约" ("about") before the verb, on one side only; "了" (the act done) on one side still counts
        assertSupported("光速为每秒299,792公里。", "光速约为每秒300,000公里。", "zh");
        assertFalse(new SupportFinder(List.of("公司计划在德州开设工厂。"), "zh").find("公司在德州开设了工厂。").supported());
        assertSupported("The bill was approved by the Senate.", "The bill was passed by the Senate.", "en");
        assertFalse(new SupportFinder(List.of("The bill was rejected by the Senate."), "en")
                .find("The bill was passed by the Senate.").supported());
        assertSupported("El presupuesto asciende a 5 millones de euros.", "El presupuesto es de 5 millones de euros.",
                "es");
        assertSupported("La tour fut achevée le 31/03/1889.", "Le tour a été achevé le 31 mars 1889.", "fr");
        assertSupported("Le musée était ouvert le lundi.", "Le musée est ouvert le lundi.", "fr");
        // the opposite act, or "est" as "east", still is
        assertFalse(new SupportFinder(List.of("The drug increased deaths by 20%."), "en")
                .find("The drug cut deaths by 20%.").supported());
        assertFalse(new SupportFinder(List.of("Le musée est fermé le lundi."), "fr")
                .find("Le musée est ouvert le lundi.").supported());
        assertFalse(new SupportFinder(List.of("Le musée se trouve sur la rive ouest du fleuve."), "fr")
                .find("Le musée se trouve sur la rive est du fleuve.").supported());
    }
}
