package dev.contextrecall.lexical;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * "Year" written beside a year's figure says nothing the figure does not: "in the year 2010", "im Jahr 2010", "en el
 * año 2010", "в 2010 году", "2010 yılında", "năm 2010", "वर्ष 2010", "عام 2010" are all "in 2010", which the evidence
 * may give as a full date ("on 4 January 2010"). Such a word is a function word there, not a word to find.
 */
final class YearWords {

    private YearWords() {
    }

    /** Written before the year's figure, folded as the tokenizer folds words. */
    private static final Set<String> BEFORE = Tokenizer.folded("year", "jahr", "jahre", "jahres", "ano", "año", "anno",
            "annee", "an", "jaar", "anul", "anului", "έτος", "έτους", "năm", "वर्ष", "साल", "सन्", "عام", "العام",
            "سنة", "السنة");

    /** Written after it. */
    private static final Set<String> AFTER = Tokenizer.folded("году", "года", "год", "г", "yılında", "yılı", "yılının",
            "yılından", "yılına", "yılda");

    /** The preposition Russian puts before a year said with "году". */
    private static final Set<String> IN = Set.of("в", "во");

    private static final Pattern YEAR = Pattern.compile("\\d{3,4}");

    /** Each year word right before or after a year's figure turned into a function word. */
    static void marked(String text, List<Token> tokens) {
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            boolean yearNext = i + 1 < tokens.size() && year(text, tokens.get(i + 1));
            boolean yearBefore = i > 0 && year(text, tokens.get(i - 1));
            if (t.kind() == Token.Kind.NUMBER || !yearNext && !yearBefore) {
                continue; // most words stand beside no year: read no further
            }
            String word = Tokenizer.fold(text.substring(t.start(), t.end()));
            boolean before = yearNext && BEFORE.contains(word)
                    && text.substring(t.end(), tokens.get(i + 1).start()).isBlank();
            boolean after = yearBefore && AFTER.contains(word)
                    && text.substring(tokens.get(i - 1).end(), t.start()).isBlank();
            if (after && i > 1 && IN.contains(Tokenizer.fold(text.substring(tokens.get(i - 2).start(),
                    tokens.get(i - 2).end())))) { // "в 2010 году": the preposition is the phrase's, as "in" is
                Token in = tokens.get(i - 2);
                tokens.set(i - 2, new Token(in.key(), in.start(), in.end(), Token.Kind.STOP, false));
            }
            if (before || after) {
                tokens.set(i, new Token(YEAR_WORD, t.start(), t.end(), Token.Kind.STOP, false));
            }
        }
    }

    /** The key of such a word, one for all. */
    private static final String YEAR_WORD = "_year";

    /** Whether a token is such a word (Vietnamese does not pair it with the syllable before). */
    static boolean isMarked(Token t) {
        return t.kind() == Token.Kind.STOP && t.key().equals(YEAR_WORD);
    }

    private static boolean year(String text, Token t) {
        return t.kind() == Token.Kind.NUMBER && YEAR.matcher(t.key()).matches()
                && YEAR.matcher(text.substring(t.start(), t.end())).matches();
    }

}
