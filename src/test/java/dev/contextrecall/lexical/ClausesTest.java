package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/23: the statement's subject and the rest of it said in two clauses of one sentence, each with
 * another partner, is another fact; a clause about the subject by a pronoun, or about something else, is not.
 * offline-lexical/24: so is a name the statement closes with ("The capital of Australia is Sydney").
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
    void aNameTheStatementClosesWithSaidInAClauseAboutSomethingElseIsAnotherFact() {
        String australia = "Canberra is the capital city of Australia, while Sydney is its largest city.";
        assertReplaced("capital of Australia", "while Sydney is its largest city", australia,
                "The capital of Australia is Sydney.", "en");
        assertReplaced("largest city in Australia", "while Canberra is its capital",
                "Sydney is the largest city in Australia, while Canberra is its capital.",
                "The largest city in Australia is Canberra.", "en");
        assertReplaced("Berlin", "Paris", "The capital of France is Paris, and the capital of Germany is Berlin.",
                "The capital of France is Berlin.", "en"); // since /38 "is" leaves the name after it its own
        assertReplaced("La capital de Australia", "mientras que Sídney es su ciudad más grande",
                "Canberra es la capital de Australia, mientras que Sídney es su ciudad más grande.",
                "La capital de Australia es Sídney.", "es");
        assertReplaced("La capitale de l'Australie", "tandis que Sydney est sa plus grande ville",
                "Canberra est la capitale de l'Australie, tandis que Sydney est sa plus grande ville.",
                "La capitale de l'Australie est Sydney.", "fr");
        assertReplaced("Столица Австралии", "тогда как Сидней — её крупнейший город",
                "Канберра — столица Австралии, тогда как Сидней — её крупнейший город.", "Столица Австралии — Сидней.",
                "ru");
        assertReplaced("πρωτεύουσα της Αυστραλίας", "ενώ το Σίδνεϊ είναι η μεγαλύτερη πόλη της",
                "Η Καμπέρα είναι η πρωτεύουσα της Αυστραλίας, ενώ το Σίδνεϊ είναι η μεγαλύτερη πόλη της.",
                "Η πρωτεύουσα της Αυστραλίας είναι το Σίδνεϊ.", "el");
        // each clause's own pair, the same name in both clauses, and a clause about the subject by a pronoun
        assertSupported(australia, "The capital of Australia is Canberra.", "en");
        assertSupported(australia, "The largest city in Australia is Sydney.", "en");
        assertSupported("The capital of France is Paris, and the capital of Germany is Berlin.",
                "The capital of Germany is Berlin.", "en");
        assertSupported("The team's coach is Pep Guardiola, and its captain is Kevin De Bruyne.",
                "The team's coach is Pep Guardiola.", "en");
        assertSupported("The Danube flows into the Black Sea, while the Rhine flows into the North Sea.",
                "The river flows into the Black Sea.", "en");
        assertSupported("Marie Curie won the Nobel Prize in Physics in 1903, and she won it again in Chemistry.",
                "Marie Curie won the Nobel Prize in Chemistry.", "en");
        assertSupported("Marie Curie a reçu le prix Nobel de physique en 1903, et elle l'a reçu de nouveau en Chimie.",
                "Marie Curie a reçu le prix Nobel en Chimie.", "fr");
    }

    @Test
    void aVietnameseNameOfSeveralSyllablesClosingAStatementIsRead() {
        // Vietnamese syllables are read in overlapping pairs: the closing name's pairs overlap one another
        assertSupported("Thành phố lớn nhất Việt Nam là Thành Phố Hồ Chí Minh.",
                "Thành phố lớn nhất Việt Nam là Thành Phố Hồ Chí Minh.", "vi");
        assertSupported("Thủ đô của Việt Nam là Hà Nội, còn thành phố lớn nhất là Thành Phố Hồ Chí Minh.",
                "Thủ đô của Việt Nam là Hà Nội.", "vi");
    }

    @Test
    void aSentenceIsCutAtASemicolonAtWhileAndAtAndAfterAComma() {
        String text = "Bell invented the telephone; Edison invented the phonograph, and Tesla built motors while "
                + "Ford built cars and trucks.";
        List<String> opening = ClauseCuts.clauses(text, Tokenizer.tokens(text, "en")).stream()
                .map(c -> text.substring(c.get(0).start(), c.get(0).end())).toList();
        assertEquals(List.of("Bell", "Edison", "and", "while"), opening);
    }
}
