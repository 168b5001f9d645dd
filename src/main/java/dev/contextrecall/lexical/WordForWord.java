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

    static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> sentence,
            Terms terms) {
        if (statementTokens.size() > sentence.size() || terms.keys.size() < SHARED + 1) {
            return null; // the sentence cannot hold the statement, or the statement has too few content words
        }
        Contrast c = in(statement, statementTokens, evidence, sentence, terms, false);
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
        return in(statement, terms.words, evidence, words, terms, true);
    }

    /**
     * The tokens word for word but one; {@code between} (the content words alone, other function words around them)
     * wants the slot between two shared words: "The bill passed the Senate" against "The bill failed in the Senate".
     */
    private static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> sentence,
            Terms terms, boolean between) {
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
                    && !said.keyedIn(sentence)) {
                return new Contrast(statement.substring(said.start(), said.end()), evidence.substring(x.start(), x.end()));
            }
        }
        return null;
    }

    /** A function word that the language keeps as a term ("en" for "hacia"): a way of saying, not a fact. */
    private static boolean functionWord(String text, Token t) {
        return LatinLanguages.functionWord(text.substring(t.start(), t.end()).toLowerCase(Locale.ROOT));
    }
}
