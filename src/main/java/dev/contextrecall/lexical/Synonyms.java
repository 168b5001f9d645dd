package dev.contextrecall.lexical;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Words put in another's place that say no other fact: verbs that name the same act in the facts references state
 * ("won" and "was awarded" a prize, "completed" and "finished" a tower, "founded" and "established" a company), and
 * a word for persons in general ("5,000 people" counts the "5,000 employees" or "spectators" of the same sentence as
 * often as not); a form of "to be" for another, or for a verb that says an amount ("es" for "asciende a"); a verb
 * with a short ending more ("ging", "gingen"). {@link Contrast} does not read such a pair as another fact; coverage then weighs the sentence (a
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
            List.of("hold", "host"),
            List.of("lower", "reduce", "decrease", "cut", "lessen"),
            List.of("raise", "increase", "boost"),
            List.of("gross", "earn", "take"),
            List.of("worth", "valued", "priced"),
            List.of("floor", "storey", "story"),
            List.of("pass", "approve", "adopt", "enact"),
            List.of("remove", "drop", "discontinue"),
            List.of("allow", "permit"),
            List.of("reach", "grow", "rise", "climb"),
            List.of("largest", "biggest"), List.of("large", "big"), List.of("tallest", "highest"),
            List.of("times", "occasions"), List.of("employees", "staff", "workers", "personnel"));

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
    static boolean noOtherFact(String said, String instead, String language) {
        return PEOPLE.contains(Tokenizer.fold(said)) || PEOPLE.contains(Tokenizer.fold(instead)) || same(said, instead)
                || copula(said, language) && (copula(instead, language) || AMOUNTS.contains(Tokenizer.fold(instead)))
                || language != null && !"en".equals(language) && inflected(said, instead);
    }

    /**
     * Whether one word is the other with an ending of at most two letters, both written small: "ging" and "gingen",
     * "parle" and "parlent" say the same verb for one or many, which the light stemmer does not bring together. Not
     * in English, whose endings the stemmer reads and where "plan" and "plane" are two words.
     */
    private static boolean inflected(String said, String instead) {
        String a = said.length() <= instead.length() ? said : instead;
        String b = a == said ? instead : said;
        return a.length() >= 4 && b.length() - a.length() <= 2 && b.startsWith(a) && a.indexOf(' ') < 0
                && b.indexOf(' ') < 0 && Character.isLowerCase(a.codePointAt(0)) && b.chars().allMatch(Character::isLetter);
    }

    /**
     * The forms of "to be" of the languages with no function-word list (English's are function words already): "es"
     * for "fue", "été" for "fut" says a tense, not another fact.
     */
    private static final Map<String, java.util.Set<String>> COPULAS = Map.of(
            "es", Tokenizer.folded("es", "son", "era", "eran", "fue", "fueron", "ha sido", "sido"),
            "fr", Tokenizer.folded("est", "sont", "était", "étaient", "été", "fut", "furent", "a été"),
            "it", Tokenizer.folded("è", "sono", "era", "erano", "fu", "furono", "stato", "stata"),
            "pt", Tokenizer.folded("é", "são", "era", "eram", "foi", "foram", "sido"),
            "de", Tokenizer.folded("ist", "sind", "war", "waren", "wurde", "wurden"),
            "ro", Tokenizer.folded("este", "sunt", "era", "erau", "fost", "a fost"),
            "nl", Tokenizer.folded("is", "zijn", "was", "waren", "werd", "werden"));

    /** Verbs that say an amount as "is" does: "asciende a", "beträgt", "s'élève à", "ammonta a", "составляет". */
    private static final java.util.Set<String> AMOUNTS = Tokenizer.folded("asciende", "ascendía", "ascendió",
            "beträgt", "betrug", "élève", "s'élève", "ammonta", "ammontava", "ascende", "totaliza", "ridică",
            "bedraagt", "bedroeg");

    private static boolean copula(String words, String language) {
        java.util.Set<String> copulas = language == null ? null : COPULAS.get(language);
        return copulas != null && copulas.contains(Tokenizer.fold(words.trim().replaceAll("\\s+", " ")));
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
