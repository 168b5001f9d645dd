package dev.contextrecall.lexical;

import java.util.ArrayList;
import java.util.List;

import dev.contextrecall.lexical.numbers.NumberWords;

/** Vietnamese syllables read in pairs, as its words mostly are. */
final class Syllables {

    private Syllables() {
    }

    /**
     * Vietnamese writes each syllable apart, and a word is often two of them ("bệnh dịch", "trường học"): a single
     * syllable matches across unrelated sentences. Adjacent syllables (with only a space between them) are paired
     * into one term; numbers, the unit right after a number ("330 mét và": "mét" is the figure's, not "mét và"), and
     * a syllable that stands alone between punctuation, stay as they are.
     */
    static List<Token> paired(String text, List<Token> tokens) {
        List<Token> out = new ArrayList<>(tokens.size());
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            boolean pairsWithNext = i + 1 < tokens.size() && isSyllable(tokens, i) && isSyllable(tokens, i + 1)
                    && apart(text, t, tokens.get(i + 1));
            boolean pairedWithPrevious = i > 0 && isSyllable(tokens, i) && isSyllable(tokens, i - 1)
                    && apart(text, tokens.get(i - 1), t);
            if (pairsWithNext) {
                Token next = tokens.get(i + 1);
                Token.Kind kind = t.content() || next.content() ? Token.Kind.WORD : Token.Kind.STOP;
                out.add(new Token(t.key() + " " + next.key(), t.start(), next.end(), kind, t.capitalised()));
            } else if (!pairedWithPrevious) {
                out.add(t);
            }
        }
        return out;
    }

    /**
     * Adds the first syllable of a run's first pair and the last of its last pair to a window's keys: a statement's
     * syllable that stands alone ("10 giờ tối.") is said by a run that opens or ends with it ("10 giờ tối và hạ cánh").
     */
    static void addEdges(List<Token> tokens, java.util.Set<String> keys) {
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            int space = t.key().indexOf(' ');
            if (!t.content() || space < 0) {
                continue;
            }
            if (i == 0 || tokens.get(i - 1).end() <= t.start()) {
                keys.add(t.key().substring(0, space));
            }
            if (i + 1 == tokens.size() || tokens.get(i + 1).start() >= t.end()) {
                keys.add(t.key().substring(t.key().lastIndexOf(' ') + 1));
            }
        }
    }

    /** Two syllables with only spaces between them (not overlapping pairs of unspaced characters). */
    private static boolean apart(String text, Token a, Token b) {
        return a.end() < b.start() && text.substring(a.end(), b.start()).isBlank();
    }

    private static boolean isSyllable(List<Token> tokens, int i) {
        Token t = tokens.get(i);
        // "năm 2010" (year) and "khoảng 100" (about) are the figure's, as its unit after it is
        return t.kind() != Token.Kind.NUMBER && !YearWords.isMarked(t)
                && !(t.kind() == Token.Kind.STOP && NumberWords.approximation(t.key()))
                && !(i > 0 && tokens.get(i - 1).kind() == Token.Kind.NUMBER && Contrast.measure(t.key()));
    }
}
