package dev.contextrecall.lexical;

import static dev.contextrecall.lexical.SupportAssertions.assertReplaced;
import static dev.contextrecall.lexical.SupportAssertions.assertSupported;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * offline-lexical/22: a word said as its opposite whatever the order of the words ("revenue grew" against "revenue
 * fell"); the same fact said from the other side ("Google bought YouTube", "YouTube was sold to Google") and an
 * opposite about another thing of the sentence are no contrast.
 */
class AntonymsTest {

    @Test
    void aWordSaidAsItsOppositeIsAnotherFactWhateverTheOrder() {
        assertReplaced("grew", "fell", "In 2023, revenue fell by 12 percent.", "Revenue grew 12% in 2023.", "en");
        assertReplaced("increased", "decreased", "In 2022 the company reported that its profit decreased sharply.",
                "The company's profit increased in 2022.", "en");
        assertReplaced("won", "lost", "In 2002, in the final against Brazil, the team lost 2-0.",
                "The team won the final against Brazil in 2002.", "en");
        assertReplaced("smallest", "largest", "Toronto is the largest city in Canada.", "It is the smallest city in Canada.",
                "en");
        assertReplaced("north", "South", "South of the river lies the village of Ham.",
                "The village lies north of the river.", "en");
        assertReplaced("sold", "bought", "In 2019, the company bought a stake.", "The company sold its stake in 2019.", "en");
        assertReplaced("acquitted", "convicted", "In 2015 the defendant was convicted.",
                "The defendant was acquitted in 2015.", "en");
        assertReplaced("accepted", "rejected", "The board rejected the proposal.", "The proposal was accepted by the board.",
                "en");
        assertReplaced("opens", "closes", "At 9 am the store closes its doors.", "The store opens at 9 am.", "en");
        assertReplaced("improved", "worsened", "After surgery the patient's condition worsened.",
                "The patient's condition improved after surgery.", "en");
        assertReplaced("passed", "failed", "In 2021 the bill failed in the Senate.", "The bill passed the Senate in 2021.",
                "en");
    }

    @Test
    void theOppositeIsReadInTheMeasuredLanguages() {
        assertReplaced("ارتفعت", "انخفضت", "في عام 2019 انخفضت الصادرات بنسبة 5%.",
                "ارتفعت الصادرات بنسبة 5% في عام 2019.", "ar");
        assertReplaced("เพิ่มขึ้น", "ลดลง", "ในปี 2019 การส่งออกลดลง 5%", "การส่งออกเพิ่มขึ้น 5% ในปี 2019", "th");
        assertReplaced("增长", "下降", "2019年，中国的出口总额下降了5%。", "中国的出口总额在2019年增长了5%。", "zh");
        assertFalse(new SupportFinder(List.of("2019 sind die Exporte um 5 Prozent gesunken."), "de")
                .find("Die Exporte sind 2019 um 5 Prozent gestiegen.").supported());
        assertFalse(new SupportFinder(List.of("В 2019 году экспорт упал на 5%."), "ru")
                .find("Экспорт вырос на 5% в 2019 году.").supported());
        assertSupported("出口在2019年增长了5%。", "2019年出口增长了5%。", "zh");
        assertSupported("In 2019 ist der Export um 5 Prozent gestiegen.", "Der Export stieg 2019 um 5 Prozent.", "de");
    }

    @Test
    void theSameFactFromTheOtherSideOrAnotherThingsOppositeIsNoContrast() {
        assertSupported("YouTube was sold to Google in 2006.", "Google bought YouTube in 2006.", "en");
        assertSupported("Google bought YouTube in 2006 for $1.65 billion.", "YouTube was sold to Google in 2006.", "en");
        assertSupported("Germany won the semi-final against Brazil in 2014.",
                "Brazil lost the semi-final to Germany in 2014.", "en");
        assertSupported("China imports cars from the company.", "The company exports cars to China.", "en");
        // the statement's own word said too, or the opposite said of another thing
        assertSupported("Prices rose in spring, then fell in summer.", "Prices rose in spring.", "en");
        assertSupported("The company increased its workforce while sales decreased.", "The company increased its workforce.",
                "en");
        assertSupported("The population, which had fallen in the war, grew to 2 million by 1960.",
                "The population grew to 2 million.", "en");
        assertSupported("The store is open on Sundays but closed on public holidays.", "The store is open on Sundays.", "en");
        assertSupported("The Rhine rises in the Swiss Alps and flows north to the North Sea.", "The Rhine flows north.", "en");
        Support risen = new SupportFinder(List.of("He came to power in 1933 and ruled until his fall in 1945."), "en")
                .find("He rose to power in 1933.");
        assertFalse(risen.contrast() != null && risen.contrast().instead().equals("fall"), risen.toString());
    }
}
