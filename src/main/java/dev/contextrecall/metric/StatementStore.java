package dev.contextrecall.metric;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dev.contextrecall.digest.Sha256;

/**
 * Where an evaluation run keeps the statements the judge extracted from each reference, so that a re-run scores
 * against exactly the same denominator with one judge call per case. A key names the question, the reference, the
 * judge model and the prompt version: a change to any of them extracts afresh.
 */
public interface StatementStore {

    /** No store: every case extracts its statements (single requests). */
    StatementStore NONE = new StatementStore() {
        @Override
        public Optional<List<String>> recall(String key) {
            return Optional.empty();
        }

        @Override
        public void remember(String key, List<String> statements) {
        }
    };

    Optional<List<String>> recall(String key);

    void remember(String key, List<String> statements);

    /** SHA-256 over the four parts, each length-prefixed so that no two different tuples share a key. */
    static String key(String input, String reference, String model, String promptVersion) {
        List<byte[]> prefixed = new ArrayList<>();
        for (String part : new String[] { input, reference, model, promptVersion }) {
            byte[] bytes = String.valueOf(part).getBytes(StandardCharsets.UTF_8);
            prefixed.add((bytes.length + ":").getBytes(StandardCharsets.US_ASCII));
            prefixed.add(bytes);
        }
        return Sha256.hex(prefixed.toArray(byte[][]::new));
    }
}
