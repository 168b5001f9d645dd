package dev.contextrecall.lexical;

import java.util.ArrayList;
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

    /** The window's other sentences, those inside the denied one before its denial included, and the denied part. */
    private record Apart(List<List<Token>> others, List<Token> denied, int k) {

        static Apart of(String evidence, List<List<Token>> window, List<Token> denied, int k) {
            List<List<Token>> others = new ArrayList<>(window);
            others.remove(denied);
            int from = 0;
            for (int i = 1; i <= denied.size(); i++) {
                if (i < denied.size() && !SentenceSpans.caselessEnd(evidence, denied.get(i - 1), denied.get(i))) {
                    continue; // windows cut no sentence whose end no capital follows ("।", "。")
                }
                if (i > k) {
                    return new Apart(others, denied.subList(from, i), k - from);
                }
                others.add(denied.subList(from, i));
                from = i;
            }
            return new Apart(others, denied, k);
        }
    }

    /**
     * Whether the verb denied at k of {@code denied} takes another object than the statement's (the words after its
     * {@code verb}), and another sentence of the window affirms the verb with every word of the statement's object.
     */
    static boolean in(String evidence, List<List<Token>> window, List<Token> sentence, int at, Token verb,
            List<Token> after, Terms terms) {
        Apart apart = Apart.of(evidence, window, sentence, at);
        List<Token> denied = apart.denied();
        int k = apart.k();
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
        for (List<Token> other : apart.others()) {
            for (int a = 0; a < other.size(); a++) {
                Token t = other.get(a);
                if (!t.key().equals(verb.key()) && !t.key().equals(denied.get(k).key())
                        || Negation.within(other, Math.max(0, a - 4), a)) {
                    continue;
                }
                List<Token> before = other.subList(0, a);
                List<Token> rest = other.subList(a + 1, other.size());
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
    static boolean whole(String evidence, List<List<Token>> window, List<Token> sentence, int at,
            List<Token> statementTokens, Terms terms) {
        Apart apart = Apart.of(evidence, window, sentence, at);
        List<Token> words = statementTokens.stream().filter(Token::content).toList();
        List<Token> denied = apart.denied();
        if (words.stream().allMatch(w -> w.keyedIn(denied)) || denied.stream().noneMatch(t -> t.content()
                && !terms.holds(t))) {
            return false;
        }
        for (List<Token> other : apart.others()) {
            if (!Negation.in(other) && words.stream().allMatch(w -> w.keyedIn(other))) {
                return true;
            }
        }
        return false;
    }
}
