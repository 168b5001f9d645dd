package dev.contextrecall.lexical;

import java.util.List;
import java.util.Set;

import dev.contextrecall.lexical.detect.LatinLanguages;

/**
 * The statement's "unlimited" thing that the evidence gives a figure: "The plan includes unlimited storage." against
 * "The plan includes 100 GB of storage.". One of {@link Restricted}'s ways: a limit is another scope.
 */
final class Unlimited {

    private Unlimited() {
    }

    /** "Unlimited", in the measured languages written with spaces, as written (folded). */
    private static final Set<String> UNLIMITED = Tokenizer.folded("unlimited", "limitless", "unbegrenzt",
            "unbegrenzte", "unbegrenzten", "unbegrenztes", "unbegrenzter", "ilimitado", "ilimitada", "ilimitados",
            "ilimitadas", "illimité", "illimitée", "illimités", "illimitées", "illimitato", "illimitata", "illimitati",
            "illimitate", "onbeperkt", "onbeperkte", "nelimitat", "nelimitată", "nelimitate", "неограниченный",
            "неограниченная", "неограниченное", "неограниченные", "неограниченное", "безлимитный", "безлимитные",
            "απεριόριστος", "απεριόριστη", "απεριόριστο", "απεριόριστα", "sınırsız", "असीमित");

    /** The most words between the figure and the thing: "100 GB of storage", "5 active projects". */
    private static final int NEAR = 3;

    /** Where a figure of the thing at {@code j} may stand: a few words before it, nearest first, or two after it. */
    private static int[] figures(int j) {
        return new int[] { j - 1, j - 2, j - NEAR, j + 1, j + 2 };
    }

    static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> sentence,
            Terms terms) {
        for (int i = 0; i < statementTokens.size(); i++) {
            Token unlimited = statementTokens.get(i);
            if (!UNLIMITED.contains(Tokenizer.fold(statement.substring(unlimited.start(), unlimited.end())))) {
                continue;
            }
            Token thing = null; // the next content word: "unlimited storage", "almacenamiento ilimitado" before it
            for (int k : new int[] { i + 1, i - 1 }) {
                Token t = k >= 0 && k < statementTokens.size() ? statementTokens.get(k) : null;
                thing = thing == null && t != null && t.content() && t.kind() == Token.Kind.WORD
                        && !LatinLanguages.functionWord(t.key()) ? t : thing;
            }
            if (thing == null || sentence.stream().anyMatch(t -> UNLIMITED.contains(
                    Tokenizer.fold(evidence.substring(t.start(), t.end()))))) {
                return null; // "includes unlimited projects and 5 seats"
            }
            for (int j = 0; j < sentence.size(); j++) {
                if (!sentence.get(j).key().equals(thing.key())) {
                    continue;
                }
                // the figure before the thing ("100 GB of storage"), or right after it ("хранилище объёмом 100 ГБ")
                for (int n : figures(j)) {
                    Token figure = n >= 0 && n < sentence.size() ? sentence.get(n) : null;
                    if (figure != null && figure.kind() == Token.Kind.NUMBER && !terms.holds(figure)) {
                        Token first = unlimited.start() < thing.start() ? unlimited : thing;
                        Token last = first == unlimited ? thing : unlimited;
                        return new Contrast(statement.substring(first.start(), last.end()), evidence.substring(
                                Math.min(figure.start(), sentence.get(j).start()),
                                Math.max(figure.end(), sentence.get(j).end())));
                    }
                }
            }
        }
        return null;
    }
}
