package dev.contextrecall.lexical;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.contextrecall.lexical.numbers.NumberWords;
import dev.contextrecall.lexical.numbers.Numbers;

/**
 * A share of a whole said as a fraction in words, read as the percentage it is: "a quarter of the budget" is "25% of
 * the budget", "two thirds of the voters" about 67%, "half of the staff" 50%. The fraction becomes the figure and
 * the word for "of" its percent sign, so that either way of writing gives the other, and "a quarter" is not given by
 * "40 percent". A third is not exact, so it is read as a rounded figure ("33", rounded to 1: 33% and 33.3% give it).
 * English, German, Spanish, French, Italian and Portuguese, where the share is followed by its "of"; not the
 * Spanish, Italian and Portuguese quarter ("cuarto", "quarto" are also a room: "um quarto de hotel").
 */
final class Shares {

    private Shares() {
    }

    /** Fraction words, in lower case as written ("metà" is no "meta"), by denominator. */
    private static final Map<String, Integer> DENOMINATORS = Map.ofEntries(Map.entry("half", 2),
            Map.entry("third", 3), Map.entry("thirds", 3), Map.entry("quarter", 4), Map.entry("quarters", 4),
            Map.entry("fifth", 5), Map.entry("fifths", 5), Map.entry("tenth", 10), Map.entry("tenths", 10),
            Map.entry("hälfte", 2), Map.entry("drittel", 3), Map.entry("viertel", 4), Map.entry("fünftel", 5),
            Map.entry("zehntel", 10), Map.entry("mitad", 2), Map.entry("tercio", 3), Map.entry("tercios", 3),
            Map.entry("moitié", 2), Map.entry("tiers", 3), Map.entry("quart", 4), Map.entry("quarts", 4),
            Map.entry("cinquième", 5), Map.entry("metà", 2), Map.entry("terzo", 3), Map.entry("terzi", 3),
            Map.entry("metade", 2), Map.entry("terço", 3), Map.entry("terços", 3));

    /** A vulgar fraction alone, as a share's percentage: "½ of the votes". */
    private static final Map<String, String> VULGAR = Map.of("½", "50", "¼", "25", "¾", "75", "⅓", "33~1", "⅔",
            "67~1", "⅕", "20", "⅒", "10");

    /** Numerators, in lower case: "a", "one", "two", ..., in the same languages; a written digit counts too. */
    private static final Map<String, Integer> NUMERATORS = Map.ofEntries(Map.entry("a", 1), Map.entry("an", 1),
            Map.entry("one", 1), Map.entry("two", 2), Map.entry("three", 3), Map.entry("four", 4),
            Map.entry("ein", 1), Map.entry("eine", 1), Map.entry("einem", 1), Map.entry("einen", 1),
            Map.entry("zwei", 2), Map.entry("drei", 3), Map.entry("un", 1), Map.entry("una", 1), Map.entry("une", 1),
            Map.entry("uno", 1), Map.entry("um", 1), Map.entry("uma", 1), Map.entry("dos", 2), Map.entry("deux", 2),
            Map.entry("due", 2), Map.entry("dois", 2), Map.entry("duas", 2), Map.entry("tres", 3), Map.entry("três", 3),
            Map.entry("trois", 3), Map.entry("tre", 3), Map.entry("die", 1), Map.entry("la", 1));

    /** The word for "of" after a share, in lower case. */
    private static final Set<String> OF = Set.of("of", "der", "des", "von", "de", "del", "della", "dei",
            "degli", "delle", "di", "du", "d", "do", "da", "dos", "das");

    private static final Set<String> OF_KEYS = Stemmer.keys(OF);

    /** Words before "half" that make it a part of a time or a match, not a share: "the second half of the year". */
    private static final Set<String> NO_SHARE = Set.of("first", "second", "other", "latter", "former",
            "erste", "ersten", "zweite", "zweiten", "primera", "segunda", "première", "seconde", "prima", "seconda",
            "primeira");

    /** Reads each share in {@code tokens} as its percentage, in place. */
    static void marked(String text, List<Token> tokens) {
        for (int i = 0; i + 1 < tokens.size(); i++) {
            if (!OF_KEYS.contains(tokens.get(i + 1).key())) {
                continue; // most words: no string cut
            }
            Token fraction = tokens.get(i);
            String vulgar = VULGAR.get(written(text, fraction));
            Integer denominator = vulgar != null ? Integer.valueOf(1) : DENOMINATORS.get(written(text, fraction));
            Token of = tokens.get(i + 1);
            if (denominator == null || !OF.contains(written(text, of)) || !apart(text, fraction, of)) {
                continue;
            }
            Token before = i > 0 ? tokens.get(i - 1) : null;
            Integer numerator = before == null || !apart(text, before, fraction) ? null : numerator(text, before);
            if (vulgar != null) { // "½ of the votes"
                tokens.set(i + 1, new Token(NumberWords.PERCENT, of.start(), of.end(), Token.Kind.WORD, false));
                tokens.set(i, new Token(vulgar, fraction.start(), fraction.end(), Token.Kind.NUMBER, false));
                continue;
            }
            boolean half = written(text, fraction).equals("half");
            if (numerator == null && (!half || before != null && NO_SHARE.contains(written(text, before)))
                    || numerator != null && numerator >= denominator) {
                continue; // "a third" needs its "a", "la mitad" its "la"; English "half of" stands alone
            }
            int n = numerator == null ? 1 : numerator;
            BigDecimal share = BigDecimal.valueOf(100L * n).divide(BigDecimal.valueOf(denominator), 3,
                    RoundingMode.HALF_UP).stripTrailingZeros();
            String key = share.scale() > 1 ? Numbers.rounded(share.setScale(0, RoundingMode.HALF_UP).toPlainString(),
                    BigDecimal.ONE) : share.toPlainString();
            Token whole = i + 2 < tokens.size() ? tokens.get(i + 2) : null;
            Token after = whole != null && whole.kind() == Token.Kind.STOP && i + 3 < tokens.size() ? tokens.get(i + 3)
                    : whole;
            if (after != null && (NumberWords.unit(after.key()) != null || Durations.word(after.key()))) {
                continue; // "a quarter of an hour", "un quart d'heure": a time, not a share
            }
            int from = numerator == null ? i : i - 1;
            Token first = tokens.get(from);
            if (whole != null && whole.kind() == Token.Kind.NUMBER && Character.isLetter(text.charAt(whole.start()))
                    && share.scale() <= 1 && Numbers.plainValue(whole.key()) != null) {
                // "a quarter of a million": the share of that figure, 250,000
                String part = share.multiply(new BigDecimal(Numbers.plainValue(whole.key()))).movePointLeft(2).stripTrailingZeros()
                        .toPlainString(); // a round figure, read as one ("about 250,000")
                part = Numbers.rounded(part, Numbers.approximationUnit(part));
                tokens.subList(from, i + 3).clear();
                tokens.add(from, new Token(part, first.start(), whole.end(), Token.Kind.NUMBER, false));
                i = from;
                continue;
            }
            tokens.set(i + 1, new Token(NumberWords.PERCENT, of.start(), of.end(), Token.Kind.WORD, false));
            tokens.subList(from, i + 1).clear();
            tokens.add(from, new Token(key, first.start(), fraction.end(), Token.Kind.NUMBER, false));
            i = from + 1;
        }
    }

    private static Integer numerator(String text, Token t) {
        String w = written(text, t);
        return w.matches("\\d") ? Integer.valueOf(w) : NUMERATORS.get(w);
    }

    /** Whether only spaces or a hyphen stand between two tokens ("one-third of", not "a, third of"). */
    private static boolean apart(String text, Token a, Token b) {
        return a.end() <= b.start() && text.substring(a.end(), b.start()).matches("[\\s\\-‐]+");
    }

    private static String written(String text, Token t) {
        return text.substring(t.start(), t.end()).toLowerCase(java.util.Locale.ROOT);
    }
}
