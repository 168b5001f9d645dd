package dev.contextrecall.metric;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.error.ErrorCode;
import dev.contextrecall.error.EvaluationException;
import dev.contextrecall.judge.Judge;
import dev.contextrecall.judge.JudgeSelector;
import dev.contextrecall.judge.JudgeSession;
import dev.contextrecall.judge.Judgement;
import dev.contextrecall.lexical.SentenceSplitter;
import dev.contextrecall.metric.ConversationWindows.Window;
import dev.contextrecall.testcase.Algorithm;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.JudgeKind;
import dev.contextrecall.testcase.MetricOptions;
import dev.contextrecall.testcase.TurnCase;

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

    private static final AtomicInteger THREADS = new AtomicInteger();

    private final JudgeSelector judges;
    private final CostTable costs;
    private final ContextRecallConfig config;

    public TurnContextRecall(JudgeSelector judges, CostTable costs, ContextRecallConfig config) {
        this.judges = judges;
        this.costs = costs;
        this.config = config;
    }

    public TurnContextRecallResult score(TurnCase c, BooleanSupplier callerGone) {
        long started = System.nanoTime();
        MetricOptions options = c.options();
        Judge judge = judges.judge(options.judge());
        JudgeSession session = new JudgeSession(options.model(), config.judge().totalBudget(), callerGone);
        List<Window> windows = ConversationWindows.of(c.turns(), c.windowSize());
        List<Window> assessed = windows.stream().filter(Window::hasContext).toList();

        if (options.judge() == JudgeKind.LLM) {
            checkPlannedSpend(c, assessed, config.limits());
        }
        List<String> statements = List.of();
        List<Judgement> judgements = List.of();
        if (!assessed.isEmpty()) {
            statements = c.referenceStatements() != null ? c.referenceStatements()
                    : options.algorithm() == Algorithm.STATEMENTS
                            ? judge.extractStatements(null, c.expectedOutcome(), session)
                            : SentenceSplitter.split(c.expectedOutcome());
            if (statements.isEmpty()) {
                throw EvaluationException.invalid("expected_outcome", "expected_outcome has no sentence to score.");
            }
            judgements = attributeAll(judge, config.turns().concurrency(), assessed, statements, session);
        }

        List<TurnContextRecallResult.WindowResult> results = new ArrayList<>();
        double sum = 0.0;
        int next = 0;
        for (Window w : windows) {
            List<TurnContextRecallResult.ContextSource> sources = w.context().stream()
                    .map(n -> new TurnContextRecallResult.ContextSource(n.turn(), n.index(), n.node().id(),
                            n.node().source()))
                    .toList();
            if (!w.hasContext()) {
                results.add(window(w, false, null, null, sources, List.of()));
                continue;
            }
            Judgement judgement = judgements.get(next++);
            AttributionTally tally = AttributionTally.of(judgement, w.nodes(), options.evidence());
            sum += tally.recall();
            results.add(window(w, true, Scoring.rounded(tally.recall()), judgement.summary(), sources,
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
                        options.algorithm().wireName(), options.evidence().wireName(), judge.kind().wireName(), model),
                c.windowSize(), c.referenceStatements() != null ? Boolean.TRUE : null, statements,
                List.copyOf(results),
                ResultTail.judged(usage, costs.cost(model, usage), started, judge.promptVersion(), c.metadata()));
    }

    /**
     * What the LLM judge will be asked, checked before the first call: one attribution per window with context
     * (plus the extraction), each carrying the window's chunks and the statements. A long conversation with a wide
     * window repeats every chunk in many calls, so both the calls and the characters they carry are bounded.
     */
    static void checkPlannedSpend(TurnCase c, List<Window> assessed, ContextRecallConfig.Limits limits) {
        boolean extracts = c.options().algorithm() == Algorithm.STATEMENTS && c.referenceStatements() == null;
        long calls = assessed.size() + (extracts ? 1 : 0);
        if (calls > limits.maxJudgeCalls()) {
            throw new EvaluationException(ErrorCode.PAYLOAD_TOO_LARGE, String.format(Locale.ROOT, "This conversation"
                    + " would make %,d judge calls (one per window with retrieval context%s); the limit is %,d"
                    + " (context-recall.limits.max-judge-calls). Send fewer interactions.", calls,
                    extracts ? ", plus the extraction" : "", limits.maxJudgeCalls()), "turns");
        }
        long outcome = c.expectedOutcome().length();
        long chars = extracts ? outcome : 0;
        for (Window w : assessed) {
            chars += outcome;
            for (ContextNode node : w.nodes()) {
                chars += node.text().length();
            }
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
     * One attribution per window, at most `concurrency` at a time, results in window order. The first failure ends
     * the evaluation (a judge failure is an error, never a partial score) and stops the calls still running.
     */
    private static List<Judgement> attributeAll(Judge judge, int concurrency, List<Window> windows, List<String> statements,
            JudgeSession session) {
        int threads = Math.max(1, Math.min(concurrency, windows.size()));
        if (threads == 1) {
            return windows.stream().map(w -> judge.attribute(null, statements, List.of(), w.nodes(), session)).toList();
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "turn-window-" + THREADS.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        try {
            CompletionService<Judgement> done = new ExecutorCompletionService<>(pool);
            List<Future<Judgement>> futures = new ArrayList<>();
            for (Window w : windows) {
                futures.add(done.submit(() -> judge.attribute(null, statements, List.of(), w.nodes(), session)));
            }
            for (int i = 0; i < windows.size(); i++) {
                done.take().get();
            }
            List<Judgement> out = new ArrayList<>();
            for (Future<Judgement> f : futures) {
                out.add(f.get());
            }
            return out;
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EvaluationException(ErrorCode.TIMEOUT, "The evaluation was interrupted.", null, e);
        } finally {
            pool.shutdownNow();
        }
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

    private static String noContext(TurnCase c, List<Window> windows) {
        boolean anyAssistant = c.turns().stream().anyMatch(t -> t.role() == dev.contextrecall.testcase.Turn.Role.ASSISTANT);
        return anyAssistant
                ? "none of the " + windows.size() + " windows has retrieval context; no assistant turn carries any."
                : "the conversation has no assistant turn, so no window has retrieval context to assess.";
    }
}
