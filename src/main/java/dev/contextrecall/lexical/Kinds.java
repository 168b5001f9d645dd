package dev.contextrecall.lexical;

import java.util.List;

/**
 * Words of a small closed kind, each another fact than the others of its kind: the parts of a day ("in the morning"
 * against "at night") and the seasons ("in the summer of 1969" against "in the winter of 1969"). One of
 * {@link Contrast}'s ways: a word of the statement's not in the evidence's sentence, which says another of its kind
 * instead, whatever words stand around it. Words that are also common words of their own ("fall", French "été" for
 * "been", German "Morgen" and Spanish "mañana" for "tomorrow", Italian "sera" as Spanish "será", "estate" as
 * English "estate", Romanian "vara" as Spanish "vara") are left out.
 */
final class Kinds {

    private Kinds() {
    }

    private static final List<WordList> KINDS = List.of(
            WordList.of("morning", "afternoon", "evening", "night", "midnight", "dawn", "dusk", "vormittag",
                    "nachmittag", "abend", "abends", "nacht", "nachts", "madrugada", "noche", "matin", "après-midi",
                    "soir", "soirée", "nuit", "mattina", "mattino", "pomeriggio", "notte", "manhã", "noite",
                    "dimineață", "dimineața", "seara", "noaptea", "утром", "днём", "днем", "вечером", "ночью", "утро",
                    "вечер", "ночь", "πρωί", "απόγευμα", "βράδυ", "νύχτα", "sabah", "akşam", "gece", "sáng", "chiều",
                    "tối", "đêm", "सुबह", "शाम", "रात", "صباحا", "مساء", "ليلا"),
            WordList.of("spring", "summer", "autumn", "winter", "frühling", "frühjahr", "sommer", "herbst",
                    "primavera", "verano", "otoño", "invierno", "printemps", "automne", "hiver", "autunno",
                    "inverno", "verão", "outono", "primăvara", "primăvară", "toamna", "toamnă", "iarna",
                    "iarnă", "весной", "летом", "осенью", "зимой", "весна", "лето", "осень", "зима", "άνοιξη",
                    "καλοκαίρι", "φθινόπωρο", "χειμώνα", "χειμώνας", "ilkbahar", "ilkbaharda", "yaz", "yazın",
                    "sonbahar", "sonbaharda", "kış", "kışın", "mùa xuân", "mùa hè", "mùa thu", "mùa đông", "वसंत",
                    "गर्मी", "सर्दी", "الربيع", "الصيف", "الخريف", "الشتاء"));

    /**
     * The first word of a kind the statement says and the sentence says otherwise, where the window does not say it
     * at all ("closed during the winter months. ... in the summer months" says the statement's winter), or null.
     */
    static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> sentence,
            List<Token> window) {
        for (Token t : statementTokens) {
            WordList kind = kindOf(statement, t);
            if (kind == null || t.keyedIn(window)) {
                continue;
            }
            for (Token x : sentence) {
                if (kind.has(evidence, x) && !x.keyedIn(statementTokens)) {
                    return new Contrast(statement.substring(t.start(), t.end()), evidence.substring(x.start(), x.end()));
                }
            }
        }
        return null;
    }

    private static WordList kindOf(String text, Token t) {
        for (WordList kind : KINDS) {
            if (kind.has(text, t)) {
                return kind;
            }
        }
        return null;
    }
}
