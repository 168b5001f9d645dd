package dev.contextrecall.judge.llm;

/** What the holistic call returns: how much of the reference the nodes cover, 0 to 1, and why. */
public record HolisticRating(Double score, String reason) {
}
