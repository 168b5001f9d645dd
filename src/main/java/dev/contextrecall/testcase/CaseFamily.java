package dev.contextrecall.testcase;

/** Which members of the family a caller takes: its route's own, or either, decided by the body ("turns"). */
public enum CaseFamily {
    SINGLE_TURN, CONVERSATION, EITHER
}
