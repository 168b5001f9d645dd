package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertNotSupported;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/23: a figure in tonnes is the same figure in kilograms, and a figure and a half of a unit of time is
 * one duration however it is said ("an hour and a half", "eineinhalb Stunden", "一个半小时"), in each direction.
 */
class TonnesAndHalvesTest {

    @Test
    void aFigureInTonnesIsSaidInKilograms() {
        assertSupported("The steel bridge weighs 1,500 kg and spans the canal.", "The bridge weighs 1.5 tonnes.", "en");
        assertSupported("The car weighs 1.5 tonnes.", "The car weighs 1,500 kg.", "en");
        assertSupported("The car weighs 2,000 kg.", "The car weighs 2 t.", "en");
        assertSupported("The ship carries 50,000 tonnes of cargo.", "The ship carries 50,000 tons of cargo.", "en");
        assertSupported("Die Brücke wiegt 1.500 kg.", "Die Brücke wiegt 1,5 Tonnen.", "de");
        assertSupported("大桥重1500公斤。", "大桥重1.5吨。", "zh");
        assertNotSupported("The truck carries 2,000 kg of cargo.", "The truck carries 20 tonnes.", "en");
        assertNotSupported("The bridge weighs 1,500 kg.", "The bridge weighs 15 tonnes.", "en");
    }

    @Test
    void aFigureAndAHalfOfAUnitOfTimeIsOneDuration() {
        assertSupported("The match lasted an hour and a half.", "The match lasted 90 minutes.", "en");
        assertSupported("The match lasted 90 minutes.", "The match lasted one and a half hours.", "en");
        assertSupported("Construction took a year and a half.", "Construction took 18 months.", "en");
        assertSupported("Das Spiel dauerte eineinhalb Stunden.", "Das Spiel dauerte 90 Minuten.", "de");
        assertSupported("Le match a duré une heure et demie.", "Le match a duré 90 minutes.", "fr");
        assertSupported("El partido duró una hora y media.", "El partido duró 90 minutos.", "es");
        assertSupported("Матч длился полтора часа.", "Матч длился 90 минут.", "ru");
        assertSupported("मैच डेढ़ घंटे चला।", "मैच 90 मिनट चला।", "hi");
        assertSupported("Maç bir buçuk saat sürdü.", "Maç 90 dakika sürdü.", "tr");
        assertSupported("比赛持续了一个半小时。", "比赛持续了90分钟。", "zh");
        assertSupported("这部电影长120分钟。", "这部电影长两个小时。", "zh");
        assertSupported("試合は1時間半続いた。", "試合は90分間続いた。", "ja");
        assertSupported("A reunião durou uma hora e meia.", "A reunião durou 90 minutos.", "pt");
        assertSupported("Ședința a durat o oră și jumătate.", "Ședința a durat 90 de minute.", "ro");
        assertSupported("Η συνάντηση κράτησε μιάμιση ώρα.", "Η συνάντηση κράτησε 90 λεπτά.", "el");
        // "one and a half hours" was read as "half hours", 30 minutes: a yes for the wrong figure
        assertNotSupported("The match lasted one and a half hours.", "The match lasted 30 minutes.", "en");
        assertNotSupported("Construction took a year and a half.", "Construction took two years.", "en");
        assertNotSupported("比赛持续了一个半小时。", "比赛持续了一个小时。", "zh");
    }
}
