package dev.contextrecall.metric;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.judge.Judge;
import dev.contextrecall.judge.JudgeSession;
import dev.contextrecall.lexical.SentenceSplitter;
import dev.contextrecall.metric.attribution.AttributionTally;
import dev.contextrecall.metric.attribution.ConcurrentCalls;
import dev.contextrecall.metric.attribution.ConversationWindows.Window;
import dev.contextrecall.metric.attribution.ConversationWindows;
import dev.contextrecall.metric.attribution.Majority;
import dev.contextrecall.metric.attribution.SampledAttribution;
import dev.contextrecall.result.RecallResult;
import dev.contextrecall.result.Scores;
import dev.contextrecall.result.StatementVerdict;
import dev.contextrecall.result.TurnContextRecallResult;
import dev.contextrecall.testcase.ConversationCase;
import dev.contextrecall.testcase.MetricOptions;
import dev.contextrecall.testcase.Turn;
import dev.contextrecall.testcase.Variant;

/**
 * Turn context recall: for every sliding window of the conversation, the share of the expected outcome's
 * statements that the window's retrieval context supports; the score is the mean over the windows that had any
 * context. The statements are extracted once; each window with context is one attribution call, run concurrently
 * up to context-recall.turns.concurrency, so N windows cost at most 1 + N calls (plus re-asks and retries on
 * misbehaviour), bounded before the first one ({@link PlannedUsage}). All calls share the evaluation's JudgeSession:
 * one budget, one usage meter (thread-safe; each call binds the session to the thread it runs on).
 */
@ApplicationScoped
public class TurnContextRecall {

    private final JudgedScoring scoring;
    private final ContextRecallConfig config;

    public TurnContextRecall(JudgedScoring scoring, ContextRecallConfig config) {
        this.scoring = scoring;
        this.config = config;
    }

    public TurnContextRecallResult score(ConversationCase c, BooleanSupplier callerGone) {
        List<Window> windows = ConversationWindows.of(c.turns(), c.windowSize());
        List<Window> assessed = windows.stream().filter(Window::hasContext).toList();
        return scoring.score(c.options(), c.expectedOutcome(),
                assessed.stream().flatMap(w -> w.nodes().stream()).toList(), PlannedUsage.of(c, assessed), callerGone,
                frame -> score(c, windows, assessed, frame));
    }

    private TurnContextRecallResult score(ConversationCase c, List<Window> windows, List<Window> assessed,
            JudgedScoring.Frame frame) {
        MetricOptions options = c.options();
        Judge judge = frame.judge();
        JudgeSession session = frame.session();
        List<String> statements = List.of();
        List<Majority> judgements = List.of();
        if (!assessed.isEmpty()) {
            statements = c.referenceStatements() != null ? c.referenceStatements()
                    : options.variant() == Variant.STATEMENTS
                            ? judge.extractStatements(null, c.expectedOutcome(), session)
                            : SentenceSplitter.split(c.expectedOutcome(), frame.language().tag());
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
            results.add(window(w, true, Scores.rounded(tally.recall()), majority.judgement().summary(), sources,
                    tally.verdicts()));
        }

        Double score = assessed.isEmpty() ? null : Scoring.score(sum / assessed.size(), options);
        String reason = score == null
                ? (options.includeReason() ? "No score: " + noContext(c, windows) : null)
                : Scoring.reason(options, score, because(windows, assessed, statements.size()));
        return new TurnContextRecallResult(
                frame.head(c.id(), c.name(), RecallResult.TURN_CONTEXT_RECALL, score, reason,
                        options.variant().wireName(), options.evidence().wireName()),
                c.windowSize(), c.referenceStatements() != null ? Boolean.TRUE : null, statements,
                List.copyOf(results),
                assessed.isEmpty() ? null : SampledAttribution.agreement(options.samples(), shares, config.minAgreement()),
                frame.tail(c.metadata()));
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
        boolean anyAssistant = c.turns().stream().anyMatch(t -> t.role() == Turn.Role.ASSISTANT);
        return anyAssistant
                ? "none of the " + windows.size() + " windows has retrieval context; no assistant turn carries any."
                : "the conversation has no assistant turn, so no window has retrieval context to assess.";
    }
}
