package dev.contextrecall.metric;

import java.util.function.BooleanSupplier;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.result.RecallResult;
import dev.contextrecall.testcase.ContextIdsCase;
import dev.contextrecall.testcase.ConversationCase;
import dev.contextrecall.testcase.ReferenceAnswerCase;
import dev.contextrecall.testcase.ReferenceContextsCase;
import dev.contextrecall.testcase.TestCase;
import dev.contextrecall.testcase.Variant;

/**
 * Hands a validated case to the metric of its kind, by the case's type: which member of the family it is (a
 * conversation included) was decided once, by the request parser.
 */
@ApplicationScoped
public class RecallMetrics {

    private final StatementRecall statements;
    private final HolisticRecall holistic;
    private final ReferenceContextRecall referenceContexts;
    private final IdRecall ids;
    private final TurnContextRecall turns;

    public RecallMetrics(StatementRecall statements, HolisticRecall holistic,
            ReferenceContextRecall referenceContexts, IdRecall ids, TurnContextRecall turns) {
        this.statements = statements;
        this.holistic = holistic;
        this.referenceContexts = referenceContexts;
        this.ids = ids;
        this.turns = turns;
    }

    /**
     * callerGone: whether the caller has stopped waiting; judged work then stops, as when the budget is spent.
     * store: an evaluation run's statement store (see {@link StatementStore}); a conversation does not use it.
     */
    public RecallResult score(TestCase testCase, BooleanSupplier callerGone, StatementStore store) {
        if (testCase instanceof ReferenceAnswerCase c) {
            return c.options().variant() == Variant.HOLISTIC ? holistic.score(c, callerGone)
                    : statements.score(c, callerGone, store);
        }
        if (testCase instanceof ReferenceContextsCase c) {
            return referenceContexts.score(c);
        }
        if (testCase instanceof ContextIdsCase c) {
            return ids.score(c);
        }
        return turns.score((ConversationCase) testCase, callerGone);
    }
}
