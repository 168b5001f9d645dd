package dev.contextrecall.support;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

/** The human-labelled dev set (data/context-recall-dev.jsonl in the repository), one case a line. */
public final class DevSet {

    /** Relative to the working directory, which is the project directory under Surefire. */
    public static final Path FILE = Path.of("data", "context-recall-dev.jsonl");

    private DevSet() {
    }

    public static List<JsonNode> cases() {
        return Json.readLines(FILE, "dev set");
    }

    /**
     * The ids of the held-out split: within each source, the cases ordered by the SHA-256 of their id (lower-case
     * hex), the first half (rounded down). Tuning the offline judge uses only the other cases; the held-out ones
     * are only measured.
     */
    public static Set<String> heldOutIds(List<JsonNode> cases) {
        Set<String> heldOut = new HashSet<>();
        for (boolean hotpotQa : new boolean[] { true, false }) {
            List<String> ids = cases.stream().filter(c -> isHotpotQa(c) == hotpotQa).map(c -> c.get("id").asText())
                    .sorted(Comparator.comparing(DevSet::sha256)).toList();
            heldOut.addAll(ids.subList(0, ids.size() / 2));
        }
        return heldOut;
    }

    static String sha256(String id) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(id.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public static boolean isHotpotQa(JsonNode c) {
        return c.path("source").asText().startsWith("HotpotQA") || c.path("id").asText().startsWith("hotpotqa");
    }

    /** The labelled statements, in order. */
    public static List<String> statements(JsonNode c) {
        List<String> out = new ArrayList<>();
        c.get("gold_statements").forEach(s -> out.add(s.get("statement").asText()));
        return out;
    }

    /** A 0-based node and a verbatim sentence of it. */
    public record Evidence(int node, String quote) {
    }

    /** The node sentence sharing most words with the statement (first one on ties): a span the evidence check finds. */
    public static Evidence evidence(String statement, List<String> nodes) {
        Set<String> words = words(statement);
        Evidence best = null;
        long bestShared = -1;
        for (int n = 0; n < nodes.size(); n++) {
            // Cut after ., ! or ?, but not after an initial ("Michael P. Fay"): the pieces stay verbatim spans.
            for (String sentence : nodes.get(n).split("(?<=[.!?])(?<!\\b\\p{Lu}\\.)\\s+")) {
                String quote = sentence.strip();
                long shared = words(quote).stream().filter(words::contains).count();
                if (quote.codePoints().anyMatch(Character::isLetterOrDigit) && shared > bestShared) {
                    best = new Evidence(n, quote);
                    bestShared = shared;
                }
            }
        }
        return best;
    }

    private static Set<String> words(String text) {
        return new HashSet<>(Arrays.asList(text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")));
    }
}
