package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/25: a figure, a name or a role that the evidence holds, but bound to another word. Each "no" was a
 * "yes" at 100% with /24.
 */
class CountsAndRolesTest {

    @Test
    void aCountSaidOfAnotherWordIsAnotherFact() {
        assertReplaced("60 students", "60 teachers", "The school has 800 students and 60 teachers.",
                "The school has 60 students.", "en");
        assertReplaced("120 rooms", "120 beds", "The hotel has 120 beds in 60 rooms.", "The hotel has 120 rooms.", "en");
        assertReplaced("500 engineers", "500 people", "The company employs 500 people, 200 of them engineers.",
                "The company employs 500 engineers.", "en");
        assertReplaced("12 deaths", "12 injuries", "There were 12 injuries and 3 deaths.", "There were 12 deaths.", "en");
        assertReplaced("60 alumnos", "60 profesores", "La escuela tiene 800 alumnos y 60 profesores.",
                "La escuela tiene 60 alumnos.", "es");
        assertReplaced("60 élèves", "60 enseignants", "L'école compte 800 élèves et 60 enseignants.",
                "L'école compte 60 élèves.", "fr");
        assertReplaced("60 öğrenci", "60 öğretmen", "Okulda 800 öğrenci ve 60 öğretmen var.", "Okulda 60 öğrenci var.",
                "tr");
        assertReplaced("60 छात्र", "60 शिक्षक", "स्कूल में 800 छात्र और 60 शिक्षक हैं।", "स्कूल में 60 छात्र हैं।", "hi");
        assertReplaced("60 μαθητές", "60 καθηγητές", "Το σχολείο έχει 800 μαθητές και 60 καθηγητές.",
                "Το σχολείο έχει 60 μαθητές.", "el");
        assertReplaced("60 de elevi", "60 de profesori", "Școala are 800 de elevi și 60 de profesori.",
                "Școala are 60 de elevi.", "ro");
        // the word counted by the statement's own figure somewhere, or by no other figure
        assertSupported("The school has 800 students and 60 teachers.", "The school has 800 students.", "en");
        assertSupported("She has 2 brothers and 2 sisters.", "She has 2 sisters.", "en");
        assertSupported("He won 3 league titles and 2 cup titles.", "He won 3 titles.", "en");
        assertSupported("The company employs 5,000 people.", "The company has 5,000 employees.", "en");
        assertSupported("The city has 2 million inhabitants and 500,000 commuters.", "The city has 2 million inhabitants.",
                "en");
        // a rank is no count of the word after it: no "third time" read as "three frames" (since /31 a rank does not
        // give the statement's count either, so the statement lacks its number)
        Support rank = new SupportFinder(List.of("Williams took five of the nine frames and won the title for the third "
                + "time."), "en").find("Williams won three frames.");
        assertFalse(rank.supported(), rank.toString());
        assertNull(rank.contrast(), rank.toString());
        assertEquals(List.of("three"), rank.missing(), rank.toString());
    }

    @Test
    void aCountAmongYearsIsNoMemberOfTheirList() {
        assertReplaced("2015", "2016", "He scored 30 goals in the 2016 season and 12 in 2015.",
                "He scored 30 goals in the 2015 season.", "en");
        assertSupported("He scored 30 goals in the 2015 season and 12 in 2016.", "He scored 30 goals in the 2015 season.",
                "en");
    }

    @Test
    void aNameAfterAWordThatDescribesItIsAnotherName() {
        assertReplaced("Christopher", "Jonathan",
                "The film was produced by Christopher Nolan and directed by his brother Jonathan.",
                "The film was directed by Christopher Nolan.", "en");
        assertReplaced("Paris", "France", "He was born in northern France and moved to Paris at ten.",
                "He was born in Paris.", "en");
        // the statement's name so described, listed after the other, or qualified by a name before a word
        assertSupported("The novel was translated by the acclaimed translator Edith Grossman.",
                "The novel was translated by Edith Grossman.", "en");
        assertSupported("The film stars newcomer Jake Lee and Tom Hanks.", "The film stars Tom Hanks.", "en");
        assertSupported("In 2019 he joined fellow Championship side Millwall.", "He joined Millwall in 2019.", "en");
        assertSupported("The company was founded by Harvard dropout Bill Gates.", "The company was founded by Bill Gates.",
                "en");
        assertSupported("She married actor John Smith in 1990.", "She married John Smith.", "en");
    }

    @Test
    void aShareNarrowedByOnlyIsStillAnotherShare() {
        assertReplaced("all", "some", "The law applies only to some employees.", "The law applies to all employees.",
                "en");
        assertReplaced("all", "few", "The bug affects only a few users.", "The bug affects all users.", "en");
        assertSupported("The law applies to all employees, only managers excepted from the bonus.",
                "The law applies to all employees.", "en");
    }

    @Test
    void aRoleSaidInAClauseOfItsOwnIsAnotherRole() {
        assertReplaced("Jane", "John Doe", "The company's CFO is Jane Smith, and its CEO is John Doe.",
                "The company's CEO is Jane Smith.", "en"); // since /38 the name after "CEO is" is read on its own
        assertReplaced("Jane", "John Doe", "Jane Smith is the company's CFO; the CEO is John Doe.",
                "The company's CEO is Jane Smith.", "en");
        assertReplaced("entrenador", "El presidente del club es Florentino Pérez",
                "El presidente del club es Florentino Pérez, y el entrenador es Carlo Ancelotti.",
                "El entrenador del club es Florentino Pérez.", "es");
        // a possessive in the name's clause may say the statement's other name; a clause saying the role by a pronoun
        assertSupported("Canberra is the capital city of Australia, while Sydney is its largest city.",
                "The largest city in Australia is Sydney.", "en");
        assertSupported("Jane Smith joined the company in 2001, and the board named her CEO in 2015.",
                "The company's CEO is Jane Smith.", "en");
        assertSupported("The company's CEO is Jane Smith, and its CFO is John Doe.", "The company's CEO is Jane Smith.",
                "en");
    }

    @Test
    void wordsForTheSameThingAreNoOtherFact() {
        // a "Partly" yes naming the word, where /24 said another fact
        assertSupported("Jupiter is the biggest planet in the Solar System.",
                "Jupiter is the largest planet in the Solar System.", "en");
        assertSupported("Mount Everest is the tallest mountain in the world.",
                "Mount Everest is the highest mountain in the world.", "en");
        assertSupported("The team has won the championship on three occasions.",
                "The team won the championship three times.", "en");
        assertSupported("The company has 5,000 staff in 30 countries.", "The company has 5,000 employees in 30 countries.",
                "en");
        assertReplaced("highest", "lowest", "Mount Everest is the lowest mountain in the world.",
                "Mount Everest is the highest mountain in the world.", "en");
    }

    @Test
    void aStatementPutTogetherFromTwoClausesOfOneSentenceIsNoFact() {
        assertReplaced("5", "the free plan includes 1 user", "The pro plan includes 5 users; the free plan includes 1 user.",
                "The free plan includes 5 users.", "en");
        assertReplaced("30", "Backups are kept for 90 days", "Backups are kept for 90 days; logs are kept for 30 days.",
                "Backups are kept for 30 days.", "en");
        assertReplaced("16", "Dogs sleep 12 hours a day", "Dogs sleep 12 hours a day, while cats sleep 16 hours a day.",
                "Dogs sleep 16 hours a day.", "en");
        // each clause's own statement, a clause whose subject is a pronoun, and a statement of two clauses' facts
        assertSupported("The pro plan includes 5 users; the free plan includes 1 user.", "The free plan includes 1 user.",
                "en");
        assertSupported("Backups are kept for 90 days; logs are kept for 30 days.", "Logs are kept for 30 days.", "en");
        assertSupported("Dogs sleep 12 hours a day, while cats sleep 16 hours a day.", "Cats sleep 16 hours a day.",
                "en");
        assertSupported("Backups are kept for 90 days, and they are deleted after 30 days of inactivity.",
                "Backups are deleted after 30 days.", "en");
        assertSupported("Marie Curie won the Nobel Prize in Physics in 1903, and she won the Nobel Prize in Chemistry in"
                + " 1911.", "Marie Curie won the Nobel Prize in Physics in 1903.", "en");
        assertSupported("The pro plan includes 5 users; it costs $20, and the free plan includes 1 user.",
                "The pro plan includes 5 users and costs $20.", "en");
        assertSupported("Das Museum ist werktags ab 9 Uhr geöffnet; am Wochenende ist es ab 10 Uhr geöffnet.",
                "Das Museum ist am Wochenende ab 10 Uhr geöffnet.", "de");
        assertSupported("The museum is open on weekdays from 9 am; on weekends it opens at 10 am.",
                "The museum is open on weekends from 10 am.", "en");
    }

    @Test
    void aNameAfterAPossessiveAndAWordIsAnotherNameInSpanishAndFrench() {
        assertReplaced("Christopher", "Jonathan",
                "La película fue producida por Christopher Nolan y dirigida por su hermano Jonathan.",
                "La película fue dirigida por Christopher Nolan.", "es");
        assertReplaced("Christopher", "Jonathan",
                "Le film a été produit par Christopher Nolan et réalisé par son frère Jonathan.",
                "Le film a été réalisé par Christopher Nolan.", "fr");
        assertSupported("La película fue dirigida por el británico Christopher Nolan.",
                "La película fue dirigida por Christopher Nolan.", "es");
    }

    @Test
    void aCountWrittenWithAThousandsSeparatorIsNoYear() {
        assertReplaced("2,000 students", "2,000 staff",
                "The university, with 30,000 students and 2,000 staff, is the largest in the region.",
                "The university has 2,000 students.", "en");
        assertSupported("The university, with 30,000 students and 2,000 staff, is the largest in the region.",
                "The university has 30,000 students.", "en");
    }

    @Test
    void theNameAStatementOpensWithFoundButAnotherDoingWhatItSays() {
        assertReplaced("Newton", "Einstein", "Einstein developed the theory of relativity, building on Newton's mechanics.",
                "Newton developed the theory of relativity.", "en");
        assertSupported("Leibniz and Newton developed calculus independently.", "Newton developed calculus.", "en");
        assertSupported("Albert Einstein developed the theory of relativity.",
                "Einstein developed the theory of relativity.", "en");
        assertSupported("Born in 1643, Newton later developed calculus.", "Newton developed calculus.", "en");
        assertSupported("Backups are kept for 90 days; logs are kept for 30 days.", "Logs are kept for 30 days.", "en");
        assertReplaced("Tom Hanks", "Meg Ryan", "The film stars Tom Hanks; Meg Ryan directed it.",
                "Tom Hanks directed the film.", "en");
        // one more who does it, a form of "to be", or the statement's name in its own clause with its verb left out
        assertSupported("Tom Hanks starred in the film with Meg Ryan.", "Meg Ryan starred in the film.", "en");
        assertSupported("Tom Hanks and Meg Ryan starred in the film.", "Tom Hanks starred in the film.", "en");
        assertSupported("The capital of North Carolina is Raleigh, and Columbia is the capital of South Carolina.",
                "Raleigh is the capital of North Carolina.", "en");
        assertSupported("Germany won the World Cup in 2014 and France in 2018.", "France won the World Cup in 2018.", "en");
    }

    @Test
    void twoNamesEachPutAfterTheOthersWordAreSwapped() {
        assertReplaced("born in Lyon", "born in Paris", "He was born in Paris and raised in Lyon.",
                "He was born in Lyon and raised in Paris.", "en");
        assertReplaced("né à Lyon", "né à Paris", "Il est né à Paris et a grandi à Lyon.",
                "Il est né à Lyon et a grandi à Paris.", "fr");
        assertSupported("He was born in Lyon, raised in Paris and educated in Geneva.",
                "He was born in Lyon and raised in Paris.", "en");
        assertSupported("She lived in Milan and Rome.", "She lived in Rome and Milan.", "en");
    }

    @Test
    void aStateHeldOnceIsNotHeldNow() {
        assertReplaced("endangered", "once endangered", "The species was once endangered but has recovered.",
                "The species is endangered.", "en");
        assertSupported("The festival is held once a year in May.", "The festival is held once a year.", "en");
        assertSupported("The species, once common, is endangered.", "The species is endangered.", "en");
    }

    @Test
    void aStatementOpeningWithAPronounHasNoSubjectToSayInAnotherClause() {
        // /24 read "Er" and "Ella" as names, said with the rest in a clause of their own
        assertSupported("Einstein entwickelte die Theorie, und er war stolz darauf.", "Er entwickelte die Theorie.", "de");
        assertSupported("María ganó el premio en 2010, y ella lo celebró.", "Ella ganó el premio en 2010.", "es");
    }
}
