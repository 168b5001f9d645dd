package dev.contextrecall.lexical;

import java.util.Arrays;
import java.util.Optional;

/** The string similarity that decides whether a reference context was retrieved (no judge involved). */
public enum SimilarityMeasure {
    LEVENSHTEIN,
    JARO_WINKLER,
    HAMMING;

    public String wireName() {
        return name().toLowerCase();
    }

    public static Optional<SimilarityMeasure> fromWire(String value) {
        return Arrays.stream(values()).filter(m -> m.wireName().equals(value)).findFirst();
    }
}
