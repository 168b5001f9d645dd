package dev.contextrecall;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.attributionRequests;
import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.extractionRequests;
import static dev.contextrecall.support.JudgeStubs.statements;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.verification.LoggedRequest;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The same case in Chinese, Hindi and English scores the same, and the judge works in the reference's language: the
 * result says which, the request may name it, and the LLM judge is asked to keep it.
 */
@QuarkusTest
class LanguageTest extends JudgeTest {

    static Map<String, Object> offlineCase(String reference, List<String> chunks) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("expected_output", reference);
        body.put("retrieval_context", chunks);
        body.put("judge", "offline");
        return body;
    }

    /** Three sentences with no space after 。, two of them retrieved: 2 of 3, not one "sentence". */
    @Test
    void aChineseReferenceIsSplitAtItsOwnFullStops() {
        Api.rest(offlineCase("埃菲尔铁塔于1889年建成。它高330米。它由古斯塔夫·埃菲尔的公司设计。",
                List.of("埃菲尔铁塔于1889年建成，位于巴黎战神广场。", "它高330米，是巴黎最高的建筑。")))
                .statusCode(200)
                .body("algorithm", equalTo("sentences"))
                .body("language", equalTo("zh"))
                .body("verdicts", hasSize(3))
                .body("verdicts.verdict", contains("yes", "yes", "no"))
                .body("score", equalTo(0.6667));
    }

    @Test
    void aHindiReferenceIsSplitAtTheDanda() {
        Api.rest(offlineCase("एफिल टॉवर 1889 में बनकर तैयार हुआ। यह 330 मीटर ऊँचा है। इसे गुस्ताव एफिल की कंपनी ने डिज़ाइन किया।",
                List.of("एफिल टॉवर 1889 में बनकर तैयार हुआ और पेरिस में खड़ा है।", "यह 330 मीटर ऊँचा है।")))
                .statusCode(200)
                .body("language", equalTo("hi"))
                .body("verdicts", hasSize(3))
                .body("score", equalTo(0.6667));
    }

    @Test
    void anEnglishReferenceSaysEnglish() {
        Api.rest(offlineCase("The Eiffel Tower was completed in 1889. It is 330 metres tall.",
                List.of("The Eiffel Tower was completed in 1889.")))
                .statusCode(200)
                .body("language", equalTo("en"))
                .body("score", equalTo(0.5));
    }

    @Test
    void aLatinReferenceTooShortToTellIsUndeterminedWhenItsChunksDoNotTellEither() {
        Api.rest(offlineCase("Gustave Eiffel, 1889.", List.of("Gustave Eiffel, Paris, 1889.")))
                .statusCode(200)
                .body("language", equalTo("und"));
    }

    /** German or Dutch on its own; its chunk is German, so 21.200 is twenty-one thousand two hundred, not 21.2. */
    @Test
    void aLatinReferenceTooShortToTellTakesTheLanguageOfItsChunks() {
        Api.rest(offlineCase("Die Mauer ist ca. 21.200 Kilometer lang.",
                List.of("Die Chinesische Mauer ist 21.196,18 km lang.")))
                .statusCode(200)
                .body("language", equalTo("de"))
                .body("verdicts.verdict", contains("yes"))
                .body("score", equalTo(1.0));
    }

    @Test
    void theRequestNamesTheLanguageAndTheLlmJudgeIsAskedToKeepIt() {
        judge.stubFor(extractionCall().willReturn(statements("Der Turm wurde 1889 fertiggestellt.",
                "Er ist 330 Meter hoch.")));
        judge.stubFor(attributionCall().willReturn(verdicts("Knoten 1 nennt das Jahr.",
                verdict(1, "yes", List.of(1), "1889 fertiggestellt"), verdict(2, "no", List.of(), null))));
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("expected_output", "Der Turm wurde 1889 fertiggestellt. Er ist 330 Meter hoch.");
        body.put("retrieval_context", List.of("Der Eiffelturm wurde 1889 fertiggestellt."));
        body.put("language", "de-at");
        Api.rest(body).statusCode(200)
                .body("language", equalTo("de-AT"))
                .body("prompt_version", equalTo("context-recall-prompts/4"))
                .body("score", equalTo(0.5));
        List<LoggedRequest> extraction = judge.findAll(extractionRequests());
        assertEquals(1, extraction.size());
        String sent = extraction.get(0).getBodyAsString();
        assertTrue(sent.replace(" ", "").contains("language\\\":\\\"de-AT"), sent);
        assertTrue(sent.contains("the reference's language and its words"), sent);
        String attribution = judge.findAll(attributionRequests()).get(0).getBodyAsString();
        assertTrue(attribution.replace(" ", "").contains("language\\\":\\\"de-AT"), attribution);
    }

    @Test
    void aTagThatIsNotBcp47IsRefusedNamingTheField() {
        Map<String, Object> body = offlineCase("Der Turm ist hoch.", List.of("Der Turm ist hoch."));
        body.put("language", "German!");
        Api.rest(body).statusCode(422)
                .body("error.field", equalTo("language"))
                .body("error.message", equalTo("language must be a BCP 47 language tag such as \"zh\", \"hi\" or "
                        + "\"de-AT\"; got \"German!\"."));
    }

    @Test
    void idRecallJudgesNoTextAndSaysNoLanguage() {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("reference_context_ids", List.of("a", "b"));
        body.put("retrieved_context_ids", List.of("a"));
        Api.rest(body).statusCode(200).body("language", nullValue());
    }
}
