package dev.contextrecall.lexical;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Pronouns, articles and postpositions of the measured languages that have no function-word list of their own (the
 * tokenizer drops English ones): words that point at a fact's subject or hold a phrase together, never the word
 * that makes a fact this one rather than a neighbour. "Она родилась в Варшаве" is not contradicted by "Мария
 * родилась в Варшаве", nor "उनका जन्म" by "मैरी क्यूरी का जन्म".
 */
final class Pronouns {

    private static final Map<String, Set<String>> WORDS = Map.ofEntries(
            Map.entry("de", Set.of("ich", "du", "er", "sie", "es", "wir", "ihr", "ihm", "ihn", "ihnen", "sein", "seine",
                    "seiner", "seinen", "seinem", "ihre", "ihrer", "ihren", "ihrem", "der", "die", "das", "den", "dem",
                    "des", "ein", "eine", "einer", "einen", "einem", "eines")),
            Map.entry("es", Set.of("él", "ella", "ellos", "ellas", "su", "sus", "lo", "la", "le", "les", "se", "el",
                    "los", "las", "un", "una", "del", "al")),
            Map.entry("fr", Set.of("il", "elle", "ils", "elles", "son", "sa", "ses", "leur", "leurs", "le", "la", "les",
                    "un", "une", "lui", "du", "des", "au", "aux", "l'")),
            Map.entry("it", Set.of("lui", "lei", "egli", "ella", "loro", "suo", "sua", "suoi", "sue", "il", "lo", "la",
                    "i", "gli", "le", "un", "una", "uno", "l'", "al", "allo", "alla", "ai", "agli", "alle", "all'",
                    "del", "dello", "della", "dei", "degli", "delle", "dell'", "nel", "nella", "nei", "nell'")),
            Map.entry("pt", Set.of("ele", "ela", "eles", "elas", "seu", "sua", "seus", "suas", "o", "a", "os", "as",
                    "um", "uma", "dele", "dela", "do", "da", "dos", "das", "ao", "aos", "à", "às")),
            Map.entry("ro", Set.of("el", "ea", "ei", "ele", "său", "sa", "săi", "sale", "lui", "lor", "un", "o")),
            Map.entry("nl", Set.of("hij", "zij", "ze", "het", "zijn", "haar", "hun", "de", "een")),
            Map.entry("pl", Set.of("on", "ona", "ono", "oni", "one", "jego", "jej", "ich", "jemu")),
            Map.entry("tr", Set.of("o", "onlar", "onun", "onların", "ona", "onu", "bu", "şu", "bir")),
            Map.entry("ru", Set.of("он", "она", "оно", "они", "его", "её", "ее", "их", "ему", "ей", "им", "него",
                    "неё", "нее", "них")),
            Map.entry("el", Set.of("αυτός", "αυτή", "αυτό", "αυτοί", "αυτές", "του", "της", "των", "τον", "την",
                    "το", "ο", "η", "οι", "τα", "ένας", "μια", "ένα")),
            Map.entry("hi", Set.of("वह", "वे", "यह", "ये", "उसका", "उसकी", "उसके", "उनका", "उनकी", "उनके", "उसने",
                    "उन्होंने", "का", "की", "के", "में", "से", "को", "ने", "पर", "है", "हैं", "था", "थी", "थे")),
            Map.entry("ar", Set.of("هو", "هي", "هم", "هن", "له", "لها", "لهم", "في", "من", "على", "إلى", "عن")));

    private Pronouns() {
    }

    /** Whether a word, in lower case, is one of {@code language}'s pronouns, articles or postpositions. */
    static boolean contains(String word, String language) {
        Set<String> words = language == null ? null : WORDS.get(language);
        return words != null && words.contains(word);
    }

    /** A gap between two words ({@link Contrast#gap}) less this language's pronouns, articles and postpositions. */
    static String without(String gap, String language) {
        Set<String> words = language == null ? null : WORDS.get(language);
        if (words == null || gap.isEmpty()) {
            return gap;
        }
        StringBuilder kept = new StringBuilder();
        for (String w : gap.split(" ")) {
            if (!words.contains(w)) {
                kept.append(kept.length() == 0 ? "" : " ").append(w);
            }
        }
        return kept.toString();
    }

    /** Whether each of these tokens of {@code text} is one of {@code language}'s pronouns, articles or postpositions. */
    static boolean all(String text, List<Token> tokens, String language) {
        Set<String> words = language == null ? null : WORDS.get(language);
        return words != null && !tokens.isEmpty() && tokens.stream()
                .allMatch(t -> words.contains(text.substring(t.start(), t.end()).toLowerCase(Locale.ROOT)));
    }
}
