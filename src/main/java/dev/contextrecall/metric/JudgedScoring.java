package dev.contextrecall.metric;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

import jakarta.enterprise.context.ApplicationScoped;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.config.ContextRecallConfig;
import dev.contextrecall.judge.Judge;
import dev.contextrecall.judge.JudgeMeter;
import dev.contextrecall.judge.JudgeSelector;
import dev.contextrecall.judge.JudgeSession;
import dev.contextrecall.result.RecallResult;
import dev.contextrecall.result.ResultHead;
import dev.contextrecall.result.ResultTail;
import dev.contextrecall.result.Usage;
import dev.contextrecall.testcase.ContextNode;
import dev.contextrecall.testcase.MetricOptions;

/**
 * The frame every judged member of the family is scored in (statements and sentences, holistic, turns): the planned
 * judge usage checked before anything is asked, the judge the request chose, one {@link JudgeSession} for the evaluation
 * (its time budget, its usage meter, the reference's language), and the head and tail that report the judge, what
 * it was asked and what that cost. A scorer writes only its own logic, as the body.
 */
@ApplicationScoped
public class JudgedScoring {

    private final JudgeSelector judges;
    private final CostTable costs;
    private final ContextRecallConfig config;

    public JudgedScoring(JudgeSelector judges, CostTable costs, ContextRecallConfig config) {
        this.judges = judges;
        this.costs = costs;
        this.config = config;
    }

    /**
     * Checks the plan against context-recall.limits, so that a refusal comes before the body runs and before any
     * judge call, then runs the body in a fresh session. reference: the text whose language the judge writes in;
     * retrieved: the case's chunks, whose language counts when the reference's own is too short to tell; callerGone: whether the caller has stopped waiting (judged work then stops, as when the budget is spent).
     */
    <R extends RecallResult> R score(MetricOptions options, String reference, List<ContextNode> retrieved,
            PlannedUsage plan, BooleanSupplier callerGone, Function<Frame, R> body) {
        long started = System.nanoTime();
        plan.check(config.limits());
        CaseLanguage language = CaseLanguage.of(options, reference, retrieved);
        JudgeSession session = new JudgeSession(options.model(), config.judge().totalBudget(), callerGone,
                language.tag());
        return body.apply(new Frame(started, options, judges.judge(options.judge()), session, language));
    }

    /** One judged evaluation under way: what the body asks with, and the head and tail of its result. */
    final class Frame {

        private final long started;
        private final MetricOptions options;
        private final Judge judge;
        private final JudgeSession session;
        private final CaseLanguage language;

        private Frame(long started, MetricOptions options, Judge judge, JudgeSession session, CaseLanguage language) {
            this.started = started;
            this.options = options;
            this.judge = judge;
            this.session = session;
            this.language = language;
        }

        Judge judge() {
            return judge;
        }

        JudgeSession session() {
            return session;
        }

        CaseLanguage language() {
            return language;
        }

        /** The head, with the judge's kind, the model it reported and the reference's language. */
        ResultHead head(JsonNode id, JsonNode name, String metric, Double score, String reason, String algorithm,
                String evidence) {
            return ResultHead.of(id, name, metric, score, options, reason, algorithm, evidence,
                    judge.kind().wireName(), judge.modelName(session), language.reported());
        }

        /** The tail, once every call is answered: the session's usage, its cost at the table's prices, the time. */
        ResultTail tail(JsonNode metadata) {
            JudgeMeter meter = session.meter();
            Usage usage = new Usage(meter.calls(), meter.inputTokens(), meter.outputTokens(),
                    meter.cachedInputTokens());
            return ResultTail.judged(usage, costs.cost(judge.modelName(session), usage), started,
                    judge.promptVersion(), metadata);
        }
    }
}
