package dev.contextrecall.lexical;

import java.util.List;

/**
 * The doer and the one done to the other way round by the voice: "Acme acquired Beta" against "Acme was acquired by
 * Beta", "Federer defeated Nadal" against "Federer was defeated by Nadal", "Acme übernahm Beta" against "Acme wurde
 * von Beta übernommen". One of {@link Swapped}'s readings: the same two sides and verb, in the statement's order, but
 * the passive makes the second the doer.
 */
final class Passive {

    private Passive() {
    }

    /** The forms of "be" (and German "werden") that open a passive, and the auxiliaries before them. */
    private static final WordList BE = Swapped.BE.plus("be", "been", "being", "has", "have", "had", "ha", "han",
            "sido", "a", "ont", "été", "è", "stato", "stata", "stati", "é", "wird", "werden", "worden", "wordt");

    /** The statement's auxiliaries between its doer and its verb: "Acme a racheté Beta", "Acme has acquired Beta". */
    private static final WordList AUXILIARY = WordList.of("has", "have", "had", "a", "ha", "hat", "ont", "han", "heeft");

    /** "By" of a passive, before its doer. */
    private static final WordList BY = WordList.of("by", "por", "par", "da", "dal", "dalla", "von", "vom", "door",
            "pelo", "pela");

    /** Articles before a side, which either may have: here "a" and "o" are no other words. */
    private static final WordList ARTICLES = Swapped.ARTICLES.plus("a", "o");

    /**
     * The statement's "x verb y" in the active voice where the sentence says "x was verbed by y", or null. Sides are
     * single words: a name's last word before the verb, its first after it.
     */
    static Contrast in(String statement, List<Token> said, String evidence, List<Token> sentence, Swapped.Sides sides) {
        for (int i = 0; i + 2 < said.size(); i++) {
            int v = skip(statement, said, i + 1, AUXILIARY);
            int j = v + 1 < said.size() ? skip(statement, said, v + 1, ARTICLES) : said.size();
            if (!sides.side()[i] || j >= said.size() || !sides.side()[j] || v - i > 2) {
                continue;
            }
            Token verb = said.get(v);
            if (verb.kind() != Token.Kind.WORD || verb.capitalised() || sides.alike()[v] || !verb.content()) {
                continue;
            }
            int[] at = passive(evidence, sentence, said.get(i), verb, said.get(j));
            if (at != null) {
                return new Contrast(statement.substring(said.get(i).start(), said.get(j).end()),
                        evidence.substring(sentence.get(at[0]).start(), sentence.get(at[1]).end()));
            }
        }
        return null;
    }

    /** Where the sentence says "x be verb by y" or "x be by y verb" (German): its first and last token, or null. */
    private static int[] passive(String evidence, List<Token> sentence, Token x, Token verb, Token y) {
        for (int s = 0; s < sentence.size(); s++) {
            if (!sentence.get(s).key().equals(x.key())) {
                continue;
            }
            int be = skip(evidence, sentence, s + 1, BE);
            if (be == s + 1 || be >= sentence.size()) {
                continue; // no "was"
            }
            int end = -1;
            if (sentence.get(be).key().equals(verb.key()) && be + 1 < sentence.size()
                    && BY.has(evidence, sentence.get(be + 1))) {
                int doer = skip(evidence, sentence, be + 2, ARTICLES);
                end = doer < sentence.size() && sentence.get(doer).key().equals(y.key()) ? doer : -1;
            } else if (BY.has(evidence, sentence.get(be))) { // "wurde von Beta übernommen"
                int doer = skip(evidence, sentence, be + 1, ARTICLES);
                end = doer + 1 < sentence.size() && sentence.get(doer).key().equals(y.key())
                        && sentence.get(doer + 1).key().equals(verb.key()) ? doer + 1 : -1;
            }
            if (end >= 0 && Contrast.oneSlot(evidence, sentence.get(s), sentence.get(end))) {
                return new int[] { s, end };
            }
        }
        return null;
    }

    /** The first index from {@code k} on whose token is not one of the words. */
    private static int skip(String text, List<Token> tokens, int k, WordList words) {
        while (k < tokens.size() && words.has(text, tokens.get(k))) {
            k++;
        }
        return k;
    }
}
