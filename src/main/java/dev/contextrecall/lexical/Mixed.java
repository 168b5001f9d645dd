package dev.contextrecall.lexical;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The statement put together from two clauses of one sentence that say the same thing of two subjects: "The free plan
 * includes 5 users." against "The pro plan includes 5 users; the free plan includes 1 user." Every word is in the
 * sentence, but the clause that says the statement's "free" gives another figure where the statement says "5". One of
 * {@link Contrast}'s ways, read over each sentence of the evidence; {@link Clauses} reads the same for names. Not
 * in the scripts read in pairs.
 */
final class Mixed {

    private Mixed() {
    }

    /** The contrast, or null: the statement's word, and the clause that says the rest of it with another in its place. */
    static Contrast in(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows,
            String language) {
        Set<String> said = keys(statementTokens);
        if (said.size() < 3 || paired(statement, statementTokens)) {
            return null;
        }
        for (SupportFinder.Window w : windows) {
            for (List<Token> sentence : w.sentences()) {
                Contrast mixed = inSentence(statement, statementTokens, said, w.text(), sentence, language);
                if (mixed != null) {
                    return mixed;
                }
            }
        }
        return null;
    }

    private static Contrast inSentence(String statement, List<Token> statementTokens, Set<String> said, String text,
            List<Token> sentence, String language) {
        List<List<Token>> clauses = ClauseCuts.clauses(text, sentence);
        if (clauses.size() < 2 || !keys(sentence).containsAll(said)) {
            return null;
        }
        // the statement's words past the function words other languages keep as content; its subject is the first:
        // "Rhône" of "Le Rhône est ...", "administradores" of "Los administradores pueden"
        List<String> own = statementTokens.stream().filter(t -> t.content() && !Parallel.function(statement, t,
                language)).map(Mixed::key).toList();
        String subject = own.isEmpty() ? null : own.get(0);
        if (subject != null && clauses.stream().anyMatch(c -> subjectLeftOut(text, c, said, own, statementTokens))) {
            return null;
        }
        Contrast slot = subject == null ? null
                : inSubjectsClause(statement, statementTokens, said, subject, text, clauses, language);
        if (slot != null) {
            return slot;
        }
        for (List<Token> one : clauses) {
            Set<String> held = held(one, said);
            if (Clauses.pronounIn(text, one, language) && saidBefore(statementTokens, held).containsAll(missing(said,
                    held))) {
                continue; // "on weekends it opens at 10 am": the pronoun may say the subject the clause lacks
            }
            if (tailLeftOut(statementTokens, held, one)) {
                continue; // "and the premium plan includes 20 GB": "of data per month" said once, in the clause before
            }
            for (List<Token> other : clauses) {
                if (other == one) {
                    continue;
                }
                Set<String> heldThere = held(other, said);
                Set<String> shared = new HashSet<>(held);
                shared.retainAll(heldThere);
                Set<String> missing = missing(said, held);
                // the other clause says what this one lacks, and both say at least two of the statement's words;
                // not another subject's clause that lacks more than the subject, where this one says the subject:
                // "board members a fee of $5" says "Board members pay a fee of $5." whatever "Members pay a fee of
                // $10" says, but "La Loire est le plus long fleuve" denies "Le Rhône est le plus long fleuve"
                if (missing.isEmpty() || !heldThere.containsAll(missing) || shared.size() < 2
                        || held.contains(subject) && !heldThere.contains(subject)
                        && said.stream().anyMatch(k -> !k.equals(subject) && !heldThere.contains(k))) {
                    continue;
                }
                Contrast replaced = replaced(statement, statementTokens, text, other, held, heldThere);
                if (replaced != null) {
                    return replaced;
                }
            }
        }
        if (own.size() > 1 && clauses.stream().allMatch(c -> keys(c).contains(subject))) {
            // the verb Arabic says first, in every clause: the subject is the word after it ("يقع المقر الرئيسي")
            return inSubjectsClause(statement, statementTokens, said, own.get(1), text, clauses, language);
        }
        return null;
    }

    /**
     * Whether a clause after "and" says the statement's words but its subject, and no word of its own: it leaves the
     * subject to the clause before ("y fue nominada a la mejor dirección"), unlike "but the hotel restaurant serves
     * breakfast".
     */
    private static boolean subjectLeftOut(String text, List<Token> clause, Set<String> said, List<String> own,
            List<Token> statementTokens) {
        Set<String> held = held(clause, said);
        return ClauseCuts.AFTER_COMMA.has(text, clause.get(0)) && !held.contains(own.get(0))
                && held.containsAll(own.subList(1, own.size())) && clause.subList(1, clause.size()).stream()
                        .allMatch(t -> !t.content() || t.keyedIn(statementTokens));
    }

    /**
     * The clause that says the statement's first word (its subject) with another word in the place of one it lacks,
     * which only other clauses say, each of another subject: "The report is published every quarter." against "The
     * report is published every year; updates are posted every quarter.", "Admins can delete users." against "Only
     * owners can delete users; admins can invite users.". A clause with a pronoun may speak of the statement's subject
     * ("The app supports iOS devices; it also supports Android devices."), so it says the word of the subject too.
     */
    private static Contrast inSubjectsClause(String statement, List<Token> statementTokens, Set<String> said,
            String subject, String text, List<List<Token>> clauses, String language) {
        List<Token> words = statementTokens.stream().filter(Token::content).toList();
        for (List<Token> one : clauses) {
            Set<String> held = held(one, said);
            if (!held.contains(subject) || held.size() < 2 || Clauses.pronounIn(text, one, language)
                    || Negation.in(one) || Negation.in(statementTokens)) {
                continue; // "no acepta efectivo, pero acepta tarjetas": a denial, not another word; "non presta
                          // riviste" is not said by "presta libri"
            }
            boolean elsewhere = true; // every clause saying what this one lacks is another subject's
            for (List<Token> other : clauses) {
                Set<String> there = held(other, said);
                int o = 0;
                while (o < other.size() && (!other.get(o).content() || Parallel.function(text, other.get(o),
                        language))) { // its first word past an article: "le paiement", not "le"
                    o++;
                }
                Token opening = o < other.size() ? other.get(o) : null;
                // the lacking word opening a passive, done to as the statement says: "geometry is covered in term 2";
                // or the lacking words said as another's role: "La capital de España es Madrid"
                boolean ownSubject = opening != null && said.contains(key(opening)) && !held.contains(key(opening))
                        && (o + 1 < other.size() && Swapped.BE.has(text, other.get(o + 1))
                                || roleOfAnother(text, other, o, said))
                        || opening != null && held.contains(key(opening)) // the subject left out: "pero acepta"
                        || opening != null && Clauses.elided(text, other, opening, statementTokens); // "and on Sundays"
                // a clause with a possessive that says none of this one's words, and words of its own, says another
                // fact of the subject's ("its profit rose by 20%" beside "The company's revenue doubled"), where a
                // subject pronoun may say the subject ("otherwise it costs $5.99")
                boolean pronounsOwn = there.stream().noneMatch(held::contains) && Clauses.possessive(text, other)
                        && other.stream().anyMatch(t -> t.content() && !said.contains(key(t)));
                elsewhere &= other == one || !(subjectOf(text, other, subject, language) || ownSubject
                        || Clauses.pronounIn(text, other, language) && !pronounsOwn) || held.containsAll(there);
            }
            List<Token> there = one.stream().filter(Token::content).toList();
            Contrast replaced = !elsewhere ? null : Contrast.replacedWords(statement, words, t -> held.contains(key(t)),
                    text, there, t -> said.contains(key(t)), language);
            replaced = replaced != null || !elsewhere ? replaced : lastWords(statement, words, held, text, there, said);
            replaced = replaced != null || !elsewhere ? replaced : figure(statement, words, held, text, one, said);
            if (replaced != null) {
                return replaced;
            }
        }
        return null;
    }

    /**
     * The statement's last words (up to three), which the clause lacks, where the clause says another word after the
     * word before them, with the same words between: "published every year" for "published every quarter", "free for
     * teachers" for "free for students", "covers hospital stays" for "covers dental care".
     */
    private static Contrast lastWords(String statement, List<Token> words, Set<String> held, String text,
            List<Token> there, Set<String> said) {
        int b = words.size() - 1;
        while (b >= 0 && words.size() - 1 - b < TAIL && !held.contains(key(words.get(b)))
                && words.get(b).kind() == Token.Kind.WORD) {
            b--;
        }
        if (b < 0 || b == words.size() - 1 || !held.contains(key(words.get(b)))) {
            return null;
        }
        Token before = words.get(b);
        Token first = words.get(b + 1);
        Token last = words.get(words.size() - 1);
        String gap = Contrast.gap(statement, before, first);
        for (int j = 0; j + 1 < there.size(); j++) {
            Token x = there.get(j + 1);
            if (key(there.get(j)).equals(key(before)) && x.kind() == Token.Kind.WORD && !said.contains(key(x))
                    && gap.equals(Contrast.gap(text, there.get(j), x))) {
                Token end = there.get(Math.min(j + words.size() - 1 - b, there.size() - 1));
                end = said.contains(key(end)) ? x : end; // "hospital stays", not into the statement's words
                return new Contrast(statement.substring(first.start(), last.end()), text.substring(x.start(),
                        end.end()));
            }
        }
        return null;
    }

    /** Whether the clause's words from o are the statement's, then "is" and a name it lacks: "capital ... es Madrid". */
    private static boolean roleOfAnother(String text, List<Token> clause, int o, Set<String> said) {
        int be = o + 1;
        while (be < clause.size() && !Swapped.BE.has(text, clause.get(be))
                && (!clause.get(be).content() || said.contains(key(clause.get(be))))) {
            be++;
        }
        return be + 1 < clause.size() && Swapped.BE.has(text, clause.get(be)) && clause.get(be + 1).capitalised()
                && !said.contains(key(clause.get(be + 1)));
    }

    /** Whether the clause says the subject among its first three words, not as an object: "a separate policy". */
    private static boolean subjectOf(String text, List<Token> clause, String subject, String language) {
        return clause.stream().filter(t -> t.content() && !Parallel.function(text, t, language)).limit(3)
                .anyMatch(t -> key(t).equals(subject)); // past articles: "mientras que el plan inicial"
    }

    /** The statement's last words that {@link #lastWords} reads at most: "dental care", not a clause. */
    private static final int TAIL = 3;

    /**
     * The statement's figure, which the clause lacks, where the clause says another figure after the word before it,
     * with the same words between: "the bus takes six" for "The bus takes two hours".
     */
    private static Contrast figure(String statement, List<Token> words, Set<String> held, String text,
            List<Token> clause, Set<String> said) {
        List<Token> there = clause.stream().filter(Token::content).toList();
        for (int i = 1; i < words.size(); i++) {
            Token m = words.get(i);
            Token before = words.get(i - 1);
            if (m.kind() != Token.Kind.NUMBER || held.contains(key(m)) || !held.contains(key(before))) {
                continue;
            }
            String gap = LinkWords.roundedOff(Contrast.gap(statement, before, m));
            for (int j = 0; j + 1 < there.size(); j++) {
                Token x = there.get(j + 1);
                if (key(there.get(j)).equals(key(before)) && x.kind() == Token.Kind.NUMBER && !said.contains(key(x))
                        && gap.equals(LinkWords.roundedOff(Contrast.gap(text, there.get(j), x)))) {
                    Token next = j + 2 < there.size() ? there.get(j + 2) : null; // "1 user", its word too
                    boolean counted = next != null && i + 1 < words.size() && key(next).equals(key(words.get(i + 1)))
                            && text.substring(x.end(), next.start()).isBlank();
                    return new Contrast(statement.substring(m.start(), m.end()),
                            text.substring(clause.get(0).start(), (counted ? next : x).end()));
                }
            }
        }
        return null;
    }

    /**
     * A figure or name of the statement that the first clause holds and this one lacks, where this one gives another
     * of the same kind the statement does not have: the clause's own fact.
     */
    private static Contrast replaced(String statement, List<Token> statementTokens, String text, List<Token> clause,
            Set<String> heldFirst, Set<String> held) {
        Set<String> said = keys(statementTokens);
        for (Token m : statementTokens) {
            if (!m.content() || held.contains(key(m)) || !heldFirst.contains(key(m)) || !distinguishing(statement, m)) {
                continue;
            }
            for (Token x : clause) {
                if (x.content() && !x.keyedIn(statementTokens) && !said.contains(key(x)) && Contrast.sameKind(m, x)
                        && distinguishing(text, x)) {
                    return new Contrast(statement.substring(m.start(), m.end()), text.substring(
                            clause.get(0).start(), clause.get(clause.size() - 1).end()));
                }
            }
        }
        return null;
    }

    /**
     * Whether the clause says the statement up to its figure and ends there, leaving out only the words the statement
     * says after it: "the premium plan includes 20 GB" for "The plan includes 20 GB of data per month".
     */
    private static boolean tailLeftOut(List<Token> statementTokens, Set<String> held, List<Token> clause) {
        List<Token> words = statementTokens.stream().filter(Token::content).toList();
        int last = -1;
        int firstMissing = words.size();
        for (int i = 0; i < words.size(); i++) {
            if (held.contains(key(words.get(i)))) {
                last = i;
            } else {
                firstMissing = Math.min(firstMissing, i);
            }
        }
        if (last < 0 || firstMissing < last) {
            return false;
        }
        List<Token> own = clause.stream().filter(Token::content).toList();
        boolean figure = words.get(last).kind() == Token.Kind.NUMBER
                || last > 0 && words.get(last - 1).kind() == Token.Kind.NUMBER;
        return figure && last + 1 < words.size() && !own.isEmpty()
                && key(own.get(own.size() - 1)).equals(key(words.get(last)));
    }

    /**
     * Whether the statement is read in pairs of characters or syllables (Chinese, Japanese, Thai, Vietnamese), which
     * two clauses share whatever they say: word pairs, not words, would have to be parallel.
     */
    static boolean paired(String statement, List<Token> tokens) {
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (Unspaced.isUnspaced(statement.codePointAt(t.start())) || i > 0 && t.start() < tokens.get(i - 1).end()) {
                return true;
            }
        }
        return false;
    }

    /** A number, or a word written with a capital that does not open its text. */
    private static boolean distinguishing(String text, Token t) {
        return t.kind() == Token.Kind.NUMBER || t.capitalised() && !t.opens(text);
    }

    private static Set<String> missing(Set<String> said, Set<String> held) {
        Set<String> missing = new HashSet<>(said);
        missing.removeAll(held);
        return missing;
    }

    /** The statement's words before the first one a clause holds: what a pronoun there may say ("it" for "water"). */
    private static Set<String> saidBefore(List<Token> statementTokens, Set<String> held) {
        Set<String> before = new HashSet<>();
        for (Token t : statementTokens) {
            if (held.contains(key(t))) {
                break;
            }
            before.add(key(t));
        }
        return before;
    }

    /** A token's key, a figure's without its rounding: "about 70" in one clause is the statement's "70". */
    private static String key(Token t) {
        int rounded = t.kind() == Token.Kind.NUMBER ? t.key().indexOf('~') : -1;
        return rounded > 0 ? t.key().substring(0, rounded) : t.key();
    }

    private static Set<String> keys(List<Token> tokens) {
        Set<String> keys = new HashSet<>();
        tokens.stream().filter(Token::content).forEach(t -> keys.add(key(t)));
        return keys;
    }

    private static Set<String> held(List<Token> clause, Set<String> said) {
        Set<String> held = keys(clause);
        held.retainAll(said);
        return held;
    }
}
