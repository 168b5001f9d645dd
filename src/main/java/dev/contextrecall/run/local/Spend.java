package dev.contextrecall.run.local;

import java.math.BigDecimal;

/**
 * The folder's spend against its cap: what earlier runs into it recorded, what this run's finished cases cost,
 * plus the estimates of the cases in flight.
 */
final class Spend {
    private final BigDecimal cap;
    private BigDecimal committed;

    Spend(Double cap, BigDecimal before) {
        this.cap = cap == null ? null : BigDecimal.valueOf(cap);
        this.committed = before;
    }

    synchronized boolean reserve(Double estimate) {
        if (cap == null) {
            return true;
        }
        BigDecimal next = committed.add(BigDecimal.valueOf(estimate == null ? 0 : estimate));
        if (next.compareTo(cap) > 0) {
            return false;
        }
        committed = next;
        return true;
    }

    /** The estimate is replaced by what the case really cost (the estimate stays when the cost is unknown). */
    synchronized void settle(Double estimate, BigDecimal cost) {
        if (cap == null || cost == null) {
            return;
        }
        committed = committed.subtract(BigDecimal.valueOf(estimate == null ? 0 : estimate)).add(cost);
    }
}
