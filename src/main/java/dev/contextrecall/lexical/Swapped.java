package dev.contextrecall.lexical;

import java.util.List;
import java.util.Set;

import dev.contextrecall.lexical.detect.LatinLanguages;

/**
 * Two words or names of the statement that the evidence gives the other way round, with the same words between
 * them: "from Monday to Friday" against "from Friday to Monday", "von Berlin nach München" against "von München nach
 * Berlin". One of {@link Contrast}'s ways. A middle with a word that joins its sides alike ("and", "or", "with",
 * "is", "against", "played", "married" and their like) says the same fact either way round ("Lennon and McCartney",
 * "played against Brazil"), so it is no order, unless it compares them ("Gold is denser than silver" against "Silver
 * is denser than gold").
 */
final class Swapped {

    private Swapped() {
    }

    /**
     * How many words a middle may have, and each side: a phrase, not a clause; between two names or figures, or in a
     * comparison, a short clause ("Alice sold the house to Bob", "gold is denser than silver").
     */
    private static final int MIDDLE = 2;
    private static final int NAMES_MIDDLE = 4;
    private static final int SIDE = 3;

    /** Words of a comparison: a middle with one says which side is more, whatever else it holds ("is denser than"). */
    private static final Set<String> THAN = Set.of("than", "als", "чем", "παρά");

    /** Words that join two sides alike, by token key or as written; a middle with one of them is no order. */
    private static final Set<String> ALIKE = Set.of(
            "and", "or", "nor", "with", "vs", "versus", "v", "plus", "is", "was", "are", "were", "be", "been",
            "und", "oder", "mit", "sowie", "ist", "war", "sind", "waren",
            "y", "e", "o", "u", "ni", "con", "es", "fue", "son", "era",
            "et", "ou", "avec", "est", "était", "sont",
            "ed", "né", "è", "sono", "fu",
            "com", "nem", "é", "foi", "são",
            "en", "of", "met", "zijn", "i", "oraz", "lub", "albo", "z", "ze", "jest", "był", "była",
            "și", "şi", "sau", "cu", "este", "au", "ve", "veya", "ile", "ya", "và", "hoặc", "với", "là",
            "и", "или", "с", "со", "а", "это", "και", "ή", "με", "είναι", "ήταν",
            "और", "या", "तथा", "एवं", "व", "है", "था", "أو", "مع", "و",
            // a match or a bond is the same fact from either side: "Brazil played Germany", "played against", "met"
            "against", "gegen", "contra", "contre", "contro", "tegen", "против", "karşı", "împotriva", "εναντίον",
            "ضد", "खिलाफ", "chống", "play", "meet", "marry", "wed", "face", "fight", "draw", "tie", "tied", "merg",
            "divorc", "date", "partner", "border", "borders", "bordered", "adjoin", "adjoins", "resemble", "resembles",
            "equal", "equals");

    /**
     * The first pair of the statement's content words, at most {@link #MIDDLE} words apart with nothing but words
     * between, that the sentence gives the other way round with the same middle, and never in the statement's order.
     * Each side may be a run of up to {@link #SIDE} content words ("from New York to Los Angeles").
     */
    static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> sentence,
            Terms terms) {
        int n = statementTokens.size();
        boolean[] side = terms.swapSides().side();
        boolean[] alike = terms.swapSides().alike();
        boolean[] than = terms.swapSides().than();
        for (int i = 0; i < n; i++) {
            for (int m = 1; m <= NAMES_MIDDLE && i + m + 1 < n; m++) {
                int j = i + m + 1;
                Token x = statementTokens.get(i);
                Token y = statementTokens.get(j);
                if (!side[i] || !side[j] || x.key().equals(y.key()) || Contrast.paired(statement, x)
                        || m > MIDDLE && !(named(x) && named(y)) && !anyOf(than, i + 1, j)
                        || anyOf(alike, i + 1, j) && !anyOf(than, i + 1, j)
                        || !x.keyedIn(sentence) || !y.keyedIn(sentence)) {
                    continue;
                }
                boolean[] inName = terms.swapSides().inName();
                for (int a = 1; a <= SIDE && i - a + 1 >= 0 && (side[i - a + 1] || inName[i - a + 1]); a++) {
                    for (int b = 1; b <= SIDE && j + b - 1 < n && (side[j + b - 1] || inName[j + b - 1]); b++) {
                        if (!side[i - a + 1] || !side[j + b - 1]) {
                            continue; // a side ends on a word of its own: "Rio de Janeiro", not "Rio de"
                        }
                        // the evidence's order: the statement's words j..j+b, then its middle, then i-a+1..i
                        int[] swapped = { j, j + b, i + 1, j, i - a + 1, i + 1 };
                        int[] same = { i - a + 1, i + 1, i + 1, j, j, j + b };
                        int at = indexOf(sentence, statementTokens, swapped, evidence);
                        if (at >= 0 && indexOf(sentence, statementTokens, same, evidence) < 0
                                && Contrast.oneSlot(statement, x, y)) {
                            Token first = sentence.get(at);
                            Token last = sentence.get(at + a + b + m - 1);
                            return new Contrast(statement.substring(statementTokens.get(i - a + 1).start(),
                                    statementTokens.get(j + b - 1).end()), evidence.substring(first.start(), last.end()));
                        }
                    }
                }
            }
        }
        return null;
    }

    /**
     * Which of a statement's words can be a side of a swap, which join their sides alike and which compare them: read
     * once a statement.
     */
    record Sides(boolean[] side, boolean[] alike, boolean[] than, boolean[] inName) {

        static Sides of(String statement, List<Token> tokens) {
            boolean[] side = new boolean[tokens.size()];
            boolean[] alike = new boolean[tokens.size()];
            boolean[] than = new boolean[tokens.size()];
            boolean[] inName = new boolean[tokens.size()];
            for (int k = 0; k < tokens.size(); k++) {
                side[k] = canBeSide(statement, tokens.get(k));
                alike[k] = joinsAlike(statement, tokens.get(k));
                than[k] = THAN.contains(tokens.get(k).key());
            }
            for (int k = 1; k + 1 < tokens.size(); k++) { // "de" of "Rio de Janeiro", "da" of "Vasco da Gama"
                Token t = tokens.get(k);
                inName[k] = !side[k] && !alike[k] && tokens.get(k - 1).capitalised() && tokens.get(k + 1).capitalised()
                        && t.end() - t.start() <= 3 && Character.isLowerCase(statement.codePointAt(t.start()));
            }
            return new Sides(side, alike, than, inName);
        }
    }

    private static boolean named(Token t) {
        return t.kind() == Token.Kind.NUMBER || t.capitalised();
    }

    private static boolean anyOf(boolean[] flags, int from, int to) {
        for (int k = from; k < to; k++) {
            if (flags[k]) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a word can be a side: a number, a name ("Los Angeles"), or a content word of three letters or more that
     * no measured language uses as a function word (Spanish "con Börte de" is no pair of facts, only where the name
     * stands).
     */
    private static boolean canBeSide(String statement, Token t) {
        String written = statement.substring(t.start(), t.end()).toLowerCase(java.util.Locale.ROOT);
        return t.content() && (t.kind() == Token.Kind.NUMBER || t.capitalised()
                || written.codePointCount(0, written.length()) >= 3 && !LatinLanguages.functionWord(written));
    }

    /** Whether a word joins its sides alike, by its key or as written ("è" folds to "e"). */
    private static boolean joinsAlike(String statement, Token t) {
        return ALIKE.contains(t.key())
                || ALIKE.contains(statement.substring(t.start(), t.end()).toLowerCase(java.util.Locale.ROOT));
    }

    /**
     * Where the sentence holds the statement's words of three ranges (from, to pairs in {@code runs}) one after the
     * other, in one phrase; -1 when it does not.
     */
    private static int indexOf(List<Token> sentence, List<Token> statementTokens, int[] runs, String evidence) {
        int n = runs[1] - runs[0] + runs[3] - runs[2] + runs[5] - runs[4];
        for (int s = 0; s + n <= sentence.size(); s++) {
            int k = 0;
            for (int r = 0; r < runs.length && k >= 0; r += 2) {
                for (int t = runs[r]; t < runs[r + 1] && k >= 0; t++, k++) {
                    k = sentence.get(s + k).key().equals(statementTokens.get(t).key()) ? k : -1 - n;
                }
            }
            if (k == n && Contrast.oneSlot(evidence, sentence.get(s), sentence.get(s + n - 1))) {
                return s;
            }
        }
        return -1;
    }
}
