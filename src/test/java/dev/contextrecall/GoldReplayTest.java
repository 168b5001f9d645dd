package dev.contextrecall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static dev.contextrecall.support.JudgeStubs.answer;
import static dev.contextrecall.support.JudgeStubs.anyJudgeRequest;
import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.attributionJson;
import static dev.contextrecall.support.JudgeStubs.attributionRequests;
import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.extractionRequests;
import static dev.contextrecall.support.JudgeStubs.statements;
import static dev.contextrecall.support.JudgeStubs.verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.DevSet;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ExtractableResponse;
import io.restassured.response.Response;

/**
 * Replays the human-labelled dev set with a judge that agrees with the labels: extraction returns the gold
 * statements and attribution the gold verdicts, each "yes" quoting a real sentence of the node it cites. The
 * service must then score every case exactly as labelled and verify every quote.
 */
@QuarkusTest
class GoldReplayTest extends JudgeTest {

    @Test
    void aJudgeThatAgreesWithTheLabelsScoresEveryDevCaseAsLabelled() {
        List<JsonNode> cases = DevSet.cases();
        assertEquals(210, cases.size(), "dev set size");
        List<String> failures = new ArrayList<>();
        for (JsonNode c : cases) {
            List<String> problems = replay(c);
            if (!problems.isEmpty()) {
                failures.add(c.get("id").asText() + ": " + String.join("; ", problems));
            }
        }
        assertTrue(failures.isEmpty(), failures.size() + " of " + cases.size()
                + " dev cases did not replay as labelled:\n" + String.join("\n", failures));
    }

    /** What went wrong with one case; empty when it scored as labelled. */
    private List<String> replay(JsonNode c) {
        List<String> statements = DevSet.statements(c);
        List<String> nodes = new ArrayList<>();
        c.get("retrieval_context").forEach(n -> nodes.add(n.asText()));
        List<Boolean> labels = new ArrayList<>();
        c.get("gold_statements").forEach(s -> labels.add(s.get("supported").booleanValue()));
        List<Map<String, Object>> verdicts = new ArrayList<>();
        for (int i = 0; i < statements.size(); i++) {
            if (labels.get(i)) {
                DevSet.Evidence e = DevSet.evidence(statements.get(i), nodes);
                verdicts.add(verdict(i + 1, "yes", List.of(e.node() + 1), e.quote()));
            } else {
                verdicts.add(verdict(i + 1, "no", List.of(), ""));
            }
        }
        judge.resetAll();
        judge.stubFor(extractionCall().willReturn(statements(statements.toArray(String[]::new))));
        judge.stubFor(attributionCall().willReturn(answer(attributionJson("Replayed gold labels.", verdicts))));

        ExtractableResponse<Response> r = Api.rest(Json.toMap(c)).extract();
        List<String> problems = new ArrayList<>();
        if (r.statusCode() != 200) {
            problems.add("HTTP " + r.statusCode() + " " + r.asString());
            return problems;
        }
        // Read once with Jackson (exact doubles, like Api's DOUBLE paths; a GPath per field would triple the run time).
        JsonNode body = Json.read(r.asString());
        // The service reports 4 decimal places, as gold_recall is stored: the two must be equal, not merely close.
        double goldRecall = c.get("gold_recall").asDouble();
        double score = body.path("score").asDouble(Double.NaN);
        if (score != goldRecall) {
            problems.add("score " + score + ", expected gold_recall " + goldRecall);
        }
        List<String> said = new ArrayList<>();
        body.path("verdicts").forEach(v -> said.add(v.path("statement").asText()));
        if (!statements.equals(said)) {
            problems.add("statements " + said);
        }
        for (int i = 0; i < said.size() && i < labels.size(); i++) {
            JsonNode v = body.path("verdicts").get(i);
            boolean yes = "yes".equals(v.path("verdict").asText());
            if (yes != labels.get(i)) {
                problems.add("statement " + (i + 1) + " verdict " + v.path("verdict").asText());
            } else if (yes && !v.path("evidence_verified").booleanValue()) {
                problems.add("statement " + (i + 1) + " evidence_verified " + v.get("evidence_verified"));
            }
        }
        // Exactly one call of each kind, and both carried their JSON schema (that is how the stubs match them).
        int extraction = judge.findAll(extractionRequests()).size();
        int attribution = judge.findAll(attributionRequests()).size();
        int all = judge.findAll(anyJudgeRequest()).size();
        if (extraction != 1 || attribution != 1 || all != 2) {
            problems.add("judge calls: " + extraction + " extraction, " + attribution + " attribution, " + all + " in all");
        }
        return problems;
    }
}
