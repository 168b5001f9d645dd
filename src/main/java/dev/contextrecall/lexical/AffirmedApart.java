package dev.contextrecall.lexical;

import java.util.List;

/**
 * A denial of another object, where another sentence of the window says the verb undenied with the statement's own
 * object: "The warranty covers manufacturing defects. It does not cover water damage." for "The warranty covers
 * manufacturing defects.". {@link Negation} reads the same within one sentence ("covers screen damage but does not
 * cover water damage"). The denied sentence's subject is a pronoun, nothing, or words the affirming sentence says
 * before its verb, so "Plan A includes email support. Plan B does not include phone support." still denies "Plan B
 * includes email support.".
 */
final class AffirmedApart {

    private AffirmedApart() {
    }

    /**
     * Whether the verb denied at k of {@code denied} takes another object than the statement's (the words after its
     * {@code verb}), and another sentence of the window affirms the verb with every word of the statement's object.
     */
    static boolean in(String evidence, List<List<Token>> window, List<Token> denied, int k, Token verb,
            List<Token> after, Terms terms) {
        List<Token> object = after.stream().filter(t -> t.content() && !Parallel.function(terms.statement, t,
                terms.language)).toList();
        List<Token> deniedObject = denied.subList(k + 1, denied.size());
        if (object.isEmpty() || object.stream().allMatch(o -> o.keyedIn(deniedObject))
                || deniedObject.stream().noneMatch(o -> o.content() && !terms.holds(o)
                        && !Parallel.function(evidence, o, terms.language))) {
            return false; // the statement's object denied too, or no object of its own
        }
        int cue = k - 1;
        while (cue > 0 && !Negation.within(denied, cue, cue + 1)) {
            cue--;
        }
        while (cue > 0 && Negation.within(denied, cue - 1, cue)) {
            cue--; // a negation read in two pairs of characters: "它不", "不涵"
        }
        List<Token> subject = denied.subList(0, Math.max(0, cue)).stream().filter(t -> t.content()
                && !Negation.auxiliary(t) && !Pronouns.all(evidence, List.of(t), terms.language)).toList();
        for (List<Token> sentence : window) {
            for (int a = 0; a < sentence.size() && sentence != denied; a++) {
                Token t = sentence.get(a);
                if (!t.key().equals(verb.key()) && !t.key().equals(denied.get(k).key())
                        || Negation.within(sentence, Math.max(0, a - 4), a)) {
                    continue;
                }
                List<Token> before = sentence.subList(0, a);
                List<Token> rest = sentence.subList(a + 1, sentence.size());
                if (object.stream().allMatch(o -> o.keyedIn(rest)) && subject.stream().allMatch(s -> s.keyedIn(before))) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * For a statement with no word after its verb (Hindi, Japanese and Turkish put the object before it): whether
     * another sentence of the window says every word of the statement undenied, and the denied one lacks one of them
     * and says a word of its own ("वारंटी निर्माण दोषों को कवर करती है। यह पानी से हुए नुकसान को कवर नहीं करती है।").
     */
    static boolean whole(String evidence, List<List<Token>> window, List<Token> denied, int k,
            List<Token> statementTokens, Terms terms) {
        List<Token> words = statementTokens.stream().filter(Token::content).toList();
        List<List<Token>> sentences = new java.util.ArrayList<>(window);
        sentences.remove(denied);
        int from = 0; // a window's sentence may hold several where no capital follows their end ("।", "。")
        for (int i = 1; i <= denied.size(); i++) {
            if (i == denied.size() || ENDS.matcher(evidence.substring(denied.get(i - 1).end(), denied.get(i).start()))
                    .find()) {
                if (i <= k) {
                    sentences.add(denied.subList(from, i));
                    from = i;
                } else {
                    denied = denied.subList(from, i);
                    break;
                }
            }
        }
        List<Token> own = denied;
        if (words.stream().allMatch(w -> w.keyedIn(own)) || own.stream().noneMatch(t -> t.content() && !terms.holds(t))) {
            return false;
        }
        for (List<Token> sentence : sentences) {
            if (!Negation.in(sentence) && words.stream().allMatch(w -> w.keyedIn(sentence))) {
                return true;
            }
        }
        return false;
    }

    /** What ends a sentence in any script. */
    private static final java.util.regex.Pattern ENDS = java.util.regex.Pattern.compile("[.!?।॥。！？]");
}
