package dev.contextrecall.lexical;

import java.util.List;
import java.util.Map;

/**
 * A function word of the statement said the other way round in the evidence, with the same words around it:
 * "signed before the war" against "signed after the war". One of {@link Contrast}'s ways; English only, since only
 * English drops these words as stop words (the other languages' "vor", "después", "до" are terms of their own).
 */
final class Opposites {

    private Opposites() {
    }

    /** English function words that say the opposite of each other; each language's others are content words. */
    private static final Map<String, String> OPPOSITES = Map.ofEntries(
            Map.entry("before", "after"), Map.entry("after", "before"),
            Map.entry("above", "below"), Map.entry("below", "above"),
            Map.entry("over", "under"), Map.entry("under", "over"),
            Map.entry("with", "without"), Map.entry("without", "with"),
            Map.entry("more", "less"), Map.entry("less", "more"),
            Map.entry("most", "least"), Map.entry("least", "most"),
            Map.entry("up", "down"), Map.entry("down", "up"),
            Map.entry("for", "against"), Map.entry("against", "for"));

    /**
     * The same words around a function word that says the opposite: "signed before the war" against "signed after
     * the war", "more than 100 staff" against "less than 100 staff", "with sugar" against "without sugar". The
     * statement's words from the content word before to the content word after must be the evidence's, but for that
     * one word ("fewer" for "more" is read as "less").
     */
    static Contrast in(String statement, List<Token> statementTokens, String evidence,
            List<Token> sentence, String language) {
        if (!"en".equals(language)) {
            return null;
        }
        for (int i = 0; i < statementTokens.size(); i++) {
            Token w = statementTokens.get(i);
            String opposite = OPPOSITES.get(w.key());
            if (w.content() || opposite == null) {
                continue;
            }
            int a = i - 1;
            while (a >= 0 && !statementTokens.get(a).content()) {
                a--;
            }
            int b = i + 1;
            while (b < statementTokens.size() && !statementTokens.get(b).content()) {
                b++;
            }
            if (a < 0 || b >= statementTokens.size()) {
                continue;
            }
            List<Token> phrase = statementTokens.subList(a, b + 1);
            for (int j = 0; j + phrase.size() <= sentence.size(); j++) {
                List<Token> there = sentence.subList(j, j + phrase.size());
                boolean same = true;
                for (int k = 0; k < phrase.size() && same; k++) {
                    String key = there.get(k).key();
                    same = k == i - a ? key.equals(opposite) || opposite.equals("less") && key.equals("fewer")
                            : key.equals(phrase.get(k).key());
                }
                if (same && Contrast.oneSlot(evidence, there.get(0), there.get(there.size() - 1))) {
                    Token x = there.get(i - a);
                    return new Contrast(statement.substring(w.start(), w.end()), evidence.substring(x.start(), x.end()));
                }
            }
        }
        return null;
    }
}
