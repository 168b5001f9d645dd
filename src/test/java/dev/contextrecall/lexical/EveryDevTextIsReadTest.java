package dev.contextrecall.lexical;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

import dev.contextrecall.support.DevSet;
import dev.contextrecall.support.MultilingualSet;

/**
 * Every reference and chunk of the development sets, in its language and with none given, is read and judged
 * without an exception: the readers of figures, dates and bounds look at tokens around them (Chinese character pairs
 * overlap, a day is keyed with its month), and one slip there would fail a request with an error, not a verdict.
 */
class EveryDevTextIsReadTest {

    @Test
    void everyReferenceAndChunkIsReadAndJudged() {
        List<JsonNode> cases = new ArrayList<>(DevSet.cases());
        cases.addAll(MultilingualSet.cases());
        for (JsonNode c : cases) {
            String language = c.get("id").asText().startsWith("xquad-") ? MultilingualSet.language(c) : "en";
            List<String> chunks = new ArrayList<>();
            c.get("retrieval_context").forEach(n -> chunks.add(n.isTextual() ? n.asText() : n.path("text").asText()));
            for (String given : new String[] { language, null }) {
                assertDoesNotThrow(() -> {
                    SupportFinder finder = new SupportFinder(chunks, given);
                    SentenceSplitter.split(c.get("expected_output").asText(), given).forEach(finder::find);
                }, c.get("id").asText());
            }
        }
    }

    @Test
    void aSentenceWritingChineseAndEnglishTogetherIsJudged() {
        // a rank in the English part was read clause by clause across the overlapping Chinese pairs: an error
        for (String chunk : List.of("第十季 Naples is the third-largest city in Italy.",
                "第十季 珀尔·麦基饰演的比尔 将会出场。 Naples is the third-largest city in Italy.")) {
            Support s = new SupportFinder(List.of(chunk), "en").find("It is the largest city in Italy.");
            assertFalse(s.supported(), chunk);
        }
    }
}
