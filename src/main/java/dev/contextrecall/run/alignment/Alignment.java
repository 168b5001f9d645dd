package dev.contextrecall.run.alignment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.run.summary.CaseOutcome;
import dev.contextrecall.run.summary.RunJudge;
import dev.contextrecall.run.summary.RunPolicy;
import dev.contextrecall.run.summary.RunSummarizer;
import dev.contextrecall.run.summary.RunSummary;
import dev.contextrecall.run.summary.ScoredResult;

/**
 * A judge's results set against the human labels of the same cases (gold_recall and, optionally, gold_statements,
 * as in data/context-recall-dev.jsonl). Pure: the cases and their outcomes in, the report out.
 */
public final class Alignment {

    /** The source of a case without metadata.dataset. */
    public static final String OTHER = "other";

    private Alignment() {
    }

    /**
     * Why a case cannot be measured (null when it can): gold_recall must be a number from 0 to 1; gold_statements,
     * when present, a list of {"statement": text, "supported": true/false}.
     */
    public static String labelProblem(JsonNode c) {
        JsonNode recall = c.get("gold_recall");
        if (recall == null || !recall.isNumber() || recall.asDouble() < 0 || recall.asDouble() > 1) {
            return "gold_recall must be a number from 0 to 1";
        }
        JsonNode statements = c.get("gold_statements");
        if (statements == null || statements.isNull()) {
            return null;
        }
        if (!statements.isArray()) {
            return "gold_statements must be a list";
        }
        for (JsonNode s : statements) {
            if (!s.path("statement").isTextual() || !s.path("supported").isBoolean()) {
                return "each of gold_statements must have a text statement and a true/false supported";
            }
        }
        return null;
    }

    /**
     * @param cases the labelled cases, in dataset order
     * @param outcomes what the run made of each, in the same order
     * @param maxMae the largest overall MAE that passes; null for no limit
     */
    public static AlignmentReport measure(String dataset, List<JsonNode> cases, List<CaseOutcome> outcomes,
            Double maxMae) {
        if (cases.size() != outcomes.size()) {
            throw new IllegalArgumentException(cases.size() + " cases but " + outcomes.size() + " outcomes");
        }
        Map<String, Tally> sources = new LinkedHashMap<>();
        Tally overall = new Tally();
        for (int i = 0; i < cases.size(); i++) {
            Labels labels = Labels.of(cases.get(i));
            sources.computeIfAbsent(labels.source(), n -> new Tally()).add(labels, outcomes.get(i));
            overall.add(labels, outcomes.get(i));
        }
        Map<String, SourceAlignment> bySource = new LinkedHashMap<>();
        sources.forEach((name, tally) -> bySource.put(name, tally.result()));
        SourceAlignment all = overall.result();
        List<ScoredResult> scored = outcomes.stream().filter(CaseOutcome::scored).map(CaseOutcome::scoredResult)
                .toList();
        return new AlignmentReport(dataset, RunJudge.distinct(scored, ScoredResult::judge),
                RunJudge.distinct(scored, ScoredResult::evaluationModel), RunJudge.distinct(scored, ScoredResult::algorithm),
                RunJudge.distinct(scored, ScoredResult::promptVersion), bySource, all, maxMae,
                maxMae == null ? null : all.mae() != null && all.mae() <= maxMae);
    }

    /** One source's cases as they are added. */
    private static final class Tally {
        final List<CaseOutcome> outcomes = new ArrayList<>();
        double absoluteError;
        int labelled;
        int linedUp;
        Agreement statements = Agreement.NONE;
        int yes;
        int verified;

        void add(Labels labels, CaseOutcome outcome) {
            outcomes.add(outcome);
            if (!outcome.scored()) {
                return;
            }
            ScoredResult result = outcome.scoredResult();
            absoluteError += Math.abs(result.score() - labels.goldRecall());
            for (ScoredResult.Verdict v : result.verdicts()) {
                if (v.supported()) {
                    yes++;
                    verified += Boolean.TRUE.equals(v.evidenceVerified()) ? 1 : 0;
                }
            }
            List<Labels.GoldStatement> gold = labels.goldStatements();
            if (gold.isEmpty()) {
                return;
            }
            labelled++;
            List<String> judged = result.verdicts().stream().map(ScoredResult.Verdict::statement).toList();
            if (!StatementSplit.linesUp(judged, gold.stream().map(Labels.GoldStatement::statement).toList())) {
                return;
            }
            linedUp++;
            for (int i = 0; i < gold.size(); i++) {
                statements = statements.with(gold.get(i).supported(), result.verdicts().get(i).supported());
            }
        }

        SourceAlignment result() {
            // The counts and the spend are summary.json's, for these cases.
            RunSummary summary = RunSummarizer.summarize(outcomes, null, RunPolicy.floor(null), null, null, null);
            return new SourceAlignment(summary.cases(), summary.scored(), summary.failed(),
                    summary.scored() == 0 ? null : absoluteError / summary.scored(), labelled, linedUp, statements,
                    yes, verified, yes == 0 ? null : (double) verified / yes, summary.judgeCalls(),
                    summary.inputTokens(), summary.outputTokens(), summary.evaluationCost());
        }
    }
}
