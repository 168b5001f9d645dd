package dev.contextrecall;

import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.statements;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Cases;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;

/**
 * /q/metrics (Prometheus text) after real requests: evaluations counted by outcome, algorithm and judge, their
 * latency as a histogram, errors by code, and the judge's calls and tokens from Quarkus LangChain4j's own meters.
 * Counters are compared before and after, as other tests share the application.
 */
@QuarkusTest
class EvaluationMetricsTest extends JudgeTest {

    static final String OFFLINE_PASSED = "context_recall_evaluations_total{algorithm=\"sentences\",error_code=\"none\","
            + "judge=\"offline\",metric=\"context_recall\",outcome=\"passed\"}";
    static final String INVALID = "context_recall_evaluations_total{algorithm=\"none\",error_code=\"invalid_test_case\","
            + "judge=\"none\",metric=\"context_recall\",outcome=\"error\"}";
    static final String LLM_PASSED = "context_recall_evaluations_total{algorithm=\"statements\",error_code=\"none\","
            + "judge=\"llm\",metric=\"context_recall\",outcome=\"passed\"}";

    static double value(String scrape, String series) {
        Matcher m = Pattern.compile("(?m)^" + Pattern.quote(series) + " (\\S+)$").matcher(scrape);
        return m.find() ? Double.parseDouble(m.group(1)) : 0;
    }

    static double sum(String scrape, String prefix) {
        Matcher m = Pattern.compile("(?m)^" + Pattern.quote(prefix) + "(\\{[^}]*\\})? (\\S+)$").matcher(scrape);
        double total = 0;
        while (m.find()) {
            total += Double.parseDouble(m.group(2));
        }
        return total;
    }

    static String scrape() {
        return Api.get("/q/metrics").statusCode(200).extract().asString();
    }

    @Test
    void offlineScoresAndErrorsAreCountedWithTheirLatency() {
        String before = scrape();
        Api.rest(Cases.with(Cases.eiffel(), "judge", "offline")).statusCode(200).body("judge", equalTo("offline"));
        Api.rest(Cases.with(Cases.eiffel(), "retrieval_context", 7)).statusCode(422);
        String after = scrape();

        assertEquals(value(before, OFFLINE_PASSED) + 1, value(after, OFFLINE_PASSED), after);
        assertEquals(value(before, INVALID) + 1, value(after, INVALID), after);
        String buckets = "context_recall_evaluation_duration_seconds_bucket{algorithm=\"sentences\",metric=\"context_recall\","
                + "outcome=\"passed\",le=\"+Inf\"}";
        assertEquals(value(before, buckets) + 1, value(after, buckets), after);
        assertTrue(after.contains("context_recall_evaluation_score_bucket{"), after);
    }

    @Test
    void llmEvaluationsCountTheirJudgeCallsAndTokensInLangChain4jsMeters() {
        judge.stubFor(extractionCall().willReturn(statements(Cases.EIFFEL_STATEMENTS.toArray(String[]::new))));
        judge.stubFor(attributionCall().willReturn(verdicts("Two of three.",
                verdict(1, "yes", List.of(1), "completed in 1889"),
                verdict(2, "yes", List.of(2), "At 330 metres"),
                verdict(3, "no", List.of(), ""))));
        String before = scrape();
        Api.rest(Cases.eiffel()).statusCode(200).body("judge", equalTo("llm"));
        String after = scrape();

        assertEquals(value(before, LLM_PASSED) + 1, value(after, LLM_PASSED), after);
        assertEquals(sum(before, "gen_ai_client_operation_duration_seconds_count") + 2,
                sum(after, "gen_ai_client_operation_duration_seconds_count"), after);
        assertTrue(sum(after, "gen_ai_client_token_usage_total") > sum(before, "gen_ai_client_token_usage_total"), after);
    }
}
