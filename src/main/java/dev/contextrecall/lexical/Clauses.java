package dev.contextrecall.lexical;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The statement's subject and the rest of it said in two clauses of one sentence, each clause with another partner:
 * "Edison invented the telephone." against "Bell invented the telephone; Edison invented the phonograph.", "The
 * Eiffel Tower is in London." against "The Eiffel Tower is in Paris; Big Ben is in London.". The sentence holds
 * every word, each bound to another. One of {@link Contrast}'s ways, read over each sentence of the evidence.
 * <p>
 * The clause that says the subject must lack some of the statement's words, another clause must say them after a
 * name of its own ("Bell") and every other word the statement says after its subject ("invented the", "is in"). A
 * clause whose subject is a pronoun says the statement's subject ("she won it again in Chemistry"), and one that
 * says less of the statement is about something else ("Ulm is in Germany" for "was born in Germany").
 */
final class Clauses {

    private Clauses() {
    }

    /** Words that open a clause of their own after a comma or alone: "while", "whereas", "während", "mientras". */
    private static final WordList OPENING = WordList.of("while", "whereas", "während", "wohingegen", "tandis",
            "mientras", "mentre", "enquanto", "iar", "ενώ", "тогда");

    /** Words that open a clause of their own after a comma: ", and", ", but", ", und", ", а". */
    private static final WordList AFTER_COMMA = WordList.of("and", "but", "und", "aber", "et", "mais", "y", "pero",
            "e", "ma", "mas", "și", "dar", "и", "а", "но", "και", "αλλά", "ve", "ama", "và", "nhưng");

    /** The contrast, or null: the statement's missing words, and the clause that says its subject instead. */
    static Contrast in(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows) {
        int subjectEnd = subjectEnd(statement, statementTokens);
        if (subjectEnd < 0 || statement.indexOf(';') >= 0) {
            return null;
        }
        Token subject = statementTokens.get(subjectEnd - 1);
        for (SupportFinder.Window w : windows) {
            List<Token> tokens = w.tokens();
            for (List<Token> sentence : List.of(tokens.subList(0, w.secondSentence()),
                    tokens.subList(w.secondSentence(), tokens.size()))) {
                Contrast other = inSentence(statement, statementTokens, subjectEnd, subject, w.text(), sentence);
                if (other != null) {
                    return other;
                }
            }
        }
        return null;
    }

    private static Contrast inSentence(String statement, List<Token> statementTokens, int subjectEnd, Token subject,
            String text, List<Token> sentence) {
        List<List<Token>> clauses = clauses(text, sentence);
        List<Token> own = null;
        for (List<Token> clause : clauses) {
            if (subject.keyedIn(clause)) {
                if (own != null) {
                    return null; // the subject in two clauses: either may say the rest
                }
                own = clause;
            }
        }
        if (own == null) {
            return null;
        }
        Set<String> ownKeys = keys(own);
        List<Token> missing = new ArrayList<>();
        Set<String> rest = new HashSet<>(); // the words the statement says after its subject, but the missing ones
        for (Token t : statementTokens.subList(subjectEnd, statementTokens.size())) {
            if (t.content() && !ownKeys.contains(t.key())) {
                missing.add(t);
            } else if (t.kind() != Token.Kind.NUMBER) {
                rest.add(t.key());
            }
        }
        for (int c = 0; !missing.isEmpty() && c < clauses.size(); c++) {
            List<Token> clause = clauses.get(c);
            Set<String> clauseKeys = clause == own ? Set.of() : keys(clause);
            if (clause != own && clauseKeys.containsAll(rest) && missing.stream().allMatch(t -> clauseKeys.contains(
                    t.key())) && ownName(text, clause, statementTokens, rest)) {
                Token first = missing.get(0);
                Token last = missing.get(missing.size() - 1);
                return new Contrast(statement.substring(first.start(), last.end()),
                        text.substring(own.get(0).start(), own.get(own.size() - 1).end()));
            }
        }
        return null;
    }

    /**
     * Where the statement's subject ends: after the names that open it ("The Eiffel Tower", "Edison"), articles
     * before them left in; -1 when it opens with no name or says nothing after it.
     */
    private static int subjectEnd(String statement, List<Token> tokens) {
        int i = 0;
        while (i < tokens.size() && !tokens.get(i).content()) {
            i++;
        }
        int start = i;
        while (i < tokens.size() && tokens.get(i).kind() == Token.Kind.WORD && named(statement, tokens.get(i))) {
            i++;
        }
        boolean more = tokens.subList(Math.min(i, tokens.size()), tokens.size()).stream().filter(Token::content)
                .count() >= 1;
        return i > start && more ? i : -1;
    }

    /** Whether a clause says a name of its own, not the statement's, before the statement's words it shares. */
    private static boolean ownName(String text, List<Token> clause, List<Token> statementTokens, Set<String> rest) {
        for (Token t : clause) {
            if (rest.contains(t.key())) {
                return false;
            }
            if (t.kind() == Token.Kind.WORD && named(text, t) && !t.keyedIn(statementTokens)) {
                return true;
            }
        }
        return false;
    }

    /** The sentence's clauses: cut at a semicolon, at "while" or "whereas", and at "and" or "but" after a comma. */
    static List<List<Token>> clauses(String text, List<Token> sentence) {
        List<List<Token>> clauses = new ArrayList<>();
        int from = 0;
        for (int i = 1; i < sentence.size(); i++) {
            Token t = sentence.get(i);
            String gap = text.substring(Math.min(sentence.get(i - 1).end(), t.start()), t.start());
            boolean cut = gap.indexOf(';') >= 0 || gap.indexOf('；') >= 0 || OPENING.has(text, t)
                    || gap.indexOf(',') >= 0 && AFTER_COMMA.has(text, t);
            if (cut) {
                clauses.add(sentence.subList(from, i));
                from = i;
            }
        }
        clauses.add(sentence.subList(from, sentence.size()));
        return clauses;
    }

    private static Set<String> keys(List<Token> clause) {
        Set<String> keys = new HashSet<>();
        clause.forEach(t -> keys.add(t.key()));
        return keys;
    }

    /** A word written with a capital that does not open its text: a name. */
    private static boolean named(String text, Token t) {
        return t.capitalised() || t.start() > 0 && Character.isUpperCase(text.codePointAt(t.start()));
    }
}
