package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/45: a part after a comma that says only the statement's words leaves out its verb, and says the
 * statement's fact ("fährt um 8 Uhr ab, der Zug nach München um 9 Uhr"). A figure followed by a clause of its own ("and
 * in 1965 it was translated into French") belongs to that clause's verb, not to the statement's ("was published in
 * 1965"). Chinese and Japanese parts that give two names two figures are read as pairs ("儿童剂量为每天500毫克，成人
 * 剂量为每天1000毫克"). Polish counts written as words are numbers ("dwa razy dziennie"). A count and a year said
 * again after "and" are the statement's, not another period ("and 500 students in 2010").
 */
class GappedPartsAndOwnClausesTest {

    private static final String TRAINS = "Der Zug nach Stuttgart fährt um 8 Uhr ab, der Zug nach München um 9 Uhr.";
    private static final String PLATFORMS =
            "Der Zug nach Stuttgart fährt von Gleis 5 ab, der Zug nach München von Gleis 9.";

    @Test
    void aPartWithoutItsVerbSaysTheStatementsFact() {
        assertSupported(TRAINS, "Der Zug nach München fährt um 9 Uhr ab.", "de");
        assertSupported(PLATFORMS, "Der Zug nach München fährt von Gleis 9 ab.", "de");
        assertSupported("El tren a Madrid sale a las 9, el tren a Sevilla a las 11.",
                "El tren a Sevilla sale a las 11.", "es");
        assertSupported(TRAINS, "Der Zug nach Stuttgart fährt um 8 Uhr ab.", "de");
        assertSupported("Das Museum öffnet werktags um 9 Uhr, samstags um 10 Uhr.",
                "Das Museum öffnet samstags um 10 Uhr.", "de");
    }

    @Test
    void aPartWithoutItsVerbStillTellsItsFigureApart() {
        assertReplaced("8", "9", TRAINS, "Der Zug nach München fährt um 8 Uhr ab.", "de");
        assertReplaced("9", "8", TRAINS, "Der Zug nach Stuttgart fährt um 9 Uhr ab.", "de");
        assertReplaced("5", "9", PLATFORMS, "Der Zug nach München fährt von Gleis 5 ab.", "de");
        assertReplaced("9", "11", "El tren a Madrid sale a las 9, el tren a Sevilla a las 11.",
                "El tren a Sevilla sale a las 9.", "es");
        assertReplaced("10", "9", "Das Museum öffnet werktags um 9 Uhr, samstags um 10 Uhr.",
                "Das Museum öffnet werktags um 10 Uhr.", "de");
        assertReplaced("9", "8",
                "Der Zug nach Stuttgart fährt um 8 Uhr ab, der Zug nach München hält um 9 Uhr in Augsburg.",
                "Der Zug nach München fährt um 9 Uhr ab.", "de");
    }

    @Test
    void aFigureBeforeAClauseOfItsOwnIsThatClausesFact() {
        String novel = "The novel was published in 1958, and in 1965 it was translated into French.";
        assertReplaced("1965", "1958", novel, "The novel was published in 1965.", "en");
        assertReplaced("1965", "1958", "The novel was published in 1958. In 1965 it was translated into French.",
                "The novel was published in 1965.", "en");
        assertReplaced("2005", "1990", "The museum opened in 1990 and in 2005 it was expanded.",
                "The museum opened in 2005.", "en");
        assertReplaced("2021", "2020", "Sales rose 5% in 2020 and in 2021 they fell 3%.", "Sales rose 5% in 2021.",
                "en");
        assertReplaced("2004", "1998", "The company was founded in 1998, and in 2004 it went public.",
                "The company was founded in 2004.", "en");
        assertReplaced("1965", "1958", "Der Roman erschien 1958, und 1965 wurde er ins Französische übersetzt.",
                "Der Roman erschien 1965.", "de");
        assertReplaced("1965", "1958", "Il romanzo fu pubblicato nel 1958 e nel 1965 lo tradussero in francese.",
                "Il romanzo fu pubblicato nel 1965.", "it");
        assertReplaced("1965", "1958", "O romance foi publicado em 1958 e em 1965 ele foi traduzido para o francês.",
                "O romance foi publicado em 1965.", "pt");
        assertReplaced("2004", "1998", "L'entreprise a été fondée en 1998, et en 2004 elle est entrée en bourse.",
                "L'entreprise a été fondée en 2004.", "fr");
    }

    @Test
    void theOwnClauseStillSaysItsOwnFactAndAListStaysAList() {
        String novel = "The novel was published in 1958, and in 1965 it was translated into French.";
        assertSupported(novel, "The novel was translated into French in 1965.", "en");
        assertSupported(novel, "The novel was published in 1958.", "en");
        assertSupported("The novel was published in 1958 and in 1965 in French.", "The novel was published in 1965.",
                "en");
        assertSupported("The team won the title in 2005 and in 2007 the team won it again.",
                "The team won the title in 2007.", "en");
        assertSupported("The team won the title in 2005 and in 2007.", "The team won the title in 2007.", "en");
        assertSupported("The company was founded in 1998, and in 2004 it went public.",
                "The company went public in 2004.", "en");
        assertSupported("The museum opened in 1990 and in 2005 it opened a new wing.",
                "The museum opened a new wing in 2005.", "en");
        assertSupported("The price was 15 dollars in 2019 and in 2020 it was 20 dollars.",
                "The price was 20 dollars in 2020.", "en");
    }

    @Test
    void unspacedPartsPairTheirNamesAndFigures() {
        String dose = "该药儿童剂量为每天500毫克，成人剂量为每天1000毫克。";
        assertReplaced("成人剂量为每天500", "成人剂量为每天1000", dose, "该药成人剂量为每天500毫克。", "zh");
        assertReplaced("上海的人口为2100", "上海的人口为2400", "北京的人口为2100万，上海的人口为2400万。", "上海的人口为2100万。",
                "zh");
        assertReplaced("2020年销售额为500", "2020年销售额为800", "2019年销售额为500万元，2020年销售额为800万元。",
                "2020年销售额为500万元。", "zh");
        String trains = "大阪行きの電車は3番線から、東京行きの電車は5番線から出発します。";
        assertReplaced("東京行きの電車は3", "東京行きの電車は5", trains, "東京行きの電車は3番線から出発します。", "ja");
        assertReplaced("大阪の人口は1400", "大阪の人口は880", "東京の人口は1400万人、大阪の人口は880万人です。",
                "大阪の人口は1400万人です。", "ja");
        assertSupported(dose, "该药儿童剂量为每天500毫克。", "zh");
        assertSupported(dose, "该药成人剂量为每天1000毫克。", "zh");
        assertSupported(trains, "大阪行きの電車は3番線から出発します。", "ja");
        assertSupported(trains, "東京行きの電車は5番線から出発します。", "ja");
        assertSupported("北京的人口为2100万，上海的人口为2400万。", "北京的人口为2100万。", "zh");
        assertSupported("成人和儿童剂量均为每天500毫克。", "成人剂量为每天500毫克。", "zh");
    }

    @Test
    void aCountAndItsYearSaidAfterAndAreTheStatementsNotAnotherPeriod() {
        String school = "The school had 1200 students in 2000 and 1500 students in 2010.";
        assertSupported(school, "The school had 1500 students in 2010.", "en");
        assertSupported("The school had 300 students in 2000 and 500 students in 2010.",
                "The school had 500 students in 2010.", "en");
        assertReplaced("had 1500 students in 2000", "had 1200 students in 2000", school,
                "The school had 1500 students in 2000.", "en");
        assertReplaced("between 2010 and 2020", "between 2000 and 2010", "The study ran between 2000 and 2010.",
                "The study ran between 2010 and 2020.", "en");
        assertSupported("An earlier study ran between 1990 and 2000; the study ran between 2000 and 2010.",
                "The study ran between 2000 and 2010.", "en");
    }

    @Test
    void polishCountsWrittenAsWordsAreNumbers() {
        String drug = "Lek należy przyjmować raz dziennie, a w ciężkich przypadkach trzy razy dziennie.";
        SupportAssertions.assertNotSupported(drug, "Lek należy przyjmować dwa razy dziennie.", "pl");
        assertSupported(drug, "Lek należy przyjmować trzy razy dziennie w ciężkich przypadkach.", "pl");
        assertSupported("Kurs trwa 25 dni.", "Kurs trwa dwadzieścia pięć dni.", "pl");
        assertSupported("W zespole pracuje pięciu lekarzy.", "W zespole pracuje 5 lekarzy.", "pl");
    }
}
