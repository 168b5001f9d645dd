package dev.contextrecall.metric.attribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.support.MultilingualSet;
import dev.contextrecall.testcase.ContextNode;

/**
 * In the multilingual dev set a supported statement stands word for word in a chunk and an unsupported one in
 * none, so quoting the statement must verify against all the chunks exactly when it is supported, in every script.
 */
class MultilingualQuotesTest {

    @Test
    void aStatementQuotedVerbatimVerifiesExactlyWhenItIsSupported() {
        Map<String, int[]> byLanguage = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        for (JsonNode c : MultilingualSet.cases()) {
            List<ContextNode> nodes = new ArrayList<>();
            c.get("retrieval_context").forEach(t -> nodes.add(new ContextNode(t.asText(), null, null)));
            List<Integer> all = IntStream.range(0, nodes.size()).boxed().toList();
            int[] counts = byLanguage.computeIfAbsent(MultilingualSet.language(c), l -> new int[2]);
            for (JsonNode s : c.get("gold_statements")) {
                boolean supported = s.get("supported").asBoolean();
                boolean verified = EvidenceCheck.verified(s.get("statement").asText(), all, nodes);
                counts[1]++;
                if (verified == supported) {
                    counts[0]++;
                } else {
                    wrong.add(c.get("id").asText() + (supported ? " does not verify: " : " verifies: ") + s.get("statement"));
                }
            }
        }
        System.out.println("Statements whose verbatim quote verifies exactly when supported:");
        byLanguage.forEach((language, counts) -> System.out.printf("  %s %d of %d%n", language, counts[0], counts[1]));
        assertEquals(MultilingualSet.LANGUAGES, List.copyOf(byLanguage.keySet()));
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    /** Chinese has no spaces: a quote that starts and ends inside a sentence (not inside a number
     * or a Latin word) verifies too. */
    @Test
    void aChineseQuoteFromInsideASupportedStatementVerifies() {
        int checked = 0;
        for (JsonNode c : MultilingualSet.cases()) {
            if (!MultilingualSet.language(c).equals("zh")) {
                continue;
            }
            List<ContextNode> nodes = new ArrayList<>();
            c.get("retrieval_context").forEach(t -> nodes.add(new ContextNode(t.asText(), null, null)));
            List<Integer> all = IntStream.range(0, nodes.size()).boxed().toList();
            for (JsonNode s : c.get("gold_statements")) {
                String statement = s.get("statement").asText();
                if (s.get("supported").asBoolean() && statement.length() > 12) {
                    int from = 3;
                    int to = statement.length() - 4;
                    while (from > 0 && spaced(statement.charAt(from - 1)) && spaced(statement.charAt(from))) {
                        from--; // numbers and Latin words are whole words
                    }
                    while (spaced(statement.charAt(to - 1)) && spaced(statement.charAt(to))) {
                        to++;
                    }
                    String inside = statement.substring(from, to);
                    assertTrue(EvidenceCheck.verified(inside, all, nodes), c.get("id").asText() + ": " + inside);
                    checked++;
                }
            }
        }
        assertTrue(checked > 50, checked + " quotes checked");
    }

    /** A letter or digit of a word written between spaces (a number, a Latin word) rather than of Chinese. */
    private static boolean spaced(char c) {
        return Character.isLetterOrDigit(c) && Character.UnicodeScript.of(c) != Character.UnicodeScript.HAN;
    }
}
