package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/36: a denying statement whose chunk denies something else and says the statement's verb undenied in
 * a clause of its own ("should not eat ..., but may drink water"), a clause whose own subject is the statement's
 * object ("but flood damage requires a separate policy"), a name after "of" ("University of Oxford"), an opposite
 * the chunk says next to the statement's own word ("from March 1 until March 31"), "after" for "until", and "allows"
 * for "permits". 16 of the 24 assertions failed with /35; the others are guards that hold on both.
 */
class UndeniedAndClausesTest {

    @Test
    void aVerbUndeniedInAClauseOfItsOwnDeniesTheDenial() {
        assertReplaced("not drink", "drink water",
                "Patients should not eat for eight hours before the blood test, but may drink water.",
                "Patients may not drink water before the test.", "en");
        assertReplaced("not support", "supports Android", "The app does not support Windows, but it supports Android.",
                "The app does not support Android.", "en");
        assertReplaced("not open", "open on Mondays", "The museum is not open on Sundays but is open on Mondays.",
                "The museum is not open on Mondays.", "en");
        assertReplaced("not refundable", "refundable", "Tickets are refundable, but they are not transferable.",
                "Tickets are not refundable.", "en");
        assertReplaced("not include", "includes installation and maintenance",
                "The contract includes installation and maintenance, but not repairs.",
                "The contract does not include maintenance.", "en");
        assertReplaced("not make", "made a profit in 2021",
                "The company did not make a profit in 2020, but made a profit in 2021.",
                "The company did not make a profit in 2021.", "en");
        assertReplaced("no es compatible", "compatible con Android",
                "La app no es compatible con Windows, pero es compatible con Android.",
                "La app no es compatible con Android.", "es");
        assertReplaced("ne doivent pas boire", "boire de l'eau",
                "Les patients ne doivent pas manger, mais peuvent boire de l'eau.",
                "Les patients ne doivent pas boire d'eau.", "fr");
        assertReplaced("n'est pas ouvert", "ouvert le lundi",
                "Le musée n'est pas ouvert le mardi, mais il est ouvert le lundi.",
                "Le musée n'est pas ouvert le lundi.", "fr");
    }

    @Test
    void aDenialOfTheStatementsOwnObjectStaysSupported() {
        assertSupported("Tickets are refundable, but they are not transferable.", "Tickets are not transferable.",
                "en");
        assertSupported("The app supports Android 10 and later, but it does not support Android 9.",
                "The app does not support Android 9.", "en");
        assertSupported("The company did not make a profit in 2020, but made a profit in 2021.",
                "The company did not make a profit in 2020.", "en");
        assertSupported("The contract includes installation and maintenance, but not repairs.",
                "The contract does not include repairs.", "en");
        assertSupported(
                "Tobacco and alcohol are banned; many members allow travel by airplane, but do not hold formal "
                + "meetings.", "Tobacco and alcohol are not allowed.", "en");
    }

    @Test
    void theObjectAsAnotherClausesSubjectIsAnotherFact() {
        assertReplaced("flood damage", "fire and theft",
                "The policy covers fire and theft, but flood damage requires a separate policy.",
                "The policy covers flood damage.", "en");
    }

    @Test
    void theSubjectsOwnObjectStaysSupported() {
        assertSupported("The policy covers fire and theft, but flood damage requires a separate policy.",
                "The policy covers theft.", "en");
    }

    @Test
    void aNameAfterOfIsReadAsTheWordsOwn() {
        assertReplaced("Oxford", "Cambridge",
                "The University of Cambridge was founded in 1209 by scholars who left Oxford.",
                "The University of Oxford was founded in 1209.", "en");
        assertSupported("The University of Cambridge was founded in 1209 by scholars who left Oxford.",
                "The University of Cambridge was founded in 1209.", "en");
    }

    @Test
    void anOppositeBesideTheStatementsOwnWordOrASynonymIsNoOtherFact() {
        assertSupported("The offer is valid from March 1 until March 31 for new customers.",
                "The offer is valid until March 31.", "en");
        assertSupported(
                "The licence permits personal and educational use; commercial use requires written permission.",
                "The licence allows educational use.", "en");
    }

    @Test
    void afterIsTheOppositeOfUntil() {
        assertReplaced("after", "until", "Parking costs $2 per hour until 6 pm and is free after that.",
                "Parking costs $2 per hour after 6 pm.", "en");
        assertSupported("Parking costs $2 per hour until 6 pm and is free after that.",
                "Parking costs $2 per hour until 6 pm.", "en");
    }

    @Test
    void aListAfterTheVerbUndeniedDeniesTheDenialOfAMember() {
        assertReplaced("non presta", "presta libri e DVD", "La biblioteca presta libri e DVD, ma non riviste.",
                "La biblioteca non presta DVD.", "it");
        assertSupported("La biblioteca presta libri e DVD, ma non riviste.", "La biblioteca non presta riviste.", "it");
    }
}
