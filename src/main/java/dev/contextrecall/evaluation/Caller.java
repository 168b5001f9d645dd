package dev.contextrecall.evaluation;

import java.util.function.BooleanSupplier;

import dev.contextrecall.metric.StatementStore;
import dev.contextrecall.testcase.CaseFamily;

/**
 * Who asks for an evaluation, as its entry point knows it: the cases its route takes, whether it can stop waiting,
 * the run's statement store, and whether the evaluation is recorded (one log line and the metrics; not for warming
 * the code up).
 */
public record Caller(CaseFamily takes, BooleanSupplier gone, StatementStore store, boolean recorded) {

    /** A Lambda caller waits for the answer, whatever happens: it never goes away. */
    static final BooleanSupplier WAITING = () -> false;

    /** A single-turn route's caller: waits, no statement store, recorded. */
    public static Caller singleTurn() {
        return new Caller(CaseFamily.SINGLE_TURN, WAITING, StatementStore.NONE, true);
    }

    /** A conversation route's caller. */
    public static Caller conversation() {
        return new Caller(CaseFamily.CONVERSATION, WAITING, StatementStore.NONE, true);
    }

    /** A caller whose body decides (a "turns" field is a conversation): queue records and dataset lines. */
    public static Caller eitherByBody() {
        return new Caller(CaseFamily.EITHER, WAITING, StatementStore.NONE, true);
    }

    /** The same caller, stopped early when it goes away (an HTTP client that closed its connection). */
    public Caller watching(BooleanSupplier goneNow) {
        return new Caller(takes, goneNow, store, recorded);
    }

    /** The same caller, scored with a run's statement store. */
    public Caller remembering(StatementStore runStore) {
        return new Caller(takes, gone, runStore, recorded);
    }

    /** The same caller, neither logged nor counted: for warming the code up (SnapStart priming). */
    public Caller unrecorded() {
        return new Caller(takes, gone, store, false);
    }
}
