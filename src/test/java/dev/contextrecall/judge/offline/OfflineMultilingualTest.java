package dev.contextrecall.judge.offline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.judge.JudgeSession;
import dev.contextrecall.judge.Judgement;
import dev.contextrecall.support.MultilingualSet;
import dev.contextrecall.testcase.ContextNode;

/**
 * The offline judge on the multilingual dev set, per language: its mean absolute error against gold_recall must be
 * at most 0.10 in every language. It also reports how many parallel cases (the same case in several languages)
 * score more than one statement apart.
 */
class OfflineMultilingualTest {

    static final double MAE_LIMIT = 0.10;

    @Test
    void meanAbsoluteErrorPerLanguage() {
        OfflineJudge judge = new OfflineJudge();
        Map<String, double[]> byLanguage = new TreeMap<>();
        Map<String, List<double[]>> byParallelId = new HashMap<>();
        for (JsonNode c : MultilingualSet.cases()) {
            List<ContextNode> nodes = new ArrayList<>();
            c.get("retrieval_context").forEach(t -> nodes.add(new ContextNode(t.asText(), null, null)));
            List<String> statements = judge.extractStatements(c.get("input").asText(), c.get("expected_output").asText(),
                    session());
            Judgement judgement = judge.attribute(c.get("input").asText(), statements, List.of(), nodes, session());
            long yes = judgement.verdicts().stream().filter(Judgement.JudgedStatement::supported).count();
            double score = statements.isEmpty() ? 0 : Math.round(10_000.0 * yes / statements.size()) / 10_000.0;
            double[] tally = byLanguage.computeIfAbsent(MultilingualSet.language(c), l -> new double[2]);
            tally[0] += Math.abs(score - c.get("gold_recall").asDouble());
            tally[1]++;
            byParallelId.computeIfAbsent(c.get("metadata").get("parallel_id").asText(), p -> new ArrayList<>())
                    .add(new double[] { score, statements.size() });
        }
        List<String> above = new ArrayList<>();
        System.out.println("Offline judge on the multilingual dev set, MAE per language:");
        byLanguage.forEach((language, t) -> {
            double mae = t[0] / t[1];
            System.out.printf(Locale.ROOT, "  %s %.4f over %d cases%n", language, mae, (int) t[1]);
            if (mae > MAE_LIMIT) {
                above.add(language + " " + mae);
            }
        });
        int parallel = 0;
        int apart = 0;
        for (List<double[]> scores : byParallelId.values()) {
            if (scores.size() < 2) {
                continue;
            }
            parallel++;
            double low = scores.stream().mapToDouble(s -> s[0]).min().orElseThrow();
            double high = scores.stream().mapToDouble(s -> s[0]).max().orElseThrow();
            double oneStatement = 1 / scores.stream().mapToDouble(s -> s[1]).max().orElseThrow();
            if (high - low > oneStatement + 1e-9) {
                apart++;
            }
        }
        System.out.printf("  parallel cases scoring more than one statement apart: %d of %d%n", apart, parallel);
        assertEquals(MultilingualSet.LANGUAGES, List.copyOf(byLanguage.keySet()));
        assertTrue(above.isEmpty(), "MAE above " + MAE_LIMIT + ": " + above);
    }

    private static JudgeSession session() {
        return new JudgeSession(null, Duration.ofHours(1), () -> false, null);
    }
}
