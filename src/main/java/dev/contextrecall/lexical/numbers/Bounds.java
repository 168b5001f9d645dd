package dev.contextrecall.lexical.numbers;

import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Words before a figure that bound it: "over 5,000" is at least that much, "under 18" at most; a limit ("up to ten
 * hours") bounds a figure written in words too.
 */
public final class Bounds {

    private Bounds() {
    }

    /** Words before a figure that make it a lower bound ("over 5,000") or an upper bound ("under 18"). */
    private static final Set<String> ABOVE = Set.of("over", "above", "exceeding", "uber", "mindestens", "более",
            "свыше", "больше", "peste", "oltre", "ruim", "hon");
    private static final Set<String> BELOW = Set.of("under", "below", "unter", "менее", "меньше", "sub", "duoi");

    /** Two-word bounds, by their second word: "more than", "mehr als", "más de", "plus de", "at least", "up to". */
    private static final Map<String, Map<String, Character>> BOUND_PAIRS = Map.ofEntries(
            Map.entry("than", Map.of("more", '>', "less", '<', "fewer", '<')),
            Map.entry("als", Map.of("mehr", '>', "weniger", '<')),
            Map.entry("de", Map.of("mas", '>', "menos", '<', "plus", '>', "moins", '<', "mais", '>', "mult", '>',
                    "putin", '<')),
            Map.entry("di", Map.of("piu", '>', "meno", '<')),
            Map.entry("dan", Map.of("meer", '>', "minder", '<')),
            Map.entry("απο", Map.of("πανω", '>', "κατω", '<', "περισσοτερα", '>', "περισσοτεροι", '>',
                    "περισσοτερο", '>', "λιγοτερα", '<', "λιγοτεροι", '<', "λιγοτερο", '<')),
            Map.entry("من", Map.of("اكثر", '>', "اقل", '<')),
            Map.entry("least", Map.of("at", '>')),
            Map.entry("most", Map.of("at", '<')),
            Map.entry("to", Map.of("up", '<', "limited", '<')), // "limited to 10 MB": at most that
            Map.entry("at", Map.of("capped", '<')),
            Map.entry("zu", Map.of("bis", '<')));

    /**
     * The bound a word (after {@code previous}, both folded) puts on the figure that follows: '>' for at least that
     * much, '<' for at most, or null.
     */
    public static Character bound(String previous, String folded) {
        if (ABOVE.contains(folded)) {
            return '>';
        }
        if (BELOW.contains(folded)) {
            return '<';
        }
        Map<String, Character> pairs = BOUND_PAIRS.get(folded);
        return pairs == null || previous == null ? null : pairs.get(previous);
    }

    /**
     * Whether a two-word bound says a limit ("up to", "bis zu", "at least", "at most"), which bounds a figure written in
     * words too; not a comparison ("more than two", "über zwei Themen": a count of a loose range).
     */
    public static boolean limit(String previous, String folded) {
        return "to".equals(folded) && "up".equals(previous) || "zu".equals(folded) && "bis".equals(previous)
                || "at".equals(previous) && ("least".equals(folded) || "most".equals(folded));
    }

    private static final java.util.regex.Pattern NEXT_WORD = java.util.regex.Pattern.compile("\\s+(\\p{L}+)");

    /**
     * Whether a figure in words follows ({@code fold} folds a word as the tokenizer does): "bis zu zwanzig", whose "bis
     * zu" is then the figure's, as before "20".
     */
    public static boolean spelledNext(String text, int from, String language, UnaryOperator<String> fold) {
        java.util.regex.Matcher next = NEXT_WORD.matcher(text).region(from, text.length());
        if (!next.lookingAt()) {
            return false;
        }
        String word = fold.apply(next.group(1));
        return NumberWords.number(word) != null || CountWords.number(word, language) != null;
    }
}
