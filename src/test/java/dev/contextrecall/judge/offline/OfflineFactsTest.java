package dev.contextrecall.judge.offline;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;

import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Conversations;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The offline judge through the service, on the cases a new user tries first: a "yes" needs the statement's own
 * facts (Chemistry is not Physics), figures are read as people write them, and the language comes from the text.
 */
@QuarkusTest
class OfflineFactsTest extends JudgeTest {

    @Test
    void aChunkAboutThePhysicsPrizeDoesNotSupportTheChemistryPrize() {
        Map<String, Object> body = Conversations.curie(1);
        body.put("expected_outcome", "Marie Curie was born in Warsaw. She won the Nobel Prize in Physics."
                + " She also won the Nobel Prize in Chemistry.");
        body.put("judge", "offline");
        // window 1 (the birth): 1 of 3; window 2 (prize and birth): 2 of 3, Chemistry not found; mean 0.5
        Api.turns(body).statusCode(200)
                .body("score", equalTo(0.5))
                .body("windows[1].verdicts.verdict", contains("yes", "yes", "no"))
                .body("windows[1].verdicts[2].quote", nullValue())
                .body("windows[1].verdicts[2].reason", equalTo("The best match, node 1, holds 54% of its weighted"
                        + " words and numbers but says \"Physics\" where the sentence says \"Chemistry\"; not found:"
                        + " Chemistry."));
        judge.verify(0, anyJudgeRequest());
    }

    @Test
    void aRoundedChineseFigureIsSupportedByTheExactOne() {
        Api.rest(offline("长城全长约21196公里。它始建于公元前7世纪。",
                List.of("根据2012年的测量，长城全长21196.18公里。", "大运河是世界上最长的运河。")))
                .statusCode(200)
                .body("language", equalTo("zh"))
                .body("verdicts.verdict", contains("yes", "no"))
                .body("verdicts[0].evidence_verified", equalTo(true))
                .body("score", equalTo(0.5));
    }

    @Test
    void anApproximateEnglishFigureIsSupportedAndAWrongOneSaysWhatIsMissing() {
        Api.rest(offline("The Great Wall is about 21,196 km long. It was built by 5,000 workers.",
                List.of("The Great Wall is 21,196.18 km long. It was built by thousands of workers over centuries.")))
                .statusCode(200)
                .body("language", equalTo("en"))
                .body("verdicts.verdict", contains("yes", "no"))
                .body("verdicts[1].reason", equalTo("The best match, node 1, holds 17% of its weighted words and"
                        + " numbers but not its numbers; not found: 5,000."))
                .body("score", equalTo(0.5));
    }

    @Test
    void aYearWithoutItsDayDoesNotDateTheFallOfTheWall() {
        Api.rest(offline("The Berlin Wall fell on 9 November 1989. It was built in 1961.",
                List.of("The Berlin Wall was built on 13 August 1961 and fell in 1989.")))
                .statusCode(200)
                .body("language", equalTo("en"))
                .body("verdicts.verdict", contains("no", "yes"))
                .body("verdicts[0].quote", nullValue())
                .body("verdicts[0].reason", equalTo("The best match, node 1, holds 26% of its weighted words and"
                        + " numbers but not the day of its date; not found: 9, November."))
                .body("score", equalTo(0.5));
    }

    @Test
    void aCountSaidOfAnotherWordIsNoSupport() {
        // offline-lexical/25: every word and figure is in the chunk, each bound to another
        Api.rest(offline("The school has 60 students. It has 800 students.",
                List.of("The school has 800 students and 60 teachers.")))
                .statusCode(200)
                .body("language", equalTo("en"))
                .body("verdicts.verdict", contains("no", "yes"))
                .body("verdicts[0].quote", nullValue())
                .body("verdicts[0].reason", equalTo("The best match, node 1, holds 100% of its weighted words and"
                        + " numbers but says \"60 teachers\" where the sentence says \"60 students\"."))
                .body("score", equalTo(0.5));
    }

    @Test
    void aStatementPutTogetherFromTwoClausesIsNoSupport() {
        // offline-lexical/25: the clause that says "free" gives another figure than the statement's
        Api.rest(offline("The free plan includes 5 users. The pro plan includes 5 users.",
                List.of("The pro plan includes 5 users; the free plan includes 1 user.")))
                .statusCode(200)
                .body("language", equalTo("en"))
                .body("verdicts.verdict", contains("no", "yes"))
                .body("verdicts[0].reason", equalTo("The best match, node 1, holds 100% of its weighted words and"
                        + " numbers but says \"the free plan includes 1 user\" where the sentence says \"5\"."))
                .body("score", equalTo(0.5));
    }

    @Test
    void aGermanReferenceWithoutALanguageIsSplitByGermanRules() {
        Api.rest(offline("Die Berliner Mauer fiel am 9. November 1989. Sie war 155 Kilometer lang.",
                List.of("Die Berliner Mauer fiel am 9. November 1989 nach Massenprotesten.")))
                .statusCode(200)
                .body("language", equalTo("de"))
                .body("verdicts", hasSize(2))
                .body("verdicts[0].statement", equalTo("Die Berliner Mauer fiel am 9. November 1989."))
                .body("verdicts.verdict", contains("yes", "no"))
                .body("score", equalTo(0.5));
    }

    @Test
    void aShortEnglishReferenceWithDutchLookingWordsIsEnglishWithEnglishChunks() {
        // "met" and "in" are Dutch function words too; the English chunks tell which it is
        Api.rest(offline("Einstein met Bohr in 1920.",
                List.of("Einstein met Bohr in Berlin in 1920, and they argued about quantum theory for years.")))
                .statusCode(200)
                .body("language", equalTo("en"))
                .body("verdicts.verdict", contains("yes"))
                .body("score", equalTo(1.0));
    }

    @Test
    void theSameSentenceButForTheSubjectOfThePrizeIsANoInRussianWithTheWordsNamed() {
        Api.rest(offline("Она получила Нобелевскую премию по химии. Она родилась в Варшаве.",
                List.of("В 1903 году она получила Нобелевскую премию по физике.", "Мария Склодовская родилась в Варшаве.")))
                .statusCode(200)
                .body("language", equalTo("ru"))
                .body("verdicts.verdict", contains("no", "yes"))
                .body("verdicts[0].quote", nullValue())
                .body("verdicts[0].reason", equalTo("The best match, node 1, holds 66% of its weighted words and numbers"
                        + " but says \"физике\" where the sentence says \"химии\"; not found: химии."))
                .body("score", equalTo(0.5));
    }

    @Test
    void aShortSpanishReferenceIsReadAsSpanishAndItsFiguresWithSpanishSeparators() {
        Api.rest(offline("La empresa tiene 2.500 empleados. Fue fundada en 1998.",
                List.of("La empresa tiene 2500 empleados en total.", "La sede está en Madrid.")))
                .statusCode(200)
                .body("language", equalTo("es"))
                .body("verdicts.verdict", contains("yes", "no"))
                .body("verdicts[0].evidence_verified", equalTo(true))
                // with /34 "not found: 1998, Fue, fundada": since /35 no function word beside content words
                .body("verdicts[1].reason", equalTo("The best match, node 1, holds 2% of its weighted words and numbers"
                        + " but not its numbers; not found: 1998, fundada."))
                .body("score", equalTo(0.5));
    }

    @Test
    void anOppositeFunctionWordIsANoAndABoundIsMetByTheFigure() {
        Api.rest(offline("The treaty was signed before the war. The wall is more than 21,000 km long.",
                List.of("The treaty was signed after the war, in 1919.", "The Great Wall is 21,196.18 km long.")))
                .statusCode(200)
                .body("language", equalTo("en"))
                .body("verdicts.verdict", contains("no", "yes"))
                .body("verdicts[0].quote", nullValue())
                .body("verdicts[0].reason", equalTo("The best match, node 1, holds 100% of its weighted words and"
                        + " numbers but says \"after\" where the sentence says \"before\"."))
                .body("verdicts[1].evidence_verified", equalTo(true))
                .body("score", equalTo(0.5));
    }

    static Map<String, Object> offline(String reference, List<String> chunks) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("expected_output", reference);
        body.put("retrieval_context", chunks);
        body.put("judge", "offline");
        return body;
    }
}
