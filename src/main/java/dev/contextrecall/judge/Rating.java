package dev.contextrecall.judge;

/** A checked holistic rating: how much of the reference the nodes cover, from 0 to 1, and the judge's reason. */
public record Rating(double score, String reason) {
}
