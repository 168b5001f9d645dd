package dev.contextrecall.metric;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.error.ErrorCode;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.judge.Judge;
import dev.contextrecall.judge.JudgeSelector;
import dev.contextrecall.judge.JudgeSession;
import dev.contextrecall.lexical.SentenceSplitter;
import dev.contextrecall.metric.ConversationWindows.Window;
import dev.contextrecall.testcase.Algorithm;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.ConversationCase;
import dev.contextrecall.testcase.JudgeKind;
import dev.contextrecall.testcase.MetricOptions;

/**
 * Turn context recall: for every sliding window of the conversation, the share of the expected outcome's
 * statements that the window's retrieval context supports; the score is the mean over the windows that had any
 * context. The statements are extracted once; each window with context is one attribution call, run concurrently
 * up to context-recall.turns.concurrency, so N windows cost at most 1 + N calls (plus re-asks and retries on
 * misbehaviour). All calls share the evaluation's JudgeSession: one budget, one usage meter (thread-safe; each
 * call binds the session to the thread it runs on).
 */
@ApplicationScoped
public class TurnContextRecall {

    private final JudgeSelector judges;
    private final CostTable costs;
    private final ContextRecallConfig config;

    public TurnContextRecall(JudgeSelector judges, CostTable costs, ContextRecallConfig config) {
        this.judges = judges;
        this.costs = costs;
        this.config = config;
    }

    public TurnContextRecallResult score(ConversationCase c, BooleanSupplier callerGone) {
        long started = System.nanoTime();
        MetricOptions options = c.options();
        Judge judge = judges.judge(options.judge());
        CaseLanguage language = CaseLanguage.of(options, c.expectedOutcome());
        JudgeSession session = new JudgeSession(options.model(), config.judge().totalBudget(), callerGone,
                language.tag());
        List<Window> windows = ConversationWindows.of(c.turns(), c.windowSize());
        List<Window> assessed = windows.stream().filter(Window::hasContext).toList();

        if (options.judge() == JudgeKind.LLM) {
            checkPlannedSpend(c, assessed, config.limits());
        }
        List<String> statements = List.of();
        List<Majority> judgements = List.of();
        if (!assessed.isEmpty()) {
            statements = c.referenceStatements() != null ? c.referenceStatements()
                    : options.algorithm() == Algorithm.STATEMENTS
                            ? judge.extractStatements(null, c.expectedOutcome(), session)
                            : SentenceSplitter.split(c.expectedOutcome(), language.tag());
            if (statements.isEmpty()) {
                throw EvaluationException.invalid("expected_outcome", "expected_outcome has no sentence to score.");
            }
            judgements = attributeAll(judge, config.turns().concurrency(), assessed, statements, session,
                    options.samples());
        }

        List<TurnContextRecallResult.WindowResult> results = new ArrayList<>();
        double sum = 0.0;
        int next = 0;
        List<Double> shares = new ArrayList<>();
        for (Window w : windows) {
            List<TurnContextRecallResult.ContextSource> sources = w.context().stream()
                    .map(n -> new TurnContextRecallResult.ContextSource(n.turn(), n.index(), n.node().id(),
                            n.node().source()))
                    .toList();
            if (!w.hasContext()) {
                results.add(window(w, false, null, null, sources, List.of()));
                continue;
            }
            Majority majority = judgements.get(next++);
            AttributionTally tally = AttributionTally.of(majority, w.nodes(), options.evidence());
            shares.addAll(majority.shares());
            sum += tally.recall();
            results.add(window(w, true, Scoring.rounded(tally.recall()), majority.judgement().summary(), sources,
                    tally.verdicts()));
        }

        Double score = assessed.isEmpty() ? null : Scoring.score(sum / assessed.size(), options);
        Usage usage = Scoring.usage(session);
        String model = judge.modelName(session);
        String reason = score == null
                ? (options.includeReason() ? "No score: " + noContext(c, windows) : null)
                : Scoring.reason(options, score, because(windows, assessed, statements.size()));
        return new TurnContextRecallResult(
                ResultHead.of(c.id(), c.name(), TurnContextRecallResult.METRIC, score, options, reason,
                        options.algorithm().wireName(), options.evidence().wireName(), judge.kind().wireName(), model,
                        language.reported()),
                c.windowSize(), c.referenceStatements() != null ? Boolean.TRUE : null, statements,
                List.copyOf(results),
                assessed.isEmpty() ? null : SampledAttribution.agreement(options.samples(), shares, config.minAgreement()),
                ResultTail.judged(usage, costs.cost(model, usage), started, judge.promptVersion(), c.metadata()));
    }

    /**
     * What the LLM judge will be asked, checked before the first call: one attribution per window with context
     * (plus the extraction), each carrying the window's chunks and the statements. A long conversation with a wide
     * window repeats every chunk in many calls, so both the calls and the characters they carry are bounded.
     */
    static void checkPlannedSpend(ConversationCase c, List<Window> assessed, ContextRecallConfig.Limits limits) {
        boolean extracts = c.options().algorithm() == Algorithm.STATEMENTS && c.referenceStatements() == null;
        int samples = c.options().samples();
        long calls = (long) assessed.size() * samples + (extracts ? 1 : 0);
        if (calls > limits.maxJudgeCalls()) {
            throw new EvaluationException(ErrorCode.PAYLOAD_TOO_LARGE, String.format(Locale.ROOT, "This conversation"
                    + " would make %,d judge calls (%s per window with retrieval context%s); the limit is %,d"
                    + " (context-recall.limits.max-judge-calls). Send fewer interactions%s.", calls,
                    samples == 1 ? "one" : samples + ", one per sample", extracts ? ", plus the extraction" : "",
                    limits.maxJudgeCalls(), samples == 1 ? "" : " or ask for fewer samples"),
                    samples == 1 ? "turns" : "samples");
        }
        long outcome = c.expectedOutcome().length();
        long chars = extracts ? outcome : 0;
        for (Window w : assessed) {
            long window = outcome;
            for (ContextNode node : w.nodes()) {
                window += node.text().length();
            }
            chars += window * samples;
        }
        if (chars > limits.maxJudgeInputChars()) {
            throw new EvaluationException(ErrorCode.PAYLOAD_TOO_LARGE, String.format(Locale.ROOT, "This conversation"
                    + " would send %,d characters of case data to the judge over %,d calls; the limit is %,d"
                    + " (context-recall.limits.max-judge-input-chars). Lower window_size or send fewer chunks.", chars,
                    calls, limits.maxJudgeInputChars()), c.windowSize() > 1 ? "window_size" : "turns");
        }
    }

    private static TurnContextRecallResult.WindowResult window(Window w, boolean assessed, Double score,
            String summary, List<TurnContextRecallResult.ContextSource> sources, List<StatementVerdict> verdicts) {
        return new TurnContextRecallResult.WindowResult(w.index(), List.of(w.firstInteraction(), w.lastInteraction()),
                List.of(w.firstTurn(), w.lastTurn()), assessed, score, summary, sources, verdicts);
    }

    /**
     * One attribution per window (its samples one after another), windows at most `concurrency` at a time, in
     * window order.
     */
    private static List<Majority> attributeAll(Judge judge, int concurrency, List<Window> windows,
            List<String> statements, JudgeSession session, int samples) {
        List<Supplier<Majority>> calls = windows.stream().<Supplier<Majority>> map(w -> () -> SampledAttribution
                .attribute(judge, null, statements, List.of(), w.nodes(), session, samples, 1)).toList();
        return ConcurrentCalls.all(calls, concurrency, "turn-window");
    }

    private static String because(List<Window> windows, List<Window> assessed, int statements) {
        String text = String.format(Locale.ROOT, "it is the mean recall of the expected outcome's %d statement%s"
                + " over the %d of %d windows that had retrieval context.", statements, statements == 1 ? "" : "s",
                assessed.size(), windows.size());
        int skipped = windows.size() - assessed.size();
        if (skipped > 0) {
            text += " " + skipped + (skipped == 1 ? " window had" : " windows had")
                    + " no retrieval context and " + (skipped == 1 ? "was" : "were") + " not assessed.";
        }
        return text;
    }

    private static String noContext(ConversationCase c, List<Window> windows) {
        boolean anyAssistant = c.turns().stream().anyMatch(t -> t.role() == dev.contextrecall.testcase.Turn.Role.ASSISTANT);
        return anyAssistant
                ? "none of the " + windows.size() + " windows has retrieval context; no assistant turn carries any."
                : "the conversation has no assistant turn, so no window has retrieval context to assess.";
    }
}
