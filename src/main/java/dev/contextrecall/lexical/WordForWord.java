package dev.contextrecall.lexical;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dev.contextrecall.lexical.detect.LatinLanguages;

/**
 * The statement word for word, function words included, in one evidence sentence but for one content word: "He is
 * the youngest player on the team" against "He is the oldest player on the team". One of {@link Contrast}'s ways;
 * it reads a sentence of two shared content words, where {@link MinimalPair} wants three, since every other word of
 * it is the same in the same order. With other function words around them, the content words alone must be word for
 * word but one between two of them: "The bill passed the Senate" against "The bill failed in the Senate".
 */
final class WordForWord {

    private WordForWord() {
    }

    /** The fewest content words the statement must share around the slot. */
    private static final int SHARED = 2;

    /** The contrast, or null, where the sentence does not say the statement's word anywhere. */
    static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> sentence,
            Terms terms) {
        return in(statement, statementTokens, evidence, sentence, terms, false);
    }

    /**
     * The contrast, or null, where the sentence says the statement's word only of another word, read after every
     * other rule, which names a closer reason: "won the final" against "lost the final" where the sentence says
     * "losing the semi-final" too.
     */
    static Contrast elsewhere(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows,
            Terms terms) {
        for (SupportFinder.Window w : windows) {
            for (List<Token> sentence : w.sentences()) {
                Contrast c = in(statement, statementTokens, w.text(), sentence, terms, true);
                if (c != null) {
                    return c;
                }
            }
        }
        return null;
    }

    private static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> sentence,
            Terms terms, boolean saidElsewhere) {
        if (statementTokens.size() > sentence.size() || terms.keys.size() < SHARED + 1) {
            return null; // the sentence cannot hold the statement, or the statement has too few content words
        }
        Contrast c = in(statement, statementTokens, evidence, sentence, terms, false, saidElsewhere);
        if (c != null) {
            return c;
        }
        if (terms.words.size() <= SHARED || !terms.words.get(0).keyedIn(sentence)) {
            return null; // the slot is never the first word, so the sentence must hold it
        }
        List<Token> words = new ArrayList<>(sentence.size());
        for (Token t : sentence) {
            if (t.content()) {
                words.add(t);
            }
        }
        return in(statement, terms.words, evidence, words, terms, true, saidElsewhere);
    }

    /**
     * The tokens word for word but one; {@code between} (the content words alone, other function words around them)
     * wants the slot between two shared words: "The bill passed the Senate" against "The bill failed in the Senate".
     */
    private static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> sentence,
            Terms terms, boolean between, boolean saidElsewhere) {
        int n = statementTokens.size();
        for (int j = 0; j + n <= sentence.size(); j++) {
            int slot = -1;
            for (int k = 0; k < n; k++) {
                if (!sentence.get(j + k).key().equals(statementTokens.get(k).key())) {
                    slot = slot < 0 ? k : Integer.MAX_VALUE;
                }
            }
            if (slot < 0 || slot == Integer.MAX_VALUE || between && slot == n - 1) {
                continue;
            }
            Token said = statementTokens.get(slot);
            Token x = sentence.get(j + slot);
            if (between && (Unspaced.isUnspaced(statement.codePointAt(said.start()))
                    || Unspaced.isUnspaced(evidence.codePointAt(x.start())))) {
                continue; // character pairs overlap: their content words are no sequence
            }
            boolean nameForWord = x.capitalised() && !said.capitalised(); // "the river" may be "the Rhine"
            // the first word is most often the subject, which a name, a pronoun or a verb form may say alike
            if (slot > 0 && said.kind() == Token.Kind.WORD && x.kind() == Token.Kind.WORD && !nameForWord
                    && !functionWord(statement, said) && !functionWord(evidence, x)
                    && !Pronouns.all(statement, List.of(said), terms.language)
                    && !Pronouns.all(evidence, List.of(x), terms.language)
                    && !Contrast.paired(statement, said) && !terms.holds(x)
                    && (saidElsewhere ? !saidOfSame(statement, statementTokens, slot, evidence, sentence,
                            terms.language) && said.keyedIn(sentence) : !said.keyedIn(sentence))) {
                return new Contrast(statement.substring(said.start(), said.end()), evidence.substring(x.start(), x.end()));
            }
        }
        return null;
    }

    /** A function word that the language keeps as a term ("en" for "hacia"): a way of saying, not a fact. */
    /**
     * Whether the sentence says the statement's word at the slot where it is last or before a name or figure (which
     * the rules of names read), or with the statement's next content word after it: "losing the semi-final" does not
     * say "lost the final" of "won the final".
     */
    private static boolean saidOfSame(String statement, List<Token> statementTokens, int slot, String evidence,
            List<Token> sentence, String language) {
        Token next = nextWord(statement, statementTokens, slot, language);
        boolean common = next != null && next.kind() == Token.Kind.WORD && !next.capitalised();
        for (int p = 0; p < sentence.size(); p++) {
            if (sentence.get(p).key().equals(statementTokens.get(slot).key())) {
                Token there = nextWord(evidence, sentence, p, language);
                if (!common || there != null && there.key().equals(next.key())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The next content word after i, past function words kept as terms ("w" of "otwarto w 1990"). */
    private static Token nextWord(String text, List<Token> tokens, int i, String language) {
        return tokens.subList(i + 1, tokens.size()).stream()
                .filter(t -> t.content() && !Parallel.function(text, t, language)).findFirst().orElse(null);
    }

    private static boolean functionWord(String text, Token t) {
        return LatinLanguages.functionWord(text.substring(t.start(), t.end()).toLowerCase(Locale.ROOT));
    }
}
