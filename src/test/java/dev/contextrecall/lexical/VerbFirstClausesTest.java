package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/43: Arabic clauses (the verb first, "and" written onto the next verb), Turkish "ise" after a clause's
 * subject, a clause that leaves its subject to the one before, "will" after "and", and a figure placed by a function
 * word alone or by "and" read as a subject. 10 of the 30 assertions failed with /42; the others are guards that hold
 * on both.
 */
class VerbFirstClausesTest {

    /** Arabic says the verb first, in both clauses: the subject is the word after it. */
    @Test
    void anArabicClauseIsReadPastItsVerb() {
        assertReplaced("جدة", "الرياض", "يقع المقر الرئيسي في الرياض، بينما يقع المصنع في جدة.",
                "يقع المقر الرئيسي في جدة.", "ar");
        assertReplaced("الإلكتروني", "العادي",
                "تُرسل الفواتير عبر البريد العادي، بينما تُرسل الإيصالات عبر البريد الإلكتروني.",
                "تُرسل الفواتير عبر البريد الإلكتروني.", "ar");
        assertSupported("يقع المقر الرئيسي في الرياض، بينما يقع المصنع في جدة.", "يقع المصنع في جدة.", "ar");
        assertSupported("يقع المقر الرئيسي في الرياض، بينما يقع المصنع في جدة.", "يقع المقر الرئيسي في الرياض.", "ar");
        assertSupported("تُرسل الفواتير عبر البريد العادي، بينما تُرسل الإيصالات عبر البريد الإلكتروني.",
                "تُرسل الإيصالات عبر البريد الإلكتروني.", "ar");
    }

    /** Arabic writes "and" onto the verb that opens the next clause: "، ويحصل". */
    @Test
    void arabicAndOnTheVerbOpensAClause() {
        assertReplaced("20", "ويحصل الطلاب على خصم 10%", "يحصل المعلمون على خصم 20%، ويحصل الطلاب على خصم 10%.",
                "يحصل الطلاب على خصم 20%.", "ar");
        assertSupported("يحصل المعلمون على خصم 20%، ويحصل الطلاب على خصم 10%.", "يحصل الطلاب على خصم 10%.", "ar");
        assertSupported("يحصل المعلمون على خصم 20%، ويحصل الطلاب على خصم 10%.", "يحصل المعلمون على خصم 20%.", "ar");
    }

    /** Turkish "ise" follows the subject of a clause of its own ("as for the students"). */
    @Test
    void turkishIseOpensAClause() {
        assertReplaced("20", "öğrenciler ise yüzde 10 indirim alır",
                "Öğretmenler yüzde 20 indirim alır, öğrenciler ise yüzde 10 indirim alır.",
                "Öğrenciler yüzde 20 indirim alır.", "tr");
        assertReplaced("Şirketin merkezi", "İzmir'de ise bir şubesi bulunur",
                "Şirketin merkezi Ankara'dadır, İzmir'de ise bir şubesi bulunur.", "Şirketin merkezi İzmir'dedir.",
                "tr");
        assertSupported("Öğretmenler yüzde 20 indirim alır, öğrenciler ise yüzde 10 indirim alır.",
                "Öğrenciler yüzde 10 indirim alır.", "tr");
        assertSupported("Öğretmenler yüzde 20 indirim alır, öğrenciler ise yüzde 10 indirim alır.",
                "Öğretmenler yüzde 20 indirim alır.", "tr");
        assertSupported("Şirketin merkezi Ankara'dadır, İzmir'de ise bir şubesi bulunur.",
                "Şirketin merkezi Ankara'dadır.", "tr");
    }

    /**
     * A clause after "and" or "but" that says the statement's words but its subject, and no word of its own, leaves the
     * subject to the clause before: it says the statement.
     */
    @Test
    void aClauseLeavingOutItsSubjectSaysTheStatement() {
        assertSupported("La película ganó el premio al mejor guion, y fue nominada a la mejor dirección.",
                "La película fue nominada a la mejor dirección.", "es");
        assertSupported("Il film ha vinto il premio per la migliore sceneggiatura, ma è stato candidato alla migliore "
                + "regia.", "Il film è stato candidato alla migliore regia.", "it");
        assertSupported("The film won the award for best screenplay, and was nominated for best director.",
                "The film was nominated for best director.", "en");
        assertReplaced("dirección", "guion",
                "La película ganó el premio al mejor guion, y fue nominada a la mejor dirección.",
                "La película ganó el premio a la mejor dirección.", "es");
        assertReplaced("breakfast", "lunch",
                "The cafe serves lunch and dinner, but the hotel restaurant serves breakfast.",
                "The cafe serves breakfast.", "en");
        assertSupported("El museo cierra a las 18 horas en verano y a las 16 horas en invierno.",
                "El museo cierra a las 16 horas en invierno.", "es");
        assertSupported("Invoices are sent by post and receipts are sent by email.", "Receipts are sent by email.",
                "en");
    }

    /** "Will" after "and" opens a clause of its own, as "may" and "can" do: what is to come is not what is. */
    @Test
    void willAfterAndOpensAClause() {
        assertReplaced("web", "mobile",
                "Dark mode is available in the mobile app and will come to the web app later this year.",
                "Dark mode is available in the web app.", "en");
        assertSupported("Dark mode is available in the mobile app and will come to the web app later this year.",
                "Dark mode is available in the mobile app.", "en");
    }

    /**
     * A figure is placed by the statement's verb before it, not by a preposition alone ("analisados em 5", "processados
     * em 14"), and "and" is no subject of the clause it opens ("et peut durer 8 heures").
     */
    @Test
    void aFigureIsPlacedByItsVerbNotByAFunctionWord() {
        assertReplaced("5", "14", "Os pedidos de reembolso são analisados em 5 dias úteis e processados em 14 dias.",
                "Os reembolsos são processados em 5 dias úteis.", "pt");
        assertReplaced("10", "8", "La batterie se recharge en 10 heures et dure environ 8 heures.",
                "La batterie dure 10 heures.", "fr");
        assertReplaced("10", "8", "La batterie se recharge en 10 heures et peut durer 8 heures.",
                "La batterie peut durer 10 heures.", "fr");
        assertSupported("Os pedidos de reembolso são analisados em 5 dias úteis e processados em 14 dias.",
                "Os reembolsos são processados em 14 dias.", "pt");
        assertSupported("Os pedidos de reembolso são analisados em 5 dias úteis e processados em 14 dias.",
                "Os pedidos de reembolso são analisados em 5 dias úteis.", "pt");
        assertSupported("La batterie se recharge en 10 heures et dure environ 8 heures.",
                "La batterie dure environ 8 heures.", "fr");
        assertSupported("La batterie se recharge en 10 heures et dure environ 8 heures.",
                "La batterie se recharge en 10 heures.", "fr");
        assertSupported("Компания работает в 1000 городах мира, в том числе в 300 городах России.",
                "Компания работает в 300 городах России.", "ru");
    }
}
