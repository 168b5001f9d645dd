package dev.contextrecall.lexical;

import java.util.List;
import java.util.Set;

/**
 * A Japanese clause that ends denied where the statement affirms it: "このアプリはオフラインでは使えません" for
 * "このアプリはオフラインで使える". Japanese puts the negation after the verb, at the clause's end, so it is read there
 * rather than before a shared word as {@link Negation} reads the spaced languages. One of {@link Negation}'s readings.
 */
final class KanaDenial {

    private KanaDenial() {
    }

    /** Kana pairs that end a denied verb: "使えない", "使えません", "しなかった". */
    private static final Set<String> CUES = Set.of("ない", "ませ", "なか");

    /**
     * Kana pairs before a cue that make the clause no denial: "しかない" (only), "かもしれない" (may), "かねない"
     * (could), "なければならない" and "なくてはならない" (must).
     */
    private static final List<String> NOT_DENYING = List.of("しか", "しれ", "かね", "なけ", "なく", "ねば");

    /** The most kana pairs after the cue before the clause ends: "なかった", "ません", "ないです". */
    private static final int TAIL = 3;

    static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> sentence,
            Terms terms) {
        if (!"ja".equals(terms.language) || Unspaced.kanaNegation(statement)) {
            return null;
        }
        for (int i = 1; i < sentence.size(); i++) {
            if (!CUES.contains(sentence.get(i).key())) {
                continue;
            }
            int end = i + 1; // the clause's end: the kana after the cue, up to punctuation
            while (end < sentence.size() && Contrast.oneSlot(evidence, sentence.get(end - 1), sentence.get(end))) {
                end++;
            }
            int from = i;
            while (from > 0 && Contrast.oneSlot(evidence, sentence.get(from - 1), sentence.get(from))) {
                from--;
            }
            if (end - i - 1 > TAIL || !kana(evidence, sentence.subList(i, end)) || sentence.subList(Math.max(from,
                    i - 6), i).stream().anyMatch(t -> NOT_DENYING.contains(t.key()))) {
                continue;
            }
            Token verb = null; // the statement's last word before the cue written in kanji or katakana: the verb's stem
            long held = 0;
            for (int k = from; k < i; k++) {
                Token t = sentence.get(k);
                held += t.content() && terms.holds(t) ? 1 : 0;
                verb = t.content() && terms.holds(t) && (k >= i - 5 && !kana(evidence, List.of(t)) || verb == null)
                        ? t : verb;
            }
            if (held < 2 || verb == null || sentence.indexOf(verb) < i - 5
                    || elsewhere(statement, statementTokens, sentence, sentence.subList(from, end))) {
                continue;
            }
            for (int v = sentence.indexOf(verb); v > from && terms.holds(sentence.get(v - 1))
                    && !Unspaced.kana(evidence.substring(sentence.get(v - 1).start(), sentence.get(v - 1).start() + 1)); v--) {
                verb = sentence.get(v - 1); // back to the stem's first character: "営業" of "業していない"
            }
            String key = verb.key();
            Token said = statementTokens.stream().filter(t -> t.key().equals(key)).findFirst().orElse(null);
            Token last = statementTokens.get(statementTokens.size() - 1);
            if (said != null) {
                String denied = evidence.substring(verb.start(), sentence.get(end - 1).end());
                return new Contrast(statement.substring(said.start(), last.end()),
                        denied.replaceFirst("(?:が|けど|けれど|ので|から)$", "")); // "営業していないが、...": the clause's link
            }
        }
        return null;
    }

    /**
     * Whether a word of the statement in kanji or katakana is said in the sentence but not in the denied clause: the
     * statement is the other clause's ("火曜日" of "月曜日に営業していないが、火曜日は営業している").
     */
    private static boolean elsewhere(String statement, List<Token> statementTokens, List<Token> sentence,
            List<Token> clause) {
        return statementTokens.stream().filter(t -> t.content() && !kana(statement, List.of(t))).anyMatch(
                t -> sentence.stream().anyMatch(e -> e.key().equals(t.key()))
                        && clause.stream().noneMatch(e -> e.key().equals(t.key())));
    }

    /** Whether the tokens are written in hiragana only. */
    private static boolean kana(String text, List<Token> tokens) {
        return tokens.stream().allMatch(t -> Unspaced.kana(text.substring(t.start(), t.end())));
    }
}
