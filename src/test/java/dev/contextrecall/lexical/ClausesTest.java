package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/23: the statement's subject and the rest of it said in two clauses of one sentence, each with
 * another partner, is another fact; a clause about the subject by a pronoun, or about something else, is not.
 */
class ClausesTest {

    @Test
    void aSubjectAndAnObjectPairedOtherwiseInTwoClausesAreAnotherFact() {
        assertReplaced("telephone", "Edison invented the phonograph",
                "Bell invented the telephone; Edison invented the phonograph.", "Edison invented the telephone.", "en");
        assertReplaced("phonograph", "Bell invented the telephone",
                "Bell invented the telephone, while Edison invented the phonograph.", "Bell invented the phonograph.",
                "en");
        assertReplaced("London", "The Eiffel Tower is in Paris", "The Eiffel Tower is in Paris; Big Ben is in London.",
                "The Eiffel Tower is in London.", "en");
        // each clause says its own pair
        assertSupported("Bell invented the telephone; Edison invented the phonograph.", "Bell invented the telephone.",
                "en");
        assertSupported("Bell invented the telephone; Edison invented the phonograph.",
                "Edison invented the phonograph.", "en");
        assertSupported("The Eiffel Tower is in Paris; Big Ben is in London.", "Big Ben is in London.", "en");
        assertSupported("Marlowe wrote Doctor Faustus, and Shakespeare wrote Hamlet and Macbeth.",
                "Shakespeare wrote Hamlet.", "en");
        assertSupported("Der Rhein fließt durch Köln, während die Elbe durch Dresden fließt.",
                "Der Rhein fließt durch Köln.", "de");
    }

    @Test
    void aClauseAboutTheSubjectByAPronounOrAboutSomethingElseSaysNoOtherPair() {
        assertSupported("Marie Curie won the Nobel Prize in Physics in 1903; she won it again in Chemistry in 1911.",
                "Marie Curie won the Nobel Prize in Chemistry.", "en");
        assertSupported("Einstein won the Nobel Prize in 1921; he was born in Ulm.", "Einstein was born in Ulm.", "en");
        assertSupported("Paris is the capital of France; it is also its largest city.",
                "Paris is the largest city of France.", "en");
        assertSupported("The company reported revenue of $5 billion, and its rival reported a loss.",
                "The company reported revenue of $5 billion.", "en");
    }

    @Test
    void aSentenceIsCutAtASemicolonAtWhileAndAtAndAfterAComma() {
        String text = "Bell invented the telephone; Edison invented the phonograph, and Tesla built motors while "
                + "Ford built cars and trucks.";
        List<String> opening = Clauses.clauses(text, Tokenizer.tokens(text, "en")).stream()
                .map(c -> text.substring(c.get(0).start(), c.get(0).end())).toList();
        assertEquals(List.of("Bell", "Edison", "and", "while"), opening);
    }
}
