package dev.contextrecall.lexical;

import java.util.List;
import java.util.function.Predicate;

/**
 * A name whose qualifier the evidence says otherwise, after it: "the Nobel Peace Prize" against "the Nobel Prize in
 * Literature". The statement's capitalised word inside a name of three, not found, where the evidence says the two
 * around it side by side and goes on, past "in" or "for" (with an article at most), with a capitalised word the
 * statement lacks. One of {@link Contrast}'s ways.
 */
final class Qualified {

    private Qualified() {
    }

    static Contrast in(String statement, List<Token> said, Predicate<Token> found, String evidence, List<Token> there,
            Predicate<Token> inStatement) {
        for (int i = 1; i + 1 < said.size(); i++) {
            Token m = said.get(i);
            Token before = said.get(i - 1);
            Token after = said.get(i + 1);
            if (found.test(m) || !name(m) || !name(before) || !name(after) || !found.test(before) || !found.test(after)
                    || m.start() < before.end() || after.start() < m.end() // pairs of syllables overlap
                    || !statement.substring(before.end(), m.start()).equals(" ")
                    || !statement.substring(m.end(), after.start()).equals(" ")) {
                continue;
            }
            for (int j = 0; j + 2 < there.size(); j++) {
                Token b = there.get(j);
                Token a = there.get(j + 1);
                Token y = there.get(j + 2);
                if (b.key().equals(before.key()) && a.key().equals(after.key()) && a.start() >= b.end()
                        && y.start() >= a.end() && evidence.substring(b.end(), a.start()).equals(" ") && name(y)
                        && !inStatement.test(y)
                        && FIELD.matcher(evidence.substring(a.end(), y.start())).matches()) {
                    return new Contrast(statement.substring(before.start(), after.end()),
                            evidence.substring(b.start(), y.end()));
                }
            }
        }
        return null;
    }

    /**
     * "In" or "for" before the qualifier, with an article at most, in the measured languages that write them apart:
     * "Prize in Literature", "Preis für Literatur", "prix pour la paix". Not "of", which names a person's place as
     * often ("Barack Hussein Obama" against "Barack Obama of Illinois").
     */
    private static final java.util.regex.Pattern FIELD = java.util.regex.Pattern.compile(
            " (?iu:in|for|für|im|en|pour|per|para|por|em|în|за|по|σε|στη|στην|στο)(?: (?iu:the|der|die|das|la|le|el|il|o))? ");

    private static boolean name(Token t) {
        return t.kind() == Token.Kind.WORD && t.capitalised();
    }
}
