package dev.contextrecall.lexical;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.support.DevSet;
import dev.contextrecall.support.MultilingualSet;

/**
 * The multilingual dev set's references are their gold statements joined, as each language writes them (no space
 * after 。 in Chinese), so the {@code sentences} splitter must give the gold statements back, word for word, in
 * every language: with the language given, and with it guessed from the script.
 */
class MultilingualSplitTest {

    /**
     * The two cases whose gold split is not a sentence split: a Greek reference that starts with "* " (read as a
     * bullet, so the marker is not part of the sentence), and a Romanian one whose gold keeps "povestirile. Și
     * geografii ..." as one statement.
     */
    private static final Map<String, String> GOLD_IS_NOT_A_SENTENCE_SPLIT = Map.of(
            "xquad-el-4071b65946", "the reference starts with a bullet marker",
            "xquad-ro-0a8a8c5233", "the gold joins two sentences");

    @Test
    void everyLanguageSplitsIntoItsGoldStatements() {
        assertSplits(true);
    }

    @Test
    void everyLanguageSplitsIntoItsGoldStatementsWithTheLanguageGuessed() {
        assertSplits(false);
    }

    private static void assertSplits(boolean languageGiven) {
        Map<String, int[]> exactByLanguage = new TreeMap<>();
        List<String> wrong = new ArrayList<>();
        for (JsonNode c : MultilingualSet.cases()) {
            String language = MultilingualSet.language(c);
            List<String> gold = DevSet.statements(c).stream().map(MultilingualSplitTest::lineBreaksAsSpaces).toList();
            List<String> split = SentenceSplitter.split(c.get("expected_output").asText(), languageGiven ? language : null);
            int[] counts = exactByLanguage.computeIfAbsent(language, l -> new int[2]);
            counts[1]++;
            if (split.equals(gold)) {
                counts[0]++;
            } else if (!GOLD_IS_NOT_A_SENTENCE_SPLIT.containsKey(c.get("id").asText())) {
                wrong.add(c.get("id").asText() + ": " + split + " instead of " + gold);
            }
        }
        System.out.println("Sentences split exactly into the gold statements, language "
                + (languageGiven ? "given" : "guessed from the script") + ":");
        exactByLanguage.forEach((language, counts) -> System.out.printf("  %s %d of %d%n", language, counts[0], counts[1]));
        assertEquals(MultilingualSet.LANGUAGES, List.copyOf(exactByLanguage.keySet()), "languages of the set");
        assertTrue(wrong.isEmpty(), wrong.size() + " references split wrongly:\n" + String.join("\n", wrong));
    }

    /** A reference line broken inside a sentence ("compressed O\n2.") is joined with a space when it is split. */
    private static String lineBreaksAsSpaces(String statement) {
        return statement.replace("\r\n", " ").replace('\n', ' ');
    }
}
