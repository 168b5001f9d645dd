package dev.contextrecall.lexical;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Words put in another's place that say no other fact: verbs that name the same act in the facts references state
 * ("won" and "was awarded" a prize, "completed" and "finished" a tower, "founded" and "established" a company), and
 * a word for persons in general ("5,000 people" counts the "5,000 employees" or "spectators" of the same sentence as
 * often as not). {@link Contrast} does not read such a pair as another fact; coverage then weighs the sentence (a
 * "Partly" yes naming the word). Only contrasts are read with these lists: a synonym never counts as a word found.
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

    /** Words for persons in general, folded, in the measured languages. */
    private static final java.util.Set<String> PEOPLE = Tokenizer.folded("people", "persons", "individuals",
            "personnes", "personas", "personen", "menschen", "leute", "persone", "pessoas", "persoane", "oameni",
            "человек", "людей", "люди", "άτομα", "ανθρώπους", "άνθρωποι", "kişi", "insan", "लोग", "लोगों", "người",
            "أشخاص", "شخص", "คน");

    /** Whether the evidence's words in the place of the statement's say no other fact: the same act, or persons. */
    static boolean noOtherFact(String said, String instead) {
        return PEOPLE.contains(Tokenizer.fold(said)) || PEOPLE.contains(Tokenizer.fold(instead)) || same(said, instead);
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
