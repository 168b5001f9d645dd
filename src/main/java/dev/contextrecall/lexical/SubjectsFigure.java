package dev.contextrecall.lexical;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import dev.contextrecall.lexical.detect.LatinLanguages;

/**
 * The statement's figure said in its subject's own clause, with another verb, where the clause of another subject
 * says the statement's verb with another figure: "The pro version has a battery life of 20 hours." against "The basic
 * version has a battery life of 12 hours, while the pro version lasts 20 hours.". {@link Misplaced} then reads no
 * other figure; coverage weighs the sentence.
 */
final class SubjectsFigure {

    private SubjectsFigure() {
    }

    /** Whether a clause of the evidence says the statement's first word and its figure m, in that order. */
    static boolean said(List<Token> said, Token m, List<SupportFinder.Window> windows) {
        if (m.kind() != Token.Kind.NUMBER || said.size() < 3 || said.get(0).kind() != Token.Kind.WORD) {
            return false;
        }
        String subject = said.get(0).key();
        Set<String> keys = new HashSet<>();
        said.forEach(t -> keys.add(t.key()));
        for (SupportFinder.Window w : windows) {
            for (List<Token> sentence : w.sentences()) {
                List<List<Token>> clauses = ClauseCuts.clauses(w.text(), sentence);
                for (List<Token> own : clauses) {
                    if (at(own, subject) < 0 || at(own, m.key()) < at(own, subject)) {
                        continue;
                    }
                    for (List<Token> other : clauses) {
                        if (other != own && othersSubject(other, subject, keys, own)) {
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    /**
     * Whether a clause opens with a word the statement does not say, lacks its subject, gives a figure of its own, and
     * says with the subject's clause every word of the statement: "The basic version has a battery life of 12 hours".
     */
    private static boolean othersSubject(List<Token> clause, String subject, Set<String> said, List<Token> own) {
        Token opening = clause.stream().filter(t -> t.content() && !Restricted.AND.contains(t.key())
                && !LatinLanguages.functionWord(t.key())).findFirst().orElse(null); // past "and": "et dure 8 heures"
        if (opening == null || opening.kind() != Token.Kind.WORD || said.contains(opening.key())
                || at(clause, subject) >= 0 || clause.stream().noneMatch(t -> t.kind() == Token.Kind.NUMBER
                        && !said.contains(t.key()))) {
            return false;
        }
        Set<String> both = new HashSet<>();
        clause.forEach(t -> both.add(t.key()));
        own.forEach(t -> both.add(t.key()));
        return both.containsAll(said);
    }

    private static int at(List<Token> clause, String key) {
        for (int i = 0; i < clause.size(); i++) {
            if (clause.get(i).key().equals(key)) {
                return i;
            }
        }
        return -1;
    }
}
