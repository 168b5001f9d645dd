package dev.contextrecall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static dev.contextrecall.support.JudgeStubs.answer;
import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.attributionJson;
import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.statements;
import static dev.contextrecall.support.JudgeStubs.verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.support.Api;
import dev.contextrecall.support.Json;
import dev.contextrecall.support.JudgeTest;
import dev.contextrecall.support.MultilingualSet;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ExtractableResponse;
import io.restassured.response.Response;

/**
 * The multilingual development set (848 cases, 11 languages) through the service: with a stand-in judge that agrees
 * with the labels, both algorithms reproduce every gold_recall and verify every "yes" quote, in every script (the
 * statements algorithm takes the judge's statements; the sentences algorithm splits the reference in code, so its
 * split must be the labelled one); with the offline judge, the error per language. Prints the table of
 * docs/languages.md: {@code ./mvnw test -Dtest=MultilingualParityTest}.
 */
@QuarkusTest
class MultilingualParityTest extends JudgeTest {

    /** Per language: cases, exact with each algorithm, offline absolute error summed. */
    static final class Tally {
        int cases;
        int statementsExact;
        int sentencesExact;
        double offlineError;
    }

    /**
     * Cases whose labels the sentences algorithm cannot reproduce, and why: the label, not the split, is off. Every
     * other case must reproduce gold with both algorithms.
     */
    static final Map<String, String> LABEL_QUIRKS = Map.of(
            "xquad-el-4071b65946", "the reference opens with a '* ' list marker, which the split drops and the gold keeps",
            "xquad-ro-0a8a8c5233", "one gold statement holds two sentences ('...povestirile. Și geografii ...')");

    @Test
    void theLabelledJudgeReproducesGoldInEveryLanguageWithBothAlgorithms() {
        List<JsonNode> cases = MultilingualSet.cases();
        assertEquals(848, cases.size());
        Map<String, Tally> byLanguage = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        Map<String, List<double[]>> parallel = new TreeMap<>();
        for (JsonNode c : cases) {
            Tally t = byLanguage.computeIfAbsent(MultilingualSet.language(c), l -> new Tally());
            t.cases++;
            List<String> statementsProblems = replay(c, "statements");
            List<String> sentencesProblems = replay(c, "sentences");
            t.statementsExact += statementsProblems.isEmpty() ? 1 : 0;
            t.sentencesExact += sentencesProblems.isEmpty() ? 1 : 0;
            statementsProblems.forEach(p -> failures.add(c.get("id").asText() + " statements: " + p));
            if (!LABEL_QUIRKS.containsKey(c.get("id").asText())) {
                sentencesProblems.forEach(p -> failures.add(c.get("id").asText() + " sentences: " + p));
            } else {
                assertTrue(!sentencesProblems.isEmpty(), c.get("id") + " now splits as labelled: drop it from LABEL_QUIRKS");
            }
            double offline = offline(c);
            t.offlineError += Math.abs(offline - c.get("gold_recall").asDouble());
            parallel.computeIfAbsent(c.at("/metadata/parallel_id").asText(), k -> new ArrayList<>())
                    .add(new double[] { offline, c.get("gold_statements").size() });
        }
        System.out.println(table(byLanguage));
        // The same case in every language: offline scores within one statement of each other.
        List<String> apart = new ArrayList<>();
        parallel.forEach((id, scores) -> {
            double min = scores.stream().mapToDouble(x -> x[0]).min().orElse(0);
            double max = scores.stream().mapToDouble(x -> x[0]).max().orElse(0);
            double oneStatement = 1.0 / scores.stream().mapToDouble(x -> x[1]).max().orElse(1);
            if (max - min > oneStatement + 1e-9) {
                apart.add(id + " " + min + ".." + max);
            }
        });
        System.out.println("parallel cases more than one statement apart (offline judge): " + apart.size() + " of "
                + parallel.size() + " " + apart);
        assertEquals(MultilingualSet.LANGUAGES, List.copyOf(byLanguage.keySet()));
        assertTrue(failures.isEmpty(), failures.size() + " problems:\n" + String.join("\n",
                failures.subList(0, Math.min(40, failures.size()))));
    }

    static String table(Map<String, Tally> byLanguage) {
        StringBuilder out = new StringBuilder("| language | cases | gold reproduced, statements | gold reproduced, sentences"
                + " | offline judge MAE |\n|---|---|---|---|---|\n");
        byLanguage.forEach((language, t) -> out.append(String.format(Locale.ROOT, "| %s | %d | %d | %d | %.3f |%n",
                language, t.cases, t.statementsExact, t.sentencesExact, t.offlineError / t.cases)));
        return out.toString();
    }

    /** The case with the stand-in answering from its labels; what differs from gold (empty: nothing). */
    private List<String> replay(JsonNode c, String algorithm) {
        List<String> gold = new ArrayList<>();
        List<Boolean> supported = new ArrayList<>();
        c.get("gold_statements").forEach(s -> {
            gold.add(s.get("statement").asText());
            supported.add(s.get("supported").booleanValue());
        });
        List<String> chunks = new ArrayList<>();
        c.get("retrieval_context").forEach(n -> chunks.add(n.asText()));
        List<Map<String, Object>> verdicts = new ArrayList<>();
        for (int i = 0; i < gold.size(); i++) {
            int node = indexOfChunkHolding(chunks, gold.get(i));
            verdicts.add(supported.get(i) && node >= 0 ? verdict(i + 1, "yes", List.of(node + 1), gold.get(i))
                    : verdict(i + 1, "no", List.of(), ""));
        }
        judge.resetAll();
        judge.stubFor(extractionCall().willReturn(statements(gold.toArray(String[]::new))));
        judge.stubFor(attributionCall().willReturn(answer(attributionJson("Labels.", verdicts))));
        Map<String, Object> body = Json.toMap(c);
        body.put("algorithm", algorithm);
        body.put("judge", "llm");
        ExtractableResponse<Response> r = Api.rest(body).extract();
        List<String> problems = new ArrayList<>();
        if (r.statusCode() != 200) {
            problems.add("HTTP " + r.statusCode() + " " + r.asString());
            return problems;
        }
        JsonNode result = Json.read(r.asString());
        List<String> said = new ArrayList<>();
        result.path("verdicts").forEach(v -> said.add(v.path("statement").asText()));
        // The same statements; a line break inside one (XQuAD's "O\n2") is read as a space.
        if (!said.stream().map(MultilingualParityTest::spaced).toList()
                .equals(gold.stream().map(MultilingualParityTest::spaced).toList())) {
            problems.add("statements " + said);
        }
        if (result.path("score").asDouble(Double.NaN) != c.get("gold_recall").asDouble()) {
            problems.add("score " + result.path("score") + ", gold " + c.get("gold_recall"));
        }
        for (JsonNode v : result.path("verdicts")) {
            if ("yes".equals(v.path("verdict").asText()) && !v.path("evidence_verified").asBoolean()) {
                problems.add("unverified quote: " + v.path("quote"));
            }
        }
        return problems;
    }

    private double offline(JsonNode c) {
        Map<String, Object> body = Json.toMap(c);
        body.put("judge", "offline");
        return Json.read(Api.rest(body).statusCode(200).extract().asString()).path("score").asDouble();
    }

    private static String spaced(String text) {
        return text.strip().replaceAll("\\s+", " ");
    }

    private static int indexOfChunkHolding(List<String> chunks, String statement) {
        for (int i = 0; i < chunks.size(); i++) {
            if (chunks.get(i).contains(statement)) {
                return i;
            }
        }
        return -1;
    }
}
