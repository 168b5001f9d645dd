package dev.contextrecall.lexical;

import static org.junit.jupiter.api.Assertions.assertEquals;

import static dev.contextrecall.lexical.SentenceSplitter.split;

import java.util.List;

import org.junit.jupiter.api.Test;

/** Sentences as each language writes them: its end marks, and the full stops that do not end a sentence there. */
class LanguageSplitTest {

    @Test
    void chineseSentencesEndInFullWidthMarksWithNoSpaceAfterThem() {
        assertEquals(List.of("埃菲尔铁塔于1889年建成。", "它高330米！", "它在巴黎吗？", "是的。"),
                split("埃菲尔铁塔于1889年建成。它高330米！它在巴黎吗？是的。"));
    }

    @Test
    void chineseClosingQuotesAndBracketsStayWithTheirSentence() {
        assertEquals(List.of("他说：“塔很高。”", "（这是真的。）", "然后他走了。"),
                split("他说：“塔很高。”（这是真的。）然后他走了。"));
    }

    @Test
    void aFullStopBetweenChineseCharactersDoesNotEndASentence() {
        assertEquals(List.of("桥梁在1981年建立,由女王主持新建.桥梁立于河畔。", "它连接两座城市。"),
                split("桥梁在1981年建立,由女王主持新建.桥梁立于河畔。它连接两座城市。"));
    }

    @Test
    void japaneseSentencesEndInFullWidthMarks() {
        assertEquals(List.of("東京タワーは1958年に完成した。", "高さは333メートルです。", "行ったことがありますか？"),
                split("東京タワーは1958年に完成した。高さは333メートルです。行ったことがありますか？"));
    }

    @Test
    void hindiSentencesEndInADanda() {
        assertEquals(List.of("एफिल टॉवर 1889 में बना।", "यह 330 मीटर ऊँचा है।"),
                split("एफिल टॉवर 1889 में बना। यह 330 मीटर ऊँचा है।"));
    }

    @Test
    void hindiInitialsDoNotEndASentence() {
        assertEquals(List.of("मेयर डब्ल्यू. हेडन बर्न्स ने शहर बदला।", "ई.आई. ड्यूपोंट ने कंपनी बनाई।"),
                split("मेयर डब्ल्यू. हेडन बर्न्स ने शहर बदला। ई.आई. ड्यूपोंट ने कंपनी बनाई।"));
    }

    @Test
    void arabicQuestionsEndInTheArabicQuestionMark() {
        assertEquals(List.of("متى بني البرج؟", "بني البرج عام 1889.", "ارتفاعه 330 متراً."),
                split("متى بني البرج؟ بني البرج عام 1889. ارتفاعه 330 متراً."));
    }

    @Test
    void greekQuestionsEndInTheGreekQuestionMark() {
        assertEquals(List.of("Πότε χτίστηκε ο πύργος;", "Χτίστηκε το 1889."),
                split("Πότε χτίστηκε ο πύργος; Χτίστηκε το 1889."));
    }

    @Test
    void aThaiSpaceAfterTheAbbreviationMarkOrBeforeAnAbbreviationEndsNoSentence() {
        assertEquals(List.of("กรุงเทพฯ ก่อตั้งในปี 1782"), split("กรุงเทพฯ ก่อตั้งในปี 1782", "th"));
        assertEquals(List.of("กรุงเทพฯ ก่อตั้งในปี พ.ศ. 2325 โดยรัชกาลที่ 1"),
                split("กรุงเทพฯ ก่อตั้งในปี พ.ศ. 2325 โดยรัชกาลที่ 1", "th"));
    }

    @Test
    void thaiSentencesEndAtASpaceBetweenThaiWordsButNotAroundNumbers() {
        assertEquals(List.of("หอไอเฟลสร้างเสร็จในปี 1889 โดยบริษัทของไอเฟล", "หอนี้สูง 330 เมตร"),
                split("หอไอเฟลสร้างเสร็จในปี 1889 โดยบริษัทของไอเฟล หอนี้สูง 330 เมตร"));
        assertEquals(List.of("หอไอเฟลอยู่ที่ปารีส", "หอนี้สร้างด้วยเหล็ก"), split("หอไอเฟลอยู่ที่ปารีส หอนี้สร้างด้วยเหล็ก"));
        // Thai digits are a number, not a Thai word: "the wall fell in the year 1989" is one sentence
        assertEquals(List.of("กำแพงพังลงในปี ๑๙๘๙"), split("กำแพงพังลงในปี ๑๙๘๙"));
        assertEquals(List.of("กำแพงพังลงในปี ๑๙๘๙ ในเบอร์ลิน", "หอนี้สูง ๓๓๐ เมตร"),
                split("กำแพงพังลงในปี ๑๙๘๙ ในเบอร์ลิน หอนี้สูง ๓๓๐ เมตร"));
    }

    @Test
    void germanOrdinalsAndAbbreviationsDoNotEndASentence() {
        assertEquals(List.of("Am 12. Mai 1705 wurde das Gesetz im 12. Schuljahr gelesen.",
                "Es galt bis zum Ende des 18. Jahrhunderts, vgl. Abs. 3 der Verfassung.", "Das ist bekannt."),
                split("Am 12. Mai 1705 wurde das Gesetz im 12. Schuljahr gelesen. Es galt bis zum Ende des 18. "
                        + "Jahrhunderts, vgl. Abs. 3 der Verfassung. Das ist bekannt."));
    }

    @Test
    void aGermanSentenceStillEndsAfterAYear() {
        assertEquals(List.of("Der Turm wurde 1889 gebaut und ist hoch, er steht auf dem Marsfeld.", "Er ist aus Eisen."),
                split("Der Turm wurde 1889 gebaut und ist hoch, er steht auf dem Marsfeld. Er ist aus Eisen."));
        assertEquals(List.of("Der Turm wurde im Jahr 1889.", "Er ist aus Eisen und steht auf dem Marsfeld."),
                split("Der Turm wurde im Jahr 1889. Er ist aus Eisen und steht auf dem Marsfeld.", "de"));
    }

    @Test
    void russianYearAbbreviationDoesNotEndASentence() {
        assertEquals(List.of("В 1955 г. Королёв основал институт.", "Он работал там до 1966 г."),
                split("В 1955 г. Королёв основал институт. Он работал там до 1966 г."));
    }

    @Test
    void aRussianYearAbbreviationBeforeAFunctionWordOrPronounEndsTheSentence() {
        assertEquals(List.of("Компания основана в 1998 г.", "В ней работает около 500 человек."),
                split("Компания основана в 1998 г. В ней работает около 500 человек."));
        assertEquals(List.of("Война шла в 1941–1945 гг.", "Она унесла миллионы жизней."),
                split("Война шла в 1941–1945 гг. Она унесла миллионы жизней."));
        assertEquals(List.of("Город основан в 1147 г.", "Это столица России."),
                split("Город основан в 1147 г. Это столица России."));
        // a name after it goes on with the sentence, and "г." before a name is the city's
        assertEquals(List.of("Позже, в 1955 г. Королёв основал институт."),
                split("Позже, в 1955 г. Королёв основал институт."));
        assertEquals(List.of("Он родился в г. Москве.", "Там он окончил школу."),
                split("Он родился в г. Москве. Там он окончил школу."));
    }

    @Test
    void aDoubledFullStopAfterARussianAbbreviationEndsTheSentence() {
        assertEquals(List.of("Город объединился с округом в 1968 г..", "Джэксонвилл является главным городом."),
                split("Город объединился с округом в 1968 г.. Джэксонвилл является главным городом."));
    }

    @Test
    void spanishEraAndTitleAbbreviationsDoNotEndASentence() {
        assertEquals(List.of("En el 79 d.C. Plinio murió cerca de Pompeya.", "La Sra. García lo cuenta en 2005.",
                "Augusto nació en el 63 a. C. Roma era una república."),
                split("En el 79 d.C. Plinio murió cerca de Pompeya. La Sra. García lo cuenta en 2005. "
                        + "Augusto nació en el 63 a. C. Roma era una república.", "es"));
    }

    @Test
    void theSpanishAbbreviationForTheUnitedStatesDoesNotEndASentence() {
        assertEquals(List.of("La UE y EE. UU. firmaron el acuerdo.", "Lo firmó EE.UU. en 2019."),
                split("La UE y EE. UU. firmaron el acuerdo. Lo firmó EE.UU. en 2019.", "es"));
    }

    @Test
    void aSpanishEraInBracketsAfterAYearRangeDoesNotEndASentence() {
        for (String language : new String[] { "es", null }) {
            assertEquals(List.of("Al-Biruni (973-1048 d.C.) fue un erudito persa.", "Escribió sobre la India."),
                    split("Al-Biruni (973-1048 d.C.) fue un erudito persa. Escribió sobre la India.", language));
            assertEquals(List.of("El sabio Al-Biruni (973-1048 d. C.) Escribió sobre la India."),
                    split("El sabio Al-Biruni (973-1048 d. C.) Escribió sobre la India.", language));
            assertEquals(List.of("Lo escribió Al-Biruni (973-1048 d.C.).", "Es un libro."),
                    split("Lo escribió Al-Biruni (973-1048 d.C.). Es un libro.", language));
        }
    }

    @Test
    void aQuotationOfSeveralSentencesStaysInTheSentenceThatQuotesIt() {
        assertEquals(List.of("गांधी ने कहा, \"सत्य ही ईश्वर है। अहिंसा परम धर्म है।\"", "यह उनका मूल मंत्र था।"),
                split("गांधी ने कहा, \"सत्य ही ईश्वर है। अहिंसा परम धर्म है।\" यह उनका मूल मंत्र था।"));
        assertEquals(List.of("उन्होंने कहा: “मैं आऊँगा। मैं लड़ूँगा। मैं जीतूँगा।”", "उनकी बात सच हुई।"),
                split("उन्होंने कहा: “मैं आऊँगा। मैं लड़ूँगा। मैं जीतूँगा।” उनकी बात सच हुई।"));
        assertEquals(List.of("Gandhi said, \"Truth is God. Non-violence is the highest duty.\"", "This was his mantra."),
                split("Gandhi said, \"Truth is God. Non-violence is the highest duty.\" This was his mantra."));
    }

    @Test
    void aGermanDateIsOneSentenceWithoutTheLanguageGiven() {
        assertEquals(List.of("Die Berliner Mauer fiel am 9. November 1989."),
                split("Die Berliner Mauer fiel am 9. November 1989."));
    }

    @Test
    void englishAbbreviationsStayWhenTheLanguageIsGiven() {
        assertEquals(List.of("He moved to the U.S. in 1990.", "The U.S. Army took him.", "She said “Go.”", "He went."),
                split("He moved to the U.S. in 1990. The U.S. Army took him. She said “Go.” He went.", "en-GB"));
    }

    @Test
    void turkishOrdinalsDoNotEndASentenceButASentenceMayStartWithAYear() {
        assertEquals(List.of("Takım 4. yard çizgisine ulaştı.", "2000 yılında ödül kazandı.", "20. Yüzyıl sona erdi."),
                split("Takım 4. yard çizgisine ulaştı. 2000 yılında ödül kazandı. 20. Yüzyıl sona erdi."));
    }

    @Test
    void aSentenceMayStartWithANumberFollowedByALowerCaseWord() {
        assertEquals(List.of("Pharmacists are regulated separately.", "7 to 10 percent of practices dispense drugs."),
                split("Pharmacists are regulated separately. 7 to 10 percent of practices dispense drugs."));
    }

    @Test
    void quotesAndBracketsAfterTheEndMarkStayWithTheirSentence() {
        assertEquals(List.of("Er sagte: „Wir kommen.“", "(Das war 1990.)", "Dann ging er."),
                split("Er sagte: „Wir kommen.“ (Das war 1990.) Dann ging er."));
        assertEquals(List.of("Il a dit « Non. »", "Puis il est parti."), split("Il a dit « Non. » Puis il est parti."));
    }

    @Test
    void aLineBrokenBeforeANumberContinuesItsSentence() {
        assertEquals(List.of("Welding burned acetylene and compressed O 2 in 1901.", "It was new."),
                split("Welding burned acetylene and compressed O\n2 in 1901. It was new."));
    }

    @Test
    void anAbbreviatedAboutBeforeAFigureDoesNotEndASentence() {
        assertEquals(List.of("La ciudad tiene aprox. 3 millones de habitantes."),
                split("La ciudad tiene aprox. 3 millones de habitantes.", "es"));
        assertEquals(List.of("Bucureștiul are cca. 1,7 milioane de locuitori."),
                split("Bucureștiul are cca. 1,7 milioane de locuitori.", "ro"));
        assertEquals(List.of("Şehrin nüfusu yakl. 15 milyondur."), split("Şehrin nüfusu yakl. 15 milyondur.", "tr"));
        assertEquals(List.of("Ο πληθυσμός είναι περ. 3 εκατ. κάτοικοι."),
                split("Ο πληθυσμός είναι περ. 3 εκατ. κάτοικοι.", "el"));
        assertEquals(List.of("La ville compte env. 2 millions d'habitants."),
                split("La ville compte env. 2 millions d'habitants.", "fr"));
        // a sentence may still end in a word before a figure that opens the next
        assertEquals(List.of("The war ended in 1945.", "60 million people had died."),
                split("The war ended in 1945. 60 million people had died.", "en"));
    }

    @Test
    void abbreviationsOfEachLanguageBeforeANameOrAFigureDoNotEndASentence() {
        assertEquals(List.of("Die Stadt hat ca. 3 Tsd. Einwohner."), split("Die Stadt hat ca. 3 Tsd. Einwohner.", "de"));
        assertEquals(List.of("Es gibt versch. Arten, u. a. Eichen."), split("Es gibt versch. Arten, u. a. Eichen.", "de"));
        assertEquals(List.of("Er wohnt in der Hauptstr. 5 in Berlin.", "Er ist Arzt."),
                split("Er wohnt in der Hauptstr. 5 in Berlin. Er ist Arzt.", "de"));
        assertEquals(List.of("Er spielt im Orchester.", "Er ist Arzt."),
                split("Er spielt im Orchester. Er ist Arzt.", "de"));
        assertEquals(List.of("Lo dijo en la pág. 5 del informe.", "Está en la Avda. Libertad, núm. 5."),
                split("Lo dijo en la pág. 5 del informe. Está en la Avda. Libertad, núm. 5.", "es"));
        assertEquals(List.of("Locuiește pe str. Mihai Eminescu nr. 5."),
                split("Locuiește pe str. Mihai Eminescu nr. 5.", "ro"));
        assertEquals(List.of("TP. Hồ Chí Minh có khoảng 9 triệu dân.", "TS. Nguyễn Văn A làm việc tại TP. Hà Nội."),
                split("TP. Hồ Chí Minh có khoảng 9 triệu dân. TS. Nguyễn Văn A làm việc tại TP. Hà Nội.", "vi"));
        assertEquals(List.of("Население города ок. 12 млн. чел."), split("Население города ок. 12 млн. чел.", "ru"));
        assertEquals(List.of("Il sig. Rossi ha fondato l'azienda nel 1990.", "Ha ca. 50 dipendenti."),
                split("Il sig. Rossi ha fondato l'azienda nel 1990. Ha ca. 50 dipendenti.", "it"));
        assertEquals(List.of("Dhr. Jansen richtte het bedrijf op.", "Het heeft bijv. 50 werknemers."),
                split("Dhr. Jansen richtte het bedrijf op. Het heeft bijv. 50 werknemers.", "nl"));
        assertEquals(List.of("Το 1990 ο κ. Παπαδόπουλος ίδρυσε την εταιρεία.", "Έχει 50 υπαλλήλους."),
                split("Το 1990 ο κ. Παπαδόπουλος ίδρυσε την εταιρεία. Έχει 50 υπαλλήλους.", "el"));
        assertEquals(List.of("Mme. Dubois dirige l'hôpital.", "Il compte 500 lits."),
                split("Mme. Dubois dirige l'hôpital. Il compte 500 lits.", "fr"));
    }

    @Test
    void aThaiWordAloneBeforeASpaceIsPartOfTheSentence() {
        assertEquals(List.of("มารี กูรี ได้รับรางวัลโนเบลสาขาฟิสิกส์ในปี 1903"),
                split("มารี กูรี ได้รับรางวัลโนเบลสาขาฟิสิกส์ในปี 1903", "th"));
        assertEquals(List.of("หอไอเฟลตั้งอยู่ในกรุงปารีส", "หอคอยสร้างด้วยเหล็ก"),
                split("หอไอเฟลตั้งอยู่ในกรุงปารีส หอคอยสร้างด้วยเหล็ก", "th"));
    }

    @Test
    void anEnglishAbbreviationThatIsAWordOfTheTextsLanguageEndsASentence() {
        assertEquals(List.of("Jansen richtte het bedrijf op.", "Het heeft 50 werknemers."),
                split("Jansen richtte het bedrijf op. Het heeft 50 werknemers.", "nl"));
        assertEquals(List.of("La ville est à l'est.", "Elle compte 500 habitants."),
                split("La ville est à l'est. Elle compte 500 habitants.", "fr"));
        assertEquals(List.of("Él dijo que no.", "Ella se fue."), split("Él dijo que no. Ella se fue.", "es"));
        assertEquals(List.of("Se encuentra en el Río St. Johns, al sur de Georgia."),
                split("Se encuentra en el Río St. Johns, al sur de Georgia.", "es"), "a name's \"St.\" in any language");
        assertEquals(List.of("Es la Sinfonía No. 5 de Beethoven."), split("Es la Sinfonía No. 5 de Beethoven.", "es"));
        assertEquals(List.of("It is No. 5 on the list."), split("It is No. 5 on the list.", "en"));
    }
}
