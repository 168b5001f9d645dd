package dev.contextrecall.lexical;

import java.util.List;
import java.util.Map;

/**
 * A name in another case: Russian, Greek and Romanian write a name's case as its ending ("в Москве", "столица
 * Москвы"; "στην Αθήνα", "της Αθήνας"; "România", "României"), so that one name has several keys. Only names are read
 * this way, a capitalised word against a capitalised word: cutting the endings of every word let more distractor
 * sentences through than it found (docs/offline-judge.md, "What was tried").
 */
final class NameCases {

    /**
     * Case endings of each language as keys spell them (folded: "й" is "и", accents gone, a Greek final sigma written
     * σ), longest first so that "Толстого" and "Толстой" both leave "толст".
     */
    private static final Map<String, List<String>> ENDINGS = Map.of(
            "ru", List.of("иеи", "ого", "его", "ому", "ему", "ами", "ями", "ои", "еи", "ом", "ем", "ах", "ях", "ью",
                    "ию", "ия", "ии", "ие", "ым", "им", "ых", "их", "ую", "ая", "яя", "ое", "ее", "а", "я", "ы", "и",
                    "е", "у", "ю", "о", "ь"),
            "el", List.of("ουσ", "ου", "οσ", "ασ", "ησ", "εσ", "ων", "οι", "α", "η", "ο", "ι", "ε"),
            "ro", List.of("iului", "ului", "ilor", "iei", "lor", "ei", "ul", "ii", "ia", "ea", "a", "i", "e"));

    /** Fewer letters left are too few to tell one name from another ("Рим" is the least). */
    private static final int SHORTEST_STEM = 4;

    private NameCases() {
    }

    /** Whether names of this language are read without their case endings. */
    static boolean inflects(String language) {
        return language != null && ENDINGS.containsKey(language);
    }

    /** What a window's key set holds for a name without its case ending: apart from every word's key. */
    private static final char MARK = '\u0001';

    /** Adds the window's names without their case endings to its keys. */
    static void addStems(List<Token> tokens, String language, java.util.Set<String> keys) {
        for (int i = 0; inflects(language) && i < tokens.size(); i++) {
            String stem = stem(tokens.get(i), language);
            if (stem != null) {
                keys.add(MARK + stem);
            }
        }
    }

    /** The key a window holds for this statement token's name, or null when it is no name ({@link #addStems}). */
    static String keyOf(Token t, String language) {
        String stem = stem(t, language);
        return stem == null ? null : MARK + stem;
    }

    /** The name without its case ending, or null when the token is no name or its language writes no such ending. */
    static String stem(Token t, String language) {
        if (!t.capitalised() || t.kind() != Token.Kind.WORD || !inflects(language)) {
            return null;
        }
        String key = t.key().replace('ς', 'σ'); // a final sigma is a sigma once its ending is cut
        for (String ending : ENDINGS.get(language)) {
            if (key.endsWith(ending) && key.codePointCount(0, key.length() - ending.length()) >= SHORTEST_STEM) {
                return key.substring(0, key.length() - ending.length());
            }
        }
        return key;
    }

    /**
     * The window with its names in another case keyed as the statement's ("Москвы" as "Москве"), so that the rules
     * reading word for word see the same name; the window itself when it has none.
     */
    static SupportFinder.Window named(SupportFinder.Window w, Terms terms) {
        if (!inflects(terms.language)) {
            return w;
        }
        List<Token> tokens = null;
        for (int i = 0; i < w.tokens().size(); i++) {
            Token t = w.tokens().get(i);
            String own = t.capitalised() && t.kind() == Token.Kind.WORD && !terms.weightOf.containsKey(t.key())
                    ? terms.nameTerm(t) : null; // a name the statement writes in this case too keeps its key
            if (own != null) {
                tokens = tokens != null ? tokens : new java.util.ArrayList<>(w.tokens());
                tokens.set(i, new Token(own, t.start(), t.end(), t.kind(), true));
            }
        }
        return tokens == null ? w : new SupportFinder.Window(w.node(), w.text(), tokens, w.secondSentence(), w.keys(),
                w.numbers(), w.negated());
    }
}
