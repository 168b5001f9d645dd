package dev.contextrecall.family;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;

import static dev.contextrecall.support.JudgeStubs.attributionRequests;
import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.extractionRequests;
import static dev.contextrecall.support.JudgeStubs.statements;

import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.Conversations;
import dev.contextrecall.support.CurieJudge;
import dev.contextrecall.support.EiffelJudge;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;

/**
 * Pinned statements: a request that carries the reference's statements (reference_statements) is scored against
 * exactly those, with no extraction call, and says so; a result's statements can be sent back as they are.
 */
@QuarkusTest
class PinnedStatementsTest extends JudgeTest {

    static Map<String, Object> pinned() {
        return Cases.with(Cases.eiffel(), "reference_statements", Cases.EIFFEL_STATEMENTS);
    }

    @Test
    void pinnedStatementsAreTheDenominatorWithoutAnExtractionCall() {
        EiffelJudge.twoOfThreeSupported(judge);

        Api.rest(pinned()).statusCode(200)
                .body("score", equalTo(0.6667))
                .body("statements_supplied", equalTo(true))
                .body("verdicts.statement", contains(Cases.EIFFEL_STATEMENTS.toArray()))
                .body("usage.llm_calls", equalTo(1));
        judge.verify(0, extractionRequests());
        judge.verify(1, attributionRequests());
    }

    @Test
    void aResultsStatementsSentBackScoreTheSameWithOneCall() {
        EiffelJudge.twoOfThreeSupported(judge);
        List<String> extracted = Api.rest(Cases.eiffel()).statusCode(200)
                .body(not(hasKey("statements_supplied")))
                .extract().path("verdicts.statement");

        Api.rest(Cases.with(Cases.eiffel(), "reference_statements", extracted)).statusCode(200)
                .body("score", equalTo(0.6667))
                .body("usage.llm_calls", equalTo(1));
        judge.verify(1, extractionRequests());
        judge.verify(2, attributionRequests());
    }

    @Test
    void theOfflineJudgeScoresThePinnedStatementsToo() {
        Api.rest(Cases.with(pinned(), "judge", "offline")).statusCode(200)
                .body("statements_supplied", equalTo(true))
                .body("verdicts.statement", contains(Cases.EIFFEL_STATEMENTS.toArray()))
                .body("verdicts.verdict", contains("yes", "yes", "no"))
                .body("score", equalTo(0.6667));
    }

    @Test
    void aConversationTakesPinnedStatementsForItsExpectedOutcome() {
        CurieJudge.prizeOnlyInTheSecondWindow(judge);
        judge.stubFor(extractionCall().atPriority(1).willReturn(statements("Something else entirely.")));

        Api.turns(Cases.with(Conversations.curie(1), "reference_statements", Conversations.STATEMENTS)).statusCode(200)
                .body("statements_supplied", equalTo(true))
                .body("statements", contains(Conversations.STATEMENTS.toArray()))
                .body("score", equalTo(0.75));
        judge.verify(0, extractionRequests());
    }

    @Test
    void pinnedStatementsMustBeNonBlankStrings() {
        Api.rest(Cases.with(Cases.eiffel(), "reference_statements", List.of())).statusCode(422)
                .body("error.field", equalTo("reference_statements"))
                .body("error.message", equalTo("reference_statements must be a non-empty list of statements (strings)."));
        Api.rest(Cases.with(Cases.eiffel(), "reference_statements", List.of("Paris is in France.", 7))).statusCode(422)
                .body("error.field", equalTo("reference_statements[1]"))
                .body("error.message", equalTo("reference_statements[1] must be a string."));
        Api.rest(Cases.with(Cases.eiffel(), "reference_statements", List.of("Paris is in France.", "?!"))).statusCode(422)
                .body("error.field", equalTo("reference_statements[1]"))
                .body("error.message", equalTo("reference_statements[1] has no letter or digit, so it has no statement"
                        + " to score."));
        judge.verify(0, dev.contextrecall.support.JudgeStubs.anyJudgeRequest());
    }

    @Test
    void pinnedStatementsAreBoundedLikeExtractedOnes() {
        Api.rest(Cases.with(Cases.eiffel(), "reference_statements", Collections.nCopies(301, "Paris is in France.")))
                .statusCode(413)
                .body("error.field", equalTo("reference_statements"))
                .body("error.message", equalTo("reference_statements holds 301 statements; the limit is 300"
                        + " (context-recall.limits.max-statements)."));
    }

    @Test
    void pinnedStatementsApplyOnlyToStatementAttribution() {
        Api.rest(Cases.with(pinned(), "algorithm", "holistic")).statusCode(422)
                .body("error.field", equalTo("reference_statements"))
                .body("error.message", equalTo("reference_statements applies to algorithm statements or sentences,"
                        + " whose denominator is the reference's statements; this request is scored with algorithm"
                        + " 'holistic'."));
    }
}
