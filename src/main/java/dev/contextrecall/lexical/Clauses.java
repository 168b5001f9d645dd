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
 * says less of the statement is about something else ("Ulm is in Germany" for "was born in Germany"). For a name the
 * statement closes with, the other clause may leave out what the subject's clause says, unless a possessive there may
 * say the missing word: "The company's CEO is Jane Smith." against "The company's CFO is Jane Smith, and its CEO is
 * John Doe.", but not "The largest city in Australia is Sydney." against "..., while Sydney is its largest city.".
 */
final class Clauses {

    private Clauses() {
    }

    /** Pronouns that may stand for the statement's own subject in a clause about what it closes with. */
    private static final java.util.Map<String, Set<String>> SUBJECT_PRONOUNS = java.util.Map.of(
            "en", Set.of("he", "she", "it", "they"), "de", Set.of("er", "sie", "es"),
            "fr", Set.of("il", "elle", "ils", "elles"), "es", Set.of("él", "ella", "ellos", "ellas"),
            "it", Set.of("lui", "lei", "egli", "essa", "loro"), "pt", Set.of("ele", "ela", "eles", "elas"),
            "ro", Set.of("el", "ea", "ei", "ele"), "ru", Set.of("он", "она", "оно", "они"),
            "el", Set.of("αυτός", "αυτή", "αυτό", "αυτοί"), "tr", Set.of("o", "onlar"));

    /**
     * The contrast, or null: the statement's missing words, and the clause that says its subject instead. The subject
     * is the names the statement opens with ("Edison invented the telephone"), or those it closes with ("The capital
     * of Australia is Sydney").
     */
    static Contrast in(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows,
            String language) {
        if (statement.indexOf(';') >= 0) {
            return null;
        }
        int opening = subjectEnd(statement, statementTokens);
        int closing = closingStart(statement, statementTokens);
        for (int[] subject : List.of(new int[] {first(statementTokens, 0), opening},
                new int[] {closing, statementTokens.size()})) {
            if (subject[0] < 0 || subject[1] < 0 || subject[0] >= subject[1]) {
                continue;
            }
            boolean closes = subject[1] == statementTokens.size();
            if (!closes && !MinimalPair.subject(statement, statementTokens.get(subject[0]), language)) {
                continue; // a pronoun opens it: "Er entwickelte die Theorie."
            }
            int before = subject[0]; // a closing name's article goes with it: "το Σίδνεϊ"
            while (closes && before > 0 && (!statementTokens.get(before - 1).content()
                    || pronoun(statement, statementTokens.get(before - 1), language))) {
                before--;
            }
            int from = first(statementTokens, 0); // the article walked back over may open the statement: "The को"
            List<Token> rest = new ArrayList<>(statementTokens.subList(from, Math.max(from, before)));
            rest.addAll(statementTokens.subList(subject[1], statementTokens.size()));
            Set<String> pronouns = !closes ? null
                    : language == null ? Set.of() : SUBJECT_PRONOUNS.getOrDefault(language, Set.of());
            Contrast other = in(statement, rest, statementTokens.get(subject[1] - 1), pronouns, statementTokens, windows,
                    language);
            if (other != null) {
                return other;
            }
        }
        return null;
    }

    /**
     * The contrast for one subject: {@code rest} the statement's other words, {@code pronouns} null for a subject the
     * statement opens with, else the pronouns that may say the statement's subject in the clause that closes it.
     */
    private static Contrast in(String statement, List<Token> rest, Token subject, Set<String> pronouns,
            List<Token> statementTokens, List<SupportFinder.Window> windows, String language) {
        for (SupportFinder.Window w : windows) {
            List<List<List<Token>>> parts = new ArrayList<>();
            w.sentences().forEach(s -> parts.add(ClauseCuts.clauses(w.text(), s)));
            if (w.sentences().size() > 1) {
                parts.add(w.sentences()); // two sentences as two clauses: "Owners can ... manage billing. Admins can ..."
            }
            for (List<List<Token>> clauses : parts) {
                Contrast other = inSentence(statement, statementTokens, rest, subject, pronouns, w.text(), clauses,
                        language);
                if (other != null) {
                    return other;
                }
            }
        }
        return null;
    }

    private static Contrast inSentence(String statement, List<Token> statementTokens, List<Token> saidWith,
            Token subject, Set<String> pronouns, String text, List<List<Token>> clauses, String language) {
        List<Token> own = null;
        for (List<Token> clause : clauses) {
            if (subject.keyedIn(clause)) {
                if (own != null) {
                    return null; // the subject in two clauses: either may say the rest
                }
                own = clause;
            }
        }
        if (own == null || pronouns != null && (byPronoun(text, own, subject, pronouns)
                || elided(text, own, subject, statementTokens))) {
            return null; // "she won it again in Chemistry", "and closed on Mondays": the statement's subject unnamed
        }
        Set<String> ownKeys = Token.keys(own, t -> true);
        List<Token> missing = new ArrayList<>();
        Set<String> rest = new HashSet<>(); // the words the statement says with its subject, but the missing ones
        for (Token t : saidWith) {
            if (t.content() && !ownKeys.contains(t.key())) {
                missing.add(t);
            } else if (t.kind() != Token.Kind.NUMBER) {
                rest.add(t.key());
            }
        }
        for (int c = 0; !missing.isEmpty() && c < clauses.size(); c++) {
            List<Token> clause = clauses.get(c);
            Set<String> clauseKeys = clause == own ? Set.of() : Token.keys(clause, t -> true);
            boolean saysRest = clauseKeys.containsAll(rest)
                    || pronouns != null && !possessive(text, own)
                    && !shortened(statement, statementTokens, missing, ownKeys);
            if (clause != own && saysRest && missing.stream().allMatch(t -> clauseKeys.contains(t.key()))
                    && (ownName(text, clause, statementTokens, rest, language)
                    || pronouns == null && ownSubject(text, clause, statementTokens, language) && (missing.stream()
                            .anyMatch(t -> t.kind() == Token.Kind.NUMBER || t.capitalised()) || own.stream()
                            .anyMatch(t -> t.content() && !t.keyedIn(statementTokens)))
                    || pronouns != null && ownName(text, backwards(clause), statementTokens, rest, language))) {
                Token first = missing.get(0);
                Token last = missing.get(missing.size() - 1);
                return new Contrast(statement.substring(first.start(), last.end()),
                        text.substring(own.get(0).start(), own.get(own.size() - 1).end()));
            }
        }
        return null;
    }

    /**
     * Where the statement's opening names end ("The Eiffel Tower", "Edison"), articles before them left in; -1 when
     * it opens with no name or says nothing after it.
     */
    private static int subjectEnd(String statement, List<Token> tokens) {
        int start = first(tokens, 0);
        int i = start;
        while (i < tokens.size() && tokens.get(i).kind() == Token.Kind.WORD && named(statement, tokens.get(i))) {
            i++;
        }
        return i > start && first(tokens, i) < tokens.size() ? i : -1;
    }

    /** Where the names that close the statement start ("Sydney"), -1 when it closes with none or says nothing before. */
    private static int closingStart(String statement, List<Token> tokens) {
        int i = tokens.size();
        while (i > 0 && tokens.get(i - 1).kind() == Token.Kind.WORD && named(statement, tokens.get(i - 1))
                && (i == tokens.size() || Contrast.gap(statement, tokens.get(i - 1), tokens.get(i)).isEmpty())) {
            i--; // one name runs over spaces only: "Столица Австралии — Сидней" closes with "Сидней"
        }
        return i < tokens.size() && first(tokens, 0) < i ? i : -1;
    }

    /** The first content token from {@code from} on, or the tokens' size. */
    private static int first(List<Token> tokens, int from) {
        int i = from;
        while (i < tokens.size() && !tokens.get(i).content()) {
            i++;
        }
        return i;
    }

    /**
     * Whether a clause says a name of its own, not the statement's, before the statement's words it shares; for a
     * subject the statement closes with, read from the clause's end too ("the capital of France is Paris").
     */
    private static boolean ownName(String text, List<Token> clause, List<Token> statementTokens, Set<String> rest,
            String language) {
        for (Token t : clause) {
            if (rest.contains(t.key()) && !pronoun(text, t, language)) { // not an article: "Η Καμπέρα"
                return false;
            }
            if (t.kind() == Token.Kind.WORD && named(text, t) && !t.keyedIn(statementTokens)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a clause opens with a common word of its own, not a pronoun and with no article, the statement's words
     * after it: "logs are kept for 30 days" after "Backups are kept for 90 days", for "Backups are kept for 30 days.".
     * Read where the statement's subject's clause says a word of its own or lacks a figure or name: "the Amazon is the
     * second longest" leaves "river in the world" to the clause before.
     */
    private static boolean ownSubject(String text, List<Token> clause, List<Token> statementTokens, String language) {
        int first = first(clause, 0);
        if (first >= clause.size()) {
            return false;
        }
        for (Token before : clause.subList(0, first)) {
            if (!ClauseCuts.AFTER_COMMA.has(text, before) && !ClauseCuts.OPENING.has(text, before)) {
                return false; // "the label did not release it": a definite article may point back at the subject
            }
        }
        Token t = clause.get(first);
        String written = text.substring(t.start(), t.end()).toLowerCase(java.util.Locale.ROOT);
        return t.kind() == Token.Kind.WORD && !t.keyedIn(statementTokens) && !pronoun(text, t, language)
                && !Pronouns.contains(written, language) && !ClauseCuts.AFTER_COMMA.has(text, t)
                && !ClauseCuts.OPENING.has(text, t)
                && first + 1 < clause.size() && first(clause, first + 1) < clause.size()
                && clause.get(first(clause, first + 1)).keyedIn(statementTokens);
    }

    private static boolean pronoun(String text, Token t, String language) {
        return Pronouns.contains(text.substring(t.start(), t.end()).toLowerCase(java.util.Locale.ROOT), language);
    }

    /**
     * Possessives that may say a word the statement names ("Sydney is its largest city" for Australia's): a clause
     * without one says the subject's whole pair, so the other clause may leave the subject's owner unsaid ("its CEO is
     * John Doe" after "The company's CFO is Jane Smith").
     */
    private static final Set<String> POSSESSIVES = Set.of("its", "his", "her", "their", "sein", "seine", "seiner",
            "seinen", "seinem", "ihr", "ihre", "ihrer", "ihren", "ihrem", "su", "sus", "son", "sa", "ses", "leur",
            "leurs", "suo", "sua", "suoi", "sue", "seu", "seus", "suas", "său", "săi", "sale", "lor", "его", "её", "ее", "их",
            "του", "της", "των", "onun", "onların", "zijn", "haar", "hun");

    /** Whether a missing word is part of a name whose other part the subject's clause says: "Reyes" for "Tony Reyes". */
    private static boolean shortened(String statement, List<Token> tokens, List<Token> missing, Set<String> ownKeys) {
        for (Token m : missing) {
            int i = tokens.indexOf(m);
            for (int k : new int[] {i - 1, i + 1}) {
                if (m.capitalised() && k >= 0 && k < tokens.size() && tokens.get(k).capitalised()
                        && ownKeys.contains(tokens.get(k).key()) && Contrast.gap(statement, k < i ? tokens.get(k) : m,
                                k < i ? m : tokens.get(k)).isEmpty()) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether a word, as written, is a subject pronoun of {@code language}: "it", "er", "elle". */
    static boolean subject(String written, String language) {
        return language != null && SUBJECT_PRONOUNS.getOrDefault(language, Set.of()).contains(written.toLowerCase(
                java.util.Locale.ROOT));
    }

    /** Whether a clause holds a subject pronoun or a possessive, which may say a word of the statement's. */
    static boolean pronounIn(String text, List<Token> clause, String language) {
        return possessive(text, clause) || clause.stream().anyMatch(t -> subject(text.substring(t.start(), t.end()),
                language));
    }

    /** Whether a possessive stands in the clause ("its", "sein", "son", ...). */
    static boolean possessive(String text, List<Token> clause) {
        return clause.stream().anyMatch(t -> POSSESSIVES.contains(text.substring(t.start(), t.end()).toLowerCase(
                java.util.Locale.ROOT)));
    }

    /**
     * Whether a clause leaves its subject to the clause before: "and" or "but", then the statement's own common
     * word ("..., and closed on Mondays") or the name it closes with ("..., and on Sundays from noon").
     */
    static boolean elided(String text, List<Token> clause, Token subject, List<Token> statementTokens) {
        int first = first(clause, 0);
        if (first == 0 || first >= clause.size()) {
            return false;
        }
        Token t = clause.get(first);
        if (clause.subList(1, first).stream().anyMatch(a -> Swapped.ARTICLES.has(text, a))) {
            return false; // "and the capital of Germany is Berlin": a subject of its own
        }
        int after = first + 1;
        while (after < clause.size() && clause.get(after).content() && clause.get(after).keyedIn(statementTokens)) {
            after++; // "but flood damage requires": the statement's words, then a verb of their own
        }
        Token next = after < clause.size() ? clause.get(after) : null; // "but businesses need": its own verb
        return ClauseCuts.AFTER_COMMA.has(text, clause.get(0)) && t.kind() == Token.Kind.WORD
                && (!named(text, t) || t.key().equals(subject.key())) && t.keyedIn(statementTokens)
                && (next == null || !next.content() || next.keyedIn(statementTokens));
    }

    /** Whether a subject pronoun stands in the name's clause, before it or after: "on Sundays it is closed too". */
    private static boolean byPronoun(String text, List<Token> clause, Token name, Set<String> pronouns) {
        for (Token t : clause) {
            if (pronouns.contains(text.substring(t.start(), t.end()).toLowerCase(java.util.Locale.ROOT))) {
                return true;
            }
        }
        return false;
    }

    private static List<Token> backwards(List<Token> clause) {
        List<Token> backwards = new ArrayList<>(clause);
        java.util.Collections.reverse(backwards);
        return backwards;
    }

    /** A word written with a capital that does not open its text: a name. */
    private static boolean named(String text, Token t) {
        return t.capitalised() || t.start() > 0 && Character.isUpperCase(text.codePointAt(t.start()));
    }
}
