package dev.contextrecall.lexical;

import java.util.List;
import java.util.Locale;
import java.util.Set;
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
        java.util.regex.Pattern word = java.util.regex.Pattern.compile("(\\p{Lu}[\\p{L}.'-]*) $");
        java.util.regex.Matcher before = word.matcher(text.substring(Math.max(0, start - 40), start));
        // an article opening the sentence is no part of the name: "The Amazon is", "The Rolling Stones released"
        while (before.find() && !NameArticles.WORDS.contains(before.group(1))) {
            start -= before.group().length();
            before = word.matcher(text.substring(Math.max(0, start - 40), start));
        }
        return start;
    }

    /**
     * Whether the evidence says the statement's name with another of the statement's words straight after it, its verb
     * left to the clause before ("and France in 2018"): a figure, or a word the statement says after its verb ("and
     * South Korea's is the won" for "Korea's currency is the won").
     */
    private static boolean elided(List<Token> there, Token name, Predicate<Token> inStatement, List<Token> later) {
        for (int j = 0; j + 1 < there.size(); j++) {
            if (there.get(j).key().equals(name.key()) && (inStatement.test(there.get(j + 1))
                    && there.get(j + 1).kind() == Token.Kind.NUMBER || there.get(j + 1).keyedIn(later))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the statement's name heads the phrase that ends at token x, only places and their link words between:
     * "рейс из Москвы во Владивосток длится" says "Рейс длится", the place a part of its subject.
     */
    private static boolean headed(String text, List<Token> there, int x, Token name) {
        for (int k = x - 1; k >= 0 && k >= x - 4; k--) {
            if (Contrast.gap(text, there.get(k), there.get(k + 1)).matches(".*[,;:.!?].*")) {
                return false;
            }
            if (there.get(k).key().equals(name.key())) {
                return true;
            }
            if (!LinkWords.is(there.get(k)) && !there.get(k).capitalised()) {
                return false; // another act between: "Edison funded the lab and Tesla designed"
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

    /** Forms of "be" before a passive's verb. */
    private static final WordList BE = Swapped.BE.plus("be", "been");

    /**
     * The last word of the first name after "by" in a passive of the statement's verb whose object stands before it:
     * "The company was founded in 2001 by Maria Lopez" for "Tom Reed founded the company.", "Hamlet is a tragedy
     * written by William Shakespeare" for "Marlowe wrote Hamlet."; the statement's own name
     * where the names after "by" (or "with" after them) hold it, "by Steve Jobs and Ronald Wayne"; null if none.
     */
    private static Token passiveDoer(String text, List<Token> tokens, Token verb, Token object,
            Predicate<Token> inStatement) {
        for (int j = 1; j < tokens.size(); j++) {
            Token before = tokens.get(j - 1); // "was written by", or a noun's: "a tragedy written by"
            boolean noun = before.content() && before.kind() == Token.Kind.WORD && !before.capitalised();
            if (!tokens.get(j).key().equals(verb.key()) || !BE.has(text, before) && !noun
                    || !object.keyedIn(tokens.subList(Math.max(0, j - 6), j - 1))) {
                continue;
            }
            for (int b = j + 1; b < tokens.size() && b <= j + 4; b++) {
                if (!tokens.get(b).key().equals("by")) {
                    continue;
                }
                Token first = null;
                for (int d = b + 1; d < tokens.size() && (tokens.get(d).capitalised() || DOERS.contains(
                        tokens.get(d).key())) && (joined(text, tokens.get(d - 1), tokens.get(d))
                        || text.substring(tokens.get(d - 1).end(), tokens.get(d).start()).equals(", ")); d++) {
                    Token t = tokens.get(d); // "Steve Jobs, Steve Wozniak and Ronald Wayne", "with Tom Reed"
                    if (inStatement.test(t) && t.capitalised()) {
                        return t;
                    }
                    boolean nameGoesOn = d + 1 < tokens.size() && joined(text, t, tokens.get(d + 1))
                            && tokens.get(d + 1).capitalised();
                    first = first != null || !t.capitalised() || nameGoesOn ? first : t;
                }
                return first;
            }
        }
        return null;
    }

    /**
     * The statement's name, which the evidence does not hold, against the one a passive of its verb names as who did
     * it to its object: "Marlowe wrote Hamlet." against "Hamlet was written by William Shakespeare"; or null.
     */
    private static Contrast unnamed(String statement, Token first, Token name, Token verb, Token object,
            List<SupportFinder.Window> windows, Predicate<Token> inStatement) {
        for (SupportFinder.Window w : windows) {
            Token doer = passiveDoer(w.text(), w.tokens(), verb, object, inStatement);
            if (doer != null && !inStatement.test(doer)) {
                return new Contrast(statement.substring(first.start(), name.end()),
                        w.text().substring(nameStart(w.text(), doer), doer.end()));
            }
        }
        return null;
    }

    /** Whether two words are one name's, a space or an initial's dot between them: "Maria Lopez", "J. K. Rowling". */
    private static boolean joined(String text, Token a, Token b) {
        String gap = text.substring(a.end(), b.start());
        return gap.equals(" ") || gap.equals(". ") && a.end() - a.start() == 1;
    }

    /** Words between the names that a passive says did it: "by Jobs and Wozniak", "by Maria Lopez with Tom Reed". */
    private static final Set<String> DOERS = Set.of("and", "with", "the", "&");

    /** The contrast, or null: the statement's name, and the other name before its word. */
    static Contrast in(String statement, List<Token> statementTokens, Predicate<Token> found,
            List<SupportFinder.Window> windows, Predicate<Token> inStatement, String language) {
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        int firstWord = statementTokens.isEmpty() ? -1 : statementTokens.get(0).start();
        boolean article = statementTokens.size() > 1 && statementTokens.get(1) == said.get(0) // "The Nile is"
                && NameArticles.WORDS.has(statement, statementTokens.get(0));
        if (said.size() < 3 || said.get(0).start() != firstWord && !article || !said.get(0).capitalised()
                || !MinimalPair.subject(statement, said.get(0), language)) {
            return null;
        }
        int k = 0;
        while (k + 1 < said.size() && said.get(k + 1).capitalised() && said.get(k + 1).kind() == Token.Kind.WORD) {
            k++;
        }
        Token name = said.get(k);
        Token word = k + 1 < said.size() ? said.get(k + 1) : null;
        if (word == null || word.kind() != Token.Kind.WORD || !found.test(word)
                || LatinLanguages.functionWord(statement.substring(word.start(), word.end()).toLowerCase(Locale.ROOT))
                || LinkWords.is(word)) {
            return null; // a name's own link word is no act: "Doctrina Satyagraha a lui Ghandi"
        }
        if (!found.test(name)) {
            return k + 2 < said.size() ? unnamed(statement, said.get(0), name, word, said.get(k + 2), windows,
                    inStatement) : null;
        }
        // "X is the capital of Y" is said the other way round as often ("the capital of Y is X"): read only where the
        // evidence says X is something else ("the Amazon is the largest river, while the Nile is the longest")
        boolean copula = statementTokens.subList(statementTokens.indexOf(name) + 1, statementTokens.indexOf(word) + 1)
                .stream().anyMatch(t -> Former.copula(statement, t) || "be".equals(t.key()) || "been".equals(t.key()));
        boolean saysOther = false;
        String gap = Contrast.gap(statement, name, word);
        Token other = null;
        String text = null;
        for (SupportFinder.Window w : windows) {
            List<Token> there = w.tokens().stream().filter(Token::content).toList();
            Token doer = k + 2 < said.size() ? passiveDoer(w.text(), w.tokens(), word, said.get(k + 2),
                    inStatement) : null;
            for (int j = 1; j < there.size(); j++) {
                Token x = there.get(j - 1);
                String theirs = Contrast.gap(w.text(), x, there.get(j));
                if (j >= 2 && copula && joins(theirs) && Superlatives.form(w.text().substring(x.start(), x.end())
                        .toLowerCase(Locale.ROOT))) { // "the Pacific is the largest and deepest": both its own
                    x = there.get(j - 2);
                    theirs = Contrast.gap(w.text(), x, there.get(j - 1));
                }
                saysOther |= x.key().equals(name.key()) && !inStatement.test(there.get(j)) // "the Prado is the largest"
                        && !gap.isEmpty() && theirs.split(" ")[0].equals(gap.split(" ")[0]);
                if (!there.get(j).key().equals(word.key()) || x.kind() != Token.Kind.WORD
                        || !Contrast.sameGap(gap, theirs, true) && !(copula && theirs.equals((", "
                                + StopWords.withoutAuxiliaries(gap)).strip())) // "Lisbon, the capital of"
                        || joins(theirs) && !joins(gap)) {
                    continue; // "export data as CSV and import data": a second act of the sentence's own subject
                }
                if ((inStatement.test(x) || headed(w.text(), there, j - 1, name)) && doer == null) {
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
            if (doer != null && inStatement.test(doer)) {
                return null; // "was founded by Tom Reed" for "Tom Reed founded"
            }
            if (doer != null) {
                other = other == null ? doer : other;
                text = other == doer ? w.text() : text;
                continue; // the passive names who did it: no clause of the statement's name to look for
            }
            if (elided(there, name, inStatement, said.subList(k + 2, said.size()))
                    || alongside(w.text(), statement.substring(said.get(0).start(), name.end()))) {
                return null; // "Germany won the World Cup in 2014 and France in 2018": France's own clause, its verb left out
            }
        }
        return other == null || copula && !saysOther ? null
                : new Contrast(statement.substring(said.get(0).start(), name.end()),
                        text.substring(nameStart(text, other), other.end()));
    }
}
