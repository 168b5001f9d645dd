package dev.contextrecall.lexical;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Verbs that name the same act in the facts references state: "won" and "was awarded" a prize, "completed" and
 * "finished" a tower, "founded" and "established" a company. One put in the other's place is no other fact, so
 * {@link Contrast} does not read it as one; coverage then weighs the sentence (a "Partly" yes naming the word). Only
 * contrasts are read with this list: a synonym never counts as a word found.
 */
final class Synonyms {

    private Synonyms() {
    }

    /** Each group one act, in English; written as verbs are, read through {@link Stemmer#lemma}. */
    private static final List<List<String>> GROUPS = List.of(
            List.of("win", "won", "awarded", "receive", "earned", "gained", "obtained", "share", "claim", "capture",
                    "secure", "clinch"),
            List.of("award", "present", "give", "grant", "confer", "bestow"),
            List.of("complete", "finish", "conclude"),
            List.of("found", "establish", "create", "form", "start", "launch"),
            List.of("build", "construct", "erect"),
            List.of("begin", "start", "commence"),
            List.of("write", "author", "pen", "compose"),
            List.of("buy", "acquire", "purchase"),
            List.of("lead", "head", "run", "direct", "manage"),
            List.of("open", "inaugurate"),
            List.of("marry", "wed"),
            List.of("die", "perish"),
            List.of("show", "display", "exhibit"),
            List.of("hold", "host"));

    private static final Map<String, List<Integer>> GROUP_OF = new HashMap<>();

    static {
        for (int g = 0; g < GROUPS.size(); g++) {
            for (String word : GROUPS.get(g)) {
                GROUP_OF.computeIfAbsent(Stemmer.lemma(word, "en"), k -> new java.util.ArrayList<>()).add(g);
            }
        }
    }

    /** Whether two words, each one word as written, name the same act. */
    static boolean same(String said, String instead) {
        if (said.indexOf(' ') >= 0 || instead.indexOf(' ') >= 0) {
            return false;
        }
        List<Integer> a = GROUP_OF.get(Stemmer.lemma(Tokenizer.fold(said), "en"));
        List<Integer> b = GROUP_OF.get(Stemmer.lemma(Tokenizer.fold(instead), "en"));
        return a != null && b != null && a.stream().anyMatch(b::contains);
    }
}
