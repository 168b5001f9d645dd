package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertNotSupported;
import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/31: a denial of another object in the next sentence, a count against a rank, another doer named by
 * a passive, the statement's word said only in another subject's clause or after "and" and a modal verb, and the
 * language of a short reference with no function word. Each "yes" was a "no" with /30, each "no"
 * a "yes" (at 100% or "Partly"), each language another one.
 */
class ElsewhereAndRanksTest {

    @Test
    void aDenialOfAnotherObjectInTheNextSentenceDeniesNothingOfTheStatement() {
        assertSupported("The warranty covers manufacturing defects. It does not cover water damage or accidental drops.",
                "The warranty covers manufacturing defects.", "en");
        assertSupported("The plan includes email support. It does not include phone support.",
                "The plan includes email support.", "en");
        assertSupported("The app supports iOS. It does not support Android.", "The app supports iOS.", "en");
        assertSupported("The store accepts credit cards. The store does not accept checks.",
                "The store accepts credit cards.", "en");
        assertSupported("La garantía cubre defectos de fabricación. No cubre daños por agua.",
                "La garantía cubre defectos de fabricación.", "es");
        assertSupported("Le musée ouvre le dimanche. Il n'ouvre pas le lundi.", "Le musée ouvre le dimanche.", "fr");
        assertSupported("Il museo apre la domenica. Non apre il lunedì.", "Il museo apre la domenica.", "it");
        assertSupported("Музей открыт по воскресеньям. Он не открыт по понедельникам.", "Музей открыт по воскресеньям.",
                "ru");
        // Chinese, Hindi and Arabic, whose sentence ends no capital follows: the quote stops at the affirming sentence's
        // end
        String chinese = "保修涵盖制造缺陷。它不涵盖水损坏。";
        assertEquals("保修涵盖制造缺陷", new SupportFinder(List.of(chinese), "zh").find("保修涵盖制造缺陷。").quote());
        String hindi = "वारंटी निर्माण दोषों को कवर करती है। यह पानी से हुए नुकसान को कवर नहीं करती है।";
        assertEquals("वारंटी निर्माण दोषों को कवर करती है", new SupportFinder(List.of(hindi), "hi")
                .find("वारंटी निर्माण दोषों को कवर करती है।").quote());
        assertNotSupported(hindi, "वारंटी पानी से हुए नुकसान को कवर करती है।", "hi");
        String arabic = "الضمان يغطي عيوب التصنيع. لا يغطي الأضرار الناجمة عن المياه.";
        assertEquals("الضمان يغطي عيوب التصنيع", new SupportFinder(List.of(arabic), "ar").find("الضمان يغطي عيوب التصنيع.")
                .quote());
        // the statement's own object denied, another subject's denial, and a denial with nothing affirmed
        assertReplaced("Android", "iOS", "The app supports iOS. It does not support Android.",
                "The app supports Android.", "en");
        assertNotSupported("The warranty covers water damage from pipes. It does not cover water damage from rain.",
                "The warranty covers water damage from rain.", "en");
        assertNotSupported("Plan A includes email support. Plan B does not include phone support.",
                "Plan B includes email support.", "en");
        assertNotSupported("It does not cover water damage. The warranty does not cover manufacturing defects either.",
                "The warranty covers manufacturing defects.", "en");
        assertNotSupported("The film won a Golden Globe. It did not win an Oscar.", "The film won an Oscar.", "en");
    }

    @Test
    void aCountIsNotGivenByARank() {
        assertNotSupported("The tower's third floor is a restaurant.", "The tower has 3 floors.", "en");
        assertNotSupported("The museum has 4 floors; the second floor holds the paintings.", "The museum has 2 floors.",
                "en");
        assertNotSupported("The first dose is given at 6 weeks, the second at 10 weeks and the third at 14 weeks.",
                "The first dose is given at 2 months.", "en");
        assertNotSupported("The course lasts 6 weeks; the third week is a project.", "The course lasts 3 weeks.", "en");
        assertNotSupported("The band's second album was released in 1999.", "The band released 2 albums.", "en");
        // a rank for a rank, a count for a count, a name's number, a date's day, and a count beside a rank
        assertSupported("He finished second in the race.", "He finished 2nd in the race.", "en");
        assertSupported("The company has three offices: in Paris, Rome and Madrid.", "The company has 3 offices.", "en");
        assertSupported("The Second World War ended in 1945.", "World War 2 ended in 1945.", "en");
        assertSupported("The conference was held on March 5th, 2020.", "The conference was held on 5 March 2020.", "en");
        assertSupported("The building has 20 floors; the 20th floor is an observation deck.",
                "The building has 20 floors.", "en");
        assertSupported("The course takes two years; students specialise in the second year.",
                "The course takes 2 years.", "en");
    }

    @Test
    void aPassiveNamesAnotherDoer() {
        assertReplaced("Tom Reed", "Maria Lopez", "The company was founded in 2001 by Maria Lopez; the current CEO, Tom "
                + "Reed, joined in 2010.", "Tom Reed founded the company.", "en");
        assertReplaced("Tom Reed", "Maria Lopez", "The company was founded by Maria Lopez in 2001, and Tom Reed became "
                + "CEO in 2010.", "Tom Reed founded the company.", "en");
        assertReplaced("Gustave Eiffel", "Maurice Koechlin", "The tower was designed by Maurice Koechlin and built by "
                + "Gustave Eiffel's company.", "Gustave Eiffel designed the tower.", "en");
        assertReplaced("Microsoft", "Google", "The startup was acquired by Google in 2014; Microsoft had also made an "
                + "offer.", "Microsoft acquired the startup.", "en");
        assertReplaced("NASA", "European Space Agency", "The telescope was launched by the European Space Agency in "
                + "2009 with support from NASA.", "NASA launched the telescope.", "en");
        // the statement's name among the doers, with them, or after its initials
        assertSupported("Apple was founded by Steve Jobs, Steve Wozniak and Ronald Wayne in 1976.",
                "Ronald Wayne founded Apple.", "en");
        assertSupported("The company was founded by Maria Lopez, with Tom Reed as co-founder.",
                "Tom Reed founded the company.", "en");
        assertSupported("The company was founded by Maria Lopez and Tom Reed in 2001.", "Tom Reed founded the company.",
                "en");
        assertSupported("The book was written by J. K. Rowling in 1997.", "Rowling wrote the book.", "en");
        assertSupported("The startup was acquired by Microsoft in 2014 after Google made an offer.",
                "Microsoft acquired the startup.", "en");
        assertSupported("Founded by Tom Reed in 2001, the company now employs 500 people.",
                "Tom Reed founded the company.", "en");
    }

    @Test
    void theSubjectsClauseSaysAnotherWordWhereTheStatementsWordIsAnotherSubjects() {
        assertReplaced("quarter", "year", "The report is published every year; updates are posted every quarter.",
                "The report is published every quarter.", "en");
        assertReplaced("students", "teachers", "The software is free for teachers; students pay $5.",
                "The software is free for students.", "en");
        assertReplaced("delete", "invite", "Only owners can delete users; admins can invite users.",
                "Admins can delete users.", "en");
        assertReplaced("breakfast", "lunch", "The cafe serves lunch and dinner, but the hotel restaurant serves "
                + "breakfast.", "The cafe serves breakfast.", "en");
        assertReplaced("phone", "email", "The plan includes email support; phone support costs extra.",
                "The plan includes phone support.", "en");
        assertReplaced("sea", "lake", "The river flows into the lake; the lake drains into the sea.",
                "The river flows into the sea.", "en");
        assertReplaced("red", "blue", "The team plays in blue at home; the away kit is red.", "The team plays in red.",
                "en");
        assertReplaced("trimestre", "año", "El informe se publica cada año; las actualizaciones se publican cada "
                + "trimestre.", "El informe se publica cada trimestre.", "es");
        assertReplaced("estudantes", "professores", "O curso é gratuito para professores; estudantes pagam 5 euros.",
                "O curso é gratuito para estudantes.", "pt");
        // the subject's own clause says it, a pronoun or the subject again may say it, or the word opens a passive
        assertSupported("The report is published every year; updates are posted every quarter.",
                "The report is published every year.", "en");
        assertSupported("Only owners can delete users; admins can invite users.", "Admins can invite users.", "en");
        assertSupported("The app supports iOS devices; it also supports Android devices.",
                "The app supports Android devices.", "en");
        assertSupported("The app supports iOS devices; the app also supports Android devices.",
                "The app supports Android devices.", "en");
        assertSupported("The course covers algebra; geometry is covered in the second term.",
                "The course covers geometry.", "en");
        assertSupported("The author wrote poems in his youth; novels came later in his career.",
                "The author wrote novels.", "en");
        assertSupported("The park covers 500 hectares; visitors can see bison and elk.", "The park has bison.", "en");
        assertSupported("The company was founded in 1990; headquarters moved to Berlin in 2000.",
                "The company moved its headquarters to Berlin in 2000.", "en");
        assertSupported("Members get free entry; guests pay 10 euros.", "Members get free entry.", "en");
    }

    @Test
    void aModalAfterAndOpensAClauseOfItsOwn() {
        assertReplaced("six", "three", "The probation period lasts three months and can be extended to six months.",
                "The probation period lasts six months.", "en");
        assertReplaced("6", "3", "The probation period lasts 3 months and may be extended to 6 months.",
                "The probation period lasts 6 months.", "en");
        assertReplaced("six", "trois", "La période d'essai dure trois mois et peut être prolongée jusqu'à six mois.",
                "La période d'essai dure six mois.", "fr");
        // what the first clause says, and "and" between two members of a list
        assertSupported("The probation period lasts three months and can be extended to six months.",
                "The probation period lasts three months.", "en");
        assertSupported("The probation period lasts three months and can be extended to six months.",
                "The probation period can be extended to six months.", "en");
        assertSupported("Members can book rooms and can cancel them up to 24 hours before.",
                "Members can cancel bookings up to 24 hours before.", "en");
    }

    @Test
    void aShortReferenceWithNoFunctionWordTakesItsChunksLanguage() {
        List<String> english = List.of("Plan A includes email support. Plan B does not include phone support.");
        assertEquals("en", Languages.ofCase(null, "Plan B includes email support.", english));
        assertEquals("en", Languages.ofCase(null, "Plan A includes email support.",
                List.of("The Basic plan includes email support and 2 GB of storage.")));
        assertEquals("en", Languages.ofCase(null, "Vitamin A improves night vision.",
                List.of("Vitamin A is needed for the eye to see in dim light.")));
        // alone, too few letters to tell; with a function word, its own language still
        assertEquals(Languages.LATIN, Languages.guess("Plan A includes email support."));
        assertEquals("fr", Languages.ofCase(null, "Paris est la capitale.", List.of("Paris is the capital of France.")));
    }
}
