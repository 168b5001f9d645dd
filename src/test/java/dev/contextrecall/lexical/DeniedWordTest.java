package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertNotSupported;
import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/30: a word denied by its prefix is the word with a negation ("invalid", "not valid"), a particle said
 * the other way ("opt-in", "opt-out"; "in stock", "out of stock"), a count of times in a period ("once a year",
 * "twice a year"), and the best match a denied statement's "no" names. Each "yes" was a "no" with /29, each "no" a
 * "yes" (at 100% or a "Partly" yes).
 */
class DeniedWordTest {

    @Test
    void aPrefixedNegativeIsTheWordDenied() {
        assertSupported("The service is not available in Europe.", "The service is unavailable in Europe.", "en");
        assertSupported("The data is not encrypted.", "The data is unencrypted.", "en");
        assertSupported("The claim is invalid.", "The claim is not valid.", "en");
        assertSupported("The offer is unavailable in Canada.", "The offer is not available in Canada.", "en");
        assertSupported("Usernames are not case-sensitive.", "Usernames are case-insensitive.", "en");
        assertSupported("The drug is unsafe for children.", "The drug is not safe for children.", "en");
        assertSupported("The drug is not safe for children.", "The drug is unsafe for children.", "en");
        assertSupported("The results are inconclusive.", "The results are not conclusive.", "en");
        assertSupported("The plan is unaffordable for most families.", "The plan is not affordable for most families.",
                "en");
        assertSupported("Die Ursache ist nicht bekannt.", "Die Ursache ist unbekannt.", "de");
        assertSupported("Die Ursache ist unbekannt.", "Die Ursache ist nicht bekannt.", "de");
        assertSupported("La solution n'est pas possible.", "La solution est impossible.", "fr");
        assertSupported("La cause n'est pas connue.", "La cause est inconnue.", "fr");
        assertSupported("El contrato no es válido.", "El contrato es inválido.", "es");
        assertSupported("El contrato es inválido.", "El contrato no es válido.", "es");
        assertSupported("Il contratto è invalido.", "Il contratto non è valido.", "it");
        assertSupported("O contrato não é válido.", "O contrato é inválido.", "pt");
        assertSupported("Het contract is niet geldig.", "Het contract is ongeldig.", "nl");
        assertSupported("Причина не известна.", "Причина неизвестна.", "ru");
        assertSupported("Contractul nu este valid.", "Contractul este nevalid.", "ro");
        assertSupported("The drug is ineffective against the virus.", "The drug is not effective against the virus.",
                "en");
        assertSupported("Storage is not limited on the Pro plan.", "Storage is unlimited on the Pro plan.", "en");
        assertSupported("Die Antwort ist nicht vollständig.", "Die Antwort ist unvollständig.", "de");
        // a prefix written with a hyphen: "non-native" was read as another thing than "native" (Prefixed)
        assertSupported("The species is non-native to Europe and invasive.",
                "The invasive species is not native to Europe.", "en");
        assertSupported("The drink is non-alcoholic.", "The drink is not alcoholic.", "en");
    }

    @Test
    void aWordAffirmedIsNotItsNegative() {
        assertReplaced("unavailable", "available", "The service is available in Europe.",
                "The service is unavailable in Europe.", "en");
        assertReplaced("unsafe", "safe", "The drug is safe for children.", "The drug is unsafe for children.", "en");
        assertNotSupported("The data is encrypted.", "The data is not encrypted.", "en");
        assertNotSupported("The results are conclusive.", "The results are inconclusive.", "en");
        assertNotSupported("The drink is non-alcoholic.", "The drink is alcoholic.", "en");
        assertNotSupported("Die Ursache ist unbekannt.", "Die Ursache ist bekannt.", "de");
        assertNotSupported("El contrato es inválido.", "El contrato es válido.", "es");
        // the negation about another part of the sentence, words only spelt like a negative, and a word denied of
        // nothing the statement names
        assertNotSupported("The service is available in Europe, but not in Asia.",
                "The service is unavailable in Europe.", "en");
        assertNotSupported("The painting is not valuable.", "The painting is invaluable.", "en");
        assertNotSupported("The gas is inflammable.", "The gas is not flammable.", "en");
        assertNotSupported("The team discovered the costs.", "The team did not cover the costs.", "en");
        assertNotSupported("The team uncovered the story.", "The team did not cover the story.", "en");
        assertNotSupported("If P is not equal to NP, then P is not equal to PSPACE either.",
                "Proving that these classes are unequal would be a breakthrough.", "en");
        // a denial said in a sentence about another part, which names less of the statement than another sentence
        String plans = "The endpoint is available in the Pro plan. It is not available in the free plan.";
        assertNotSupported(plans, "The endpoint is unavailable in the Pro plan.", "en");
        assertSupported(plans, "The endpoint is unavailable in the free plan.", "en");
        String prefixed = "The endpoint is available in the Pro plan. It is unavailable in the free plan.";
        assertNotSupported(prefixed, "The endpoint is not available in the Pro plan.", "en");
        assertSupported(prefixed, "The endpoint is not available in the free plan.", "en");
    }

    @Test
    void aParticleSaidTheOtherWay() {
        assertReplaced("opt-in", "opt-out", "Marketing emails are opt-out.", "Marketing emails are opt-in.", "en");
        assertReplaced("on", "off", "The light turns off when the door opens.", "The light turns on when the door opens.",
                "en");
        assertReplaced("off", "on", "The system turns on at night.", "The system turns off at night.", "en");
        assertReplaced("in", "out", "The item is out of stock.", "The item is in stock.", "en");
        assertReplaced("out", "in", "The product is in stock.", "The product is out of stock.", "en");
        assertReplaced("in", "out", "Users can log out with Google.", "Users can log in with Google.", "en");
        assertReplaced("in", "out", "He checked out at 3 pm.", "He checked in at 3 pm.", "en");
        // the particle as the statement says it, in another order
        assertSupported("She grew up in Ohio and moved to Texas.", "She grew up in Ohio.", "en");
        assertSupported("When the door opens, the light turns on.", "The light turns on when the door opens.", "en");
        assertSupported("Despite the rain, the show went on.", "The show went on despite the rain.", "en");
        assertSupported("The item is out of stock.", "The item is out of stock.", "en");
    }

    @Test
    void aCountOfTimesInAPeriod() {
        assertReplaced("once", "twice", "The event is held twice a year.", "The event is held once a year.", "en");
        assertReplaced("twice", "once", "The dose for adults is 500 mg once daily.",
                "The dose for adults is 500 mg twice daily.", "en");
        assertNotSupported("The dose is taken twice a day.", "The dose is taken three times a day.", "en");
        assertNotSupported("The club holds a dinner twice a year.", "Once a year, the club holds a dinner.", "en");
        // "once a year" said otherwise, "once" for "formerly", and "daily" with or without "once"
        assertSupported("The festival takes place annually in June.", "The festival takes place once a year.", "en");
        assertSupported("The event is held every year.", "The event is held once a year.", "en");
        assertSupported("Take one tablet daily.", "Take one tablet once daily.", "en");
        assertSupported("Take one tablet once daily.", "Take one tablet daily.", "en");
        assertSupported("He was formerly the mayor of the city.", "He was once the mayor of the city.", "en");
        assertSupported("The dose is taken two times a day.", "The dose is taken twice a day.", "en");
    }

    @Test
    void aDeniedStatementsNoNamesItsBestMatch() {
        // no evidence with a negation covers it: the "no" names the best match, not "no node shares its words"
        Support s = new SupportFinder(List.of("The claim was filed in May. Claims are reviewed weekly."), "en")
                .find("The claim is not valid.");
        assertFalse(s.supported());
        assertEquals(List.of(0), s.nodes());
        assertTrue(s.coverage() > 0, "the node holds 'claim'");
        assertEquals(List.of("valid"), s.missing());
    }
}
