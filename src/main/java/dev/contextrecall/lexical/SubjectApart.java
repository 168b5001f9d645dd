package dev.contextrecall.lexical;

import java.util.ArrayList;
import java.util.List;

/**
 * The statement's subject said only in a part of the evidence's sentence that says something else of it, where
 * another part says the rest of the statement of another subject: "Guests get a 10% discount." against "Members get a
 * 10% discount, guests pay full price.", "Revenue fell 10%." against "Revenue rose, and profits fell 10%.". Parts are
 * cut at commas, semicolons and "and" words, as a sentence lists facts; {@link Mixed} reads clauses that share two of
 * the statement's words, {@link NamedFigure} names with figures. Not in the scripts read in pairs.
 */
final class SubjectApart {

    private SubjectApart() {
    }

    /** Own words a part must say besides the subject: a verb and what it says ("pay full price"). */
    private static final int OWN = 2;

    /** The contrast, or null: the statement's subject, and the part that says the rest of another subject. */
    static Contrast in(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows,
            String language) {
        List<Token> said = words(statement, statementTokens, language);
        if (said.size() < 3 || Unspaced.isUnspaced(statement.codePointAt(said.get(0).start()))
                || said.get(0).kind() != Token.Kind.WORD
                || said.get(0).capitalised() && !said.get(0).opens(statement)) {
            return null; // a name is read by the rules of names
        }
        int k = 1;
        while (k < said.size() && said.get(k).start() == said.get(k - 1).end() + 1
                && statement.charAt(said.get(k - 1).end()) == '-') {
            k++; // "Non-members", one subject
        }
        List<Token> subject = said.subList(0, k);
        List<Token> rest = said.subList(k, said.size());
        int after = subject.get(k - 1).end();
        if (Negation.in(statementTokens.stream().filter(t -> t.start() >= after).toList())) {
            return null; // a denial, which Negation reads; "Non-members" denies nothing
        }
        for (SupportFinder.Window w : windows) {
            for (List<Token> sentence : w.sentences()) {
                Contrast apart = inSentence(statement, subject, rest, w.text(), sentence, language);
                if (apart != null) {
                    return apart;
                }
            }
        }
        return null;
    }

    private static Contrast inSentence(String statement, List<Token> subject, List<Token> rest, String text,
            List<Token> sentence, String language) {
        List<Token> other = null; // the part saying most of the rest, two words at least
        long most = 1;
        List<Token> elsewhere = new ArrayList<>(); // the words of the parts that do not say the subject
        boolean subjectsOwn = false; // a part says the subject with something else of its own
        int from = 0; // where the part's words start, its small words included ("when it is free")
        for (List<Token> part : parts(text, sentence, language)) {
            boolean holdsSubject = subject.stream().allMatch(t -> t.keyedIn(part));
            long held = rest.stream().filter(t -> t.keyedIn(part)).count();
            if (holdsSubject && held > 0) {
                return null; // a part says the subject with the statement's other words
            }
            if (holdsSubject) {
                subjectsOwn |= part.stream().filter(t -> !t.keyedIn(rest) && !t.keyedIn(subject)).count() >= OWN;
            } else if (held > 0 && pronoun(text, sentence, from, part, language)) {
                return null; // a part of the rest may say the subject by a pronoun: "when it is free"
            } else {
                elsewhere.addAll(part);
                other = held > most ? part : other;
                most = Math.max(most, held);
            }
            from = part.get(part.size() - 1).end();
        }
        // the other part opens with a subject of its own ("Members get a 10% discount"); no part of the rest has a
        // pronoun that may say the statement's ("on Sundays they get a 10% discount", "the hotel gives them")
        if (other == null || !subjectsOwn || !rest.stream().allMatch(t -> t.keyedIn(elsewhere))
                || other.get(0).keyedIn(rest) || other.get(0).kind() != Token.Kind.WORD) {
            return null;
        }
        return new Contrast(statement.substring(subject.get(0).start(), subject.get(subject.size() - 1).end()),
                text.substring(other.get(0).start(), other.get(other.size() - 1).end()));
    }

    private static boolean pronoun(String text, List<Token> sentence, int from, List<Token> part, String language) {
        List<Token> span = sentence.stream().filter(t -> t.start() >= from && t.end() <= part.get(part.size() - 1)
                .end()).toList();
        return Clauses.pronounIn(text, span, language) || span.stream().anyMatch(t -> OBJECTS.contains(
                text.substring(t.start(), t.end()).toLowerCase(java.util.Locale.ROOT)));
    }

    /** Pronouns that may say the subject as an object ("gives them"), in languages whose articles they are not. */
    private static final java.util.Set<String> OBJECTS = java.util.Set.of("them", "him", "her", "it", "they", "ihnen",
            "ihm", "ihn", "leur", "lui", "lhes", "lhe", "hen", "hem", "им", "ему", "ей", "них", "него");

    /** The sentence's content words, past function words, cut at a comma, a semicolon, an "and" or "but" word. */
    private static List<List<Token>> parts(String text, List<Token> sentence, String language) {
        List<List<Token>> parts = new ArrayList<>();
        List<Token> part = new ArrayList<>();
        Token previous = null;
        for (Token t : sentence) {
            boolean joins = Restricted.AND.contains(t.key()) || ClauseCuts.AFTER_COMMA.has(text, t)
                    || ClauseCuts.OPENING.has(text, t); // "and", "but", "а", "while": no part's subject
            boolean cut = joins || previous != null && text.substring(previous.end(), Math.max(previous.end(),
                    t.start())).matches(".*[,;，；].*");
            if (cut && !part.isEmpty()) {
                parts.add(part);
                part = new ArrayList<>();
            }
            if (t.content() && !joins && !Parallel.function(text, t, language)) {
                part.add(t);
            }
            previous = t;
        }
        if (!part.isEmpty()) {
            parts.add(part);
        }
        return parts;
    }

    private static List<Token> words(String statement, List<Token> tokens, String language) {
        return tokens.stream().filter(t -> t.content() && !Parallel.function(statement, t, language)).toList();
    }
}
