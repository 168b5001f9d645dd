package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/22: a role held before is not a role held now ("is the CEO" against "is the former CEO"), and an
 * act stopped is not going on ("makes cameras" against "stopped making cameras"). offline-lexical/23: a place left is
 * not the place now ("headquarters are in Seattle" against "moved its headquarters from Seattle to Bellevue").
 * offline-lexical/27: a change's start is not its end ("rose to $10" against "rose from $10 to $12").
 */
class FormerAndStoppedTest {

    @Test
    void aRoleHeldBeforeIsNotARoleHeldNow() {
        assertReplaced("CEO", "former CEO", "She is the former CEO of the company.", "She is the CEO of the company.", "en");
        assertReplaced("former CEO", "CEO", "She is the CEO of the company.", "She is the former CEO of the company.", "en");
        assertReplaced("Bürgermeister", "ehemalige Bürgermeister", "Er ist der ehemalige Bürgermeister von Berlin.",
                "Er ist Bürgermeister von Berlin.", "de");
        assertReplaced("мэром", "бывшим мэром", "Он является бывшим мэром Москвы.", "Он является мэром Москвы.", "ru");
        assertFalse(new SupportFinder(List.of("Il est l'ancien président de la République."), "fr")
                .find("Il est le président de la République.").supported());
        // said in the past, or "former" on both sides, or a thing that is no role held
        assertSupported("She is the former CEO of the company.", "She was the CEO of the company.", "en");
        assertSupported("She was the CEO of the company until 2019.", "She is the former CEO of the company.", "en");
        assertSupported("She is the former CEO of the company.", "She is the former CEO of the company.", "en");
        assertSupported("He is a former president of France and a lawyer.", "He is a lawyer.", "en");
        assertSupported("The Soviet Union had 15 republics.", "The former Soviet Union had 15 republics.", "en");
    }

    @Test
    void aPlaceLeftIsNotThePlaceNow() {
        assertReplaced("Seattle", "from Seattle to Bellevue", "In 2019 the company moved its headquarters from Seattle to "
                + "Bellevue.", "The company's headquarters are in Seattle.", "en");
        assertReplaced("Bonn", "from Bonn to Berlin", "The capital was moved from Bonn to Berlin in 1999.",
                "The capital is Bonn.", "en");
        assertReplaced("London", "to Paris from London", "In 2010 the band moved to Paris from London.",
                "The band is in London.", "en");
        assertReplaced("Arsenal", "from Arsenal to Chelsea", "In 2021 he transferred from Arsenal to Chelsea.",
                "He is at Arsenal.", "en");
        // German: an earlier way's "ist" for "wurde" is no other fact, and no longer hides the move
        assertReplaced("Bonn", "von Bonn nach Berlin", "Der Sitz wurde 1999 von Bonn nach Berlin verlegt.",
                "Der Sitz ist in Bonn.", "de");
        assertFalse(new SupportFinder(List.of("Le siège a déménagé de Paris à Lyon en 2015."), "fr")
                .find("Le siège est à Paris.").supported());
        // the place gone to, the place left said as before or as left, and "from ... to" with nothing moved
        assertSupported("In 2019 the company moved its headquarters from Seattle to Bellevue.",
                "The headquarters are in Bellevue.", "en");
        assertSupported("In 2019 the company moved its headquarters from Seattle to Bellevue.",
                "The headquarters were in Seattle.", "en");
        assertSupported("In 2019 the company moved its headquarters from Seattle to Bellevue.",
                "The headquarters are in Seattle until 2019.", "en");
        assertSupported("In 2019 the company moved its headquarters from Seattle to Bellevue.",
                "The company moved from Seattle to Bellevue.", "en");
        assertSupported("The train runs from Paris to Lyon every hour.", "The train runs from Paris to Lyon.", "en");
        assertSupported("The painting moved from the museum in Paris to London in 2005.", "The museum is in Paris.", "en");
        assertSupported("Der Sitz wurde 1999 von Bonn nach Berlin verlegt.", "Der Sitz ist in Berlin.", "de");
    }

    @Test
    void aValueOrNameChangedIsNotTheValueNow() {
        assertReplaced("10", "from $10 to $12", "The price was raised from $10 to $12.", "The price is $10.", "en");
        assertReplaced("10", "from 10 employees to 500", "Since 2015 the company has grown from 10 employees to 500.",
                "The company has 10 employees.", "en");
        assertReplaced("May", "from May to June", "The event was postponed from May to June.", "The event is in May.",
                "en");
        assertReplaced("北京", "从北京迁往上海", "该公司总部于2019年从北京迁往上海。", "该公司总部位于北京。", "zh");
        assertReplaced("10元", "从10元提高到12元", "票价从10元提高到12元。", "票价为10元。", "zh");
        assertSupported("The price was raised from $10 to $12.", "The price is $12.", "en");
        assertSupported("The price was raised from $10 to $12.", "The price was $10.", "en");
        assertSupported("Unemployment fell from 7% to 5% in 2022.", "Unemployment is 5%.", "en");
        assertSupported("该公司总部于2019年从北京迁往上海。", "该公司总部位于上海。", "zh");
        assertSupported("火车从北京开往上海。", "火车从北京开往上海。", "zh");
        assertSupported("他从北京大学毕业后搬到上海。", "他从北京大学毕业。", "zh");
        assertFalse(new SupportFinder(List.of("Le prix est passé de 10 euros à 12 euros en 2023."), "fr")
                .find("Le prix est de 10 euros.").supported(), "Romance \"de\" before the statement's figure is no origin");
        assertFalse(new SupportFinder(List.of("Em 2015 a sede mudou de Lisboa para o Porto."), "pt")
                .find("A sede fica em Lisboa.").supported(), "an article between \"to\" and the name");
        assertFalse(new SupportFinder(List.of("Nel 2018 la sede è stata trasferita da Milano a Roma."), "it")
                .find("La sede è a Milano.").supported());
        assertSupported("In 2010 he moved from London to Paris.", "He is from London.", "en");
        // years after "from" are a period, not a value left
        assertSupported("Sales of the model increased from 2019 to 2021 in Europe.",
                "Sales of the model increased in Europe in 2019.", "en");
    }

    @Test
    void aChangesStartIsNotItsEnd() {
        assertReplaced("10", "de 10 euros a 12", "El precio subió de 10 euros a 12 euros.", "El precio subió a 10 euros.", "es");
        assertReplaced("Paris", "de Paris à Londres", "En 1990, il a déménagé de Paris à Londres.",
                "Il a déménagé à Paris en 1990.", "fr");
        assertReplaced("10", "von 10 Euro auf 12", "Der Preis stieg von 10 Euro auf 12 Euro.", "Der Preis stieg auf 10 Euro.",
                "de");
        assertReplaced("Hamburg", "von Hamburg nach Berlin", "Die Firma zog von Hamburg nach Berlin.",
                "Die Firma zog nach Hamburg.", "de");
        assertReplaced("10", "с 10 рублей до 12", "Цена выросла с 10 рублей до 12 рублей.", "Цена выросла до 10 рублей.",
                "ru");
        assertReplaced("10", "de 10 euros para 12", "O preço passou de 10 euros para 12 euros.",
                "O preço passou para 10 euros.", "pt");
        // a currency sign written onto the figure, and the other end of opening hours
        assertReplaced("to", "from", "The price fell from $12 to $10 last week.", "The price fell to $12.", "en");
        assertReplaced("to", "from", "Revenue rose from €10 million to €12 million.", "Revenue rose to €10 million.", "en");
        assertReplaced("until", "from", "The store is open from 9 am to 5 pm.", "The store is open until 9 am.", "en");
        assertReplaced("from", "until", "On Fridays the store is open until 9 pm.", "The store is open from 9 pm on Fridays.",
                "en");
        // the change's end, both ends in either order, and a figure that ends one change and starts the next
        assertSupported("El precio subió de 10 euros a 12 euros.", "El precio subió a 12 euros.", "es");
        assertSupported("Die Firma zog von Hamburg nach Berlin.", "Die Firma zog nach Berlin.", "de");
        assertSupported("Компания переехала из Санкт-Петербурга в Москву.", "Компания переехала в Москву.", "ru");
        assertSupported("In 2010 he was transferred from Arsenal to Chelsea.",
                "He was transferred to Chelsea from Arsenal in 2010.", "en");
        assertSupported("The price rose from $10 to $12 in 2020 and from $12 to $15 in 2021.", "The price rose to $12.", "en");
        assertSupported("The store is open from 9 am to 5 pm.", "The store is open until 5 pm.", "en");
    }

    @Test
    void anActStoppedIsNotGoingOn() {
        assertReplaced("makes", "stopped making", "The company stopped making cameras in 2020.", "The company makes cameras.",
                "en");
        assertReplaced("smokes", "quit smoking", "He quit smoking in 2010.", "He smokes.", "en");
        // the statement says the act stopped: a stop, or "no longer", in its evidence says it
        assertSupported("In 2020 the company stopped making cameras.", "The company stopped making cameras in 2020.", "en");
        assertSupported("The company stopped making cameras in 2020.", "The company no longer makes cameras.", "en");
        assertSupported("He gave up smoking in 2010.", "He quit smoking in 2010.", "en");
        assertSupported("The bus stops at the central station every hour.", "The bus stops at the station.", "en");
        assertSupported("Police stopped the car on the highway.", "The police stopped the car.", "en");
    }
}
