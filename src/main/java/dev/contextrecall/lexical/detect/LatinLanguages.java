package dev.contextrecall.lexical.detect;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Which Latin-script language a text is in, from its function words and the letters only one language writes:
 * English, German, Spanish, French, Italian, Portuguese, Romanian and Turkish. Each language's frequent short words
 * count one each; the language with the most wins when it has at least two and more than any other. Short or mixed
 * text stays undetermined rather than guessed.
 */
public final class LatinLanguages {

    /** Frequent function words of each language (folded to lower case, accents kept). */
    private static final Map<String, Set<String>> WORDS = Map.of(
            "en", Set.of("the", "of", "and", "to", "is", "was", "for", "that", "with", "by", "on", "he", "she", "it",
                    "his", "her", "from", "at", "which", "were", "are", "has", "have", "had", "this", "an", "be", "not",
                    "or", "but", "who", "their", "after", "its", "they", "been", "also", "as"),
            "de", Set.of("der", "die", "das", "und", "ist", "nicht", "mit", "dem", "den", "des", "ein", "eine", "einer",
                    "eines", "einem", "im", "zum", "zur", "wurde", "wurden", "sich", "auf", "für", "auch", "bei", "nach",
                    "aus", "wird", "werden", "oder", "durch", "über", "sind", "waren", "von", "zu", "am", "vom", "war",
                    "hat", "er", "sie", "es", "dass", "wie", "noch", "nur", "seine", "ihre"),
            "es", Set.of("el", "la", "los", "las", "de", "del", "y", "en", "que", "por", "con", "para", "una", "un", "se",
                    "su", "sus", "es", "fue", "como", "al", "lo", "más", "pero", "entre", "sobre", "también", "fueron",
                    "desde", "hasta", "este", "esta", "muy", "sin"),
            "fr", Set.of("le", "la", "les", "des", "du", "de", "et", "est", "une", "un", "dans", "pour", "par", "sur",
                    "qui", "que", "au", "aux", "il", "elle", "était", "sont", "avec", "pas", "ont", "à", "été", "cette",
                    "ses", "leur"),
            "it", Set.of("il", "lo", "la", "gli", "le", "di", "del", "della", "dei", "e", "è", "un", "una", "per", "con",
                    "che", "nel", "nella", "alla", "da", "sono", "fu", "anche", "come", "questo", "non", "stato"),
            "pt", Set.of("o", "os", "as", "de", "do", "da", "dos", "das", "e", "em", "no", "na", "nos", "um", "uma",
                    "para", "com", "que", "por", "foi", "é", "são", "ao", "pelo", "pela", "seu", "sua", "também", "não"),
            "ro", Set.of("și", "şi", "în", "de", "la", "cu", "pe", "din", "un", "o", "este", "a", "al", "ale", "că",
                    "care", "fost", "sunt", "pentru", "mai", "iar", "după", "sau", "lui", "ei", "acest", "această",
                    "au", "fi", "fiind"),
            "tr", Set.of("ve", "bir", "bu", "da", "de", "ile", "için", "olarak", "olan", "en", "çok", "daha", "gibi",
                    "sonra", "ise", "kadar", "tarafından", "oldu", "veya", "ancak"));

    /** Letters only one of the languages writes (ê è à ù: French, unless the word is also Romanian). */
    private static final Map<Character, String> OWN_LETTERS = Map.ofEntries(
            Map.entry('ä', "de"), Map.entry('ö', "de"), Map.entry('ü', "de"), Map.entry('ß', "de"),
            Map.entry('ñ', "es"), Map.entry('¿', "es"), Map.entry('¡', "es"), Map.entry('ã', "pt"), Map.entry('õ', "pt"),
            Map.entry('ă', "ro"), Map.entry('ș', "ro"), Map.entry('ț', "ro"), Map.entry('ş', "ro"), Map.entry('ţ', "ro"),
            Map.entry('ê', "fr"), Map.entry('è', "fr"), Map.entry('à', "fr"), Map.entry('ù', "fr"));

    private LatinLanguages() {
    }

    /** The language, or "" (see "") when the evidence is too thin or split. */
    public static String guess(String text) {
        Map<String, int[]> score = new HashMap<>();
        WORDS.keySet().forEach(l -> score.put(l, new int[1]));
        for (String word : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{M}]+")) {
            WORDS.forEach((language, words) -> score.get(language)[0] += words.contains(word) ? 1 : 0);
            letters(word, score);
        }
        String best = "";
        int top = 0;
        int second = 0;
        for (Map.Entry<String, int[]> e : score.entrySet()) {
            int s = e.getValue()[0];
            if (s > top || s == top && best.compareTo(e.getKey()) > 0) {
                second = Math.max(top, second);
                top = s;
                best = e.getKey();
            } else {
                second = Math.max(second, s);
            }
        }
        return top >= 2 && top > second ? best : "";
    }

    /** Letters that one language of the set writes and the others do not: one point per word holding them. */
    private static void letters(String word, Map<String, int[]> score) {
        Set<String> languages = new HashSet<>(2);
        boolean romanianVowel = false;
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            String language = OWN_LETTERS.get(c);
            if (language != null) {
                languages.add(language);
            }
            romanianVowel |= c == 'â' || c == 'î';
        }
        if (romanianVowel || languages.contains("ro")) {
            languages.remove("fr"); // â and î are Romanian too; è, à in a Romanian word are not French evidence
        }
        languages.forEach(l -> score.get(l)[0]++);
    }
}
