package dev.contextrecall.lexical;

import java.util.List;

/**
 * The words a statement says after its name or figure, said after it in the evidence too, in order and with the same
 * marks between: they bind it there, whatever word comes before ("26 जनवरी 1950 को लागू हुआ" in "26 नवंबर 1949 को
 * अपनाया गया और 26 जनवरी 1950 को लागू हुआ", German "montags geschlossen" in "ist dienstags ... geöffnet, montags
 * geschlossen"), where a mark, "and" or "or" opens the part. Read by {@link Misplaced}: a verb put last does what
 * the word before does in English.
 */
final class SaidAfter {

    private SaidAfter() {
    }

    /**
     * Whether evidence token j, the statement's word at i, is followed by every word the statement says after it: two
     * at least, one of them no unit ("hours" alone binds nothing), or one common word after a name, or after a figure
     * in German and Dutch, which say the participle last.
     */
    static boolean in(String statement, List<Token> said, int i, String text, List<Token> there, int j,
            String language) {
        int from = i + 1 + (counted(statement, said, i, there, j) ? 1 : 0);
        List<Token> tail = said.subList(from, said.size());
        Token one = tail.size() == 1 && tail.get(0).kind() == Token.Kind.WORD ? tail.get(0) : null;
        // one word: a common word after a name; after a figure, a name past the word it counts ("300 in Poland" for
        // "300 people in Poland"), or a participle said last ("1974 eröffnet")
        boolean binds = tail.size() >= 2 && tail.stream().anyMatch(t -> t.kind() == Token.Kind.WORD
                && !Contrast.measure(t.key())) || one != null && (from > i + 1 || !one.capitalised()
                        && (said.get(i).kind() == Token.Kind.WORD || VerbLast.participleLast(language)
                                && !Contrast.measure(one.key())));
        int need = tail.size(); // an auxiliary the statement ends with may be left out: "1995 में खोला गया (था)"
        while (need > 2 && Negation.auxiliary(tail.get(need - 1))) {
            need--;
        }
        if (!binds || j + need >= there.size() || j > 0 && !opens(text, there.get(j - 1), there.get(j))
                && !placedAlike(statement, said, i, text, there, j, language)) {
            return false; // "and closed 3 new galleries in 2020": another verb before it places it
        }
        for (int k = 0; k < tail.size(); k++) {
            if (j + 1 + k >= there.size() || !there.get(j + 1 + k).key().equals(tail.get(k).key())
                    || !Contrast.gap(statement, said.get(from + k - 1), tail.get(k)).equals(Contrast.gap(text,
                            there.get(j + k), there.get(j + 1 + k)))) {
                return k >= need;
            }
        }
        return true;
    }

    /**
     * Whether the evidence says before token j the statement's words before i, up to the first that is no function
     * word or a part's opening: "processados em 5", not "analisados em 5", places "processados em 5 dias úteis".
     */
    private static boolean placedAlike(String statement, List<Token> said, int i, String text, List<Token> there,
            int j, String language) {
        for (int a = i - 1, b = j - 1; a >= 0; a--, b--) {
            if (b < 0 || !there.get(b).key().equals(said.get(a).key())) {
                return false;
            }
            if (!Parallel.function(statement, said.get(a), language)
                    || b > 0 && opens(text, there.get(b - 1), there.get(b))) { // "в том числе в 300"
                return true;
            }
        }
        return i > 0;
    }

    /**
     * Whether the statement's figure at i counts the word straight after it, which the evidence says before token j
     * but leaves out after it: "two goals in the final" in "three goals in the semi-final and two in the final".
     */
    private static boolean counted(String statement, List<Token> said, int i, List<Token> there, int j) {
        Token noun = i + 2 < said.size() ? said.get(i + 1) : null;
        return noun != null && said.get(i).kind() == Token.Kind.NUMBER && noun.kind() == Token.Kind.WORD
                && !noun.capitalised() && Contrast.gap(statement, said.get(i), noun).isEmpty() && j + 1 < there.size()
                && !there.get(j + 1).key().equals(noun.key()) && noun.keyedIn(there.subList(0, j));
    }

    /** "Or", opening a part of its own as "and" does: "100 Euro pro Jahr oder 10 Euro pro Monat". */
    static final java.util.Set<String> OR = Tokenizer.folded("or", "oder", "ou", "или", "veya", "ή");

    /**
     * Whether a mark, "and", "or" or "including" stands before token b, opening a part: ", montags", "और 26", "、2015年",
     * "and two".
     */
    static boolean opens(String text, Token a, Token b) {
        String between = b.start() > a.end() ? text.substring(a.end(), b.start()) : "";
        String last = Tokenizer.fold(between.strip().replaceFirst(".*\\s", "")); // English "and", a function word
        return Restricted.AND.contains(a.key()) || OR.contains(a.key()) || between.matches(".*[,;:、，；].*")
                || ElidedVerb.INCLUDING.has(text, a) // "including 300 in Poland"
                || Restricted.AND.contains(last) || OR.contains(last);
    }
}
