package dev.contextrecall.lexical;

/** Articles that may stand before a name, which a statement may leave out: "to the United States", "in den USA". */
final class NameArticles {

    static final WordList WORDS = WordList.of("the", "o", "a", "le", "la", "el", "il", "lo", "der", "die", "das", "den");

    private NameArticles() {
    }

    /** A gap before a name less an article that ends it where the other side's has none: "in the", "in". */
    static String dropped(String gap, String statementGap) {
        int cut = gap.lastIndexOf(' ');
        String last = gap.substring(cut + 1);
        return cut > 0 && WORDS.contains(last) && !statementGap.endsWith(last) ? gap.substring(0, cut) : gap;
    }
}
