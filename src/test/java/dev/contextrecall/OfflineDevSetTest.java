package dev.contextrecall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.DevSet;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.JudgeStubs;
import dev.contextrecall.support.JudgeTest;
import io.quarkus.test.junit.QuarkusTest;

/**
 * The offline judge on the human-labelled dev set, through REST: a guard against regressions, not the benchmark
 * (that is bench/OfflineJudgeBench, run by bench/offline-judge.sh, with the per-source table in the README).
 * Measured: overall MAE 0.0736.
 */
@QuarkusTest
class OfflineDevSetTest extends JudgeTest {

    static final double MAE_LIMIT = 0.15;

    @Test
    void meanAbsoluteErrorAgainstTheLabelsStaysAtMost015() throws Exception {
        List<JsonNode> cases = DevSet.cases();
        double error = 0;
        List<String> problems = new ArrayList<>();
        for (JsonNode c : cases) {
            ObjectNode request = c.deepCopy();
            request.put("judge", "offline");
            JsonNode result = Json.read(Api.rest(Json.toMap(request)).statusCode(200)
                    .extract().asString());
            error += Math.abs(result.get("score").asDouble() - c.get("gold_recall").asDouble());
            if (result.at("/usage/llm_calls").asInt() != 0 || !"offline".equals(result.get("judge").asText())) {
                problems.add(c.get("id").asText() + ": not scored by the offline judge");
            }
            for (JsonNode v : result.get("verdicts")) {
                if ("yes".equals(v.get("verdict").asText()) && !v.get("evidence_verified").asBoolean()) {
                    problems.add(c.get("id").asText() + ": unverified quote " + v.get("quote"));
                }
            }
        }
        double mae = error / cases.size();
        System.out.printf(Locale.ROOT, "Offline judge on the dev set: MAE %.4f over %d cases%n", mae, cases.size());
        assertTrue(problems.isEmpty(), String.join("\n", problems));
        assertTrue(mae <= MAE_LIMIT, "MAE " + mae + " is above " + MAE_LIMIT);
        assertEquals(0, judge.findAll(JudgeStubs.anyJudgeRequest()).size(), "LLM requests");
    }
}
