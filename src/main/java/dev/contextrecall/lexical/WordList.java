package dev.contextrecall.lexical;

import java.util.List;
import java.util.Set;

/**
 * Words a rule reads as written, folded ("nominated", "winter", "began"), with every key a token written so may
 * have: a token's key is asked first, so that most words cut and fold no string (the rules run on every window).
 */
final class WordList {

    private final Set<String> words;
    private final Set<String> keys;

    private WordList(Set<String> folded) {
        this.words = folded;
        this.keys = Stemmer.keys(folded);
    }

    static WordList of(String... words) {
        return new WordList(Tokenizer.folded(words));
    }

    /** This list and more words. */
    WordList plus(String... more) {
        Set<String> all = new java.util.HashSet<>(words);
        all.addAll(Tokenizer.folded(more));
        return new WordList(Set.copyOf(all));
    }

    /** Whether the token, in the text it was read from, is written as one of the words. */
    boolean has(String text, Token t) {
        return keys.contains(t.key()) && words.contains(Tokenizer.fold(text.substring(t.start(), t.end())));
    }

    /** The first token of the list, or null. */
    Token first(String text, List<Token> tokens) {
        for (Token t : tokens) {
            if (has(text, t)) {
                return t;
            }
        }
        return null;
    }

    /** Whether a word, as written, is one of the list's. */
    boolean contains(String written) {
        return words.contains(Tokenizer.fold(written));
    }
}
