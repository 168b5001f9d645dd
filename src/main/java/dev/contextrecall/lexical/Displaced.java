package dev.contextrecall.lexical;

import java.util.List;
import java.util.function.Predicate;

/**
 * A word of a closed class (a rank, how often, a month) that the evidence says only elsewhere, where the statement's
 * two words after it follow another word of the class: "The yearly subscription costs $12." against "A monthly
 * subscription costs $12, or $120 if paid yearly.", "The first edition sold 5,000 copies." against "The second
 * edition sold 5,000 copies, far more than the first edition.". The word found elsewhere says nothing of this place.
 * One of {@link Contrast}'s ways.
 */
final class Displaced {

    private Displaced() {
    }

    private enum Kind {
        RANK, OFTEN, MONTH
    }

    /** The contrast, or null: the statement's word, and the evidence's word of its class in its place. */
    static Contrast in(String statement, List<Token> said, Predicate<Token> found, String evidence, List<Token> there) {
        for (int i = 0; i + 2 < said.size(); i++) {
            Token w = said.get(i);
            Token x = said.get(i + 1);
            Token y = said.get(i + 2);
            Kind kind = kind(statement, w);
            if (kind == null || !found.test(w) || !found.test(x) || !found.test(y) || !close(statement, w, x)
                    || !close(statement, x, y) || saidElsewhere(evidence, there, w, x)
                    || opensPart(evidence, there, w)) {
                continue;
            }
            for (int j = 0; j + 2 < there.size(); j++) {
                Token v = there.get(j);
                if (there.get(j + 1).key().equals(x.key()) && there.get(j + 2).key().equals(y.key())
                        && !v.key().equals(w.key()) && kind(evidence, v) == kind
                        && close(evidence, v, there.get(j + 1))
                        && close(evidence, there.get(j + 1), there.get(j + 2))) {
                    return new Contrast(statement.substring(w.start(), w.end()),
                            evidence.substring(v.start(), v.end()));
                }
            }
        }
        return null;
    }

    /** Whether two words stand in one phrase: no mark between them but an elision ("édition s'est"). */
    private static boolean close(String text, Token a, Token b) {
        return text.substring(a.end(), Math.max(a.end(), b.start())).matches("[\\p{L}\\p{M}\\s'’-]*");
    }

    /**
     * Whether the evidence says the statement's word with the word after it, other than as what it is compared with:
     * then it may say this place itself ("the first step is design", {@link Parallel}; "in the second quarter,
     * revenue"), where "more than the first edition" does not.
     */
    private static boolean saidElsewhere(String evidence, List<Token> there, Token w, Token x) {
        for (int j = 0; j + 1 < there.size(); j++) {
            if (there.get(j).key().equals(w.key()) && there.get(j + 1).key().equals(x.key())
                    && close(evidence, there.get(j), there.get(j + 1))
                    && !COMPARED.matcher(evidence.substring(0, there.get(j).start())).find()) {
                return true;
            }
        }
        return false;
    }

    /** "Than" and an article at most, in the measured languages written with spaces: "more than the first edition". */
    private static final java.util.regex.Pattern COMPARED = java.util.regex.Pattern.compile(
            "(?iu)(?<!\\p{L})(?:than|als|dan|que|di|чем|από|से)\\s+(?:\\p{L}{1,3}\\s+)?$");

    /**
     * Whether the evidence says the word where a part opens, which leaves out the words said before it: "and monthly
     * backups for one year", ", the second at 4 months" ({@link ElidedVerb}).
     */
    private static boolean opensPart(String evidence, List<Token> there, Token w) {
        return there.stream().anyMatch(t -> t.key().equals(w.key()) && ElidedVerb.opensPart(evidence, t.start(), null));
    }

    /** Ranks in the other measured languages written with spaces ("erste Auflage", "primera edición"), folded. */
    private static final java.util.Set<String> RANKS = Tokenizer.folded("erste", "ersten", "zweite", "zweiten",
            "dritte", "dritten", "primer", "primero", "primera", "segundo", "segunda", "tercer", "tercero", "tercera",
            "premier", "première", "deuxième", "second", "seconde", "troisième", "primo", "secondo", "seconda",
            "terzo", "terza", "primeiro", "primeira", "terceiro", "terceira", "eerste", "tweede", "derde", "первый",
            "первая", "первое", "второй", "вторая", "второе", "третий", "третья", "третье", "πρώτος", "πρώτη",
            "πρώτο", "δεύτερος", "δεύτερη", "δεύτερο", "τρίτος", "τρίτη", "τρίτο", "birinci", "ikinci", "üçüncü",
            "pertama", "kedua", "ketiga", "pierwszy", "pierwsza", "drugi", "druga", "trzeci", "trzecia", "पहला",
            "पहली", "दूसरा", "दूसरी", "तीसरा", "तीसरी");

    /** The closed class of a word as written, or null. */
    private static Kind kind(String text, Token t) {
        String written = text.substring(t.start(), t.end());
        return MinimalPair.ordinal(written) || RANKS.contains(Tokenizer.fold(written.toLowerCase(
                java.util.Locale.ROOT))) ? Kind.RANK : Every.adverb(written) != null ? Kind.OFTEN
                : Dates.isMonth(t) ? Kind.MONTH : null;
    }
}
