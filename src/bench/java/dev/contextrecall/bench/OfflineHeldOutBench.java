package dev.contextrecall.bench;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.judge.JudgeSession;
import dev.contextrecall.judge.Judgement;
import dev.contextrecall.judge.offline.OfflineJudge;
import dev.contextrecall.lexical.Languages;
import dev.contextrecall.metric.attribution.EvidenceCheck;
import dev.contextrecall.support.Json;
import dev.contextrecall.testcase.ContextNode;

/**
 * The offline judge on the held-out sets (data/heldout-*.jsonl, built by bench/heldout/*.py from public sources
 * it was never tuned on): MAE against gold_recall per source and per language, the cases whose language the text
 * gave correctly, the cases split as labelled, unverified quotes, and the parallel cases (one parallel_id) scored
 * more than one statement apart. The language is never given: it is detected, as for a request without one.
 * Usage: bench/offline-heldout.sh
 */
public final class OfflineHeldOutBench {

    static final List<Path> FILES = List.of(Path.of("data", "heldout-wice-test.jsonl"),
            Path.of("data", "heldout-xquad.jsonl"), Path.of("data", "heldout-jsquad.jsonl"));

    /**
     * Cases, absolute error, cases split as labelled, language detected right, unverified quotes, and in the cases
     * split as labelled, statements and those judged as labelled.
     */
    static final class Tally {
        int cases;
        double error;
        int splitAsLabelled;
        int languageRight;
        int unverified;
        int statements;
        int statementsRight;
    }

    public static void main(String[] args) {
        OfflineJudge judge = new OfflineJudge();
        JudgeSession session = new JudgeSession(null, Duration.ofHours(1), () -> false, null);
        Map<String, Tally> bySource = new TreeMap<>();
        Map<String, Tally> byLanguage = new TreeMap<>();
        Map<String, List<double[]>> parallel = new TreeMap<>();
        List<Path> files = args.length == 0 ? FILES : java.util.Arrays.stream(args).map(Path::of).toList();
        for (Path file : files) {
            for (JsonNode c : Json.readLines(file, file.toString())) {
                String language = c.get("metadata").get("language").asText();
                List<ContextNode> nodes = new ArrayList<>();
                c.get("retrieval_context").forEach(n -> nodes.add(new ContextNode(n.asText(), null, null)));
                List<String> statements = judge.extractStatements(c.get("input").asText(),
                        c.get("expected_output").asText(), session);
                Judgement judgement = judge.attribute(c.get("input").asText(), statements, List.of(), nodes, session);
                List<Boolean> verdicts = judgement.verdicts().stream().map(Judgement.JudgedStatement::supported).toList();
                double score = OfflineJudgeBench.score(verdicts);
                List<String> gold = new ArrayList<>();
                List<Boolean> goldVerdicts = new ArrayList<>();
                c.get("gold_statements").forEach(s -> {
                    gold.add(s.get("statement").asText().replace('\n', ' ').strip());
                    goldVerdicts.add(s.get("supported").asBoolean());
                });
                boolean split = statements.stream().map(String::strip).toList().equals(gold);
                int unverified = 0;
                for (Judgement.JudgedStatement j : judgement.verdicts()) {
                    unverified += j.supported() && !EvidenceCheck.verified(j.quote(), j.nodes(), nodes) ? 1 : 0;
                }
                String source = c.get("metadata").get("dataset").asText();
                for (Tally t : List.of(bySource.computeIfAbsent(source, s -> new Tally()),
                        byLanguage.computeIfAbsent(language, l -> new Tally()))) {
                    t.cases++;
                    t.error += Math.abs(score - c.get("gold_recall").asDouble());
                    t.splitAsLabelled += split ? 1 : 0;
                    for (int i = 0; split && i < gold.size(); i++) {
                        t.statements++;
                        t.statementsRight += verdicts.get(i).equals(goldVerdicts.get(i)) ? 1 : 0;
                    }
                    t.languageRight += Languages.guess(c.get("expected_output").asText()).equals(language) ? 1 : 0;
                    t.unverified += unverified;
                }
                if (c.get("metadata").has("parallel_id")) {
                    parallel.computeIfAbsent(c.get("metadata").get("parallel_id").asText(), p -> new ArrayList<>())
                            .add(new double[] { score, statements.size() });
                }
            }
        }
        StringBuilder out = new StringBuilder("\nOffline judge (" + OfflineJudge.NAME + ") on the held-out sets "
                + files + ", language detected from the text\n");
        table(out, "source", bySource);
        table(out, "language", byLanguage);
        int groups = 0;
        int apart = 0;
        for (List<double[]> scores : parallel.values()) {
            if (scores.size() > 1) {
                groups++;
                double low = scores.stream().mapToDouble(s -> s[0]).min().orElseThrow();
                double high = scores.stream().mapToDouble(s -> s[0]).max().orElseThrow();
                double oneStatement = 1 / scores.stream().mapToDouble(s -> s[1]).max().orElseThrow();
                apart += high - low > oneStatement + 1e-9 ? 1 : 0;
            }
        }
        out.append(String.format(Locale.ROOT, "%nParallel cases scored more than one statement apart: %d of %d%n", apart,
                groups));
        System.out.println(out);
    }

    private static void table(StringBuilder out, String name, Map<String, Tally> tallies) {
        out.append("\n| ").append(name).append(" | cases | MAE vs gold_recall | split as labelled | statements judged as"
                + " labelled (cases split as labelled) | language detected | unverified quotes |"
                + "\n|---|---|---|---|---|---|---|\n");
        tallies.forEach((key, t) -> out.append(String.format(Locale.ROOT, "| %s | %d | %.4f | %d | %d of %d | %d | %d |%n",
                key, t.cases, t.error / t.cases, t.splitAsLabelled, t.statementsRight, t.statements, t.languageRight,
                t.unverified)));
    }
}
