package dev.contextrecall.lexical;

import java.util.List;

/**
 * A denying statement whose evidence denies another thing and, in a clause of its own after "but" or a comma, says
 * the statement's word undenied with the statement's object: "Patients may not drink water." against "Patients should
 * not eat for eight hours, but may drink water.", "The app does not support Android." against "The app does not
 * support Windows, but it supports Android.". The mirror of {@link Negation#denied}, which reads affirmative
 * statements.
 */
final class Undenied {

    private Undenied() {
    }

    /** The contrast, or null: the statement's denial, and the clause that says its word undenied. */
    static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> sentence,
            String language) {
        int cue = 0;
        while (cue < statementTokens.size() && !Negation.within(statementTokens, cue, cue + 1)) {
            cue++;
        }
        int v = cue + 1;
        while (v < statementTokens.size() && v <= cue + 4 && !verb(statement, statementTokens, v)) {
            v++;
        }
        if (v >= statementTokens.size() || v > cue + 4 || !Negation.in(sentence)
                || language != null && VERB_LAST.contains(language)
                || !Contrast.gap(statement, statementTokens.get(cue), statementTokens.get(v)).matches("[\\p{L}' ]*")) {
            return null;
        }
        Token verb = statementTokens.get(v);
        if (statementTokens.stream().filter(t -> t.key().equals(verb.key())).count() > 1) {
            return null; // "schools that receive aid and schools that do not receive it": the statement says both
        }
        // what makes the object this one: the first word after the verb, and its names and numbers
        List<Token> after = statementTokens.subList(v + 1, statementTokens.size()).stream().filter(Token::content)
                .toList();
        List<Token> object = after.stream().filter(t -> t == after.get(0) || t.kind() == Token.Kind.NUMBER
                || t.capitalised()).toList();
        String subject = statementTokens.stream().filter(Token::content).findFirst().orElseThrow().key();
        for (int k = 0; k < sentence.size(); k++) {
            if (!sentence.get(k).key().equals(verb.key())) {
                continue;
            }
            int from = opening(evidence, sentence, k);
            int to = k + 1;
            while (to < sentence.size() && !Negation.opensBut(evidence, sentence, to)) {
                to++;
            }
            // the clause says the verb undenied; another clause of the sentence denies
            if (Negation.within(sentence, from, to)
                    || !Negation.within(sentence, 0, from) && !Negation.within(sentence, to, sentence.size())) {
                continue;
            }
            int end = k;
            // no object: the subject, or a pronoun for it, stands right before the verb ("but they are refundable")
            List<Token> before = sentence.subList(Math.max(from, k - 4), k);
            boolean held = !object.isEmpty() || before.stream().anyMatch(t -> t.key().equals(subject))
                    || Clauses.pronounIn(evidence, before, language);
            for (Token o : object) {
                int at = indexAfter(sentence, k, o);
                held &= at > 0 && at < to && !Negation.within(sentence, k + 1, at);
                end = Math.max(end, at);
            }
            if (held) {
                return new Contrast(statement.substring(statementTokens.get(cue).start(), verb.end()),
                        evidence.substring(sentence.get(k).start(), sentence.get(end).end()));
            }
        }
        return null;
    }

    /** The index of the clause's first token, found back from k: one after "but" or a comma, or 0. */
    private static int opening(String evidence, List<Token> sentence, int k) {
        int j = k;
        while (j > 0 && !Negation.opensBut(evidence, sentence, j)) {
            j--;
        }
        return j;
    }

    /** Languages whose denial stands after its verb, or which are written without spaces. */
    private static final java.util.Set<String> VERB_LAST = java.util.Set.of("hi", "tr", "ja", "ko", "zh", "th");

    /** Modal verbs of duty, which a denial passes over to its verb: "ne doivent pas boire". */
    private static final WordList DUTY = WordList.of("must", "should", "doit", "doivent", "debe", "deben", "deve",
            "devono", "devem", "muss", "müssen", "soll", "sollen", "trebuie", "должен", "должны");

    /** Whether token v is the verb a denial is about: a content word, no cue, auxiliary nor modal. */
    private static boolean verb(String statement, List<Token> tokens, int v) {
        Token t = tokens.get(v);
        return t.content() && !Negation.auxiliary(t) && !Negation.within(tokens, v, v + 1)
                && !ClauseCuts.MODALS.has(statement, t) && !DUTY.has(statement, t);
    }

    /** The index of o's key in the clause after k, at most five tokens on, or -1. */
    private static int indexAfter(List<Token> sentence, int k, Token o) {
        for (int j = k + 1; j < sentence.size() && j <= k + 5; j++) {
            if (sentence.get(j).key().equals(o.key())) {
                return j;
            }
        }
        return -1;
    }
}
