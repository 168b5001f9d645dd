package dev.contextrecall.judge.callpolicy;

/**
 * A judge call that did not finish within its attempt's limit, or could not start because the budget was spent
 * (budgetSpent): either way the evaluation answers timeout.
 */
public final class JudgeTimeoutException extends RuntimeException {

    private final boolean budgetSpent;

    JudgeTimeoutException(String message, boolean budgetSpent) {
        super(message, null, false, false);
        this.budgetSpent = budgetSpent;
    }

    public boolean budgetSpent() {
        return budgetSpent;
    }
}
