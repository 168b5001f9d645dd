package dev.contextrecall.lexical.detect;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Which Latin-script language a text is in: English, German, Spanish, French, Italian, Portuguese, Dutch, Polish,
 * Romanian, Turkish or Vietnamese. Each language scores the likelihood of the text's letter trigrams
 * ({@link Trigrams}; names left out), plus {@link #WORD_WEIGHT} for each of its frequent function words (twice for one that no
 * other list holds) and each word holding a letter only it writes; the best wins when it leads the next by {@link #MARGIN}. A text of names only ("Gustave
 * Eiffel", "Paris, 1889") or too close to call stays undetermined rather than guessed.
 */
public final class LatinLanguages {

    /** Frequent function words of each language (folded to lower case, accents kept). */
    private static final Map<String, Set<String>> WORDS = Map.ofEntries(
            Map.entry("en", Set.of("the", "of", "and", "to", "is", "was", "for", "that", "with", "by", "on", "he",
                    "she", "it", "his", "her", "from", "at", "which", "were", "are", "has", "have", "had", "this",
                    "an", "be", "not", "or", "but", "who", "their", "after", "its", "they", "been", "also", "as", "in",
                    "can", "will", "would", "should", "must", "than", "there", "into", "these", "those", "when",
                    "while", "about", "only", "more", "most", "other", "each", "all", "any", "per")),
            Map.entry("de", Set.of("der", "die", "das", "und", "ist", "nicht", "mit", "dem", "den", "des", "ein",
                    "eine", "einer", "eines", "einem", "im", "zum", "zur", "wurde", "wurden", "sich", "auf", "für",
                    "auch", "bei", "nach", "aus", "wird", "werden", "oder", "durch", "über", "sind", "waren", "von",
                    "zu", "am", "vom", "war", "hat", "er", "sie", "es", "dass", "wie", "noch", "nur", "seine", "ihre")),
            Map.entry("es", Set.of("el", "la", "los", "las", "de", "del", "y", "en", "que", "por", "con", "para",
                    "una", "un", "se", "su", "sus", "es", "fue", "como", "al", "lo", "más", "pero", "entre", "sobre",
                    "también", "fueron", "desde", "hasta", "este", "esta", "muy", "sin", "dos")),
            Map.entry("fr", Set.of("le", "la", "les", "des", "du", "de", "et", "est", "une", "un", "dans", "pour",
                    "par", "sur", "qui", "que", "au", "aux", "il", "elle", "était", "sont", "avec", "pas", "ont", "à",
                    "été", "cette", "ses", "leur")),
            Map.entry("it", Set.of("il", "lo", "la", "gli", "le", "di", "del", "della", "dei", "e", "è", "un", "una",
                    "per", "con", "che", "nel", "nella", "alla", "da", "sono", "fu", "anche", "come", "questo", "non",
                    "stato")),
            Map.entry("pt", Set.of("o", "os", "as", "de", "do", "da", "dos", "das", "e", "em", "no", "na", "nos", "um",
                    "uma", "para", "com", "que", "por", "foi", "é", "são", "ao", "pelo", "pela", "seu", "sua",
                    "também", "não")),
            Map.entry("ro", Set.of("și", "şi", "în", "de", "la", "cu", "pe", "din", "un", "o", "este", "a", "al",
                    "ale", "că", "care", "fost", "sunt", "pentru", "mai", "iar", "după", "sau", "lui", "ei", "acest",
                    "această", "au", "fi", "fiind")),
            Map.entry("tr", Set.of("ve", "bir", "bu", "da", "de", "ile", "için", "olarak", "olan", "en", "çok", "daha",
                    "gibi", "sonra", "ise", "kadar", "tarafından", "oldu", "veya", "ancak")),
            Map.entry("nl", Set.of("de", "het", "een", "van", "en", "in", "is", "op", "te", "dat", "die", "voor",
                    "met", "zijn", "niet", "aan", "er", "ook", "als", "door", "bij", "werd", "worden", "naar", "om",
                    "maar")),
            Map.entry("pl", Set.of("i", "w", "na", "z", "się", "do", "nie", "że", "jest", "o", "to", "od", "po",
                    "przez", "oraz", "jak", "za", "był", "była", "było", "są", "ze", "dla")),
            Map.entry("vi", Set.of("của", "và", "là", "có", "được", "trong", "cho", "với", "các", "những", "một",
                    "người", "này", "đã", "không")));

    /**
     * Articles and other function words that French and Italian elide before a vowel, each a function word of its
     * languages: "L'hôtel compte 120 chambres." is French by its "l'", which the word lists cannot see.
     */
    private static final Map<String, List<String>> ELISIONS = Map.ofEntries(Map.entry("l", List.of("fr", "it")),
            Map.entry("d", List.of("fr", "it")), Map.entry("qu", List.of("fr")), Map.entry("n", List.of("fr")),
            Map.entry("s", List.of("fr")), Map.entry("j", List.of("fr")), Map.entry("c", List.of("fr")),
            Map.entry("jusqu", List.of("fr")), Map.entry("lorsqu", List.of("fr")), Map.entry("dell", List.of("it")),
            Map.entry("nell", List.of("it")), Map.entry("all", List.of("it")), Map.entry("dall", List.of("it")),
            Map.entry("sull", List.of("it")), Map.entry("un", List.of("it")), Map.entry("quest", List.of("it")));

    private static final java.util.regex.Pattern ELIDED = java.util.regex.Pattern.compile(
            "(?<![\\p{L}'’])(?i)(l|d|qu|n|s|j|c|jusqu|lorsqu|dell|nell|all|dall|sull|un|quest)['’]"
                    + "(?=[aeiouhàâéèêîôû])");

    /** For each function word, the languages whose list holds it. */
    private static final Map<String, List<String>> LANGUAGES_OF_WORD = new HashMap<>();

    static {
        WORDS.forEach((language, list) -> list.forEach(
                w -> LANGUAGES_OF_WORD.computeIfAbsent(w, k -> new java.util.ArrayList<>()).add(language)));
    }

    /** Letters only one of the languages writes (ê è à ù: French, unless the word is also Romanian). */
    private static final Map<Character, String> OWN_LETTERS = Map.ofEntries(
            Map.entry('ä', "de"), Map.entry('ö', "de"), Map.entry('ü', "de"), Map.entry('ß', "de"),
            Map.entry('ñ', "es"), Map.entry('¿', "es"), Map.entry('¡', "es"), Map.entry('ã', "pt"), Map.entry('õ', "pt"),
            Map.entry('ă', "ro"), Map.entry('ș', "ro"), Map.entry('ț', "ro"), Map.entry('ş', "ro"), Map.entry('ţ', "ro"),
            Map.entry('ê', "fr"), Map.entry('è', "fr"), Map.entry('à', "fr"), Map.entry('ù', "fr"),
            Map.entry('ı', "tr"), Map.entry('ğ', "tr"), Map.entry('ł', "pl"), Map.entry('ą', "pl"),
            Map.entry('ę', "pl"), Map.entry('ś', "pl"), Map.entry('ź', "pl"), Map.entry('ż', "pl"),
            Map.entry('ń', "pl"), Map.entry('ơ', "vi"), Map.entry('ư', "vi"), Map.entry('đ', "vi"));

    /**
     * What a function word or a word with a language's own letter adds to that language's log likelihood, and by how
     * much the best language must lead the next: chosen on the first 4 and 6 words of sentences (docs/languages.md,
     * bench/language-detection.sh).
     */
    static final double WORD_WEIGHT = 3;

    /** How many function words one counts that only one language's list holds. */
    static final int OWN_WORD = 2;

    private static final java.util.regex.Pattern NON_LETTERS = java.util.regex.Pattern.compile("[^\\p{L}\\p{M}]+");
    static final double MARGIN = 4;

    private LatinLanguages() {
    }

    /** The languages it tells apart: those of Latin script that the judge measures. */
    public static Set<String> names() {
        return WORDS.keySet();
    }

    /** Whether a word (lower case) is a frequent function word of one of the languages: "de", "con", "the". */
    public static boolean functionWord(String word) {
        return LANGUAGES_OF_WORD.containsKey(word);
    }

    /** The language, or "" when the text is names only or the evidence is too close to call. */
    public static String guess(String text) {
        Scores scores = Scores.of(text);
        return scores == null ? "" : scores.decided();
    }

    /**
     * Whether a short text (under {@link #FEW_LETTERS} letters, names left out) could as well be in {@code language}:
     * it holds a function word of that language and scores within {@link #SHORT_LEAD} of the best there. "Einstein met
     * Bohr in 1920." reads as Dutch ("met", "in") but could be English ("in"), and is when its chunks are; "Paris est
     * la capitale." holds no English function word and stays French whatever its chunks ({@link #leaning}).
     */
    public static boolean couldBe(String text, String language) {
        Scores scores = Scores.of(text);
        return scores != null && scores.few && scores.score.containsKey(language)
                && scores.top - scores.score.get(language) < SHORT_LEAD
                && scores.words.get(language)[0] > 0;
    }

    /**
     * A text's best language where the text holds a function word of it, else "": "Paris est la capitale." leans
     * French ("est", "la") where its trigrams are too close to call it.
     */
    public static String leaning(String text) {
        Scores scores = Scores.of(text);
        if (scores == null) {
            return "";
        }
        for (String word : NON_LETTERS.split(text)) { // a function word, not a letter ("ü" is German and Turkish)
            if (LANGUAGES_OF_WORD.getOrDefault(word.toLowerCase(Locale.ROOT), List.of()).contains(scores.best)) {
                return scores.best;
            }
        }
        return "";
    }

    /** Whether a text has under {@link #FEW_LETTERS} letters once names are left out: too few to tell by themselves. */
    public static boolean isShort(String text) {
        return letterCount(withoutNames(text)) < FEW_LETTERS;
    }

    private static int letterCount(String text) {
        return NON_LETTERS.matcher(text).replaceAll("").length();
    }

    /** How far behind the best a short text's language may be and still be taken from its chunks. */
    static final double SHORT_LEAD = 12;

    /** Each language's score for a text, the function words and own letters it holds, and the best. */
    private record Scores(Map<String, Double> score, Map<String, int[]> words, boolean few, String best, double top,
            double second) {

        /** Null for a text of names only, or with no letters to score. */
        static Scores of(String text) {
            if (!hasLowerCaseWord(text)) {
                return null;
            }
            String unnamed = withoutNames(text);
            Map<String, Double> score = new HashMap<>(Trigrams.logLikelihoods(unnamed));
            if (score.isEmpty()) {
                return null;
            }
            Map<String, int[]> words = new HashMap<>();
            WORDS.keySet().forEach(l -> words.put(l, new int[1]));
            String[] written = NON_LETTERS.split(text);
            for (int i = 0; i < written.length; i++) {
                String word = written[i].toLowerCase(Locale.ROOT);
                boolean label = i > 0 && written[i].length() == 1 && capitalised(written[i]); // "Plan A", "Vitamin A"
                List<String> of = particle(written, i) || label ? List.of() : LANGUAGES_OF_WORD.getOrDefault(word, List.of());
                for (String language : of) {
                    words.get(language)[0] += of.size() == 1 ? OWN_WORD : 1; // "ist" tells more than "die"
                }
                if (!word.chars().allMatch(c -> c < 128)) {
                    letters(word, words);
                }
            }
            java.util.regex.Matcher elided = ELIDED.matcher(text);
            while (elided.find()) {
                List<String> of = ELISIONS.get(elided.group(1).toLowerCase(Locale.ROOT));
                of.forEach(language -> words.get(language)[0] += of.size() == 1 ? OWN_WORD : 1);
            }
            words.forEach((language, count) -> score.computeIfPresent(language, (l, s) -> s + WORD_WEIGHT * count[0]));
            String best = "";
            double top = Double.NEGATIVE_INFINITY;
            double second = Double.NEGATIVE_INFINITY;
            for (Map.Entry<String, Double> e : new java.util.TreeMap<>(score).entrySet()) {
                if (e.getValue() > top) {
                    second = top;
                    top = e.getValue();
                    best = e.getKey();
                } else {
                    second = Math.max(second, e.getValue());
                }
            }
            boolean few = letterCount(unnamed) < FEW_LETTERS;
            return new Scores(score, words, few, best, top, second);
        }

        /** The best language when it leads by {@link #MARGIN} and is not a short text's unsaid guess, else "". */
        String decided() {
            // a few words with a function word of one language, none of the best's, and trigrams not far ahead: too
            // close to call ("Support is available": English "is", French letters)
            double worded = Double.NEGATIVE_INFINITY;
            for (Map.Entry<String, int[]> w : words.entrySet()) {
                worded = w.getValue()[0] > 0 ? Math.max(worded, score.getOrDefault(w.getKey(), worded)) : worded;
            }
            boolean unsaid = few && words.containsKey(best) && words.get(best)[0] == 0 && top - worded < UNSAID_LEAD;
            // a few words with no function word or letter of any language: trigrams alone cannot tell ("Plan A
            // includes email support." is as French as English by its letters)
            unsaid |= few && worded == Double.NEGATIVE_INFINITY;
            return top - second >= MARGIN && !unsaid ? best : "";
        }
    }

    /** Letters, names left out, below which a text's trigrams are too few to outweigh its function words alone. */
    static final int FEW_LETTERS = 40;

    /** The trigrams' lead over a language whose function word the text holds that still decides a short text. */
    static final double UNSAID_LEAD = 14;

    /**
     * The text less its capitalised words ("Einstein", "Ulm"), but for a function word opening a sentence ("Der",
     * "The"): names are spelt as in their own language, so their letters tell where a person or place is from, not
     * what the text is written in.
     */
    static String withoutNames(String text) {
        StringBuilder kept = new StringBuilder(text.length());
        boolean sentenceStart = true;
        int i = 0;
        while (i < text.length()) {
            int j = i;
            while (j < text.length() && Character.isLetter(text.charAt(j))) {
                j++;
            }
            if (j > i) {
                if (!Character.isUpperCase(text.charAt(i))
                        || sentenceStart && functionWord(text.substring(i, j).toLowerCase(Locale.ROOT))) {
                    kept.append(text, i, j);
                }
                sentenceStart = false;
                i = j;
            } else {
                char c = text.charAt(i);
                sentenceStart |= c == '.' || c == '!' || c == '?' || c == '\n';
                kept.append(c);
                i++;
            }
        }
        return kept.toString();
    }

    /** Whether some word starts with a lower-case letter: a text of capitalised names tells no language. */
    private static boolean hasLowerCaseWord(String text) {
        boolean wordStart = true;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isLetter(c)) {
                if (wordStart && Character.isLowerCase(c)) {
                    return true;
                }
                wordStart = false;
            } else {
                wordStart = !Character.isDigit(c);
            }
        }
        return false;
    }

    /** Particles of names ("Vincent van Gogh", "Van Gogh", "Leonardo da Vinci"): they tell a name's origin, not the text's. */
    private static final Set<String> PARTICLES = Set.of("van", "de", "da", "di", "du", "del", "della", "ter", "ten",
            "dos");

    /** Whether word i is a particle inside or opening a name: before a capitalised word, and capitalised or after one. */
    private static boolean particle(String[] written, int i) {
        return PARTICLES.contains(written[i].toLowerCase(Locale.ROOT)) && i + 1 < written.length
                && capitalised(written[i + 1])
                && (capitalised(written[i]) || i > 0 && capitalised(written[i - 1]));
    }

    private static boolean capitalised(String word) {
        return !word.isEmpty() && Character.isUpperCase(word.charAt(0));
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
