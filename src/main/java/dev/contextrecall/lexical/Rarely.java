package dev.contextrecall.lexical;

import java.util.Set;

/**
 * Words of rarity, which deny the word right after them as "not" does: "the lake rarely freezes" does not say "the
 * lake freezes". Before a comma they open a clause and deny nothing ("rarely, it may cause a rash"). One of
 * {@link Negation}'s cues.
 */
final class Rarely {

    /** "seldom" and its like in the measured languages, folded as the tokenizer keys them ("raramente": "rarament"). */
    private static final Set<String> WORDS = Tokenizer.folded("seldom", "selten", "zelden", "rarement", "raramente",
            "rarament", "редко", "nadiren");

    private Rarely() {
    }

    /** Whether a folded word, as written, is one of rarity: "rarely", "seldom". */
    static boolean word(String folded) {
        return folded.equals("rarely") || WORDS.contains(folded);
    }

    /** Whether t is a word of rarity with the word {@code next} straight after it, one space between. */
    static boolean before(Token t, Token next) {
        // "rarely" is keyed "rare", as the adjective is ("a rare bird"); its length tells them apart
        boolean rarely = WORDS.contains(t.key()) || t.key().equals("rare") && t.end() - t.start() == 6;
        return rarely && next != null && next.start() == t.end() + 1;
    }
}
