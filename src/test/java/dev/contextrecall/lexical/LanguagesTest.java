package dev.contextrecall.lexical;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

class LanguagesTest {

    @Test
    void theScriptTellsTheLanguage() {
        assertEquals("zh", Languages.guess("埃菲尔铁塔于1889年建成。"));
        assertEquals("ja", Languages.guess("東京タワーは1958年に完成した。"));
        assertEquals("hi", Languages.guess("एफिल टॉवर 1889 में बना।"));
        assertEquals("ar", Languages.guess("بني البرج عام 1889."));
        assertEquals("th", Languages.guess("หอไอเฟลสร้างเสร็จในปี 1889"));
        assertEquals("el", Languages.guess("Ο Kawann Short ήταν πρώτος στην ομάδα με 11 sacks."));
        assertEquals("ru", Languages.guess("В 1955 г. Королёв основал институт."));
        assertEquals("ko", Languages.guess("에펠탑은 1889년에 완공되었다."));
    }

    @Test
    void latinScriptIsToldApartByLettersAndFunctionWords() {
        assertEquals("vi", Languages.guess(
                "Năm 1891 nhà hóa học người Scotland James Dewar đã có thể tạo ra đủ oxi lỏng để nghiên cứu."));
        assertEquals("tr", Languages.guess("Takım 4. yard çizgisine ulaştı, sonra sahayı terk etti."));
        assertEquals("de", Languages.guess("Am 12. Mai wurde das Gesetz in der Stadt und auf dem Land gelesen."));
        assertEquals("de", Languages.guess("Die Berliner Mauer fiel am 9. November 1989."));
        assertEquals("en", Languages.guess("The tower was built in 1889 and is 330 metres tall."));
        assertEquals("es", Languages.guess("La torre fue construida en 1889 y mide 330 metros."));
        assertEquals("ro", Languages.guess("Turnul a fost construit în 1889 și are 330 de metri."));
        assertEquals("fr", Languages.guess("La tour a été construite en 1889 et elle est à Paris."));
        assertEquals("en", Languages.guess("Nguyễn Phú Trọng met Recep Tayyip Erdoğan at the palace in the capital."),
                "a few foreign names do not make the text Vietnamese or Turkish");
    }

    @Test
    void aShortSentenceIsEnoughInEveryLatinScriptLanguage() {
        assertEquals("en", Languages.guess("The wall fell in 1989."));
        assertEquals("en", Languages.guess("She won it."));
        assertEquals("de", Languages.guess("Die Mauer fiel 1989."));
        assertEquals("es", Languages.guess("La empresa tiene 2.500 empleados."));
        assertEquals("es", Languages.guess("El muro cayó en 1989."));
        assertEquals("ro", Languages.guess("Zidul Berlinului a căzut în 1989."));
        assertEquals("tr", Languages.guess("Nüfus yaklaşık 15 milyondur."));
        assertEquals("tr", Languages.guess("Berlin Duvarı 1989da yıkıldı."));
        assertEquals("tr", Languages.guess("1453'te İstanbul'u fethetti. 1481'de öldü."),
                "case endings after an apostrophe on a number or a name are Turkish");
        assertEquals("en", Languages.guess("Smith's book came out in the summer of 1999."));
        assertEquals("vi", Languages.guess("Bức tường Berlin sụp đổ năm 1989."));
        assertEquals("fr", Languages.guess("La tour a été construite en 1889."));
        assertEquals("it", Languages.guess("Il film è uscito nel 2019."));
        assertEquals("pt", Languages.guess("O filme foi lançado em 2019."));
        assertEquals("nl", Languages.guess("Het museum is op maandag gesloten."));
        assertEquals("nl", Languages.guess("Het was in Wenen."));
        assertNotEquals("nl", Languages.guess("He died in Vienna in 1910."), "\"in\" is an English word too");
        assertEquals("pl", Languages.guess("Muzeum jest zamknięte w poniedziałki."));
    }

    @Test
    void namesDoNotTellTheLanguageTheTextIsWrittenIn() {
        // "Einstein", "Ulm": German spellings in an English text; their letters once outweighed "was" and "in"
        assertNotEquals("de", Languages.guess("Einstein was born in Ulm."));
        assertEquals("en", Languages.guess("Einstein was born in Ulm.\nEinstein was born in 1879 in Ulm, Germany."));
        assertEquals("en", Languages.ofCase(null, "Einstein was born in Ulm.",
                List.of("Einstein was born in 1879 in Ulm, Germany.")));
        assertEquals("de", Languages.guess("Der Park ist 200 Quadratkilometer groß."));
        assertNotEquals("it", Languages.guess("Capitala Australiei este Canberra.\nCapitala Australiei este Sydney."),
                "Romanian, or too short to tell, not Italian");
    }

    @Test
    void aFewWordsWithAnotherLanguagesFunctionWordAreTooCloseToCall() {
        // French letters, an English "is" and "on": neither wins alone; the chunks then tell
        assertEquals(Languages.LATIN, Languages.guess("Support is available 24/7."));
        assertEquals(Languages.LATIN, Languages.guess("Kubernetes schedules pods on nodes."));
        assertEquals("en", Languages.ofCase(null, "Support is available 24/7.",
                List.of("Our support team is available 24/7 by chat and phone.")));
        assertEquals("fr", Languages.guess("La tour mesure 330 mètres."), "French letters and \"la\"");
        assertEquals("tr", Languages.guess("Karmaşıklık teorisi problemleri zorluklarına"));
    }

    @Test
    void tooLittleEvidenceLeavesTheLanguageUndetermined() {
        assertEquals(Languages.LATIN, Languages.guess(""));
        assertEquals(Languages.LATIN, Languages.guess("Paris, 1889."));
        assertEquals(Languages.LATIN, Languages.guess("Gustave Eiffel."));
    }

    @Test
    void aLatinReferenceTooShortToTellTakesTheLanguageOfWhatWasRetrieved() {
        String reference = "Mauer ca. 21.200 Kilometer lang.";
        assertEquals("", Languages.guess(reference), "too close to call on its own");
        assertEquals("de", Languages.ofCase(null, reference,
                List.of("Die Chinesische Mauer ist 21.196,18 km lang.", "Sie wurde über Jahrhunderte gebaut.")));
        assertEquals("es", Languages.ofCase(null, "La película dura dos horas.",
                List.of("La película dura 120 minutos.")), "\"dos\" is Spanish's two as well as Portuguese's");
        assertEquals("pt", Languages.ofCase(null, "A película dura duas horas.", List.of("O filme dura 120 minutos.")));
        assertEquals("en", Languages.ofCase(null, "It weighs 2.5 kg.", List.of("The parcel weighs 2.5 kg in all.")));
        // the reference's own language, a given tag, or another script than Latin in the chunks come first
        assertEquals("en", Languages.ofCase(null, "The wall is 21,196 km long.", List.of("Die Mauer ist lang.")));
        assertEquals("nl", Languages.ofCase("nl", reference, List.of("Die Chinesische Mauer ist lang.")));
        assertEquals("", Languages.ofCase(null, "Gustave Eiffel, 1889.", List.of("埃菲尔铁塔于1889年建成。")));
        assertEquals("", Languages.ofCase(null, "Gustave Eiffel, 1889.", List.of("Gustave Eiffel, Paris, 1889.")));
        assertEquals("", Languages.ofCase(null, reference, List.of()));
    }

    @Test
    void aShortReferenceTooCloseToCallKeepsTheLanguageItLeansToWhereItHoldsNoneOfTheChunksWords() {
        List<String> english = List.of("Paris is the capital of France and its largest city.");
        assertEquals(Languages.LATIN, Languages.guess("Paris est la capitale."), "too close to call alone");
        assertEquals("fr", Languages.ofCase(null, "Paris est la capitale.", english), "no English word in it");
        assertEquals("pt", Languages.ofCase(null, "Lisboa é a capital.", english));
        // chunks too short to tell alone are read together with the reference
        assertEquals("pt", Languages.ofCase(null, "Lisboa é a capital de Portugal.",
                List.of("Lisboa é a capital de Portugal desde 1255.")));
        assertEquals("es", Languages.ofCase(null, "La película dura dos horas.",
                List.of("La película dura 120 minutos.")), "\"dos\" is Spanish's two as well as Portuguese's");
        assertEquals("pt", Languages.ofCase(null, "A película dura duas horas.", List.of("O filme dura 120 minutos.")));
        assertEquals("en", Languages.ofCase(null, "It weighs 2.5 kg.",
                List.of("Die Berliner Mauer war ein Grenzbefestigungssystem der DDR und ist heute ein Denkmal.")));
        // it holds a word of its chunks' language, or none of any: the chunks tell
        assertEquals("en", Languages.ofCase(null, "Support is available 24/7.", english));
        assertEquals("", Languages.ofCase(null, "Gustave Eiffel, 1889.", List.of("Gustave Eiffel, Paris, 1889.")));
        // a letter is no function word: "ü" leans German, the Turkish chunk tells
        assertEquals("tr", Languages.ofCase(null, "Nüfus 8,4 milyondur.", List.of("Nüfus 8.400.000 kişidir.")));
    }

    @Test
    void aShortReferenceThatCouldBeInItsChunksLanguageTakesIt() {
        String english = "The meeting was reported by several newspapers at the time and has been confirmed since.";
        // "met" and "in" are Dutch function words, "is" and "open" Dutch words: alone, these read as Dutch
        assertEquals("nl", Languages.guess("Einstein met Bohr in 1920."));
        assertEquals("en", Languages.ofCase(null, "Einstein met Bohr in 1920.", List.of("Einstein met Bohr in 1920. " + english)));
        assertEquals("en", Languages.ofCase(null, "Support is open 9am-5pm.",
                List.of("Our support desk is open from 9am to 5pm on weekdays, and closed at the weekend.")));
        assertEquals("nl", Languages.ofCase(null, "Einstein met Bohr in 1920.", List.of()), "no chunk to tell");
        // only where the reference holds a function word of the chunks' language and is not far behind in it
        assertEquals("fr", Languages.ofCase(null, "Le pont mesure 2 km.", List.of(english)));
        assertEquals("de", Languages.ofCase(null, "Die Mauer fiel 1989.", List.of(english)));
        assertEquals("es", Languages.ofCase(null, "Lima es la capital del Perú.", List.of(english)));
        assertEquals("nl", Languages.ofCase(null, "Tom woont met Anna in Utrecht.", List.of(english)));
        // a long reference decides by itself
        String dutch = "Albert Einstein kwam in 1933 naar Amerika en werkte daarna tot zijn dood in Princeton.";
        assertEquals("nl", Languages.ofCase(null, dutch, List.of(english)));
    }

    @Test
    void aParticleOfANameSaysNothingOfTheLanguage() {
        // "van", "de", "da" inside or opening a name ("Van Gogh", "Leonardo da Vinci") are not Dutch or Spanish words
        assertEquals(Languages.LATIN, Languages.guess("Van Gogh painted Sunflowers."));
        assertEquals("en", Languages.ofCase(null, "Van Gogh painted Sunflowers.",
                List.of("Vincent van Gogh painted a series of sunflowers in Arles in 1888 and 1889.")));
        assertEquals("nl", Languages.guess("De brug is 2 km lang."), "an article before a common word counts");
        assertEquals("es", Languages.guess("La ciudad de México es la capital del país."));
    }

    @Test
    void aGivenTagWins() {
        assertEquals("de", Languages.of("de-AT", "The tower was built in 1889."));
        assertEquals("zh", Languages.of("zh-Hant-TW", "Hello"));
        assertEquals("ru", Languages.of(null, "В 1955 г. Королёв основал институт."));
        assertEquals("ru", Languages.of(" ", "В 1955 г. Королёв основал институт."));
    }

    @Test
    void anElidedArticleIsAFunctionWordOfFrenchAndItalian() {
        // offline-lexical/25: "L'hôtel compte 120 chambres." read as Spanish; its "l'" is French or Italian
        assertEquals("", Languages.guess("L'hôtel compte 120 chambres."), "too close to call alone, no longer Spanish");
        assertEquals("fr", Languages.ofCase(null, "L'hôtel compte 120 chambres.",
                List.of("L'hôtel compte 120 lits dans 60 chambres.")));
        assertEquals("it", Languages.guess("L'Italia ha vinto."));
        assertEquals("fr", Languages.guess("L'usine emploie 300 ouvriers."));
        assertEquals("en", Languages.guess("D'Artagnan was a musketeer."));
        assertEquals("en", Languages.guess("Rock 'n' roll is music."));
    }
}
