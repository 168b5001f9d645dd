package dev.contextrecall.evaluation;

import java.util.function.BooleanSupplier;

import dev.contextrecall.metric.StatementMemory;

/**
 * How a body is to be evaluated, as its entry point knows it: the metric its route names (or the body's own shape),
 * whether the caller can stop waiting, the run's statement store, and whether the evaluation is recorded (one log
 * line and the metrics; not for warming the code up).
 */
public record Call(Metric metric, BooleanSupplier callerGone, StatementMemory memory, boolean recorded) {

    /** Which member of the family: the route's, or the body's (a "turns" field is a conversation). */
    public enum Metric {
        SINGLE_TURN, CONVERSATION, BY_BODY
    }

    /** A Lambda caller waits for the answer, whatever happens: it never goes away. */
    static final BooleanSupplier WAITING = () -> false;

    /** A call whose caller waits, with no statement store, recorded. */
    public static Call of(Metric metric) {
        return new Call(metric, WAITING, StatementMemory.NONE, true);
    }

    /** The same call, stopped early when the caller goes away (an HTTP client that closed its connection). */
    public Call watching(BooleanSupplier gone) {
        return new Call(metric, gone, memory, recorded);
    }

    /** The same call, scored with a run's statement store. */
    public Call remembering(StatementMemory store) {
        return new Call(metric, callerGone, store, recorded);
    }

    /** The same call, neither logged nor counted: for warming the code up (SnapStart priming). */
    public Call unrecorded() {
        return new Call(metric, callerGone, memory, false);
    }
}
