package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertNotSupported;
import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/32: a figure placed by its own link word (a change's amount, level or start; "until" and "at"), a
 * superlative said unranked in another clause or sentence, or only as "one of", another superlative, a subject after
 * "the" that is something else, a pronoun for the statement's object, "one year" against another count, and German's
 * time put first. Each "yes" was a "no" with /31, each "no" a "yes" (at 100% or "Partly").
 */
class SlotsAndSuperlativesTest {

    @Test
    void aChangesAmountLevelAndStartAreEachTheirOwnPlace() {
        String revenue = "In 2023, revenue rose to 5 billion dollars, an increase of 12%.";
        assertSupported(revenue, "Revenue rose by 12% in 2023.", "en");
        assertSupported("Last year sales fell to 3 million units, down 8%.", "Sales fell by 8% last year.", "en");
        assertSupported("2023 stieg der Umsatz auf 5 Milliarden Euro, ein Plus von 12 Prozent.",
                "Der Umsatz stieg 2023 um 12 Prozent.", "de");
        assertSupported("Inflation rose by 0.5 points to 3% in May.", "Inflation rose to 3% in May.", "en");
        // guards: the statement's figure in no place of the change, or in the other one
        assertNotSupported(revenue, "Revenue rose by 5% in 2023.", "en");
        assertReplaced("to", "by", "In 2023, revenue rose by 12 billion dollars to 17 billion dollars.",
                "Revenue rose to 12 billion in 2023.", "en");
        assertReplaced("12 Milliarden", "5 Milliarden", "2023 stieg der Umsatz auf 5 Milliarden Euro, ein Plus von 12 Prozent.",
                "Der Umsatz stieg 2023 auf 12 Milliarden Euro.", "de");
    }

    @Test
    void aFigureAfterTheSameLinkWordIsTheStatementsPlace() {
        String museum = "The museum opens at 5 pm on Fridays and stays open until 10 pm.";
        assertReplaced("5 pm", "10 pm", museum, "The museum is open until 5 pm.", "en");
        assertSupported(museum, "The museum is open until 10 pm.", "en");
        assertSupported(museum, "The museum opens at 5 pm.", "en");
        String shop = "The shop opens at 9 am and is open until 6 pm.";
        assertReplaced("6 pm", "9 am", shop, "The shop opens at 6 pm.", "en");
        assertNotSupported(shop, "The shop is open until 9 am.", "en");
        assertSupported(shop, "The shop is open until 6 pm.", "en");
        // a list after the place's word stays a list: "Java 17 and 21"
        String java = "The library requires Java 11 or later and is tested on Java 17 and 21.";
        assertSupported(java, "The library is tested on Java 21.", "en");
        assertSupported(java, "The library is tested on Java 17.", "en");
        assertReplaced("17", "requires Java 11", java, "The library requires Java 17.", "en");
        // another word of the statement places the name with the statement's own link words
        assertSupported("Mercury is the smallest planet in the Solar System and the closest to the Sun.",
                "Mercury is the closest planet to the Sun.", "en");
        assertReplaced("Paris", "Lyon", "He was born in Lyon and died in Paris.", "He was born in Paris.", "en");
        assertReplaced("4", "leaves from platform 6", "The train arrives at platform 4 and leaves from platform 6.",
                "The train leaves from platform 4.", "en");
        // the statement's verb left out after its own words, not after a word it lacks
        assertSupported("Members must have at least 2 years of experience; board members at least 5.",
                "Board members must have at least 5 years of experience.", "en");
        assertSupported("Members pay a fee of $10; board members a fee of $5.", "Board members pay a fee of $5.", "en");
        assertReplaced("5", "10", "Members pay $10 per month; senior members $5.", "Members pay $5 per month.", "en");
        // a subject's clause that says the statement's word, against another subject's clause that lacks it too
        String rivers = "La Loire est le plus long fleuve de France, tandis que le Rhône est le plus puissant.";
        assertSupported(rivers, "Le Rhône est le fleuve le plus puissant de France.", "fr");
        assertNotSupported(rivers, "Le Rhône est le plus long fleuve de France.", "fr");
        assertReplaced("10", "Refunds are processed within 5 business days",
                "Refunds are processed within 5 business days; exchanges take 10 business days.",
                "The refund takes 10 business days.", "en");
    }

    @Test
    void aSuperlativeSaidUnrankedElsewhereIsNoRank() {
        String amazon = "The Amazon is the second largest river by length and the largest by discharge volume.";
        assertSupported(amazon, "The Amazon is the largest river by volume.", "en");
        assertSupported("The company is the second largest employer in the region and the largest taxpayer.",
                "The company is the largest taxpayer in the region.", "en");
        assertSupported("The Pacific is the largest ocean. The Atlantic is the second largest.",
                "The Pacific is the largest ocean.", "en");
        // Hindi: a window is one sentence of its script, cut into clauses at "।"
        String rivers = "गंगा भारत की सबसे लंबी नदी है। यमुना दूसरी सबसे लंबी नदी है।";
        assertSupported(rivers, "गंगा भारत की सबसे लंबी नदी है।", "hi");
        assertReplaced("सबसे लंबी", "दूसरी सबसे लंबी", rivers, "यमुना भारत की सबसे लंबी नदी है।", "hi");
        // guards: the ranked clause's own words, another subject's unranked clause, the rank in the statement's sentence
        assertReplaced("largest", "second largest", amazon, "The Amazon is the largest river by length.", "en");
        assertReplaced("largest", "second largest",
                "The Amazon is the second largest river by length, and the Nile is the largest by volume.",
                "The Amazon is the largest river by volume.", "en");
        assertNotSupported("The Pacific is the largest ocean. The Atlantic is the second largest.",
                "The Atlantic is the largest ocean.", "en");
        assertReplaced("largest", "second largest", "The Atlantic is the second largest ocean. It covers 20% of the surface.",
                "The Atlantic is the largest ocean.", "en");
    }

    @Test
    void anotherSuperlativeOrOneOfSeveralIsAnotherFact() {
        assertReplaced("deepest", "saltiest", "The Atlantic is the saltiest ocean, while the Pacific is the largest.",
                "The Pacific is the deepest ocean.", "en");
        assertReplaced("fastest", "one of the fastest", "The train is the longest in Europe and one of the fastest.",
                "This is the fastest train in Europe.", "en");
        assertNotSupported("The museum has one of the largest collections of Roman coins.",
                "The museum has the largest collection of Roman coins.", "en");
        assertNotSupported("This is the longest bridge in the city and one of the oldest.",
                "This is the oldest bridge in the city.", "en");
        // guards: one thing said two ways, the statement's own "one of", both superlatives said
        assertSupported("Everest is the tallest mountain on Earth.", "Everest is the highest mountain.", "en");
        assertSupported("The train is the longest in Europe and one of the fastest.", "It is one of the fastest trains.",
                "en");
        assertSupported("The Pacific is the largest and deepest ocean.", "The Pacific is the deepest ocean.", "en");
        assertSupported("Mercury is the smallest planet in the Solar System.", "Mercury is the smallest planet.", "en");
    }

    @Test
    void aSubjectAfterTheThatIsSomethingElse() {
        assertReplaced("Nile", "Amazon", "The Amazon is the largest river by discharge volume, while the Nile is the longest.",
                "The Nile is the largest river by volume.", "en");
        assertNotSupported("The Louvre is the most visited museum in the world, while the Prado is the largest in Spain.",
                "The Prado is the most visited museum.", "en");
        // guards: the subject said with the statement's own words, and "the capital of France is Paris"
        assertSupported("The Amazon is the largest river by discharge volume, while the Nile is the longest river.",
                "The Nile is the longest river.", "en");
        assertSupported("Sydney is the largest city of Australia, but Canberra is the capital.",
                "Canberra is the capital of Australia.", "en");
        assertSupported("The capital of France is Paris, and Lyon is the third largest city.",
                "Paris is the capital of France.", "en");
    }

    @Test
    void aPronounForTheObjectPlacesAnotherFigure() {
        String team = "The team lost the championship final in 2018 and won it in 2019.";
        assertReplaced("2018", "2019", team, "The team won the championship in 2018.", "en");
        assertSupported(team, "The team won the championship in 2019.", "en");
        String house = "The company bought the factory in 1985 and sold it in 1990.";
        assertReplaced("1985", "1990", house, "The company sold the factory in 1985.", "en");
        assertSupported(house, "The company sold the factory in 1990.", "en");
        assertReplaced("2013", "2015", "The club loaned the player out in 2013 and signed him in 2015.",
                "The club signed the player in 2013.", "en");
        assertNotSupported("YouTube was founded in 2005; Google acquired it in 2006 for $1.65 billion.",
                "Google acquired YouTube in 2005.", "en");
        assertReplaced("1600", "1602", "Shakespeare wrote Hamlet around 1600 and revised it in 1602.",
                "Shakespeare revised Hamlet in 1600.", "en");
        // guards: the statement's own year after its object, and another unit
        assertSupported("The team won the championship in 2018 and won it again in 2019.",
                "The team won the championship in 2018.", "en");
        assertSupported("Apple announced the iPhone in January 2007 and released it in June 2007.",
                "Apple released the iPhone in 2007.", "en");
    }

    @Test
    void oneOfAUnitIsAFigure() {
        assertReplaced("two", "one year", "The warranty lasts one year, extendable to two years with registration.",
                "The warranty lasts two years.", "en");
        String trip = "El vuelo dura una hora y el tren dos horas.";
        assertReplaced("dos", "una hora", trip, "El vuelo dura dos horas.", "es");
        assertReplaced("zwei", "eine Stunde", "Die Fahrt dauert eine Stunde, mit Umsteigen zwei Stunden.",
                "Die Fahrt dauert zwei Stunden.", "de");
        assertNotSupported("A garantia dura um ano e pode ser estendida para dois anos.", "A garantia dura dois anos.",
                "pt");
        assertNotSupported("La garanzia dura un anno, estendibile a due anni.", "La garanzia dura due anni.", "it");
        assertReplaced("два", "один год", "Гарантия действует один год, а на аккумулятор — два года.",
                "Гарантия действует два года.", "ru");
        // guards: the other subject's own figure, its verb left out; "one year" of another thing
        assertSupported(trip, "El tren dura dos horas.", "es");
        assertSupported("The warranty lasts two years; the battery is covered for one year.",
                "The warranty lasts two years.", "en");
    }

    @Test
    void aTimePutFirstInGermanIsNoSwap() {
        assertSupported("1998 wurde die Firma in Berlin gegründet.", "Die Firma wurde 1998 in Berlin gegründet.", "de");
        assertSupported("2005 wurde das Unternehmen an die Börse gebracht.",
                "Das Unternehmen wurde 2005 an die Börse gebracht.", "de");
        assertSupported("1999 kam der Film in die Kinos und wurde ein Erfolg.", "Der Film kam 1999 in die Kinos.", "de");
        // guards: two names swapped, two figures swapped, and another year
        assertNotSupported("Dortmund schlug Bayern mit 3:1.", "Bayern schlug Dortmund.", "de");
        assertReplaced("9 to 5", "5 to 9", "The shop is open from 5 to 9.", "The shop is open from 9 to 5.", "en");
        assertNotSupported("1999 kam der Film in die Kinos und wurde ein Erfolg.", "Der Film kam 2001 in die Kinos.", "de");
    }
}
