package dev.contextrecall.lexical;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

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

    /** Joins between parts, as the measured languages write them. */
    private static final String[] JOINS = { " and ", ", ", "; ", " y ", " und ", " et ", " и ", " और ", ", and ",
        " but ", " pero ", " но " };

    private static final String[] LANGUAGES = { null, "en", "de", "fr", "es", "it", "pt", "ro", "ru", "el", "tr", "vi",
        "hi", "zh", "ja", "th" };

    @Test
    void sentencesOfPartsSideBySideInAnyLanguageAreJudged() {
        // parts that share words after a figure or word of their own, joined by "and", a comma or "but", from the
        // development sets' words: the readers of parallel parts index words around pairs
        List<String> words = new ArrayList<>();
        List<JsonNode> cases = new ArrayList<>(DevSet.cases());
        cases.addAll(MultilingualSet.cases());
        cases.forEach(c -> words.addAll(List.of(c.get("expected_output").asText().split("\\s+"))));
        Random random = new Random(26);
        for (int i = 0; i < 3000; i++) {
            List<String> shared = pick(words, random, 1 + random.nextInt(3));
            List<List<String>> parts = new ArrayList<>();
            StringBuilder chunk = new StringBuilder(String.join(" ", pick(words, random, random.nextInt(4))));
            for (int p = 0; p < 2 + random.nextInt(3); p++) {
                List<String> part = new ArrayList<>();
                part.add(random.nextBoolean() ? String.valueOf(random.nextInt(3000)) : pick(words, random, 1).get(0));
                part.addAll(shared);
                part.addAll(pick(words, random, random.nextInt(4)));
                parts.add(part);
                chunk.append(p == 0 ? " " : JOINS[random.nextInt(JOINS.length)]).append(String.join(" ", part));
            }
            List<String> said = new ArrayList<>(parts.get(random.nextInt(parts.size())).subList(0, 1 + shared.size()));
            said.addAll(pick(parts.get(random.nextInt(parts.size())), random, 1 + random.nextInt(2)));
            String sentence = String.join(" ", said) + ".";
            String language = LANGUAGES[random.nextInt(LANGUAGES.length)];
            assertDoesNotThrow(() -> new SupportFinder(List.of(chunk.toString()), language).find(sentence),
                    sentence + " | " + chunk + " | " + language);
        }
        // two that failed: a name's article walked back past the statement's start, Vietnamese pairs overlapping
        assertDoesNotThrow(() -> new SupportFinder(List.of("में 634 को in गीगाटन bazı hotel; The को in Quốc las; 2274 को"
                + " in mắc the Christopher, 2633 को in Sunday"), "hi").find("The को in Sunday."));
        assertDoesNotThrow(() -> new SupportFinder(List.of("ένα République. Medikament was und и 0.37 Medikament system"
                + " Meta. In y Marie Medikament"), "vi").find("Marie Medikament Marie Medikament."));
    }

    private static List<String> pick(List<String> words, Random random, int count) {
        List<String> picked = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            picked.add(words.get(random.nextInt(words.size())));
        }
        return picked;
    }
}
