package dev.contextrecall.lexical;

import java.util.Map;
import java.util.Set;

/** English function words: they hold a sentence together but say nothing about whether a node supports it. */
final class StopWords {

    private StopWords() {
    }

    private static final Set<String> WORDS = Set.of(
            "a", "an", "the", "this", "that", "these", "those", "such", "some", "any", "each", "every", "all", "both",
            "either", "neither", "other", "another", "own", "same", "which", "who", "whom", "whose", "what", "when",
            "where", "why", "how", "whether", "i", "me", "my", "mine", "we", "us", "our", "ours", "you", "your", "yours",
            "he", "him", "his", "she", "her", "hers", "it", "its", "they", "them", "their", "theirs", "himself",
            "herself", "itself", "themselves", "one", "ones", "is", "are", "was", "were", "be", "been", "being", "am",
            "has", "have", "had", "having", "do", "does", "did", "doing", "done", "will", "would", "shall", "should",
            "can", "could", "may", "might", "must", "of", "in", "on", "at", "by", "for", "with", "about", "against",
            "between", "into", "through", "during", "before", "after", "above", "below", "to", "from", "up", "down",
            "out", "off", "over", "under", "again", "further", "then", "once", "here", "there", "and", "but", "or",
            "nor", "so", "than", "too", "very", "just", "also", "as", "if", "because", "while", "until", "since",
            "although", "though", "yet", "not", "no", "never", "only", "more", "most", "less", "least", "many", "much",
            "few", "several", "within", "without", "upon", "via", "per", "among", "along", "across", "around",
            "behind", "beyond", "despite", "toward", "towards", "onto", "like", "well", "even", "still", "already",
            "now", "later", "s", "t", "dont", "didnt", "doesnt", "isnt", "wasnt", "werent", "hasnt", "havent", "hadnt",
            "wont", "cant", "couldnt", "shouldnt", "wouldnt", "got", "get", "gets", "became", "become", "becomes", "vs",
            "versus", "v");

    /**
     * English function words that are content words in a language written with the same letters, as the tokenizer
     * folds them: French "or" (gold, "la médaille d'or") and "an" (year), Romanian "an" (year), Turkish "on" (ten)
     * and "iş" (work), Spanish "once" (eleven).
     */
    private static final Map<String, Set<String>> CONTENT_IN = Map.of("fr", Set.of("or", "an"), "ro", Set.of("an"),
            "tr", Set.of("on", "is"), "es", Set.of("once"));

    static boolean contains(String word) {
        return WORDS.contains(word);
    }

    /**
     * The key of a function word in text of that language: Portuguese "no" is "em" and "o" ("no Brasil", "in
     * Brazil"), French "dont" is "of which" ("dont 2 000 en France"); keyed "em" and "de", so that neither is read as
     * the denial "no" of English and Spanish, or "don't" written without its apostrophe ({@link Negation}).
     */
    static String key(String word, String language) {
        return "pt".equals(language) && word.equals("no") ? "em" : "fr".equals(language) && word.equals("dont") ? "de"
                : word;
    }

    /** Whether the word is a function word in text of that language (null: undetermined, read as English). */
    static boolean contains(String word, String language) {
        return WORDS.contains(word)
                && (language == null || !CONTENT_IN.getOrDefault(language, Set.of()).contains(word));
    }

    /**
     * Auxiliaries, which a verb takes or leaves by its voice or tense ("Curie was born in" and "Curie died in",
     * Romanian "s-a născut" and "a murit"), and a one-letter clitic written onto the next word ("s-", "l'").
     */
    private static final java.util.regex.Pattern AUXILIARY_OR_CLITIC = java.util.regex.Pattern.compile(
            "(?<!\\p{L})\\p{L}[-'’](?=\\p{L})|\\p{L}+");

    /** What stands between two words ({@link Contrast#gap}) less its auxiliaries and clitics. */
    static String withoutAuxiliaries(String gap) {
        return AUXILIARY_OR_CLITIC.matcher(gap).replaceAll(m -> {
            String word = m.group();
            boolean clitic = word.length() == 2 && !Character.isLetter(word.charAt(1));
            return clitic || AUXILIARIES.contains(word) || Negation.auxiliaryWord(Tokenizer.fold(word)) ? "" : word;
        }).replaceAll("\\s+", " ").strip();
    }

    /** Whether an English word is an auxiliary verb ("has", "was"). */
    static boolean auxiliary(String word) {
        return AUXILIARIES.contains(word.toLowerCase(java.util.Locale.ROOT));
    }

    private static final Set<String> AUXILIARIES = Set.of("is", "are", "was", "were", "be", "been", "has", "have",
            "had");
}
