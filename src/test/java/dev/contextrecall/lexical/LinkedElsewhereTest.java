package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/27: a figure or name the evidence says after the statement's verb and link word only for another
 * fact, the statement's own standing after another verb ("fondée en 1998 et introduite en bourse en 2005" for "fondée
 * en 2005"), in the languages that keep their link words as terms, write the verb last, or write no spaces. Each
 * "no" was a "yes" at 100% with /26.
 */
class LinkedElsewhereTest {

    @Test
    void aYearAfterTheStatementsVerbAndLinkWordIsTheOneItDates() {
        assertReplaced("2005", "1998", "L'entreprise a été fondée en 1998 et introduite en bourse en 2005.",
                "L'entreprise a été fondée en 2005.", "fr");
        assertReplaced("2005", "1998", "La empresa fue fundada en 1998 y salió a bolsa en 2005.",
                "La empresa fue fundada en 2005.", "es");
        assertReplaced("2005", "1998", "L'azienda è stata fondata nel 1998 e quotata in borsa nel 2005.",
                "L'azienda è stata fondata nel 2005.", "it");
        assertReplaced("2005", "1998", "A empresa foi fundada em 1998 e abriu o capital em 2005.",
                "A empresa foi fundada em 2005.", "pt");
        assertReplaced("2005", "1998", "Η εταιρεία ιδρύθηκε το 1998 και εισήχθη στο χρηματιστήριο το 2005.",
                "Η εταιρεία ιδρύθηκε το 2005.", "el");
        // a name after a year and a link word
        assertReplaced("Madrid", "Sevilla", "La empresa fue fundada en 1998 en Sevilla y se trasladó a Madrid en 2005.",
                "La empresa fue fundada en 1998 en Madrid.", "es");
        // each fact's own year, and a year said for both
        assertSupported("L'entreprise a été fondée en 1998 et introduite en bourse en 2005.",
                "L'entreprise a été introduite en bourse en 2005.", "fr");
        assertSupported("L'entreprise a été fondée en 1998 et introduite en bourse en 2005.",
                "L'entreprise a été fondée en 1998.", "fr");
        assertSupported("La empresa fue fundada en 2005 y salió a bolsa en 2005.", "La empresa fue fundada en 2005.",
                "es");
    }

    @Test
    void aVerbSaidLastClosesItsFact() {
        assertReplaced("2005", "1998", "Şirket 1998 yılında kuruldu ve 2005 yılında halka açıldı.",
                "Şirket 2005 yılında kuruldu.", "tr");
        assertReplaced("2005", "1998", "कंपनी की स्थापना 1998 में हुई थी और 2005 में यह शेयर बाजार में सूचीबद्ध हुई।",
                "कंपनी की स्थापना 2005 में हुई थी।", "hi");
        assertReplaced("2005", "1998", "该公司成立于1998年，2005年上市。", "该公司成立于2005年。", "zh");
        assertSupported("Şirket 1998 yılında kuruldu ve 2005 yılında halka açıldı.", "Şirket 1998 yılında kuruldu.", "tr");
        // a list of counts, each with the word it counts, is still a list
        assertSupported("The Basic plan includes 5 users and the Premium plan 20 users.",
                "The Premium plan includes 20 users.", "en");
    }

    @Test
    void aNameOfSeveralWordsIsReadWhole() {
        String oscars = "The film was nominated for Best Director and won the Oscar for Best Picture.";
        assertReplaced("Best Director", "Best Picture", oscars, "The film won the Oscar for Best Director.", "en");
        assertReplaced("Best Picture", "Best Director", oscars, "The film was nominated for Best Picture.", "en");
        assertReplaced("Manchester United", "Manchester City", "He played for Manchester City and coached Manchester United.",
                "He played for Manchester United.", "en");
        assertReplaced("Borussia Dortmund", "Borussia Mönchengladbach",
                "Er spielte für Borussia Mönchengladbach und trainierte später Borussia Dortmund.",
                "Er spielte für Borussia Dortmund.", "de");
        assertSupported(oscars, "The film won the Oscar for Best Picture.", "en");
        assertSupported(oscars, "The film was nominated for Best Director.", "en");
        // a list, a longer name of the statement's, the statement's less a qualifier, and a name said otherwise
        assertSupported("He played for Manchester United, Manchester City and Chelsea.", "He played for Manchester City.",
                "en");
        assertSupported("The film was nominated for Best Director and Best Actor.", "The film was nominated for Best Actor.",
                "en");
        assertSupported("She works at Google Cloud Platform in London.", "She works at Google Cloud.", "en");
        assertSupported("He served as Prime Minister and later as Deputy Prime Minister.",
                "He served as Deputy Prime Minister.", "en");
        assertSupported("The company was founded by Harvard dropout Bill Gates.", "The company was founded by Bill Gates.",
                "en");
    }

    @Test
    void aChineseNameAfterTheStatementsVerbIsTheOneItPlaces() {
        assertReplaced("巴黎", "出生于里昂", "他出生于里昂，逝世于巴黎。", "他出生于巴黎。", "zh");
        assertReplaced("上海", "会议在北京举行", "会议在北京举行，闭幕式在上海举行。", "会议在上海举行。", "zh");
        assertReplaced("北京", "毕业于清华大学", "他毕业于清华大学，后在北京大学任教。", "他毕业于北京大学。", "zh");
        assertSupported("他出生于里昂，逝世于巴黎。", "他逝世于巴黎。", "zh");
        assertSupported("他出生于里昂，逝世于巴黎。", "他出生于里昂。", "zh");
        // the statement's name with a qualifier before it, and the statement's verb said with it elsewhere
        assertSupported("他出生于法国巴黎，后在巴黎读书。", "他出生于巴黎。", "zh");
        assertSupported("他就读于北京大学，并在北京工作多年。", "他就读于北京大学。", "zh");
    }
}
