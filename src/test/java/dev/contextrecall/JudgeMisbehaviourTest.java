package dev.contextrecall;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.notContaining;
import static com.github.tomakehurst.wiremock.stubbing.Scenario.STARTED;

import static dev.contextrecall.support.JudgeStubs.answer;
import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.attributionJson;
import static dev.contextrecall.support.JudgeStubs.attributionRequests;
import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.extractionRequests;
import static dev.contextrecall.support.JudgeStubs.statements;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;

/**
 * The judge answers, but not as asked: every unusable answer gets exactly one corrective re-ask, a second one is
 * judge_output_invalid, and a "yes" whose evidence does not check out is flagged (and, with evidence=require, not
 * counted). Extraction always answers well here; only the attribution call misbehaves.
 */
@QuarkusTest
class JudgeMisbehaviourTest extends JudgeTest {

    private static final String ATTRIBUTION = "attribution";
    private static final String CORRECTED = "corrected";
    private static final String CORRECTION = "Your previous reply could not be used";

    @BeforeEach
    void extractionAnswersWell() {
        judge.stubFor(extractionCall().willReturn(statements(Cases.EIFFEL_STATEMENTS.toArray(String[]::new))));
    }

    static final List<Map<String, Object>> GOOD = List.of(
            verdict(1, "yes", List.of(1), "completed in 1889"),
            verdict(2, "yes", List.of(2), "At 330 metres"),
            verdict(3, "no", List.of(), ""));

    static ResponseDefinitionBuilder good() {
        return answer(attributionJson("Dates and height are covered; the designer is not.", GOOD));
    }

    /** The attribution call answers {@code first}, and every later call the good answer. */
    void firstThenGood(ResponseDefinitionBuilder first) {
        judge.stubFor(attributionCall().inScenario(ATTRIBUTION).whenScenarioStateIs(STARTED)
                .willReturn(first).willSetStateTo(CORRECTED));
        judge.stubFor(attributionCall().inScenario(ATTRIBUTION).whenScenarioStateIs(CORRECTED)
                .willReturn(good()));
    }

    void always(ResponseDefinitionBuilder answer) {
        judge.stubFor(attributionCall().willReturn(answer));
    }

    @SafeVarargs
    static ResponseDefinitionBuilder attribution(Map<String, Object>... verdicts) {
        return verdicts("Some summary.", verdicts);
    }

    static void scoredTwoOfThree(ValidatableResponse response) {
        response.statusCode(200)
                .body("score", equalTo(0.6667))
                .body("verdicts.statement", equalTo(Cases.EIFFEL_STATEMENTS))
                .body("verdicts.verdict", contains("yes", "yes", "no"));
    }

    // --- unusable JSON -------------------------------------------------------------------------------------

    @Test
    void malformedJsonThenGoodIsScoredAfterOneReask() {
        firstThenGood(answer("Sure! Statement 1 is supported by node 1, statement 2 by node 2; 3 is not."));

        scoredTwoOfThree(Api.rest(Cases.eiffel()));
        judge.verify(1, extractionRequests());
        judge.verify(2, attributionRequests());
        judge.verify(1, attributionRequests().withRequestBody(notContaining(CORRECTION)));
        judge.verify(1, attributionRequests().withRequestBody(
                containing(CORRECTION + ": the reply was not a JSON object of the requested shape")));
    }

    @Test
    void theUnusableAnswerIsBilledToo() {
        firstThenGood(answer("{\"verdicts\": [{\"statement\": 1, \"verdict\": \"yes\" \"nodes\": [1]}]"));

        Api.rest(Cases.eiffel()).statusCode(200)
                .body("usage.llm_calls", equalTo(3))
                .body("usage.input_tokens", equalTo(300))
                .body("usage.output_tokens", equalTo(60));
        judge.verify(2, attributionRequests());
    }

    @Test
    void malformedJsonTwiceIsJudgeOutputInvalid() {
        always(answer("I cannot answer in JSON today."));

        Api.rest(Cases.eiffel()).statusCode(503)
                .body("error.code", equalTo("judge_output_invalid"))
                .body("error.retryable", equalTo(true))
                .body("error.message", equalTo("The judge's attribution answer was unusable twice: the reply was not a"
                        + " JSON object of the requested shape."));
        judge.verify(1, extractionRequests());
        judge.verify(2, attributionRequests());
    }

    @Test
    void fencedJsonIsScoredWithoutAReask() {
        // langchain4j's POJO output parser takes the JSON object out of the surrounding text, fences included.
        always(answer("```json\n" + attributionJson("Dates and height are covered.", GOOD) + "\n```"));

        scoredTwoOfThree(Api.rest(Cases.eiffel())
                .body("usage.llm_calls", equalTo(2)));
        judge.verify(1, attributionRequests());
    }

    @Test
    void truncatedJsonWithFinishReasonLengthIsReasked() {
        String full = attributionJson("Dates and height are covered.", GOOD);
        firstThenGood(answer(full.substring(0, full.length() / 2), "length"));

        scoredTwoOfThree(Api.rest(Cases.eiffel()));
        judge.verify(2, attributionRequests());
        judge.verify(1, attributionRequests().withRequestBody(containing(CORRECTION)));
    }

    // --- statement numbers ---------------------------------------------------------------------------------

    @Test
    void missingStatementIsReaskedNamingIt() {
        firstThenGood(attribution(GOOD.get(0), GOOD.get(1)));

        scoredTwoOfThree(Api.rest(Cases.eiffel()));
        judge.verify(2, attributionRequests());
        judge.verify(1, attributionRequests().withRequestBody(containing(CORRECTION))
                .withRequestBody(containing("no verdict for statement [3]")));
    }

    @Test
    void duplicateStatementIsReasked() {
        firstThenGood(attribution(GOOD.get(0), GOOD.get(1), verdict(2, "no", List.of(), ""), GOOD.get(2)));

        scoredTwoOfThree(Api.rest(Cases.eiffel()));
        judge.verify(2, attributionRequests());
        judge.verify(1, attributionRequests().withRequestBody(
                containing("statement 2 has more than one verdict")));
    }

    @Test
    void unknownStatementNumberIsReasked() {
        firstThenGood(attribution(GOOD.get(0), GOOD.get(1), GOOD.get(2), verdict(7, "yes", List.of(1), "completed in 1889")));

        scoredTwoOfThree(Api.rest(Cases.eiffel()));
        judge.verify(2, attributionRequests());
        judge.verify(1, attributionRequests().withRequestBody(
                containing("statement 7 does not exist (statements are numbered 1 to 3)")));
    }

    @Test
    void unusableTwiceKeepsTheStatementProblemsInTheError() {
        always(attribution(GOOD.get(0), GOOD.get(1)));

        Api.rest(Cases.eiffel()).statusCode(503)
                .body("error.code", equalTo("judge_output_invalid"))
                .body("error.message", equalTo("The judge's attribution answer was unusable twice: no verdict for"
                        + " statement [3]."));
        judge.verify(2, attributionRequests());
    }

    // --- verdict spellings ---------------------------------------------------------------------------------

    @Test
    void verdictSpellingsAreAcceptedWithoutAReask() {
        always(attribution(
                verdict(1, "Yes.", List.of(1), "completed in 1889"),
                verdict(2, "YES", List.of(2), "At 330 metres"),
                verdict(3, "no.", List.of(), "")));

        scoredTwoOfThree(Api.rest(Cases.eiffel()));
        judge.verify(1, attributionRequests());
    }

    @Test
    void unreadableVerdictTwiceIsJudgeOutputInvalid() {
        always(attribution(GOOD.get(0), verdict(2, "maybe", List.of(2), "At 330 metres"), GOOD.get(2)));

        Api.rest(Cases.eiffel()).statusCode(503)
                .body("error.code", equalTo("judge_output_invalid"))
                .body("error.retryable", equalTo(true))
                .body("error.message", equalTo("The judge's attribution answer was unusable twice: statement 2 has"
                        + " verdict \"maybe\"; use \"yes\" or \"no\"."));
        judge.verify(2, attributionRequests());
        judge.verify(1, attributionRequests().withRequestBody(containing("use \\\"yes\\\" or \\\"no\\\"")));
    }

    @Test
    void unreadableVerdictOnceIsCorrected() {
        firstThenGood(attribution(GOOD.get(0), verdict(2, "maybe", List.of(2), "At 330 metres"), GOOD.get(2)));

        scoredTwoOfThree(Api.rest(Cases.eiffel()));
        judge.verify(2, attributionRequests());
    }

    // --- evidence --------------------------------------------------------------------------------------------

    static final Map<String, Object> FABRICATED = verdict(1, "yes", List.of(1), "built by Napoleon in 1802");

    @Test
    void fabricatedQuoteIsReportedButStillCountedWithEvidenceReport() {
        always(attribution(FABRICATED, GOOD.get(1), GOOD.get(2)));

        scoredTwoOfThree(Api.rest(Cases.eiffel())
                .body("evidence", equalTo("report"))
                .body("verdicts.evidence_verified", contains(false, true, null))
                .body("verdicts[0].quote", equalTo("built by Napoleon in 1802"))
                .body("reason", endsWith("1 supporting quote was not found in the cited nodes.")));
        judge.verify(1, attributionRequests());
    }

    @Test
    void fabricatedQuoteIsNotCountedWithEvidenceRequire() {
        always(attribution(FABRICATED, GOOD.get(1), GOOD.get(2)));

        Api.rest(Cases.with(Cases.eiffel(), "evidence", "require")).statusCode(200)
                .body("evidence", equalTo("require"))
                .body("score", equalTo(0.3333))
                .body("verdicts.verdict", contains("yes", "yes", "no"))
                .body("verdicts.evidence_verified", contains(false, true, null))
                .body("reason", endsWith("1 supporting quote was not found in the cited nodes and not counted."));
        judge.verify(1, attributionRequests());
    }

    @Test
    void quoteMatchingAfterNormalisationIsVerified() {
        // Case, white space, punctuation and a typographic apostrophe differ from node 1; the words do not.
        always(attribution(
                verdict(1, "yes", List.of(1), "THE  Eiffel Tower —completed in 1889, for the World’s Fair"),
                GOOD.get(1), GOOD.get(2)));

        Api.rest(Cases.with(Cases.eiffel(), "evidence", "require")).statusCode(200)
                .body("score", equalTo(0.6667))
                .body("verdicts.evidence_verified", contains(true, true, null))
                .body("reason", equalTo("The score is 0.67 because some summary."));
    }

    @Test
    void quoteMatchingOnlyPartOfAWordIsNotVerified() {
        // Whole words only: "ompleted in 188" is in node 1's text but is not a span of its words.
        always(attribution(verdict(1, "yes", List.of(1), "ompleted in 188"), GOOD.get(1), GOOD.get(2)));

        Api.rest(Cases.eiffel()).statusCode(200)
                .body("verdicts[0].evidence_verified", equalTo(false));
    }

    @Test
    void aYesCitingOnlyANodeThatDoesNotExistIsReasked() {
        // The quote is real (node 1), but the judge cites node 9 of 2: a "yes" needs an existing node.
        firstThenGood(attribution(verdict(1, "yes", List.of(9), "completed in 1889"), GOOD.get(1), GOOD.get(2)));

        scoredTwoOfThree(Api.rest(Cases.eiffel())
                .body("verdicts[0].nodes", contains(0))
                .body("verdicts[0].evidence_verified", equalTo(true)));
        judge.verify(2, attributionRequests());
        judge.verify(1, attributionRequests().withRequestBody(
                containing("statement 1 is \\\"yes\\\" but cites no existing node (nodes are numbered 1 to 2)")));
    }

    @Test
    void citedNodeThatDoesNotExistIsNotCountedWithEvidenceRequire() {
        always(attribution(verdict(1, "yes", List.of(1, 9), "completed in 1889"), GOOD.get(1), GOOD.get(2)));

        Api.rest(Cases.with(Cases.eiffel(), "evidence", "require")).statusCode(200)
                .body("score", equalTo(0.3333))
                .body("verdicts[0].nodes", contains(0))
                .body("verdicts[0].evidence_verified", equalTo(false));
    }
}
