package dev.contextrecall.lexical;

import java.util.List;
import java.util.Set;

/**
 * In the spaced languages that say the verb last, the statement's figure said with the words after it (its verb) only
 * after another figure: "यह पुल 1992 में खोला गया था।" against "यह पुल 1992 में बनना शुरू हुआ और 1995 में खोला गया।". The
 * words after a figure place it there as the word before does in English ({@link SaidAfter}); in German and Dutch,
 * a participle said last binds the name before it ({@link #participle}) and the figure before it ("1972 gebaut und
 * 1974 eröffnet"). A verb said once at the end of two parts ends both ({@link #gapped}). One of {@link Contrast}'s
 * ways.
 */
final class VerbLast {

    private VerbLast() {
    }

    private static final Set<String> LANGUAGES = Set.of("hi", "tr");

    /** The languages that put a participle last: "wurde von Siemens übernommen". */
    private static final Set<String> PARTICIPLE_LAST = Set.of("de", "nl");

    /** Whether the language says a participle last: "wurde 1974 eröffnet". */
    static boolean participleLast(String language) {
        return language != null && PARTICIPLE_LAST.contains(language);
    }

    /**
     * A statement that ends with a word written small, a name and its participle, where the evidence says the
     * participle only after the same word and another name: "Die Firma wurde von Siemens übernommen." against "...
     * lehnte ein Angebot von Siemens ab und wurde später von Bosch übernommen.". The contrast, or null.
     */
    private static Contrast participle(String statement, List<Token> statementTokens,
            List<SupportFinder.Window> windows) {
        int n = statementTokens.size();
        if (n < 4 || !statementTokens.get(n - 2).capitalised() || statementTokens.get(n - 1).capitalised()
                || statementTokens.get(n - 2).kind() != Token.Kind.WORD || statementTokens.get(n - 3).capitalised()) {
            return null;
        }
        Token link = statementTokens.get(n - 3);
        Token name = statementTokens.get(n - 2);
        Token verb = statementTokens.get(n - 1);
        Contrast other = null;
        for (SupportFinder.Window w : windows) {
            List<Token> there = w.tokens();
            for (int j = 1; j + 1 < there.size(); j++) {
                Token x = there.get(j);
                if (!there.get(j + 1).key().equals(verb.key()) || !there.get(j - 1).key().equals(link.key())
                        || !x.capitalised() || x.kind() != Token.Kind.WORD) {
                    continue;
                }
                if (x.key().equals(name.key()) || listedBefore(there, j, name, link)) {
                    return null; // the evidence says the statement's own, or lists it: "in Prag und in Wien gedreht"
                }
                other = other != null ? other : new Contrast(OtherDay.written(statement, statementTokens, n - 2),
                        OtherDay.written(w.text(), there, j));
            }
        }
        boolean held = windows.stream().anyMatch(w -> name.keyedIn(w.tokens()));
        return held ? other : null;
    }

    /**
     * Whether the evidence says the statement's figure at j with one or more of its next words, then a comma, and the
     * statement's words after those (its verb) later, said once for two parts: "Yazılı sınav 90 dakika, sözlü sınav
     * 20 dakika sürer." for "Sınav 90 dakika sürer.", "90 मिनट, मौखिक परीक्षा 20 मिनट चलती है" for "90 मिनट चलती है".
     */
    private static boolean gapped(List<Token> said, int i, String text, List<Token> there, int j) {
        int k = i + 1;
        int x = j + 1;
        while (k + 1 < said.size() && x < there.size() && there.get(x).key().equals(said.get(k).key())) {
            k++;
            x++;
        }
        List<Token> later = there.subList(Math.min(x, there.size()), there.size());
        return k > i + 1 && x < there.size() && text.substring(Math.min(there.get(x - 1).end(), there.get(x).start()),
                there.get(x).start()).strip().startsWith(",") // pairs of characters overlap
                && said.subList(k, said.size()).stream().allMatch(t -> t.keyedIn(later));
    }

    /**
     * Whether the evidence's figure at j ends a part without the statement's words after its figure, and the part
     * before, in the same sentence, ends with them and a comma: the verb said once for both, first ("fährt von Gleis 5
     * ab, der Zug nach München von Gleis 9" for "fährt von Gleis 9 ab").
     */
    private static boolean leftBefore(List<Token> said, int i, String text, List<Token> there, int j) {
        int words = said.size() - i - 1;
        boolean ends = j + 1 == there.size() || text.substring(there.get(j).end(), there.get(j + 1).start())
                .matches("\\s*[.;!?。].*");
        for (int p = j - words; ends && words > 0 && p > 0; p--) {
            int at = p;
            int after = p + words;
            if (!text.substring(there.get(after - 1).end(), there.get(j).start()).matches("[^.:;!?。]*")) {
                return false;
            }
            if (java.util.stream.IntStream.range(0, words).allMatch(n -> there.get(at + n).key().equals(
                    said.get(i + 1 + n).key())) && after < j && text.substring(there.get(after - 1).end(),
                    there.get(after).start()).strip().startsWith(",")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the evidence's figure at j opens a part that says the statement's words after its figure, its verb last,
     * but for words the sentence says before it: "और 2012 में जीती" for "2010 में चैंपियनशिप जीती" after "2010 में चैंपियनशिप
     * हार गई", "ve 2012'de kazandı" after "2010'da şampiyonluğu kaybetti".
     */
    private static boolean elided(List<Token> said, int i, String text, List<Token> there, int j) {
        if (i + 2 >= said.size() || j == 0 || !SaidAfter.opens(text, there.get(j - 1), there.get(j))) {
            return false;
        }
        int c = j + 1;
        boolean left = false;
        for (Token t : said.subList(i + 1, said.size())) {
            if (c < there.size() && harmonised(there.get(c).key()).equals(harmonised(t.key()))) {
                c++;
            } else if (t.keyedIn(there.subList(0, j)) && t != said.get(said.size() - 1)) {
                left = true; // said before the figure, left out after it
            } else {
                return false;
            }
        }
        return left;
    }

    /** A Turkish case ending written after an apostrophe, its vowel and voicing set aside: "'de" is "'da". */
    private static String harmonised(String key) {
        return key.matches("[dt][ae]n?") ? "d" + key.substring(1).replace('e', 'a') : key;
    }

    /** Whether the name comes before token j, past only "and", "or" and the link word: a list the participle ends. */
    private static boolean listedBefore(List<Token> there, int j, Token name, Token link) {
        for (int k = j - 1; k >= 0; k--) {
            Token t = there.get(k);
            if (t.key().equals(name.key())) {
                return true;
            }
            if (!t.key().equals(link.key()) && !Restricted.AND.contains(t.key()) && !SaidAfter.OR.contains(t.key())) {
                return false;
            }
        }
        return false;
    }

    /** The contrast, or null: the statement's figure, and the evidence's figure its words follow. */
    static Contrast in(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows,
            String language) {
        boolean last = participleLast(language);
        Contrast named = last ? participle(statement, statementTokens, windows) : null;
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        Token end = said.isEmpty() ? null : said.get(said.size() - 1);
        // German and Dutch end on a participle written small: "1972 gebaut und 1974 eröffnet", not "25 Euro im Monat"
        boolean verbLast = language != null && LANGUAGES.contains(language)
                || last && end != null && end.kind() == Token.Kind.WORD && !end.capitalised();
        if (named != null || !verbLast) {
            return named;
        }
        for (int i = 0; i < said.size(); i++) {
            Token m = said.get(i);
            if (m.kind() != Token.Kind.NUMBER) {
                continue;
            }
            Contrast other = null;
            boolean own = false;
            for (SupportFinder.Window w : windows) {
                List<Token> there = w.tokens().stream().filter(Token::content).toList();
                for (int j = 0; j < there.size(); j++) {
                    Token x = there.get(j);
                    if (x.kind() != Token.Kind.NUMBER || !Contrast.sameKind(m, x)
                            || !SaidAfter.in(statement, said, i, w.text(), there, j, language)
                            && !(LANGUAGES.contains(language) && elided(said, i, w.text(), there, j))) {
                        continue;
                    }
                    own |= Misplaced.same(m, x);
                    other = other != null || Misplaced.same(m, x) ? other
                            : new Contrast(OtherDay.written(statement, said, i), OtherDay.written(w.text(), there, j));
                }
                for (int j = 0; j < there.size(); j++) {
                    own |= Misplaced.same(m, there.get(j)) && (gapped(said, i, w.text(), there, j)
                            || leftBefore(said, i, w.text(), there, j));
                }
            }
            if (!own && other != null) {
                return other;
            }
        }
        return null;
    }
}
