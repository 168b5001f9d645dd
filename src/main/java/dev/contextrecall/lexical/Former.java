package dev.contextrecall.lexical;

import java.util.List;

/**
 * A role said as held now where the other side says it was held: "She is the CEO of the company." against "She is
 * the former CEO of the company.", and the other way round. One of {@link Contrast}'s ways: the word "former" (or
 * "ex", "ehemalige", "ancien", "бывший", ...) right before a word the two share, on one side only, where the other
 * side says "is" or "are" and no past form of them. "She was the CEO" is said by "the former CEO".
 */
final class Former {

    private Former() {
    }

    private static final WordList FORMER = WordList.of("former", "ex", "onetime", "erstwhile", "ehemalige",
            "ehemaliger", "ehemaligen", "ehemaliges", "frühere", "früherer", "früheren", "ancien", "ancienne",
            "anciens", "anciennes", "бывший", "бывшая", "бывшего", "бывшей", "бывшим", "бывшие", "πρώην", "cựu",
            "fostul", "fosta", "fostului");

    /** "Is" and "are" in the languages that say them: a role held now. */
    private static final WordList NOW = WordList.of("is", "are", "ist", "sind", "est", "sont", "es", "son", "è",
            "sono", "é", "são", "este", "sunt", "είναι", "là", "является", "являются");

    /** Their past forms, and verbs that say a role held before: "served as", "was". */
    private static final WordList THEN = WordList.of("was", "were", "been", "served", "war", "waren", "gewesen",
            "était", "étaient", "fut", "été", "era", "eran", "fue", "fueron", "foi", "foram", "fost", "ήταν", "был",
            "была", "были", "являлся", "являлась");

    /** The statement's role said "former" on one side only, the other side saying it is held now; or null. */
    static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> sentence,
            List<Token> window) {
        Token said = FORMER.first(statement, statementTokens);
        if (said == null && now(statement, statementTokens)) {
            Token former = FORMER.first(evidence, sentence);
            Token role = former == null ? null : next(sentence, former);
            Token own = role == null ? null : role.sameKeyIn(statementTokens);
            if (own != null && held(statement, statementTokens, own)) {
                return new Contrast(statement.substring(own.start(), own.end()),
                        evidence.substring(former.start(), role.end()));
            }
        }
        Token role = said == null || said.keyedIn(window) ? null : next(statementTokens, said);
        Token there = role == null || !now(evidence, sentence) ? null : role.sameKeyIn(sentence);
        if (there != null && held(evidence, sentence, there)) {
            return new Contrast(statement.substring(said.start(), role.end()), evidence.substring(there.start(), there.end()));
        }
        return null;
    }

    /** Whether "is" or "are" stands at most three words before the role ("is the CEO", "is the former CEO"). */
    private static boolean held(String text, List<Token> tokens, Token role) {
        int i = tokens.indexOf(role);
        for (int k = Math.max(0, i - 3); k < i; k++) {
            if (NOW.has(text, tokens.get(k))) {
                return true;
            }
        }
        return false;
    }

    private static Token next(List<Token> tokens, Token t) {
        int i = tokens.indexOf(t);
        return i >= 0 && i + 1 < tokens.size() && tokens.get(i + 1).content() ? tokens.get(i + 1) : null;
    }

    private static boolean now(String text, List<Token> tokens) {
        return NOW.first(text, tokens) != null && THEN.first(text, tokens) == null;
    }
}
