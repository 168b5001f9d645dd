package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/37: a word of rarity before the verb ("the lake rarely freezes"), a plan whose object is the
 * statement's ("plans a cancer ward" for "opened a cancer ward"), a subject said with another figure in a part that
 * leaves out the verb, after a longer verb phrase ("..., large companies 25%"), after a comma ("y el vuelo a Londres,
 * tres horas") or in the part after the statement's own subject ("and weekly backups for 30 days"), a Chinese measure
 * word binding a figure to its noun ("300名客户"), a word between the verb and its link word ("öffnet werktags um 7 Uhr"),
 * and a German or Dutch participle said last. 21 of the 47 assertions failed with /36; the others are guards that hold
 * on both.
 */
class RarityPlansAndParticiplesTest {

    @Test
    void aWordOfRarityDeniesTheWordRightAfterIt() {
        assertReplaced("freezes", "rarely freezes",
                "Unlike the smaller lakes nearby, the lake rarely freezes in winter.", "The lake freezes in winter.",
                "en");
        assertReplaced("stops", "seldom stops", "The express train seldom stops at Oakwood.",
                "The train stops at Oakwood.", "en");
        assertReplaced("zu", "selten zu", "Der See friert im Winter selten zu.", "Der See friert im Winter zu.", "de");
        assertReplaced("en", "rarement en", "Le lac gèle rarement en hiver.", "Le lac gèle en hiver.", "fr");
        assertReplaced("congela", "raramente se congela", "El lago raramente se congela en invierno.",
                "El lago se congela en invierno.", "es");
        assertReplaced("de", "zelden in de", "Het meer bevriest zelden in de winter.",
                "Het meer bevriest in de winter.", "nl");
        assertReplaced("замерзает", "редко замерзает", "Озеро редко замерзает зимой.", "Озеро замерзает зимой.", "ru");
        assertSupported("The lake seldom freezes in winter.", "The lake rarely freezes.", "en");
        assertSupported("Side effects include drowsiness; rarely, it may cause a rash.",
                "The medicine may cause a rash.", "en");
        assertSupported("The species is rare in Europe but common in Asia.", "The species is rare in Europe.", "en");
    }

    @Test
    void aPlanHoldingTheStatementsObjectIsNoActDone() {
        assertReplaced("opened a new cancer ward", "plans a cancer",
                "The hospital opened a new maternity ward in 2020 and plans a cancer ward for 2025.",
                "The hospital opened a new cancer ward.", "en");
        assertReplaced("opened a second library", "plans a second",
                "The city opened a new library in 2019 and plans a second library for 2026.",
                "The city opened a second library.", "en");
        assertReplaced("Texas", "opened a factory in Ohio",
                "The company opened a factory in Ohio and is planning a factory in Texas.",
                "The company opened a factory in Texas.", "en");
        assertSupported("The city opened a new library in 2019 and plans a second library for 2026.",
                "The city opened a new library.", "en");
        assertSupported("The hospital opened a new maternity ward in 2020 and plans a cancer ward for 2025.",
                "The hospital plans a cancer ward.", "en");
        assertSupported("The council approved a new park and plans a playground next to it.",
                "The council approved a new park.", "en");
    }

    @Test
    void aSubjectSaidWithAnotherFigureInAPartThatLeavesOutTheVerb() {
        assertReplaced("Large companies pay a tax rate of 15%", "large companies 25%",
                "Small businesses pay a tax rate of 15%, large companies 25%.",
                "Large companies pay a tax rate of 15%.", "en");
        assertReplaced("30", "senior members $45", "Junior members pay a monthly fee of $30, senior members $45.",
                "Senior members pay a monthly fee of $30.", "en");
        assertSupported("Small businesses pay a tax rate of 15%, large companies 25%.",
                "Small businesses pay a tax rate of 15%.", "en");
        assertSupported("Small businesses pay a tax rate of 15%, large companies 25%.", "Large companies pay 25%.",
                "en");
        assertReplaced("vuelo a Londres dura dos horas", "vuelo a Londres, tres horas",
                "El vuelo a Madrid dura dos horas y el vuelo a Londres, tres horas.",
                "El vuelo a Londres dura dos horas.", "es");
        assertSupported("El vuelo a Madrid dura dos horas y el vuelo a Londres, tres horas.",
                "El vuelo a Madrid dura dos horas.", "es");
        assertReplaced("Daily backups are kept for 30", "weekly backups for 30",
                "Daily backups are kept for 7 days and weekly backups for 30 days.",
                "Daily backups are kept for 30 days.", "en");
        assertReplaced("Residents pay an entrance fee of 20", "tourists 20",
                "Residents pay an entrance fee of 10 euros, tourists 20 euros.",
                "Residents pay an entrance fee of 20 euros.", "en");
        assertSupported("Daily backups are kept for 7 days and weekly backups for 30 days.",
                "Weekly backups are kept for 30 days.", "en");
        assertSupported("Residents pay an entrance fee of 10 euros, tourists 20 euros.", "Tourists pay 20 euros.",
                "en");
        assertSupported("The film grossed $500 million worldwide, including $200 million in the US.",
                "The film grossed $200 million in the US.", "en");
        assertSupported("The connection timeout defaults to 10 seconds and the read timeout to 30 seconds.",
                "The default timeout is 30 seconds.", "en");
    }

    @Test
    void aChineseMeasureWordBindsAFigureToTheWordItCounts() {
        assertReplaced("300名员工", "300名客户", "该公司有300名客户和45名员工。", "该公司有300名员工。", "zh");
        assertReplaced("200家餐厅", "200家商店", "该商场有200家商店和45家餐厅。", "该商场有200家餐厅。", "zh");
        assertSupported("该公司有300名客户和45名员工。", "该公司有45名员工。", "zh");
        assertSupported("该商场有200家商店和45家餐厅。", "该商场有45家餐厅。", "zh");
        assertSupported("该公司有300名客户和45名员工。", "该公司有300名客户。", "zh");
        assertSupported("这家医院拥有800张床位，其中500张用于普通病房。", "这家医院有500张床位用于普通病房。", "zh");
    }

    @Test
    void aWordBetweenTheVerbAndItsLinkWordLeavesTheFigureTheVerbs() {
        assertSupported("Das Schwimmbad öffnet werktags um 7 Uhr und am Wochenende um 9 Uhr.",
                "Das Schwimmbad öffnet um 7 Uhr.", "de");
        assertSupported("Das Schwimmbad öffnet werktags um 7 Uhr und am Wochenende um 9 Uhr.",
                "Das Schwimmbad öffnet um 9 Uhr.", "de");
        assertSupported("The pool opens on weekdays at 7 am and at weekends at 9 am.", "The pool opens at 7 am.", "en");
        assertReplaced("2005", "1998", "The company was founded in 1998 and listed on the stock exchange in 2005.",
                "The company was founded in 2005.", "en");
    }

    @Test
    void aParticipleSaidLastBindsTheNameBeforeIt() {
        assertReplaced("Siemens", "Bosch",
                "Die Firma lehnte ein Angebot von Siemens ab und wurde später von Bosch übernommen.",
                "Die Firma wurde von Siemens übernommen.", "de");
        assertReplaced("Berlin", "Prag", "Der Film spielt in Berlin, wurde aber in Prag gedreht.",
                "Der Film wurde in Berlin gedreht.", "de");
        assertReplaced("Philips", "Siemens",
                "Het bedrijf wees een bod van Philips af en werd later door Siemens overgenomen.",
                "Het bedrijf werd door Philips overgenomen.", "nl");
        assertReplaced("gekauft", "Haus gemietet", "Er hat das Auto gekauft und das Haus gemietet.",
                "Er hat das Haus gekauft.", "de");
        assertSupported("Die Firma lehnte ein Angebot von Siemens ab und wurde später von Bosch übernommen.",
                "Die Firma wurde von Bosch übernommen.", "de");
        assertSupported("Der Film wurde 2019 in Prag und in Wien gedreht.", "Der Film wurde in Prag gedreht.", "de");
        assertSupported("Der Film wurde 2019 in Prag und in Wien gedreht.", "Der Film wurde in Wien gedreht.", "de");
        assertSupported("Das Buch wurde von Goethe geschrieben und von Schiller herausgegeben.",
                "Das Buch wurde von Goethe geschrieben.", "de");
        assertSupported("Het bedrijf wees een bod van Philips af en werd later door Siemens overgenomen.",
                "Het bedrijf werd door Siemens overgenomen.", "nl");
    }
}
