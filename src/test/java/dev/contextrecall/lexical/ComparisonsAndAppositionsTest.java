package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/34: a comparison said the other way round, another name set beside the statement's role by a comma,
 * a price after "or", and a subject whose place is part of it. Each changed verdict was another with /33; the guards
 * hold on both.
 */
class ComparisonsAndAppositionsTest {

    private static final String NILE = "The Nile is generally regarded as the longest river in the world, slightly "
            + "longer than the Amazon.";

    @Test
    void aComparisonSaidTheOtherWayRoundIsAnotherFact() {
        assertReplaced("longer than the Nile", "longer than the Amazon", NILE, "The Amazon is longer than the Nile.",
                "en");
        assertReplaced("länger als der Rhein", "länger als die Elbe", "Der Rhein ist mit 1230 km einer der längsten "
                + "Flüsse Europas und deutlich länger als die Elbe.", "Die Elbe ist länger als der Rhein.", "de");
        // guards: the evidence's own comparison, a word before "than" that compares nothing
        assertSupported(NILE, "The Nile is longer than the Amazon.", "en");
        assertSupported("Venus is farther from the Sun than Mercury.", "Mercury is closer to the Sun than Venus.", "en");
    }

    @Test
    void aNameSetBesideTheRoleByACommaHoldsIt() {
        String lisbon = "Lisbon, the capital of Portugal, lies on the Tagus estuary; Porto is the second-largest city.";
        assertReplaced("Porto", "Lisbon", lisbon, "Porto is the capital of Portugal.", "en");
        // guards: the name's own role
        assertSupported(lisbon, "Lisbon is the capital of Portugal.", "en");
        assertSupported(lisbon, "Porto is the second-largest city.", "en");
    }

    @Test
    void aPriceAfterOrIsBoundToItsOwnWords() {
        String course = "The course costs $650, or $500 for members.";
        assertReplaced("$650 for members", "$500 for members", course, "The course costs $650 for members.", "en");
        // guards: the price's own words
        assertSupported(course, "The course costs $500 for members.", "en");
        assertSupported(course, "The course costs $650.", "en");
    }

    @Test
    void aSubjectWhosePlaceIsPartOfItIsNoOtherSubject() {
        String flight = "Прямой рейс из Москвы во Владивосток длится около 9 часов.";
        assertSupported(flight, "Рейс длится 9 часов.", "ru"); // a "no" naming "Владивосток" with /33
        assertSupported("The direct flight from London to New York takes about 8 hours.",
                "The flight takes 8 hours.", "en");
        // guard: another subject before the verb
        assertReplaced("Newton", "Einstein", "Einstein developed the theory of relativity, building on Newton's "
                + "mechanics.", "Newton developed the theory of relativity.", "en");
    }
}
