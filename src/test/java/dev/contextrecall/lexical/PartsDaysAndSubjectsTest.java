package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/40: a pair crossed past articles or a hyphen; a link word that is also an article; a day the
 * sentence names only otherwise; a word said only of another word; a time of day after its figure; a subject said
 * only in a part of its own. 39 of the 64 assertions failed with /39; the others are guards that hold on both.
 */
class PartsDaysAndSubjectsTest {

    /**
     * A pair said across two parts past articles ("pour les", "per gli"), and a word's first part ("e-books") no
     * "and".
     */
    @Test
    void aPairCrossedPastArticlesOrAHyphenIsRead() {
        assertReplaced("enfants", "15 euros pour les adultes",
                "Le billet coûte 15 euros pour les adultes et 8 euros pour les enfants.",
                "Le billet coûte 15 euros pour les enfants.", "fr");
        assertReplaced("niños", "15 euros para los adultos",
                "La entrada cuesta 15 euros para los adultos y 8 euros para los niños.",
                "La entrada cuesta 15 euros para los niños.", "es");
        assertReplaced("bambini", "10 euro per gli adulti",
                "Il biglietto costa 10 euro per gli adulti e 5 euro per i bambini.",
                "Il biglietto costa 10 euro per i bambini.", "it");
        assertReplaced("last", "first bus leaves at 7 in the morning",
                "The first bus leaves at 7 in the morning and the last one at 11 at night.",
                "The last bus leaves at 7 in the morning.", "en");
        assertSupported("Printed books can be borrowed for 21 days, e-books for 14 days.",
                "E-books can be borrowed for 14 days.", "en");
        assertSupported("Le billet coûte 15 euros pour les adultes et 8 euros pour les enfants.",
                "Le billet coûte 8 euros pour les enfants.", "fr");
        assertSupported("The ticket costs 15 euros for adults and 8 euros for children.",
                "The ticket costs 8 euros for children.", "en");
        assertSupported("Printed books can be borrowed for 21 days and ebooks for 14 days.",
                "Ebooks can be borrowed for 14 days.", "en");
    }

    /** Greek "το" before the subject is the statement's article, not the "το" of its year. */
    @Test
    void aLinkWordThatIsAlsoAnArticleIsReadWhereItLinks() {
        assertReplaced("1950", "1965",
                "Το κτίριο χτίστηκε το 1950 και το μουσείο ιδρύθηκε το 1965.",
                "Το μουσείο ιδρύθηκε το 1950.", "el");
    }

    /** The window names days, none of them the statement's, in another clause than its words. */
    @Test
    void aDayTheSentenceNamesOnlyOtherwiseIsAnotherDay() {
        assertReplaced("Saturdays", "Sundays",
                "Admission is €12; on Sundays entry to the museum is free.",
                "The museum is free on Saturdays.", "en");
        assertReplaced("Mondays", "Saturdays and Sundays",
                "On Saturdays and Sundays the gym is open from 8 am.",
                "The gym is open on Mondays from 8 am.", "en");
        assertReplaced("Thursday", "Tuesday",
                "On Tuesday, the council approved the budget after a long debate.",
                "The council approved the budget on Thursday.", "en");
        assertReplaced("Fridays", "Saturday and Sunday",
                "Every Saturday and Sunday the market takes place in the old town.",
                "The market takes place on Fridays.", "en");
        assertReplaced("Saturdays", "Sundays",
                "On Sundays and public holidays the library is closed.",
                "The library is closed on Saturdays.", "en");
        assertSupported("The museum is open from Tuesday to Sunday.",
                "The museum is open on Thursdays.", "en");
        assertSupported("Every Saturday and Sunday the market takes place in the old town.",
                "The market takes place on Saturdays.", "en");
        assertSupported("On Tuesday, the council approved the budget after a long debate.",
                "The council approved the budget on Tuesday.", "en");
        assertSupported("The meeting, held on Tuesday, 4 March, lasted two hours.",
                "The meeting was held on a Tuesday.", "en");
        assertSupported("Der Eintritt kostet 10 Euro; sonntags ist der Eintritt frei.",
                "Der Eintritt ist sonntags frei.", "de");
        assertSupported("Montags ist Ruhetag, sonntags hat das Café geöffnet.",
                "Das Café hat sonntags geöffnet.", "de");
        assertSupported("Samstags hat die Bäckerei bis 14 Uhr geöffnet.",
                "Die Bäckerei hat samstags bis 14 Uhr geöffnet.", "de");
        assertSupported("Mittwochs findet der Markt statt, freitags der Flohmarkt.", "Der Markt findet mittwochs statt.",
                "de");
    }

    /** A verb the sentence says only of another word ("losing the semi-final"), read after every other rule. */
    @Test
    void aWordSaidOnlyOfAnotherWordIsAnotherFact() {
        assertReplaced("lost", "won",
                "The team won the final 3-1 after losing the semi-final the year before.",
                "The team lost the final.", "en");
        assertReplaced("won", "lost",
                "After winning the quarter-final, the team lost the semi-final on penalties.",
                "The team won the semi-final.", "en");
        assertReplaced("lost", "won",
                "The team won the cup final, having lost the league final a month earlier.",
                "The team lost the cup final.", "en");
        assertReplaced("lost", "won",
                "The company won the lawsuit in 2019 and lost the appeal in 2021.",
                "The company lost the lawsuit.", "en");
        assertReplaced("won", "lost", "The senator lost the primary but won the general election as an independent.",
                "The senator won the primary.", "en");
        assertSupported("The team won the final 3-1 after losing the semi-final the year before.",
                "The team won the final.", "en");
        assertSupported("After winning the quarter-final, the team lost the semi-final on penalties.",
                "The team lost the semi-final.", "en");
        assertSupported("The team won the cup final, having lost the league final a month earlier.",
                "The team won the cup final.", "en");
    }

    /** A time of day after the figure, past "de la", "du" or Vietnamese "giờ". */
    @Test
    void aTimeOfDayAfterItsFigureIsItsOwn() {
        assertReplaced("mañana", "noche",
                "El vuelo sale a las 10 de la noche y llega a las 6 de la mañana.",
                "El vuelo sale a las 10 de la mañana.", "es");
        assertReplaced("mañana", "tarde",
                "La clase empieza a las 8 de la mañana y termina a las 2 de la tarde.",
                "La clase termina a las 2 de la mañana.", "es");
        assertReplaced("matin", "soir",
                "Le vol part à 10 heures du soir et arrive à 6 heures du matin.",
                "Le vol part à 10 heures du matin.", "fr");
        assertReplaced("sáng", "tối",
                "Chuyến bay cất cánh lúc 10 giờ tối và hạ cánh lúc 6 giờ sáng.",
                "Chuyến bay cất cánh lúc 10 giờ sáng.", "vi");
        assertReplaced("chiều", "sáng",
                "Bảo tàng mở cửa lúc 8 giờ sáng và đóng cửa lúc 5 giờ chiều.",
                "Bảo tàng mở cửa lúc 8 giờ chiều.", "vi");
        assertSupported("Chuyến bay cất cánh lúc 10 giờ tối và hạ cánh lúc 6 giờ sáng.",
                "Chuyến bay cất cánh lúc 10 giờ tối.", "vi");
        assertSupported("El primer tren sale a las 7 de la mañana, el último a las 11 de la noche.",
                "El tren sale a las 7 de la mañana.", "es");
        assertSupported("The flight departs at 6 in the evening and lands at 9 the next morning.",
                "The flight departs at 6 in the evening.", "en");
    }

    /** The statement's subject said only in a part that says something else of it, the rest said of another subject. */
    @Test
    void aSubjectSaidOnlyInAPartOfItsOwnIsAnotherSubject() {
        assertReplaced("Guests", "Members get a 10% discount",
                "Members get a 10% discount, guests pay full price.",
                "Guests get a 10% discount.", "en");
        assertReplaced("Non-members", "Co-op members get a 10% discount",
                "Co-op members get a 10% discount, non-members pay full price.",
                "Non-members get a 10% discount.", "en");
        assertReplaced("Adults", "children under 12 travel free",
                "Adults pay $20, children under 12 travel free.",
                "Adults travel free.", "en");
        assertReplaced("Cats", "Dogs are allowed in the park",
                "Dogs are allowed in the park, cats must stay at home.",
                "Cats are allowed in the park.", "en");
        assertReplaced("Diabetics", "patients must fast for 8 hours",
                "Before the test, patients must fast for 8 hours, and diabetics should talk to their doctor first.",
                "Diabetics must fast for 8 hours before the test.", "en");
        assertReplaced("Visitors", "residents park for free",
                "Visitors pay $2 an hour, residents park for free.",
                "Visitors park for free.", "en");
        assertReplaced("Gäste", "Mitglieder erhalten 10 % Rabatt",
                "Mitglieder erhalten 10 % Rabatt, Gäste zahlen den vollen Preis.",
                "Gäste erhalten 10 % Rabatt.", "de");
        assertReplaced("invités", "membres bénéficient d'une remise de 10 %",
                "Les membres bénéficient d'une remise de 10 %, les invités paient le plein tarif.",
                "Les invités bénéficient d'une remise de 10 %.", "fr");
        assertReplaced("jubilados", "socios pagan 5",
                "Los socios pagan 5 euros, los jubilados entran gratis.",
                "Los jubilados pagan 5 euros.", "es");
        assertReplaced("adulti", "bambini entrano gratis",
                "Gli adulti pagano 10 euro, i bambini entrano gratis.",
                "Gli adulti entrano gratis.", "it");
        assertReplaced("Emekliler", "Öğrenciler 10 lira",
                "Öğrenciler 10 lira öder, emekliler ücretsiz girer.",
                "Emekliler 10 lira öder.", "tr");
        assertReplaced("adultos", "niños entran gratis", "Los niños entran gratis, los adultos pagan 10 euros.",
                "Los adultos entran gratis.", "es");
        assertReplaced("Studenten", "Kinder fahren kostenlos",
                "Kinder fahren kostenlos, Studenten zahlen den halben Preis.", "Studenten fahren kostenlos.", "de");
        assertReplaced("वयस्कों", "बच्चों का प्रवेश निःशुल्क",
                "बच्चों का प्रवेश निःशुल्क है, वयस्कों को 50 रुपये देने होते हैं।", "वयस्कों का प्रवेश निःशुल्क है।", "hi");
    }

    /** Guards: the part that says the subject says the rest, or the other part may say the subject by a pronoun. */
    @Test
    void aSubjectWithItsOwnWordsOrAPronounStillHolds() {
        assertSupported("Members get a 10% discount, guests pay full price.",
                "Members get a 10% discount.", "en");
        assertSupported("Members get a 10% discount, guests pay full price.",
                "Guests pay full price.", "en");
        assertSupported("Guests pay full price on weekdays, on Sundays the hotel gives them a 10% discount.",
                "Guests get a 10% discount.", "en");
        assertSupported(
                "Before the test, patients must fast for 8 hours, and diabetics should talk to their doctor first.",
                "Patients must fast for 8 hours before the test.", "en");
        assertSupported("Visitors pay $2 an hour, residents park for free.",
                "Residents park for free.", "en");
        assertSupported("The library, founded in 1900 by the city council, has 2 million books.",
                "The library has 2 million books.", "en");
        assertSupported("Interns receive a monthly stipend, and full-time staff also get health insurance.",
                "Interns receive a monthly stipend.", "en");
        assertSupported("Gli adulti pagano 10 euro, i bambini entrano gratis.",
                "I bambini entrano gratis.", "it");
        assertSupported("Öğrenciler 10 lira öder, emekliler ücretsiz girer.",
                "Öğrenciler 10 lira öder.", "tr");
        assertSupported("Студенты получают скидку 20%, пенсионеры проходят бесплатно.",
                "Студенты получают скидку 20%.", "ru");
        assertSupported("Музей был основан в 1995 году, а открылся для посетителей в 1997 году.",
                "Музей открылся в 1997 году.", "ru");
        // "when it is free": a part of the rest that may say the subject by a pronoun
        assertSupported("Entry to the gallery costs €8, except on the first Sunday of the month, when it is free.",
                "The gallery is free on the first Sunday of the month.", "en");
    }
}
