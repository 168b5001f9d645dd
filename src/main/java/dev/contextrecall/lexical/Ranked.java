package dev.contextrecall.lexical;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/** A rank the evidence gives and the statement does not: one of {@link MinimalPair}'s ways. */
final class Ranked {

    private Ranked() {
    }

    /**
     * A rank the statement does not give, before its own superlative: "the second longest river" against "the
     * longest river" (English ordinals, "2nd", "second-largest", "third most visited").
     */
    static Contrast in(String statement, List<Token> said, String evidence, List<Token> sentence,
            Function<Token, String> termOf) {
        for (int k = 0; k + 1 < sentence.size(); k++) {
            Token x = sentence.get(k);
            String rank = evidence.substring(x.start(), x.end()).toLowerCase(Locale.ROOT);
            if (x.kind() != Token.Kind.NUMBER || termOf.apply(x) != null
                    || !MinimalPair.ordinal(rank) || rank.equals("first") || rank.equals("last")) {
                continue;
            }
            Token y = sentence.get(k + 1);
            boolean most = (y.key().equals("most") || y.key().equals("least")) && k + 2 < sentence.size();
            Token word = most ? sentence.get(k + 2) : y;
            String surface = evidence.substring(word.start(), word.end()).toLowerCase(Locale.ROOT);
            boolean superlative = most || surface.length() >= 5 && surface.endsWith("est") || surface.equals("best")
                    || surface.equals("worst");
            String term = word.content() ? termOf.apply(word) : null;
            String between = evidence.substring(x.end(), y.start());
            if (!superlative || term == null || !(between.equals(" ") || between.equals("-"))) {
                continue;
            }
            for (int i = 0; i < said.size(); i++) {
                if (said.get(i).key().equals(term) && (i == 0 || said.get(i - 1).kind() != Token.Kind.NUMBER)) {
                    int from = most ? statement.lastIndexOf(' ', Math.max(0, said.get(i).start() - 2)) + 1
                            : said.get(i).start();
                    return new Contrast(statement.substring(from, said.get(i).end()),
                            evidence.substring(x.start(), word.end()));
                }
            }
        }
        return null;
    }
}
