package dev.contextrecall.lexical;

import java.util.List;

/**
 * A name of the statement said in another clause of the evidence's sentence, with another figure of the same kind,
 * where the clause that gives the statement's figure names someone else: "The drug was approved by the FDA in 2019."
 * against "The EMA approved the drug in 2019; FDA approval followed in 2021.", "The Model S has a range of 600 km."
 * against "The Model 3 has a range of 600 km; the Model S reaches 650 km.". Read after {@link ElidedVerb}, whose part
 * leaves out the verb, and {@link Mixed}, whose clauses share two of the statement's words; these share only the
 * figure's kind. A month is a figure here ("in March"), and a year only another year.
 */
final class NamedFigure {

    private NamedFigure() {
    }

    /** The contrast, or null: the statement's name and figure, and the clause that gives the name another figure. */
    static Contrast in(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows,
            String language) {
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        int opening = statementTokens.isEmpty() ? -1 : statementTokens.get(0).start();
        List<Token> names = said.stream().filter(t -> t.kind() == Token.Kind.WORD && Contrast.distinguishing(t, opening)
                && !Dates.isMonth(t)).toList(); // a capital opening the statement is no name
        List<Token> figures = said.stream().filter(t -> t.kind() == Token.Kind.NUMBER || Dates.isMonth(t)).toList();
        if (names.isEmpty() || figures.isEmpty()) {
            return null;
        }
        for (SupportFinder.Window w : windows) {
            for (List<Token> sentence : w.sentences()) {
                List<List<Token>> clauses = ClauseCuts.clauses(w.text(), sentence);
                for (Token f : figures) {
                    Contrast other = clauses.size() < 2 ? null : other(statement, said, names, f, w.text(), clauses,
                            language);
                    if (other != null) {
                        return other;
                    }
                }
            }
        }
        return null;
    }

    private static Contrast other(String statement, List<Token> said, List<Token> names, Token f, String text,
            List<List<Token>> clauses, String language) {
        for (List<Token> own : clauses) {
            int at = indexOf(own, f);
            if (at < 0 || !othersClause(text, own, own.get(at), said, language)) {
                continue;
            }
            Token unit = after(said, f); // "600 km": the other figure in the same unit
            boolean counted = unit != null && at + 1 < own.size() && own.get(at + 1).key().equals(unit.key());
            for (Token n : names) {
                if (n.keyedIn(own)) {
                    continue;
                }
                for (List<Token> other : clauses) {
                    if (other == own || !n.keyedIn(other) || indexOf(other, f) >= 0) {
                        continue;
                    }
                    for (int g = 0; g < other.size(); g++) {
                        Token x = other.get(g);
                        boolean sameUnit = !counted
                                || g + 1 < other.size() && other.get(g + 1).key().equals(unit.key());
                        boolean sameKind = Dates.isMonth(f) ? Dates.isMonth(x) : x.kind() == Token.Kind.NUMBER
                                && Contrast.sameKind(f, x) && year(f) == year(x); // "in March" against "in June"
                        if (sameKind && !x.keyedIn(said) && sameUnit) {
                            Token first = other.stream().filter(Token::content).findFirst().orElse(x);
                            Token end = counted ? other.get(g + 1) : x;
                            return new Contrast(statement.substring(Math.min(n.start(), f.start()), Math.max(n.end(),
                                    (counted ? unit : f).end())), text.substring(first.start(), end.end()));
                        }
                    }
                }
            }
        }
        return null;
    }

    /** Whether a figure is written as a year: "2019" is no count of "20 %". */
    private static boolean year(Token t) {
        return t.key().matches("1\\d{3}|20\\d{2}");
    }

    /**
     * Whether the clause that gives the statement's figure speaks of someone else: no pronoun that may say the name
     * ("in 1903 she won"), a common word of the statement's (the same fact), and a name or figure of its own.
     */
    private static boolean othersClause(String text, List<Token> own, Token figure, List<Token> said,
            String language) {
        boolean sameFact = own.stream().anyMatch(t -> t != figure && t.kind() == Token.Kind.WORD && !t.capitalised()
                && t.keyedIn(said));
        boolean named = own.stream().anyMatch(t -> t != figure && !t.keyedIn(said) && (t.kind() == Token.Kind.NUMBER
                || t.kind() == Token.Kind.WORD && t.capitalised() && !opens(text, t)));
        return sameFact && named && !Clauses.pronounIn(text, own, language);
    }

    /** Where the clause says the statement's figure, or -1. */
    private static int indexOf(List<Token> clause, Token f) {
        for (int k = 0; k < clause.size(); k++) {
            if (Misplaced.same(f, clause.get(k))) {
                return k;
            }
        }
        return -1;
    }

    /** The statement's word right after its figure, or null: its unit, where the evidence says it there too. */
    private static Token after(List<Token> said, Token f) {
        int k = said.indexOf(f);
        return k + 1 < said.size() && said.get(k + 1).kind() == Token.Kind.WORD ? said.get(k + 1) : null;
    }

    /** Whether a token opens a sentence, its capital no mark of a name: "Construction began in 1923". */
    private static boolean opens(String text, Token t) {
        return text.substring(0, t.start()).strip().isEmpty() || text.substring(0, t.start()).stripTrailing()
                .matches("(?s).*[.!?;:]$");
    }
}
