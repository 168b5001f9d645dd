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
 * is denser than gold") or names whose relation it is ("Tom is the father of Peter"). A figure and a word are never
 * the two sides: German puts a time first ("1998 wurde die Firma gegründet").
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

    /** Words that make "que" a comparison's "than" a word or two after them: "mayor que", "plus âgée que". */
    private static final WordList MORE = WordList.of("más", "menos", "mayor", "menor", "mejor", "peor", "plus",
            "moins", "meilleur", "meilleure", "pire", "mais", "maior", "melhor", "pior");

    /**
     * Words after a relation's noun that tie it to the next name ("is the father of Peter", "es el padre de Pedro"),
     * or a passive's verb to its doer ("were influenced by Elvis"). A middle with one says whose the relation or the
     * act is, as a comparison says which side is more.
     */
    private static final Set<String> OF = Set.of("of", "von", "de", "du", "des", "del", "della", "dello", "degli",
            "dei", "di", "da", "do", "dos", "van", "του", "της", "των", "by", "por", "par", "door");

    /** Forms of "be", one word in a middle whatever its tense or number: "were influenced by", "was influenced by". */
    static final WordList BE = WordList.of("is", "was", "are", "were", "ist", "war", "sind", "waren", "es", "fue",
            "son", "era", "eran", "fueron", "est", "était", "sont", "étaient", "fu", "sono", "erano", "foi", "são",
            "foram", "zijn", "werd", "wurde", "wurden");

    /** Articles, which one order may have and the other not; not "a" and "o", also "to" and "or" elsewhere. */
    static final WordList ARTICLES = WordList.of("the", "le", "la", "les", "el", "los", "las", "il", "lo",
            "der", "die", "das", "den", "dem");

    /** The same and the indefinite articles: what may open a part's subject or stand before a role's holder. */
    static final WordList ANY_ARTICLES = ARTICLES.plus("a", "an", "un", "une", "una", "ein", "eine");

    /** Relations that hold both ways: "Tom is a friend of Peter" is "Peter is a friend of Tom". */
    private static final WordList BOTH_WAYS = WordList.of("friend", "brother", "sister", "sibling", "cousin",
            "partner", "colleague", "neighbour", "neighbor", "rival", "twin", "ally", "spouse", "contemporary",
            "teammate", "peer", "counterpart", "namesake", "relative", "classmate", "Freund", "Freundin", "Bruder",
            "Schwester", "Cousine", "Kollege", "Nachbar", "amigo", "amiga", "hermano", "hermana", "primo", "prima",
            "socio", "colega", "vecino", "vecina", "ami", "amie", "frère", "sœur", "soeur", "partenaire",
            "collègue", "voisin", "voisine", "amico", "amica", "fratello", "sorella", "cugino", "cugina", "collega",
            "vicino", "irmão", "irmã", "vizinho", "vriend", "broer", "zus", "buurman", "φίλος", "αδελφός", "αδερφός");

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
            "и", "или", "с", "со", "а", "это", "является", "являются", "был", "была", "было", "были", "και", "ή",
            "με", "είναι", "ήταν",
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
        boolean[] relation = terms.swapSides().relation();
        for (int i = 0; i < n; i++) {
            for (int m = 1; m <= NAMES_MIDDLE && i + m + 1 < n; m++) {
                int j = i + m + 1;
                Token x = statementTokens.get(i);
                Token y = statementTokens.get(j);
                if (!side[i] || !side[j] || x.key().equals(y.key()) || Contrast.paired(statement, x)
                        || m > MIDDLE && !(named(x) && named(y)) && !anyOf(than, i + 1, j) && !anyOf(relation, i + 1, j - 1)
                        || anyOf(alike, i + 1, j) && !anyOf(than, i + 1, j) && !anyOf(relation, i + 1, j - 1)
                        || !x.keyedIn(sentence) || !y.keyedIn(sentence)
                        || onlyArticles(statement, statementTokens, i + 1, j)
                        // a figure or a day does no act: "1998 wurde die Firma gegründet" is German's order for "Die
                        // Firma wurde 1998 gegründet", a time put first, as "sonntags hat das Café geöffnet" is
                        || (x.kind() == Token.Kind.NUMBER) != (y.kind() == Token.Kind.NUMBER)
                        || Weekdays.day(statement, x) != Weekdays.day(statement, y)) {
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
                        int[] at = indexOf(statement, statementTokens, swapped, evidence, sentence);
                        if (at != null && indexOf(statement, statementTokens, same, evidence, sentence) == null
                                && Contrast.oneSlot(statement, x, y)) {
                            Token first = sentence.get(at[0]);
                            Token last = sentence.get(at[1]);
                            return new Contrast(statement.substring(statementTokens.get(i - a + 1).start(),
                                    statementTokens.get(j + b - 1).end()), evidence.substring(first.start(), last.end()));
                        }
                    }
                }
            }
        }
        return Passive.in(statement, statementTokens, evidence, sentence, terms.swapSides());
    }

    /**
     * Which of a statement's words can be a side of a swap, which join their sides alike and which compare them: read
     * once a statement.
     */
    record Sides(boolean[] side, boolean[] alike, boolean[] than, boolean[] inName, boolean[] relation) {

        static Sides of(String statement, List<Token> tokens) {
            boolean[] side = new boolean[tokens.size()];
            boolean[] alike = new boolean[tokens.size()];
            boolean[] than = new boolean[tokens.size()];
            boolean[] inName = new boolean[tokens.size()];
            boolean[] relation = new boolean[tokens.size()];
            for (int k = 0; k < tokens.size(); k++) {
                side[k] = canBeSide(statement, tokens.get(k));
                alike[k] = joinsAlike(statement, tokens.get(k));
                than[k] = THAN.contains(tokens.get(k).key()) || tokens.get(k).key().equals("que") && (k > 0
                        && MORE.has(statement, tokens.get(k - 1)) || k > 1 && MORE.has(statement, tokens.get(k - 2)));
            }
            for (int k = 0; k + 1 < tokens.size(); k++) { // "father" of "the father of": a relation's noun
                Token t = tokens.get(k);
                relation[k] = t.kind() == Token.Kind.WORD && !alike[k] && !than[k]
                        && !BOTH_WAYS.has(statement, t) && OF.contains(Tokenizer.fold(statement.substring(
                                tokens.get(k + 1).start(), tokens.get(k + 1).end())));
            }
            for (int k = 1; k + 1 < tokens.size(); k++) { // "de" of "Rio de Janeiro", "da" of "Vasco da Gama"
                Token t = tokens.get(k);
                inName[k] = !side[k] && !alike[k] && tokens.get(k - 1).capitalised() && tokens.get(k + 1).capitalised()
                        && t.end() - t.start() <= 3 && Character.isLowerCase(statement.codePointAt(t.start()));
            }
            return new Sides(side, alike, than, inName, relation);
        }
    }

    private static boolean named(Token t) {
        return t.kind() == Token.Kind.NUMBER || t.capitalised();
    }

    /** Whether two tokens say the same word, or both a form of "be" ("were", "was"). */
    private static boolean same(String statement, Token said, String evidence, Token there) {
        return said.key().equals(there.key()) || said.kind() == Token.Kind.STOP && there.kind() == Token.Kind.STOP
                && BE.has(statement, said) && BE.has(evidence, there);
    }

    /** Whether the statement's middle is articles alone, which the evidence may leave out ("Que la plaga"). */
    private static boolean onlyArticles(String statement, List<Token> tokens, int from, int to) {
        for (int k = from; k < to; k++) {
            if (!ARTICLES.has(statement, tokens.get(k))) {
                return false;
            }
        }
        return true;
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
        boolean opens = statement.substring(0, t.start()).chars().noneMatch(Character::isLetterOrDigit);
        return t.content() && (t.kind() == Token.Kind.NUMBER || t.capitalised() && !(opens
                && LatinLanguages.functionWord(written)) // "Que" opening a sentence is no name
                || written.codePointCount(0, written.length()) >= 3 && !LatinLanguages.functionWord(written));
    }

    /** Whether a word joins its sides alike, by its key or as written ("è" folds to "e"). */
    private static boolean joinsAlike(String statement, Token t) {
        return ALIKE.contains(t.key())
                || ALIKE.contains(statement.substring(t.start(), t.end()).toLowerCase(java.util.Locale.ROOT));
    }

    /**
     * Where the sentence holds the statement's words of three ranges (from, to pairs in {@code runs}) one after the
     * other, in one phrase, an article of either's own allowed inside ("Beta acquired the company" for "the company
     * acquired Beta", "the startup acquired Acme" for "Acme acquired the startup"): its first and last token, or null.
     */
    private static int[] indexOf(String statement, List<Token> statementTokens, int[] runs, String evidence,
            List<Token> sentence) {
        int n = runs[1] - runs[0] + runs[3] - runs[2] + runs[5] - runs[4];
        for (int s = 0; s < sentence.size(); s++) {
            int k = 0;
            int e = s;
            for (int r = 0; r < runs.length && k >= 0; r += 2) {
                for (int t = runs[r]; t < runs[r + 1] && k >= 0; t++, k++, e++) {
                    Token said = statementTokens.get(t);
                    while (k > 0 && e < sentence.size() && !same(statement, said, evidence, sentence.get(e))
                            && ARTICLES.has(evidence, sentence.get(e))) {
                        e++;
                    }
                    if (k > 0 && (e >= sentence.size() || !same(statement, said, evidence, sentence.get(e)))
                            && ARTICLES.has(statement, said)) {
                        e--; // the statement's article, which the evidence leaves out
                        continue;
                    }
                    k = e < sentence.size() && same(statement, said, evidence, sentence.get(e)) ? k : -1 - n;
                }
            }
            if (k == n && e > s && Contrast.oneSlot(evidence, sentence.get(s), sentence.get(e - 1))) {
                return new int[] { s, e - 1 };
            }
        }
        return null;
    }
}
