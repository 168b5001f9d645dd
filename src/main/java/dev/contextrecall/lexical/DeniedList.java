package dev.contextrecall.lexical;

import java.util.List;
import java.util.Set;

/**
 * A denial read on along the list it opens: "covers manufacturing defects but not water damage or accidental drops"
 * denies "covers accidental drops" as it denies "covers water damage". Only "or" and "nor" join such a list ("not A,
 * B or C"); "and" may open a clause of its own. Read by {@link Negation} where the first word after the negation is not
 * the statement's.
 */
final class DeniedList {

    private DeniedList() {
    }

    /** Words that join the members of a denied list: "or" ({@link SaidAfter}'s) and "nor", "noch", "ni", "ούτε". */
    private static final Set<String> OR = java.util.stream.Stream.concat(SaidAfter.OR.stream(), Tokenizer.folded(
            "nor", "noch", "ni", "sau", "nici", "ни", "ούτε", "hoặc").stream()).collect(
                    java.util.stream.Collectors.toUnmodifiableSet());

    /** Languages whose "or" is "o", an article or a letter elsewhere. */
    private static final Set<String> O = Set.of("es", "it");

    /** Tokens after the negation that its list may reach. */
    private static final int REACH = 10;

    /**
     * The contrast, or null: the negation at i, whose first word at k is not the statement's, lists a later member
     * after "or" whose words are: the statement's words, and the evidence from the negation to them.
     */
    static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> sentence, int i,
            int k, Terms terms) {
        if (Mixed.paired(statement, statementTokens)) {
            return null; // Chinese, Japanese, Thai and Vietnamese pairs: no list read word by word
        }
        for (int j = k + 1; j + 1 < sentence.size() && j <= i + REACH; j++) {
            String gap = evidence.substring(Math.min(sentence.get(j - 1).end(), sentence.get(j).start()),
                    sentence.get(j).start());
            if (gap.chars().anyMatch(c -> ";:.!?()".indexOf(c) >= 0) || Restricted.AND.contains(sentence.get(j).key())
                    || Negation.cue(sentence.get(j).key()) && !"nor".equals(sentence.get(j).key())) {
                return null; // the list ends: another clause, or another denial
            }
            String key = sentence.get(j).key();
            if (!OR.contains(key) && !(key.equals("o") && terms.language != null && O.contains(terms.language))) {
                continue;
            }
            int m = j + 1;
            while (m < sentence.size() && !sentence.get(m).content()) {
                m++; // "or the screen": articles
            }
            Token t = m < sentence.size() ? sentence.get(m) : null;
            int end = m + 1; // the member's phrase: "accidental drops", "Stürze ab"
            while (end < sentence.size() && sentence.get(end).keyedIn(statementTokens)) {
                end++;
            }
            if (t != null && terms.holds(t) && t.keyedIn(statementTokens) && !Required.absent(statementTokens, t.key())
                    && saidBefore(statementTokens, sentence, m, end)) {
                Token first = t.sameKeyIn(statementTokens);
                Token last = sentence.get(end - 1).sameKeyIn(statementTokens);
                return new Contrast(statement.substring(first.start(), Math.max(first.end(), last.end())),
                        evidence.substring(sentence.get(i).start(), sentence.get(end - 1).end()));
            }
        }
        return null;
    }

    /**
     * Whether the sentence says the statement's other words before the member's phrase [m, end), and not the member
     * again after it: the denied clause is the statement's ("not approved for children under 6, but is safe for
     * children over 12" says nothing of "is safe for children").
     */
    private static boolean saidBefore(List<Token> statementTokens, List<Token> sentence, int m, int end) {
        List<Token> before = sentence.subList(0, m);
        List<Token> after = sentence.subList(end, sentence.size());
        return !sentence.get(m).keyedIn(after) && statementTokens.stream().allMatch(u -> !u.content()
                || u.keyedIn(before) || !u.keyedIn(after) || LinkWords.linking(u.key()));
    }
}
