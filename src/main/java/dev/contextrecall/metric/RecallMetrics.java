package dev.contextrecall.metric;

import java.util.function.BooleanSupplier;

import jakarta.enterprise.context.ApplicationScoped;

import dev.contextrecall.testcase.Algorithm;
import dev.contextrecall.testcase.ContextIdsCase;
import dev.contextrecall.testcase.RecallCase;
import dev.contextrecall.testcase.ReferenceContextsCase;
import dev.contextrecall.testcase.TestCase;

/** Hands a validated single-turn case to the metric of its kind; which kind was decided by the request parser. */
@ApplicationScoped
public class RecallMetrics {

    private final StatementRecall statements;
    private final HolisticRecall holistic;
    private final ReferenceContextRecall referenceContexts;
    private final IdRecall ids;

    public RecallMetrics(StatementRecall statements, HolisticRecall holistic,
            ReferenceContextRecall referenceContexts, IdRecall ids) {
        this.statements = statements;
        this.holistic = holistic;
        this.referenceContexts = referenceContexts;
        this.ids = ids;
    }

    /** callerGone: whether the caller has stopped waiting; judged work then stops, as when the budget is spent. */
    public RecallResult score(RecallCase recallCase, BooleanSupplier callerGone) {
        return score(recallCase, callerGone, StatementMemory.NONE);
    }

    /** memory: an evaluation run's statement store (see {@link StatementMemory}). */
    public RecallResult score(RecallCase recallCase, BooleanSupplier callerGone, StatementMemory memory) {
        if (recallCase instanceof ReferenceContextsCase c) {
            return referenceContexts.score(c);
        }
        if (recallCase instanceof ContextIdsCase c) {
            return ids.score(c);
        }
        TestCase c = (TestCase) recallCase;
        return c.options().algorithm() == Algorithm.HOLISTIC ? holistic.score(c, callerGone)
                : statements.score(c, callerGone, memory);
    }
}
