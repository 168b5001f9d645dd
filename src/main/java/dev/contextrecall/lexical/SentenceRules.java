package dev.contextrecall.lexical;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import com.ibm.icu.util.ULocale;
import com.ibm.icu.util.UResourceBundle;

/**
 * What splitting sentences needs to know about a language: ICU's sentence rules for it, the abbreviations that do
 * not end a sentence there (ICU's CLDR lists, "sentence-break suppressions", plus a few of ours), whether it writes
 * ordinals with a full stop, and whether its full stop is another mark (Hindi: ।).
 */
record SentenceRules(String language, ULocale locale, Set<String> abbreviations, boolean ordinalDot,
        boolean fullStopIsNotDot) {

    /** Where ICU4J keeps its break-iterator data; the suppressions are the "exceptions/SentenceBreak" of a locale. */
    private static final String ICU_BREAK_DATA = "com/ibm/icu/impl/data/icudata/brkitr";

    /** The Latin-script languages whose multi-part ICU suppressions apply when a Latin text's language is unknown. */
    private static final List<String> COMMON_LATIN = List.of("en", "de", "es", "fr", "it", "pt");

    /** Languages that write ordinals as a number and a full stop ("12. Mai", "20. yüzyıl"). */
    private static final Set<String> ORDINAL_DOT = Set.of("de", "tr", "da", "nb", "nn", "no", "fi", "cs", "sk", "pl",
            "hu", "hr", "sr", "sl", "bs", "et", "lv", "is", "fo");

    /** Scripts whose sentences end in a mark of their own, where a full stop marks abbreviations and initials. */
    private static final Set<String> OWN_FULL_STOP = Set.of("hi", "mr", "ne", "sa", "bn");

    /**
     * Abbreviations ICU's lists lack, by language ("в 1955 г.", "ca. 3 Tsd. Einwohner", "aprox. 3 millones", "cca.
     * 1,7", "TP. Hồ Chí Minh"): each as written and with a capital, since one may open a sentence.
     */
    private static final Map<String, Set<String>> OWN = Map.ofEntries(
            Map.entry("ru", Set.of("г.", "гг.", "в.", "вв.", "т.е.", "т.д.", "т.п.", "т. е.", "т. д.", "т. п.", "др.",
                    "пр.", "см.", "ср.", "им.", "ок.", "стр.", "млн.", "млрд.", "рис.", "табл.", "тыс.", "чел.",
                    "прибл.")),
            Map.entry("de", Set.of("Tsd.", "Mio.", "Mrd.", "Nr.", "Str.", "S.", "Jh.", "Jhd.", "geb.", "gest.",
                    "versch.", "bzw.", "evtl.", "ggf.", "inkl.", "zzgl.", "u. a.", "z. T.", "z. B.", "d. h.", "o. Ä.",
                    "v. a.")),
            Map.entry("es", Set.of("aprox.", "pág.", "págs.", "núm.", "avda.", "av.", "art.", "cap.", "sra.", "srta.",
                    "dra.", "mill.", "ud.", "uds.", "EE. UU.", "EE.UU.")),
            Map.entry("pt", Set.of("aprox.", "pág.", "nº.", "av.", "art.", "cap.", "sra.", "dra.")),
            Map.entry("fr", Set.of("env.", "av.", "bd.", "art.", "chap.", "mme.", "mlle.", "mgr.")),
            Map.entry("it", Set.of("sig.", "sigg.", "sig.ra", "dott.", "dott.ssa", "prof.ssa", "ing.", "avv.", "ca.",
                    "ecc.")),
            Map.entry("nl", Set.of("dhr.", "mevr.", "bijv.", "ca.", "nr.", "mln.", "mld.", "enz.", "o.a.")),
            Map.entry("ro", Set.of("cca.", "str.", "nr.", "mil.", "mld.", "dr.", "prof.", "art.", "cap.", "bd.",
                    "jud.")),
            Map.entry("tr", Set.of("yakl.", "prof.", "doç.", "dr.", "av.", "cad.", "sok.", "mah.")),
            Map.entry("el", Set.of("περ.", "εκατ.", "δισ.", "χιλ.", "χλμ.", "αρ.", "οδ.", "κ.", "κα.", "δηλ.", "βλ.")),
            Map.entry("vi", Set.of("tp.", "ts.", "pgs.", "gs.", "ths.", "bs.", "ks.", "q.", "p.", "ThS.")));

    /** Filled on first use of a language: never at build time, and nothing in it holds a resource. */
    private static final Map<String, SentenceRules> BY_LANGUAGE = new ConcurrentHashMap<>();

    static SentenceRules of(String language) {
        return BY_LANGUAGE.computeIfAbsent(language, SentenceRules::load);
    }

    private static SentenceRules load(String language) {
        Set<String> abbreviations = new HashSet<>();
        for (String source : language.isEmpty() ? COMMON_LATIN : List.of(language)) {
            for (String entry : icuSuppressions(source)) {
                if (language.equals(source) && !source.equals("en") || isMultiPart(entry)) {
                    abbreviations.add(entry);
                }
            }
        }
        for (String own : OWN.getOrDefault(language, Set.of())) {
            abbreviations.add(own);
            abbreviations.add(own.substring(0, 1).toUpperCase(Locale.ROOT) + own.substring(1));
            abbreviations.add(own.toUpperCase(Locale.ROOT)); // "TP.", "PGS."
        }
        ULocale locale = language.isEmpty() ? ULocale.ROOT : new ULocale(language);
        return new SentenceRules(language, locale, Set.copyOf(abbreviations), ORDINAL_DOT.contains(language),
                OWN_FULL_STOP.contains(language));
    }

    /**
     * "z.B.", "d. C.", "U.S.A.": an abbreviation of several parts, which no language writes as a word. The lists also
     * hold single words that are words elsewhere (French "ill.", Spanish "may.", Portuguese "end.") and, in English,
     * ordinary words ("Go.", "Joe.", "All."): those apply only in their own language, and not in English, where
     * our own list is used.
     */
    private static boolean isMultiPart(String entry) {
        return entry.indexOf('.') < entry.length() - 1;
    }

    /** ICU's list for the language ("Mr.", "z.B.", "d. C."); none for most languages. */
    private static List<String> icuSuppressions(String language) {
        try {
            UResourceBundle data = UResourceBundle.getBundleInstance(ICU_BREAK_DATA, new ULocale(language));
            if (!new ULocale(language).getLanguage().equals(data.getULocale().getLanguage())) {
                return List.of(); // fell back to the root data, which has no list
            }
            return List.of(data.get("exceptions").get("SentenceBreak").getStringArray());
        } catch (MissingResourceException e) {
            return List.of();
        }
    }

    /** Whether an abbreviation written with spaces starts at {@code start} and goes on past the full stop ("a. C."). */
    private boolean withinAbbreviation(String text, int start, int dot) {
        for (String entry : abbreviations) {
            if (entry.indexOf(' ') > 0 && start + entry.length() > dot + 1 && text.startsWith(entry, start)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the text up to and including the full stop at {@code dot} ends in one of the language's abbreviations,
     * matched on whole words: the last word, or the last two or three when they are written with spaces ("d. C."),
     * or the first words of one that goes on after this full stop ("a." of "a. C.").
     */
    boolean isAbbreviation(String text, int dot) {
        int end = dot + 1;
        int start = dot - SentenceSplitter.wordBefore(text, dot).length();
        if (language.equals("de") && text.regionMatches(true, Math.max(start, dot - 3), "str.", 0, 4)) {
            return true; // a street written short at the end of its compound: "Hauptstr. 5"
        }
        for (int words = 1; words <= 3 && start < dot; words++) {
            if (abbreviations.contains(text.substring(start, end)) || withinAbbreviation(text, start, dot)) {
                return true;
            }
            if (start < 2 || text.charAt(start - 1) != ' ' || text.charAt(start - 2) != '.') {
                return false;
            }
            start = start - 2 - SentenceSplitter.wordBefore(text, start - 2).length();
        }
        return false;
    }
}
