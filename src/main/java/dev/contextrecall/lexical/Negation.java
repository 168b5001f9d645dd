package dev.contextrecall.lexical;

import java.util.List;
import java.util.Set;

/**
 * Negation cues: "not", "no", "never", "neither", "nor", "cannot" and the n't contractions, and the plain negation
 * words of the other measured languages ("nicht", "kein", "nunca", "não", "не", "δεν", "değil", "không", "नहीं",
 * "لم", 不, 没...). They turn a sentence around, so a statement and its evidence must agree on them. Words that are
 * also common words of another language ("ne", "ni", "mai") are left out; negation written into a verb (Turkish
 * -me/-ma) is not seen.
 */
final class Negation {

    private static final Set<String> CUES = folded(Set.of("not", "no", "never", "neither", "nor", "cannot", "dont",
            "didnt", "doesnt", "isnt", "wasnt", "werent", "hasnt", "havent", "hadnt", "wont", "cant", "couldnt",
            "shouldnt", "wouldnt", "aint", "arent", "mustnt", "neednt",
            "nicht", "kein", "keine", "keinen", "keiner", "keinem", "keines", "niemals",
            "nunca", "jamás", "tampoco", "ningún", "ninguna", "pas", "jamais", "aucun", "aucune", "non",
            "não", "nu", "niciodată", "не", "нет", "никогда", "δεν", "μην", "όχι", "ποτέ", "değil", "yok", "asla",
            "không", "chưa", "chẳng", "नहीं", "कभी", "لا", "لم", "لن", "ليس", "ليست"));

    /** Characters that negate in Chinese and Japanese, read inside their character pairs. */
    private static final String UNSPACED_CUES = "不没沒未无無非";

    private Negation() {
    }

    /**
     * Whether tokens [from, to) hold a cue. Not cues: "No." before a number ("No. 1 single"), a numero; "not only",
     * which adds rather than denies.
     */
    static boolean within(List<Token> tokens, int from, int to) {
        for (int i = from; i < to; i++) {
            Token t = tokens.get(i);
            Token next = i + 1 < tokens.size() ? tokens.get(i + 1) : null;
            boolean numero = t.key().equals("no") && next != null && next.kind() == Token.Kind.NUMBER;
            boolean notOnly = t.key().equals("not") && next != null && next.key().equals("only");
            if ((CUES.contains(t.key()) || unspacedCue(t.key()) || pairCue(t.key())) && !numero && !notOnly) {
                return true;
            }
        }
        return false;
    }

    /** A Chinese or Japanese character pair holding a negation. */
    private static boolean unspacedCue(String key) {
        return key.length() <= 2 && key.chars().anyMatch(c -> UNSPACED_CUES.indexOf(c) >= 0);
    }

    /** A Vietnamese pair of syllables ("không có") holding a negation. */
    private static boolean pairCue(String key) {
        int space = key.indexOf(' ');
        return space > 0 && (CUES.contains(key.substring(0, space)) || CUES.contains(key.substring(space + 1)));
    }

    private static Set<String> folded(Set<String> words) {
        return words.stream().map(Tokenizer::fold).collect(java.util.stream.Collectors.toUnmodifiableSet());
    }

    static boolean in(List<Token> tokens) {
        return within(tokens, 0, tokens.size());
    }
}
