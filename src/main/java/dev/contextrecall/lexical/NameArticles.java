package dev.contextrecall.lexical;

import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Articles that may stand before a name, which a statement may leave out: "to the United States", "in den USA"; and
 * a link word written with its article as one ("no Porto" is "em o Porto", "l'Assemblée", "im Juli").
 */
final class NameArticles {

    static final WordList WORDS = WordList.of("the", "o", "a", "le", "la", "el", "il", "lo", "der", "die", "das", "den");

    /** Link words written with an article, with the link words they hold (Italian "del" is "di", Spanish "de"). */
    private static final Map<String, Set<String>> CONTRACTED = contracted(Map.of(
            "em", "no na nos nas num numa nel nella nello nei negli nelle nell im ins",
            "de", "do da dos das del du des",
            "di", "del della dello dei degli delle dell",
            "a", "ao aos às al alla allo ai agli alle all",
            "à", "au aux",
            "in", "nel nella nello nei negli nelle nell im ins",
            "da", "dal dalla dallo dai dagli dalle dall",
            "su", "sul sulla sullo sui sugli sulle sull",
            "por", "pelo pela pelos pelas",
            "an", "am ans"));

    private NameArticles() {
    }

    /**
     * A gap before a name less an article that ends it where the other side's has none ("in the", "in"), or with the
     * other side's link word for the link word and article written as one ("no" for "em", "par l'" for "par").
     */
    static String dropped(String gap, String statementGap) {
        int cut = gap.lastIndexOf(' ');
        String last = gap.substring(cut + 1);
        String bare = last.replaceAll("['’]$", "").toLowerCase(Locale.ROOT);
        String theirs = statementGap.substring(statementGap.lastIndexOf(' ') + 1).toLowerCase(Locale.ROOT);
        if (!bare.equals(theirs) && CONTRACTED.getOrDefault(bare, Set.of()).contains(theirs)) {
            return gap.substring(0, cut + 1) + theirs;
        }
        boolean elided = bare.equals("l") && !last.equals(bare); // "par l'Assemblée"
        return cut > 0 && (WORDS.contains(last) || elided) && !statementGap.endsWith(last) ? gap.substring(0, cut)
                : gap;
    }

    /** Each contraction with the link words it holds. */
    private static Map<String, Set<String>> contracted(Map<String, String> byLink) {
        Map<String, Set<String>> out = new java.util.HashMap<>();
        byLink.forEach((link, words) -> {
            for (String w : words.split(" ")) {
                out.computeIfAbsent(w, k -> new java.util.HashSet<>()).add(link);
            }
        });
        return Map.copyOf(out);
    }
}
