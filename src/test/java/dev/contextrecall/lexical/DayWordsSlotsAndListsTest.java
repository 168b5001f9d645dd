package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/44: a word that only goes with a day's name ("günleri", "hari", "pada", "يوم") places no day, so the
 * word it goes with is read instead: "Müze pazartesi günleri açıktır." against a museum open "salıdan pazara kadar"
 * and closed "pazartesi günleri" is another fact, not the statement's. A figure's slot is read past the link words
 * after the word it counts ("40 000 spectateurs pour le football"), as it was after a unit. A list's second member
 * that the evidence says after "and" in a part of its own, opened by a common word the statement does not say, is not
 * said with the statement's fact: "won the league in 2005 and finished second in 2007".
 */
class DayWordsSlotsAndListsTest {

    @Test
    void aWordForDayPlacesNoDay() {
        assertReplaced("pazartesi", "salıdan pazara", "Müze salıdan pazara kadar açıktır, pazartesi günleri kapalıdır.",
                "Müze pazartesi günleri açıktır.", "tr");
        assertReplaced("pazar", "pazartesiden cumartesiye",
                "Mağaza pazartesiden cumartesiye kadar açıktır, pazar günleri kapalıdır.",
                "Mağaza pazar günleri açıktır.", "tr");
        assertReplaced("الاثنين", "الثلاثاء إلى الأحد", "المتحف مفتوح من الثلاثاء إلى الأحد، ومغلق يوم الاثنين.",
                "المتحف مفتوح يوم الاثنين.", "ar");
        assertReplaced("Senin", "Selasa sampai hari Minggu",
                "Museum buka dari hari Selasa sampai hari Minggu, dan tutup pada hari Senin.",
                "Museum buka pada hari Senin.", "id");
    }

    @Test
    void aDayWithinTheRangeOrSaidWithItsWordStaysSupported() {
        assertSupported("Mağaza pazartesiden cumartesiye kadar açıktır, pazar günleri kapalıdır.",
                "Mağaza cumartesi günleri açıktır.", "tr");
        assertSupported("Müze salıdan pazara kadar açıktır, pazartesi günleri kapalıdır.",
                "Müze salı günleri açıktır.", "tr");
        assertSupported("Müze salıdan pazara kadar açıktır, pazartesi günleri kapalıdır.",
                "Müze pazartesi günleri kapalıdır.", "tr");
        assertSupported("المتحف مفتوح من الثلاثاء إلى الأحد، ومغلق يوم الاثنين.", "المتحف مغلق يوم الاثنين.", "ar");
        assertSupported("Museum buka dari hari Selasa sampai hari Minggu, dan tutup pada hari Senin.",
                "Museum tutup pada hari Senin.", "id");
        assertSupported("Museum buka dari hari Selasa sampai hari Minggu, dan tutup pada hari Senin.",
                "Museum buka pada hari Kamis.", "id");
    }

    @Test
    void aSlotIsReadPastLinkWordsAfterTheCountedWord() {
        assertReplaced("football", "concerts",
                "Le stade accueille 40 000 spectateurs pour les concerts et 32 000 pour le football.",
                "Le stade accueille 40 000 spectateurs pour le football.", "fr");
        assertReplaced("futebol", "shows", "O estádio recebe 40 mil pessoas para shows e 32 mil para o futebol.",
                "O estádio recebe 40 mil torcedores para o futebol.", "pt");
        assertSupported("Le stade accueille 40 000 spectateurs pour les concerts et 32 000 pour le football.",
                "Le stade accueille 32 000 spectateurs pour le football.", "fr");
        assertSupported("El hotel tiene 120 habitaciones en la torre norte y 80 en la torre sur.",
                "El hotel tiene 120 habitaciones en la torre norte.", "es");
        assertSupported("La ville compte 20 000 habitants de la région.", "La ville compte 20 000 habitants de la région.",
                "fr");
    }

    @Test
    void aMemberSaidInAPartOfItsOwnIsNotSaidWithTheFact() {
        assertReplaced("2005 and 2007", "2005", "The team won the league in 2005 and finished second in 2007.",
                "The team won the league in 2005 and 2007.", "en");
        assertReplaced("2005 and 2007", "2005", "The team won the league in 2005 and the cup in 2007.",
                "The team won the league in 2005 and 2007.", "en");
        assertReplaced("Paris and Berlin", "Paris", "The company has offices in Paris and plans to open one in Berlin.",
                "The company has offices in Paris and Berlin.", "en");
        assertReplaced("2005 y 2007", "2005", "El equipo ganó la liga en 2005 y quedó segundo en 2007.",
                "El equipo ganó la liga en 2005 y 2007.", "es");
        assertReplaced("2005 et 2007", "2005",
                "L'équipe a remporté le championnat en 2005 et a terminé deuxième en 2007.",
                "L'équipe a remporté le championnat en 2005 et 2007.", "fr");
    }

    @Test
    void aMemberSaidAgainOrSinceAWhileStaysSupported() {
        assertSupported("The film was released in 2005 in the US and in 2007 in Japan.",
                "The film was released in 2005 and 2007.", "en");
        assertSupported("The museum was renovated in 1990 and again in 2010.",
                "The museum was renovated in 1990 and 2010.", "en");
        assertSupported("The company has offices in Paris and in Berlin.",
                "The company has offices in Paris and Berlin.", "en");
        assertSupported("The app supports English and, since 2020, French.", "The app supports English and French.",
                "en");
        assertSupported("El producto se vende en Canadá y también en México.",
                "El producto se vende en Canadá y México.", "es");
        assertSupported("Le produit est vendu au Canada et depuis l'an dernier au Mexique.",
                "Le produit est vendu au Canada et au Mexique.", "fr");
        assertSupported("Das Produkt wird in Kanada und seit letztem Jahr auch in Mexiko verkauft.",
                "Das Produkt wird in Kanada und Mexiko verkauft.", "de");
        assertSupported("She won a gold medal in 2012 and another gold medal in 2016.",
                "She won gold medals in 2012 and 2016.", "en");
    }
}
