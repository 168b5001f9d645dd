package dev.contextrecall.lexical;

import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

import dev.contextrecall.lexical.detect.LatinLanguages;

/**
 * The name a statement opens with, found in the evidence, but another name doing what the statement says of it:
 * "Newton developed the theory of relativity." against "Einstein developed the theory of relativity, building on
 * Newton's mechanics." One of {@link Contrast}'s ways, read over every window; {@link Contrast} reads the same for a
 * name the evidence does not hold ("Shakespeare wrote" against "Marlowe wrote").
 */
final class OtherSubject {

    private OtherSubject() {
    }

    /** Words that join a name to the one who does it as one more who does: "with Meg Ryan", "and Meg Ryan". */
    private static final java.util.regex.Pattern ALONGSIDE = java.util.regex.Pattern.compile(
            "(?i)(?:\\b(?:with|alongside|and|or|mit|und|con|y|avec|et|com|e|cu|și|с|и|με|και|ile|ve)|,|&)\\s+$");

    /**
     * Whether the evidence says the statement's name as one more of those who do it: after "with", "and" or a comma
     * ("Tom Hanks starred in the film with Meg Ryan", "Tom Hanks and Meg Ryan starred"), or before "and" ("Meg Ryan
     * and Tom Hanks starred").
     */
    private static boolean alongside(String text, String name) {
        for (int at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
            String after = text.substring(at + name.length());
            if (ALONGSIDE.matcher(text.substring(Math.max(0, at - 20), at)).find()
                    || after.matches("(?s)\\s*(?:,|and|&|und|y|et|e|și|и|και|ve)\\s+\\p{Lu}.*")) {
                return true;
            }
        }
        return false;
    }

    /** Where the name ending at token t starts: "Meg Ryan" of "Meg Ryan directed", the words joined by spaces only. */
    private static int nameStart(String text, Token t) {
        int start = t.start();
        java.util.regex.Matcher before = java.util.regex.Pattern.compile("(\\p{Lu}[\\p{L}.'-]*) $")
                .matcher(text.substring(Math.max(0, start - 40), start));
        while (before.find()) {
            start -= before.group().length();
            before = java.util.regex.Pattern.compile("(\\p{Lu}[\\p{L}.'-]*) $").matcher(text.substring(
                    Math.max(0, start - 40), start));
        }
        return start;
    }

    /**
     * Whether the evidence says the statement's name with another of the statement's words straight after it, its verb
     * left to the clause before ("and France in 2018").
     */
    private static boolean elided(List<Token> there, Token name, Predicate<Token> inStatement) {
        for (int j = 0; j + 1 < there.size(); j++) {
            if (there.get(j).key().equals(name.key()) && inStatement.test(there.get(j + 1))
                    && there.get(j + 1).kind() == Token.Kind.NUMBER) {
                return true;
            }
        }
        return false;
    }

    /** Whether a gap holds an "and", which joins a second act to the sentence's subject, not a subject to its act. */
    private static boolean joins(String gap) {
        for (String w : gap.split(" ")) {
            if (Restricted.AND.contains(w)) {
                return true;
            }
        }
        return false;
    }

    /** The contrast, or null: the statement's name, and the other name before its word. */
    static Contrast in(String statement, List<Token> statementTokens, Predicate<Token> found,
            List<SupportFinder.Window> windows, Predicate<Token> inStatement, String language) {
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        int firstWord = statementTokens.isEmpty() ? -1 : statementTokens.get(0).start();
        if (said.size() < 3 || said.get(0).start() != firstWord || !said.get(0).capitalised()
                || !MinimalPair.subject(statement, said.get(0), language)) {
            return null;
        }
        int k = 0;
        while (k + 1 < said.size() && said.get(k + 1).capitalised() && said.get(k + 1).kind() == Token.Kind.WORD) {
            k++;
        }
        Token name = said.get(k);
        Token word = k + 1 < said.size() ? said.get(k + 1) : null;
        if (word == null || word.kind() != Token.Kind.WORD || !found.test(name) || !found.test(word)
                || LatinLanguages.functionWord(statement.substring(word.start(), word.end()).toLowerCase(Locale.ROOT))
                || LinkWords.is(word)) {
            return null; // a name's own link word is no act: "Doctrina Satyagraha a lui Ghandi"
        }
        for (Token t : statementTokens.subList(statementTokens.indexOf(name) + 1, statementTokens.indexOf(word) + 1)) {
            if (Former.copula(statement, t) || "be".equals(t.key()) || "been".equals(t.key())) {
                return null; // "X is the capital of Y" is said the other way round as often: "the capital of Y is X"
            }
        }
        String gap = Contrast.gap(statement, name, word);
        Token other = null;
        String text = null;
        for (SupportFinder.Window w : windows) {
            List<Token> there = w.tokens().stream().filter(Token::content).toList();
            for (int j = 1; j < there.size(); j++) {
                Token x = there.get(j - 1);
                String theirs = Contrast.gap(w.text(), x, there.get(j));
                if (!there.get(j).key().equals(word.key()) || x.kind() != Token.Kind.WORD
                        || !Contrast.sameGap(gap, theirs, true) || joins(theirs) && !joins(gap)) {
                    continue; // "export data as CSV and import data": a second act of the sentence's own subject
                }
                if (inStatement.test(x)) {
                    return null; // the statement's own name does it too: "Leibniz and Newton developed", "logs are kept"
                }
                if (!x.capitalised()) {
                    continue;
                }
                if (other == null) {
                    other = x;
                    text = w.text();
                }
            }
            if (elided(there, name, inStatement) || alongside(w.text(), statement.substring(said.get(0).start(),
                    name.end()))) {
                return null; // "Germany won the World Cup in 2014 and France in 2018": France's own clause, its verb left out
            }
        }
        return other == null ? null : new Contrast(statement.substring(said.get(0).start(), name.end()),
                text.substring(nameStart(text, other), other.end()));
    }
}
