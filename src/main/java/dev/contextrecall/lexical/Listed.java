package dev.contextrecall.lexical;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;

import dev.contextrecall.lexical.detect.LatinLanguages;

/**
 * A list of the statement said with one member left out: "The EU and the US signed the agreement" against "The EU
 * signed the agreement", "accepts cash and cards" against "accepts cards". The evidence says one member in the list's
 * place, and the other nowhere with the fact: it says the fact of one, not of both. One of {@link Contrast}'s ways, read
 * over the whole evidence (one window or two). The other way round, {@link #after} tells {@link Misplaced} whether the
 * evidence lists the statement's term after another ("has 120 rooms and 3 restaurants").
 */
final class Listed {

    private Listed() {
    }

    /** "And" in the measured languages written with spaces. */
    private static final Set<String> AND = Restricted.AND;

    /** Words at most between the list and the statement's next word found ("sont", "ont signé": a verb's form). */
    private static final int BETWEEN = 2;

    static Contrast in(String statement, List<Token> statementTokens, Predicate<Token> found,
            List<SupportFinder.Window> windows, Terms terms) {
        List<Sentence> sentences = new java.util.ArrayList<>();
        for (SupportFinder.Window w : windows) {
            w.sentences().forEach(tokens -> sentences.add(new Sentence(w.text(), tokens)));
        }
        for (int i = 1; i < statementTokens.size(); i++) {
            Token and = statementTokens.get(i);
            Token a = statementTokens.get(i - 1);
            if (!AND.contains(and.key()) || !member(a) || !Contrast.oneSlot(statement, a, and)) {
                continue;
            }
            if (!found.test(a)) { // the first member left out: "accepts cards" for "accepts cash and cards"
                Contrast c = firstLeftOut(statement, statementTokens, i, found, sentences, terms);
                if (c != null) {
                    return c;
                }
                continue;
            }
            int b = second(statement, statementTokens, i, terms.language);
            int end = b; // a name of several words: "and the United States"
            while (end + 1 < statementTokens.size() && statementTokens.get(b).capitalised()
                    && statementTokens.get(end + 1).capitalised()
                    && statement.substring(statementTokens.get(end).end(), statementTokens.get(end + 1).start())
                            .equals(" ")) {
                end++;
            }
            List<Token> members = b < statementTokens.size() ? statementTokens.subList(b, end + 1) : List.of();
            if (b >= statementTokens.size() || !member(statementTokens.get(b))
                    || a.kind() != statementTokens.get(b).kind() // "in 1900 and 1924", "phones and tablets"
                    || i > 1 && a.capitalised() != statementTokens.get(b).capitalised() // "Salt and pepper"
                    || members.stream().anyMatch(t -> !t.content() || said(t, a, and, members, sentences, terms))) {
                continue;
            }
            int n = end + 1; // the statement's next word the evidence holds, past a verb's form ("are", "ont")
            while (n < statementTokens.size() && n - end <= BETWEEN && !found.test(statementTokens.get(n))) {
                n++;
            }
            if (!allElseFound(statement, statementTokens, found, i, n, terms.language)) {
                continue; // the evidence lacks more than the member: a fact said otherwise, which coverage weighs
            }
            for (Sentence s : sentences) {
                Contrast c = n == statementTokens.size() && n - end <= BETWEEN + 1
                        ? atEnd(statement, statementTokens, i - 1, end, s.text(), s.tokens(), terms)
                        : n < statementTokens.size() && found.test(statementTokens.get(n))
                                ? before(statement, a, statementTokens.get(n), s.text(), s.tokens(), terms) : null;
                if (c != null) {
                    return c;
                }
            }
        }
        return null;
    }

    private record Sentence(String text, List<Token> tokens) {
    }

    /**
     * The index of the list's second member, past an article after "and" ("the EU and the US"); not past a verb, which
     * starts another clause ("founded in 1998 and has 5,000 employees").
     */
    private static int second(String statement, List<Token> statementTokens, int and, String language) {
        int b = and + 1;
        while (b < statementTokens.size() && (!statementTokens.get(b).content()
                && !StopWords.auxiliary(statement.substring(statementTokens.get(b).start(), statementTokens.get(b).end()))
                || Pronouns.all(statement, List.of(statementTokens.get(b)), language))) {
            b++;
        }
        return b;
    }

    /**
     * The list's first member left out: the evidence has the second in the list's place, after the word the statement
     * has before the list, says the statement's other words, and the first nowhere.
     */
    private static Contrast firstLeftOut(String statement, List<Token> statementTokens, int and,
            Predicate<Token> found, List<Sentence> sentences, Terms terms) {
        Token a = statementTokens.get(and - 1);
        int b = second(statement, statementTokens, and, terms.language);
        if (and < 2 || b >= statementTokens.size() || !member(statementTokens.get(b))
                || a.kind() != statementTokens.get(b).kind() || !found.test(statementTokens.get(b))
                || !allElseFound(statement, statementTokens, found, and - 1, and, terms.language)) {
            return null;
        }
        Token second = statementTokens.get(b);
        Token before = statementTokens.get(and - 2);
        String gap = Contrast.gap(statement, before, a);
        for (Sentence s : sentences) {
            for (int j = 1; j < s.tokens().size(); j++) {
                Token x = s.tokens().get(j);
                Token w = s.tokens().get(j - 1);
                if (x.key().equals(second.key()) && w.key().equals(before.key())
                        && Contrast.gap(s.text(), w, x).equals(gap)) {
                    return new Contrast(statement.substring(a.start(), second.end()), s.text().substring(x.start(),
                            x.end()));
                }
            }
        }
        return null;
    }

    /**
     * Whether the evidence says the list's other member with the fact: in a sentence that holds one of the
     * statement's other words too ("The US signed the agreement"), not only beside the first member ("Sudan borders
     * Egypt" for "flows through Egypt and Sudan").
     */
    private static boolean said(Token member, Token a, Token and, List<Token> members, List<Sentence> sentences,
            Terms terms) {
        for (Sentence s : sentences) {
            List<Token> tokens = s.tokens();
            boolean here = java.util.stream.IntStream.range(0, tokens.size()).anyMatch(
                    j -> tokens.get(j).key().equals(member.key()) && !ownPart(s.text(), tokens, j, and, terms));
            if (here && s.tokens().stream().anyMatch(t -> t.content() && terms.holds(t)
                    && !t.key().equals(a.key()) && members.stream().noneMatch(m -> m.key().equals(t.key())))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether token j stands in a part of its own: after the statement's "and", past words of that part alone, the
     * first a common word the statement does not say ("and finished second in 2007" for "won ... in 2005 and 2007").
     */
    private static boolean ownPart(String text, List<Token> tokens, int j, Token and, Terms terms) {
        int k = j - 1;
        while (k >= 0 && !tokens.get(k).key().equals(and.key())) {
            Token t = tokens.get(k);
            if (word(text, t) && terms.holds(t) || text.substring(t.end(), tokens.get(k + 1).start())
                    .contains(",")) {
                return false;
            }
            k--;
        }
        return k >= 0 && opensOwnPart(text, tokens.subList(0, j), k, and, terms);
    }

    /** A content word that is no function word: Spanish "en", French "a" are keyed as words. */
    private static boolean word(String text, Token t) {
        String w = text.substring(t.start(), t.end()).toLowerCase(Locale.ROOT);
        return t.content() && !LatinLanguages.functionWord(w);
    }

    /** Whether token j is the statement's "and" opening a part of its own ({@link #ownPart}): "and finished second". */
    private static boolean opensOwnPart(String text, List<Token> tokens, int j, Token and, Terms terms) {
        Token first = !tokens.get(j).key().equals(and.key()) ? null : tokens.subList(j + 1, tokens.size()).stream()
                .filter(t -> word(text, t)).findFirst().orElse(null);
        return first != null && first.kind() == Token.Kind.WORD && !first.capitalised() && !terms.holds(first)
                && !SINCE.contains(text.substring(first.start(), first.end()).toLowerCase(Locale.ROOT));
    }

    /** Words that open a time said of the member, not a fact of its own: "and, since 2020, French". */
    private static final Set<String> SINCE = Set.of("since", "seit", "depuis", "desde", "dal", "dalla", "dai",
            "sinds", "с", "od", "από", "din");

    /**
     * The evidence's member {@code a} before the statement's next word it holds, {@code next}, with at most two
     * other words between: "EU signed" for "EU and the US signed", "Python is a popular" for "Python and Java are
     * popular".
     */
    private static Contrast before(String statement, Token a, Token next, String evidence, List<Token> sentence,
            Terms terms) {
        for (int j = 0; j < sentence.size(); j++) {
            Token x = sentence.get(j);
            if (!x.key().equals(a.key())) {
                continue;
            }
            int k = j + 1;
            while (k < sentence.size() && k - j <= BETWEEN + 1 && !terms.holds(sentence.get(k))) {
                k++;
            }
            if (k < sentence.size() && k - j <= BETWEEN + 1 && sentence.get(k).key().equals(next.key())
                    && Contrast.oneSlot(evidence, x, sentence.get(k))) {
                Token y = sentence.get(k);
                return new Contrast(statement.substring(a.start(), next.end()), evidence.substring(x.start(), y.end()));
            }
        }
        return null;
    }

    /**
     * A list that ends the statement, the evidence's member {@code a} ending its phrase after the word the statement
     * has before the list: "sold in Europe." for "sold in Europe and Asia.".
     */
    private static Contrast atEnd(String statement, List<Token> statementTokens, int at, int end, String evidence,
            List<Token> sentence, Terms terms) {
        if (at == 0) {
            return null;
        }
        Token a = statementTokens.get(at);
        Token before = statementTokens.get(at - 1);
        String gap = Contrast.gap(statement, before, a);
        for (int j = 1; j < sentence.size(); j++) {
            Token x = sentence.get(j);
            Token w = sentence.get(j - 1);
            boolean ends = j + 1 == sentence.size() || !Contrast.oneSlot(evidence, x, sentence.get(j + 1))
                    || opensOwnPart(evidence, sentence, j + 1, statementTokens.get(at + 1), terms);
            // "Windows and macOS." for "Windows, macOS and Linux.": the evidence's shorter list joined by "and"
            boolean listed = gap.equals(",") && AND.contains(w.key()) && j >= 2
                    && sentence.get(j - 2).key().equals(before.key());
            if (ends && x.key().equals(a.key()) && (listed || w.key().equals(before.key())
                    && Contrast.gap(evidence, w, x).equals(gap))) {
                return new Contrast(statement.substring(a.start(), statementTokens.get(end).end()),
                        evidence.substring(x.start(), x.end()));
            }
        }
        return null;
    }

    /**
     * Whether the evidence holds every content word of the statement but the list's other member and the verb's form
     * after it (tokens {@code and} to {@code n}, the coordinator included), function words aside.
     */
    private static boolean allElseFound(String statement, List<Token> statementTokens, Predicate<Token> found,
            int and, int n, String language) {
        for (int k = 0; k < statementTokens.size(); k++) {
            Token t = statementTokens.get(k);
            String word = statement.substring(t.start(), t.end()).toLowerCase(Locale.ROOT);
            if ((k < and || k >= n) && t.content() && !found.test(t) && !StopWords.contains(word, language)
                    && !LatinLanguages.functionWord(word)) {
                return false;
            }
        }
        return true;
    }

    /** A word or figure that may be a list's member: a name, a common noun, a year. */
    private static boolean member(Token t) {
        return t.content() && (t.kind() == Token.Kind.WORD || t.kind() == Token.Kind.NUMBER);
    }

    /** A count: a whole number below a thousand, so not a year. */
    private static final java.util.regex.Pattern COUNT = java.util.regex.Pattern.compile("\\d{1,3}");

    /**
     * Whether the statement's term m follows x in the evidence with only numbers or the statement's words between,
     * or, after a count, the word it counts ("has 120 rooms and 3 restaurants": a list of counts). A count after a year
     * is no member of a list of years: "30 goals in the 2016 season and 12 in 2015" lists two seasons' goals. Nor
     * where the word that places m comes again between, straight before m: "opens at 9 am and is open until 6 pm"
     * places each, nor a figure that opens a clause of its own ({@link LinkWords#opensClause}).
     */
    static boolean after(String text, List<Token> there, int x, Token m, Token placing,
            Predicate<Token> inStatement, List<Token> said, List<Token> rest, String language) {
        boolean count = COUNT.matcher(there.get(x).key()).matches() && m.kind() == Token.Kind.NUMBER;
        // the statement's words after m (two at most) close x's clause: "1998 yılında kuruldu ve 2005", verb last
        int close = (int) Math.min(2, rest.stream().filter(t -> t.kind() == Token.Kind.WORD).count());
        int own = 0;
        boolean qualified = false; // x has words of its own: "eight hours on the way out and seven hours back"
        for (int k = x + 1, steps = 1; k < there.size() && steps <= 4; k++) {
            Token t = there.get(k);
            if (Misplaced.same(m, t)) { // after qualifiers only after "and" ("out and seven") or as a part ("davon")
                String joined = Contrast.gap(text, there.get(k - 1), t).replaceFirst("^.*[\\s,]", "");
                boolean listed = !qualified || AND.contains(there.get(k - 1).key()) || AND.contains(joined)
                        || Subset.markedBefore(text, t) || Subset.marked(text, t) || CountNouns.listedUnspaced(text, t);
                return listed && !LinkWords.opensClause(text, there, k, said, language); // not "and in 1965 it was ...
            }
            if (t.key().equals(placing.key()) && k + 1 < there.size() && Misplaced.same(m, there.get(k + 1))) {
                return false;
            }
            String g = Contrast.gap(text, there.get(k - 1), t);
            if (g.matches(".*[;.!?].*")) {
                return false; // no list past its clause: "by Microsoft in 2016; Google had also considered a bid"
            }
            // another name of a list of names is no other word: "through Peru, Colombia and Brazil"
            if (m.kind() == Token.Kind.WORD && t.kind() == Token.Kind.WORD && t.capitalised() && !inStatement.test(t)
                    && (g.isEmpty() || g.equals(",") || Restricted.AND.contains(g.replaceFirst("^,\\s*", "")))) {
                continue;
            }
            // an article is no other word, and it and the statement's words no step: "12 Euro im Monat, der
            // Pro-Tarif 25 Euro", "12 euros al mes y el plan Pro, 25 euros"
            boolean article = t.kind() == Token.Kind.WORD && LatinLanguages.functionWord(t.key());
            steps += article || inStatement.test(t) ? 0 : 1;
            own += t.kind() == Token.Kind.WORD && t.keyedIn(rest)
                    && !(k == x + 1 && !CountNouns.year(text, there.get(x))) ? 1 : 0; // not "2,000 animals"
            if (own == close && close > 0) {
                return false;
            }
            if (t.kind() == Token.Kind.NUMBER && !inStatement.test(t) && m.kind() == Token.Kind.NUMBER
                    && COUNT.matcher(t.key()).matches() && !COUNT.matcher(there.get(x).key()).matches()) {
                return false;
            }
            if (t.kind() == Token.Kind.WORD && !inStatement.test(t) && !(count && k == x + 1) && !article
                    && !Restricted.AND.contains(t.key())) { // "120 कमरे और 3": "and" where it is no function word
                if (m.kind() != Token.Kind.NUMBER || t.capitalised()) {
                    return false;
                }
                qualified = true; // the statement says neither qualifier: either figure is its, in part
            }
        }
        return false;
    }
}
