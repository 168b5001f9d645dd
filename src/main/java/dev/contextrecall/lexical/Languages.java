package dev.contextrecall.lexical;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.contextrecall.lexical.detect.LatinLanguages;

/**
 * The language a text is written in: taken from a BCP 47 tag when one is given, otherwise guessed from the text.
 * The script decides most (Han, Kana, Hangul, Devanagari, Arabic, Thai, Greek, Cyrillic, Hebrew); in Latin script,
 * Vietnamese and Turkish by their own letters, the others by their function words ({@link LatinLanguages}). The
 * empty string stands for "Latin script, language unknown".
 */
public final class Languages {

    /** Unknown language in Latin (or no) script: the default rules plus the common Latin-script abbreviations. */
    public static final String LATIN = "";

    private Languages() {
    }

    /** The primary language subtag of {@code requested} (lower case), or the one guessed from {@code text}. */
    public static String of(String requested, String text) {
        if (requested != null && !requested.isBlank()) {
            return Locale.forLanguageTag(requested.strip()).getLanguage();
        }
        return guess(text);
    }

    /**
     * The language of a case: the requested one; else its reference's; else, when the reference is in Latin script
     * but too short to tell ("Die Mauer ist ca. 21.200 Kilometer lang.", "It weighs 2.5 kg."), the Latin-script
     * language of the retrieved text's first {@link #CONTEXT_SAMPLE} characters, since a reference is mostly written in
     * the language of what was retrieved for it. The same when a short reference's guess is another Latin-script
     * language than its chunks' and it could as well be in theirs ("Einstein met Bohr in 1920.", Dutch by "met" and
     * "in", with English chunks). {@link #LATIN} when neither tells.
     */
    public static String ofCase(String requested, String reference, List<String> retrieved) {
        String language = of(requested, reference);
        boolean requestedOne = requested != null && !requested.isBlank();
        boolean latin = language.equals(LATIN) || LatinLanguages.names().contains(language);
        if (requestedOne || retrieved.isEmpty() || !latin
                || !language.equals(LATIN) && !LatinLanguages.isShort(reference)) {
            return language;
        }
        StringBuilder sample = new StringBuilder();
        for (String text : retrieved) {
            if (text != null && sample.length() < CONTEXT_SAMPLE) {
                sample.append(text, 0, Math.min(text.length(), CONTEXT_SAMPLE - sample.length())).append('\n');
            }
        }
        String context = guess(sample.toString());
        if (!LatinLanguages.names().contains(context)) {
            // chunks too short to tell alone ("Lisboa é a capital de Portugal desde 1255."): read with the
            // reference, else the reference keeps the language it leans to
            String both = language.equals(LATIN) ? guess(reference + "\n" + sample) : language;
            String leaning = LatinLanguages.names().contains(both) || !LatinLanguages.isShort(reference) ? ""
                    : LatinLanguages.leaning(reference);
            return LatinLanguages.names().contains(both) ? both : leaning.isEmpty() ? language : leaning;
        }
        if (LatinLanguages.couldBe(reference, context)) {
            return context;
        }
        // a short reference too close to call, with none of the chunks' function words, keeps the one it leans to
        String leaning = language.equals(LATIN) && LatinLanguages.isShort(reference) ? LatinLanguages.leaning(reference)
                : "";
        return language.equals(LATIN) && leaning.isEmpty() ? context : language.equals(LATIN) ? leaning : language;
    }

    /** How much retrieved text decides a case's language: enough for the detector, bounded whatever the case's size. */
    static final int CONTEXT_SAMPLE = 2_000;

    /**
     * Han or Kana: Chinese or Japanese (Kana decides); Devanagari: Hindi; Arabic, Thai, Greek, Hebrew, Korean; Cyrillic:
     * Russian. Latin: Vietnamese when at least 5 of its own letters make 5% of the letters, Turkish when 2 make 2%, else
     * the language whose function words show most ({@link LatinLanguages}), otherwise {@link #LATIN}.
     */
    public static String guess(String text) {
        if (text == null) {
            return LATIN;
        }
        int[] counts = new int[Script.values().length];
        int vietnamese = 0;
        int turkish = 0;
        for (int i = 0; i < text.length();) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            Script script = Script.of(cp);
            if (script != null) {
                counts[script.ordinal()]++;
            }
            // Latin Extended Additional (ạ, ế, ợ...), ơ and ư are written in Vietnamese only; ı and ğ in Turkish.
            if ((cp >= 0x1EA0 && cp <= 0x1EF9) || cp == 'ơ' || cp == 'ư' || cp == 'Ơ' || cp == 'Ư') {
                vietnamese++;
            } else if (cp == 'ı' || cp == 'ğ' || cp == 'Ğ' || cp == 'İ') {
                turkish++;
            }
        }
        if (counts[Script.KANA.ordinal()] > 0) {
            return "ja";
        }
        Script main = null;
        for (Script s : Script.values()) {
            if (s != Script.LATIN && counts[s.ordinal()] > 0 && (main == null || counts[s.ordinal()] > counts[main.ordinal()])) {
                main = s;
            }
        }
        if (main != null && counts[main.ordinal()] >= counts[Script.LATIN.ordinal()] / 4) {
            return main.language;
        }
        // A share of the letters, not one: an English text may name "Nguyễn" or "Erdoğan".
        int latin = counts[Script.LATIN.ordinal()];
        if (vietnamese >= 5 && vietnamese * 20 >= latin) {
            return "vi";
        }
        turkish += countOf(TURKISH_SUFFIX, text);
        if (turkish >= 2 && turkish * 50 >= latin) {
            return "tr";
        }
        return LatinLanguages.guess(text);
    }

    /**
     * A Turkish case ending written after an apostrophe on a number or a name ("1453'te", "İstanbul'u", "Ankara'dan"):
     * counted as a Turkish letter. Not after one capital letter (French "D'un") nor an English "'s".
     */
    private static final Pattern TURKISH_SUFFIX = Pattern.compile("(?:\\d|\\b\\p{Lu}\\p{L}+)['’](?:[dt][ae]n?|[dt][ae]ki"
            + "|[ıiuü]n?|[nsy]?[ıiuü]n|[ae]|y[ae]|n[ae]|l[ae]r\\p{L}*)\\b");

    private static int countOf(Pattern pattern, String text) {
        Matcher m = pattern.matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    /** The scripts that decide a language, with the language each stands for. */
    private enum Script {
        LATIN(Languages.LATIN), HAN("zh"), KANA("ja"), HANGUL("ko"), DEVANAGARI("hi"), ARABIC("ar"), THAI("th"), GREEK("el"),
        CYRILLIC("ru"), HEBREW("he");

        final String language;

        Script(String language) {
            this.language = language;
        }

        static Script of(int cp) {
            if (!Character.isLetter(cp)) {
                return null;
            }
            switch (Character.UnicodeScript.of(cp)) {
                case LATIN: return LATIN;
                case HAN: return HAN;
                case HIRAGANA:
                case KATAKANA: return KANA;
                case HANGUL: return HANGUL;
                case DEVANAGARI: return DEVANAGARI;
                case ARABIC: return ARABIC;
                case THAI: return THAI;
                case GREEK: return GREEK;
                case CYRILLIC: return CYRILLIC;
                case HEBREW: return HEBREW;
                default: return null;
            }
        }
    }
}
