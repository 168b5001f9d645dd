package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/41: a link word and its article written as one ("no Porto", "par l'Assemblée"); the mile and the
 * foot in every measured language; a place said between its link and its verb in Chinese and Japanese, and after its
 * verb in Vietnamese; a place after a first verb or past "are"; a change read from its start to its end; a figure
 * joined to its unit before a word; an object said by a pronoun (German, Dutch) or left out (Hindi, Turkish). 27 of
 * the 64 assertions failed with /40; the others are guards that hold on both.
 */
class LinksPlacesAndChangesTest {

    /** The statement's link word and article, which the evidence writes as one before another name. */
    @Test
    void aLinkWordWrittenWithItsArticleIsTheSameLink() {
        assertReplaced("Lisboa", "Porto", "A empresa tem sede no Porto e uma fábrica em Lisboa.",
                "A empresa tem sede em Lisboa.", "pt");
        assertReplaced("Braga", "Porto", "Ele nasceu no Porto e morreu em Braga.", "Ele nasceu em Braga.", "pt");
        assertReplaced("Coimbra", "Porto", "O festival acontece no Porto e a feira do livro em Coimbra.",
                "O festival acontece em Coimbra.", "pt");
        assertReplaced("Sénat", "Assemblée", "La loi a été adoptée par l'Assemblée et rejetée par le Sénat.",
                "La loi a été adoptée par le Sénat.", "fr");
        assertReplaced("Président", "Ambassadeur", "Le prix a été remis par l'Ambassadeur, en présence du Président.",
                "Le prix a été remis par le Président.", "fr");
        assertReplaced("Gobierno", "Comisión", "El acuerdo fue firmado por la Comisión y criticado por el Gobierno.",
                "El acuerdo fue firmado por el Gobierno.", "es");
        assertSupported("O festival acontece no Porto e a feira do livro em Coimbra.",
                "O festival acontece no Porto.", "pt");
        assertSupported("A empresa tem sede no Parque das Nações, em Lisboa.", "A empresa tem sede em Lisboa.", "pt");
        assertSupported("Desde 2010 a empresa tem sede em Lisboa e uma fábrica no Porto.",
                "A empresa tem sede em Lisboa.", "pt");
        assertSupported("Le prix a été remis par l'Ambassadeur, en présence du Président.",
                "Le prix a été remis par l'Ambassadeur.", "fr");
        assertSupported("Le traité a été signé au Palais de Versailles, à Paris.", "Le traité a été signé à Paris.",
                "fr");
        assertSupported("El acuerdo fue firmado por la Comisión y criticado por el Gobierno.",
                "El acuerdo fue firmado por la Comisión.", "es");
        assertSupported("L'azienda, fondata nel 1950, ha sede a Torino.", "L'azienda ha sede a Torino.", "it");
    }

    /** A mile or a foot said where the evidence measures the figure in kilometres or metres. */
    @Test
    void theMileAndTheFootAreUnitsInEveryLanguage() {
        assertReplaced("5英里", "5公里", "该桥长5公里，于1998年通车。", "该桥长5英里。", "zh");
        assertSupported("该山高5000英尺，约合1524米。", "该山高5000英尺。", "zh");
        assertSupported("Der Turm ist 300 Fuß hoch und wurde 1900 gebaut.", "Der Turm ist 300 Fuß hoch.", "de");
        assertSupported("Дорога длиной 100 миль соединяет два города.", "Дорога длиной 100 миль.", "ru");
        assertSupported("Le navire a parcouru 300 milles en deux jours.", "Le navire a parcouru 300 milles.", "fr");
    }

    /**
     * Chinese "在" and Japanese "で" put the place before the verb: the evidence's other place with the statement's
     * verb, and the statement's place with another verb, is another fact; the statement's place and verb together
     * are its own.
     */
    @Test
    void aPlaceBeforeItsVerbIsReadWithTheVerb() {
        assertReplaced("维也纳", "巴黎", "该条约在维也纳谈判，在巴黎签署。", "该条约在维也纳签署。", "zh");
        assertReplaced("北京", "上海", "会议在北京筹备，在上海举行。", "会议在北京举行。", "zh");
        assertReplaced("ウィーン", "パリ", "条約はウィーンで交渉され、パリで署名された。", "条約はウィーンで署名された。", "ja");
        assertReplaced("東京", "大阪", "会議は東京で準備され、大阪で開かれた。", "会議は東京で開かれた。", "ja");
        assertReplaced("里昂", "出生于巴黎", "他出生于巴黎，逝世于里昂。", "他出生于里昂。", "zh");
        assertSupported("该条约在维也纳谈判，在巴黎签署。", "该条约在巴黎签署。", "zh");
        assertSupported("会议在北京筹备，在上海举行。", "会议在上海举行。", "zh");
        assertSupported("会议于去年在上海举行，吸引了数千人。", "会议在上海举行。", "zh");
        assertSupported("他出生于巴黎，逝世于里昂。", "他出生于巴黎。", "zh");
        assertSupported("这部电影在北京拍摄，于2019年上映。", "这部电影在北京拍摄。", "zh");
        assertSupported("会議は東京で準備され、大阪で開かれた。", "会議は大阪で開かれた。", "ja");
        assertSupported("この映画は京都で撮影され、2019年に公開された。", "映画は京都で撮影された。", "ja");
    }

    /** A verb said first with no subject before it, and "is" or "are" before the link on both sides. */
    @Test
    void aPlaceIsReadAfterAFirstVerbAndPastIs() {
        assertReplaced("Sevilla", "Granada", "Nació en Granada y murió en Sevilla.", "Nació en Sevilla.", "es");
        assertReplaced("Boston", "Chicago", "The company's headquarters are in Chicago, and it has an office in Boston.",
                "The company's headquarters are in Boston.", "en");
        assertSupported("Nació en Granada y murió en Sevilla.", "Murió en Sevilla.", "es");
        assertSupported("The company's headquarters are in Chicago, and it has an office in Boston.",
                "The company's headquarters are in Chicago.", "en");
    }

    /** A change's start said as its end, or its end as its start, in English, Spanish and French. */
    @Test
    void aChangeIsReadFromItsStartToItsEnd() {
        assertReplaced("viernes", "del viernes al lunes", "La reunión se trasladó del viernes al lunes.",
                "La reunión se trasladó al viernes.", "es");
        assertReplaced("vendredi", "du vendredi au lundi", "La réunion a été reportée du vendredi au lundi.",
                "La réunion a été reportée au vendredi.", "fr");
        assertReplaced("2 million", "from 1 million to 2 million", "The population grew from 1 million to 2 million.",
                "The population grew from 2 million.", "en");
        assertSupported("La reunión se trasladó del viernes al lunes.", "La reunión se trasladó al lunes.", "es");
        assertSupported("The population grew from 1 million to 2 million.", "The population grew from 1 million.",
                "en");
        assertSupported("The population grew from 1 million to 2 million.", "The population grew to 2 million.",
                "en");
        assertSupported("He moved from London to Paris in 1990.", "He moved to Paris.", "en");
    }

    /** A Vietnamese name after the statement's verb and link word, which the evidence puts after another verb. */
    @Test
    void aVietnamesePlaceIsReadWithItsVerb() {
        assertReplaced("Hà Nội", "Huế", "Ông sinh ra ở Huế và mất ở Hà Nội.", "Ông sinh ra ở Hà Nội.", "vi");
        assertReplaced("Viên", "Paris", "Hiệp ước được đàm phán tại Viên và được ký tại Paris.",
                "Hiệp ước được ký tại Viên.", "vi");
        assertReplaced("Hà Nội", "Thành phố Hồ Chí Minh",
                "Công ty có trụ sở tại Thành phố Hồ Chí Minh và một văn phòng tại Hà Nội.",
                "Công ty có trụ sở tại Hà Nội.", "vi");
        assertSupported("Ông sinh ra ở Huế và mất ở Hà Nội.", "Ông mất ở Hà Nội.", "vi");
        assertSupported("Bà sống ở Huế, Đà Nẵng và Hà Nội.", "Bà sống ở Hà Nội.", "vi");
        assertSupported("Bà sống ở Việt Nam, tại Hà Nội, từ năm 1990.", "Bà sống ở Hà Nội.", "vi");
        assertSupported("Đội bóng thi đấu tại Sân vận động Mỹ Đình, Hà Nội.",
                "Đội bóng thi đấu tại Sân vận động Mỹ Đình.", "vi");
    }

    /** A figure joined to its unit by a hyphen before a word measures that word, not the statement's. */
    @Test
    void aFigureJoinedToItsUnitMeasuresTheWordAfterIt() {
        assertReplaced("six weeks", "six months", "The course lasts six months, with a six-week internship.",
                "The course lasts six weeks.", "en");
        assertReplaced("three years", "three months",
                "The project took three months, after a three-year planning phase.", "The project took three years.",
                "en");
        assertSupported("The course lasts six months, with a six-week internship.", "The internship lasts six weeks.",
                "en");
        assertSupported("The six-week course starts in May.", "The course lasts six weeks.", "en");
        assertSupported("The 12-week trial lasted 12 weeks and enrolled 300 patients.", "The trial lasted 12 weeks.",
                "en");
    }

    /**
     * A pronoun for the object after its verb in German and Dutch, before a bare year too; and in Hindi and Turkish a
     * part that ends on the statement's verb but leaves out its object, said before.
     */
    @Test
    void anObjectLeftOutOrSaidByAPronounIsTheSameObject() {
        assertReplaced("2010", "2012", "Die Mannschaft verlor die Meisterschaft 2010 und gewann sie 2012.",
                "Die Mannschaft gewann die Meisterschaft 2010.", "de");
        assertReplaced("1980", "1990", "Die Firma mietete das Gebäude 1980 und kaufte es 1990.",
                "Die Firma kaufte das Gebäude 1980.", "de");
        assertReplaced("2010", "2012", "टीम 2010 में चैंपियनशिप हार गई और 2012 में जीती।", "टीम ने 2010 में चैंपियनशिप जीती।",
                "hi");
        assertReplaced("2010", "2012", "Takım 2010'da şampiyonluğu kaybetti ve 2012'de kazandı.",
                "Takım 2010'da şampiyonluğu kazandı.", "tr");
        assertSupported("Die Mannschaft verlor die Meisterschaft 2010 und gewann sie 2012.",
                "Die Mannschaft gewann die Meisterschaft 2012.", "de");
        assertSupported("Die Firma mietete das Gebäude 1980 und kaufte es 1990.", "Die Firma kaufte das Gebäude 1990.",
                "de");
        assertSupported("2012 gewann sie die Meisterschaft.", "Sie gewann die Meisterschaft 2012.", "de");
        assertSupported("टीम 2010 में चैंपियनशिप हार गई और 2012 में जीती।", "टीम ने 2012 में चैंपियनशिप जीती।", "hi");
        assertSupported("Takım 2010'da şampiyonluğu kaybetti ve 2012'de kazandı.",
                "Takım 2012'de şampiyonluğu kazandı.", "tr");
        assertSupported("Şirket 1985 yılında kuruldu ve 1995 yılında halka açıldı.", "Şirket 1995 yılında halka açıldı.",
                "tr");
        assertSupported("यह पुल 1992 में बनना शुरू हुआ और 1995 में खोला गया।", "यह पुल 1995 में खोला गया।", "hi");
    }
}
