package dev.contextrecall.lexical;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

import dev.contextrecall.lexical.detect.LatinLanguages;

/**
 * The statement put together from two facts said side by side, each opening with a pair of words that differ in one:
 * "Step 2 is testing." against "Step 1 is testing and step 2 is deployment.", "25 days of annual leave" against "25
 * days of sick leave and 20 days of annual leave". The statement takes one part's pair and a word that only the other
 * part says, where its own part says another. One of {@link Contrast}'s ways, read over each sentence of the evidence;
 * {@link Mixed} reads the clauses a semicolon or "while" cuts. Not in the scripts read in pairs.
 */
final class Parallel {

    private Parallel() {
    }

    /** The contrast, or null: the statement's word, and the part that says another in its place. */
    static Contrast in(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows,
            String language) {
        Set<String> said = Token.keys(statementTokens, Token::content);
        if (said.size() < 3 || Mixed.paired(statement, statementTokens)) {
            return null;
        }
        for (SupportFinder.Window w : windows) {
            for (List<Token> sentence : w.sentences()) {
                List<Token> words = sentence.stream().filter(t -> t.content() && !function(w.text(), t, language))
                        .toList();
                for (int p = 1; p < words.size(); p++) {
                    if (!opensPart(w.text(), sentence, words.get(p - 1), words.get(p))) {
                        continue;
                    }
                    Contrast mixed = atPart(statementTokens, statement, w.text(), sentence, words, p, language);
                    if (mixed != null) {
                        return mixed;
                    }
                }
            }
        }
        return null;
    }

    /**
     * The contrast of the part opening at word p with the one before it: their pairs, then each part as the
     * statement's own. The part before starts at its pair; the words before that (its subject and verb) are both's.
     */
    private static Contrast atPart(List<Token> statementTokens, String statement, String text, List<Token> sentence,
            List<Token> words, int p, String language) {
        int end = p + 1;
        while (end < words.size() && end - p < PART && !opensPart(text, sentence, words.get(end - 1), words.get(end))) {
            end++;
        }
        if (end - p < 2) {
            return null;
        }
        Token a = words.get(p);
        Token b = words.get(p + 1);
        for (int k = p - 2; k >= 0 && p - k <= PART; k--) {
            Token a0 = words.get(k);
            Token b0 = words.get(k + 1);
            boolean firstShared = a0.key().equals(a.key()) && !b0.key().equals(b.key()) && paired(text, b0, b);
            boolean secondShared = b0.key().equals(b.key()) && !a0.key().equals(a.key()) && paired(text, a0, a);
            // two pairs alone, side by side: "at 8 am on weekdays and at 10 am on weekends"
            boolean noneShared = k == p - 2 && end == p + 2 && alike(a0, a) && alike(b0, b)
                    && Stream.of(a0, b0, a, b).map(Token::key).distinct().count() == 4;
            if (!(firstShared || secondShared || noneShared)
                    || !sameLinks(Contrast.gap(text, a0, b0), Contrast.gap(text, a, b))) {
                continue;
            }
            if (noneShared) {
                Contrast crossed = crossed(statement, statementTokens, text, words.subList(k, p),
                        words.subList(p, end), language);
                if (crossed != null) {
                    return crossed;
                }
                continue;
            }
            if (!(firstShared ? a : b).keyedIn(statementTokens)) {
                return null; // the statement does not name what the two parts share: "step"
            }
            List<Token> both = words.subList(0, k);
            List<Token> before = words.subList(k, p);
            List<Token> after = words.subList(p, end);
            Token ownBefore = firstShared ? b0 : a0;
            Token ownAfter = firstShared ? b : a;
            Contrast mixed = mixed(statement, statementTokens, text, both, before, ownBefore, after, ownAfter,
                    language);
            return mixed != null ? mixed : mixed(statement, statementTokens, text, both, after, ownAfter, before,
                    ownBefore, language);
        }
        return null;
    }

    /**
     * For two pairs that differ in both words, the statement that says the first word of one and the second of the
     * other as one pair: "opens at 8 am on weekends" against "at 8 am on weekdays and at 10 am on weekends".
     */
    private static Contrast crossed(String statement, List<Token> statementTokens, String text, List<Token> before,
            List<Token> after, String language) {
        Contrast crossed = crossed(statement, statementTokens, text, before, after, before, language);
        return crossed != null ? crossed : crossed(statement, statementTokens, text, after, before, after, language);
    }

    /** The statement's pair of the first part's first word and the other part's second, and the part it names. */
    private static Contrast crossed(String statement, List<Token> statementTokens, String text, List<Token> first,
            List<Token> second, List<Token> named, String language) {
        Token a0 = first.get(0);
        Token b = second.get(1);
        if (second.get(0).keyedIn(statementTokens) || first.get(1).keyedIn(statementTokens)) {
            return null;
        }
        // read as the parts are, past function words: "15 euros pour les enfants"
        List<Token> said = statementTokens.stream().filter(t -> t.content() && !function(statement, t, language))
                .toList();
        for (int i = 0; i + 1 < said.size(); i++) {
            // the statement says the crossed pair as the evidence says each: "8 am on weekends"
            if (said.get(i).key().equals(a0.key()) && said.get(i + 1).key().equals(b.key())
                    && sameLinks(Contrast.gap(statement, said.get(i), said.get(i + 1)),
                            Contrast.gap(text, a0, first.get(1)))) {
                return new Contrast(statement.substring(said.get(i + 1).start(), said.get(i + 1).end()),
                        text.substring(named.get(0).start(), named.get(named.size() - 1).end()));
            }
        }
        return null;
    }

    /** Two gaps alike but for the article that ends them: "euro per gli" and "euro per i". */
    private static boolean sameLinks(String a, String b) {
        int i = a.lastIndexOf(' ');
        int j = b.lastIndexOf(' ');
        return a.equals(b) || i > 0 && j > 0 && a.substring(0, i).equals(b.substring(0, j))
                && LatinLanguages.functionWord(a.substring(i + 1)) && LatinLanguages.functionWord(b.substring(j + 1));
    }

    /** Content words a part holds at most from its pair on. */
    private static final int PART = 12;

    /**
     * The statement's word that only the other part says, where its own part, whose pair word the statement says, says
     * another of the same kind in the same place (counted from the pair or from the part's end): "testing" of "step 1"
     * where "step 2" says "deployment".
     */
    private static Contrast mixed(String statement, List<Token> statementTokens, String text, List<Token> both,
            List<Token> own, Token ownWord, List<Token> other, Token otherWord, String language) {
        if (!ownWord.keyedIn(statementTokens) || otherWord.keyedIn(statementTokens)) {
            return null;
        }
        // from the part's end first: a part may leave out its verb ("and the Premium plan phone support")
        for (boolean fromEnd : new boolean[] {true, false}) {
            for (Token s : statementTokens) {
                int q = indexOf(other, s);
                if (!s.content() || function(statement, s, language) || q < 0 || indexOf(own, s) >= 0
                        || indexOf(both, s) >= 0) {
                    continue;
                }
                int at = fromEnd ? own.size() - (other.size() - q) : q;
                Token c = at >= 0 && at < own.size() ? own.get(at) : null;
                if (c != null && !c.keyedIn(statementTokens) && indexOf(other, c) < 0 && alike(statement, s, c)
                        && anchored(text, own, at, ownWord, other, q, otherWord)) {
                    return new Contrast(statement.substring(s.start(), s.end()),
                            text.substring(own.get(0).start(), own.get(own.size() - 1).end()));
                }
            }
        }
        return null;
    }

    /**
     * Whether the two places stand by the same word or the parts' pair words before them, or by the same word or both
     * parts' ends after them: the parts say the same thing there ("sick leave" and "annual leave"). Not by the same
     * word with other words between, which place another thing ("opens at 5 pm" and "stays open until 10 pm").
     */
    private static boolean anchored(String text, List<Token> own, int at, Token ownWord, List<Token> other, int q,
            Token otherWord) {
        boolean before = at > 0 && q > 0 && (own.get(at - 1).key().equals(other.get(q - 1).key())
                && Contrast.gap(text, own.get(at - 1), own.get(at)).equals(Contrast.gap(text, other.get(q - 1),
                        other.get(q)))
                || own.get(at - 1) == ownWord && other.get(q - 1) == otherWord);
        boolean ends = at + 1 == own.size() && q + 1 == other.size();
        return before || ends || at + 1 < own.size() && q + 1 < other.size()
                && own.get(at + 1).key().equals(other.get(q + 1).key());
    }

    /**
     * Whether word b opens a part of its own: after a comma or an "and" word ("Step 1 is testing and step 2 is
     * deployment"; "and" is no content word, so it stands between a and b in the sentence's tokens).
     */
    private static boolean opensPart(String text, List<Token> sentence, Token a, Token b) {
        if (b.start() <= a.end()) {
            return false;
        }
        if (text.substring(a.end(), b.start()).indexOf(',') >= 0) {
            return true;
        }
        int from = sentence.indexOf(a);
        for (int i = from + 1; i < sentence.size() && sentence.get(i).start() < b.start(); i++) {
            if (Restricted.AND.contains(sentence.get(i).key())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Two words of a pair that differ in one: two figures of one kind, two words whatever their capitals ("the base
     * model", "the Pro model"), or two ranks ("the first step", "the second step").
     */
    private static boolean paired(String text, Token x, Token y) {
        return alike(x, y) || x.kind() == Token.Kind.WORD && y.kind() == Token.Kind.WORD
                || MinimalPair.ordinal(text.substring(x.start(), x.end()))
                && MinimalPair.ordinal(text.substring(y.start(), y.end()));
    }

    /**
     * An "and" or a function word, which tokens of languages other than English keep as content: "y", "el", "der",
     * Hindi "में" (a postposition, which would pair any two places). Never a word's first part ("e-books").
     */
    static boolean function(String text, Token t, String language) {
        String written = text.substring(t.start(), t.end()).toLowerCase(Locale.ROOT);
        if (t.end() + 1 < text.length() && text.charAt(t.end()) == '-'
                && Character.isLetter(text.charAt(t.end() + 1))) {
            return false; // the "e" of "e-books", a part of a word
        }
        return Restricted.AND.contains(t.key()) || LinkWords.is(t) || t.kind() == Token.Kind.WORD
                && (LatinLanguages.functionWord(written) || Pronouns.contains(written, language));
    }

    /** Two figures of one kind, or two words both written with a capital or both without. */
    private static boolean alike(Token x, Token y) {
        return x.kind() == y.kind() && (x.kind() == Token.Kind.NUMBER ? Contrast.sameKind(x, y)
                : x.kind() == Token.Kind.WORD && x.capitalised() == y.capitalised());
    }

    /** The statement's word s and the evidence's c alike, a capital that opens the statement read as none. */
    private static boolean alike(String statement, Token s, Token c) {
        boolean opens = s.capitalised() && s.opens(statement);
        return opens ? c.kind() == Token.Kind.WORD && !c.capitalised() : alike(s, c);
    }

    private static int indexOf(List<Token> tokens, Token t) {
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i).key().equals(t.key())) {
                return i;
            }
        }
        return -1;
    }
}
