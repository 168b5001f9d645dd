package dev.contextrecall.lexical;

import java.util.BitSet;
import java.util.Comparator;

import dev.contextrecall.lexical.SupportFinder.Candidate;

/**
 * The best evidence seen so far, offered every single window in window order and then every pair in (first,
 * second) order: highest coverage first, on a tie one window beats two, then the one offered first. The best
 * is among those holding at least half of the statement's numbers, agreeing with it on negation, naming no other
 * fact in its place and holding the day of each date it gives; the best of the rest is kept for the reason.
 */
final class Choice {
    private static final Comparator<Candidate> BETTER = Comparator.comparingDouble(Candidate::coverage).reversed()
            .thenComparingInt(Candidate::size);
    private final Terms terms;
    Candidate best;
    Candidate bestIneligible;
    Candidate bestWithoutNegation;
    /** The best evidence that would have supported the statement but says another name or number in its place. */
    Candidate bestContrasting;
    Contrast contrast;
    /** The best evidence that would have supported the statement but holds a date's year without its day. */
    Candidate bestUndated;

    /** The statement's terms that are a day of a month ("9 November" of "9 November 1989"), read once. */
    private final BitSet days = new BitSet();

    Choice(Terms terms) {
        this.terms = terms;
        for (int i = 0; i < terms.keys.size(); i++) {
            days.set(i, Dates.day(terms.keys.get(i)));
        }
    }

    void offer(Candidate c) {
        if (!c.holdsHalfTheNumbers(terms)) {
            if (bestIneligible == null || BETTER.compare(c, bestIneligible) < 0) {
                bestIneligible = c;
            }
        } else if (best == null || BETTER.compare(c, best) < 0) {
            if (!agreesOnNegation(c, terms)) {
                if (bestWithoutNegation == null || BETTER.compare(c, bestWithoutNegation) < 0) {
                    bestWithoutNegation = c;
                }
                return;
            }
            Contrast contrasting = c.coverage() >= SupportFinder.SUPPORTED_FROM ? terms.contrast(c) : null;
            if (contrasting != null) {
                if (bestContrasting == null || BETTER.compare(c, bestContrasting) < 0) {
                    bestContrasting = c;
                    contrast = contrasting;
                }
            } else if (!holdsItsDays(c)) {
                if (bestUndated == null || BETTER.compare(c, bestUndated) < 0) {
                    bestUndated = c; // "fell in 1989" does not date "fell on 9 November 1989"
                }
            } else {
                best = c;
            }
        }
    }

    /** Whether the statement fails only for want of a negation: evidence without one would have supported it. */
    boolean negationMissing() {
        return bestWithoutNegation != null && bestWithoutNegation.coverage() >= SupportFinder.SUPPORTED_FROM
                && !bestReaches();
    }

    /** Whether the statement fails because the evidence that covers it names another fact. */
    boolean contrasted() {
        return bestContrasting != null && !bestReaches();
    }

    /** Whether the statement fails because the evidence that covers it gives the year of its date but not the day. */
    boolean undated() {
        return bestUndated != null && bestUndated.coverage() >= SupportFinder.SUPPORTED_FROM && !bestReaches();
    }

    /**
     * The best evidence that may support the statement; where none reaches the threshold, a date's year without its day
     * is among them, as the best match a "no" names.
     */
    Candidate bestEligible() {
        boolean undatedBetter = bestUndated != null && (best == null || BETTER.compare(bestUndated, best) < 0);
        return undatedBetter && !bestReaches() ? bestUndated : best;
    }

    /** Whether the evidence holds the day of each date the statement gives. */
    private boolean holdsItsDays(Candidate c) {
        BitSet missing = (BitSet) days.clone();
        missing.andNot(c.found());
        return missing.isEmpty();
    }

    private boolean bestReaches() {
        return best != null && best.coverage() >= SupportFinder.SUPPORTED_FROM;
    }

    /**
     * A negated statement ("was not released") needs a negation cue in its evidence. Only this direction is checked:
     * a cue in the evidence of a statement without one is too often about something else ("would not start the
     * race" for "was hired to replace him"), which the dev set measured as a loss.
     */
    private static boolean agreesOnNegation(Candidate c, Terms terms) {
        return !terms.negated || c.first().negated() || (c.second() != null && c.second().negated())
                || PrefixNegation.denies(terms, c.first()) || PrefixNegation.denies(terms, c.second());
    }
}
