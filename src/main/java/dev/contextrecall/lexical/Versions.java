package dev.contextrecall.lexical;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A version or a section number is a name, not a measure: "Python 3.10" is not 3.1, "section 4.1" not 4.10, and
 * "Python 3.1" is not given by 3.12 as a rounded figure would be. A figure with one dot after "version", "v",
 * "release", "section" or "chapter", or in English after a capitalised word ("Python 3.10", "iOS 15.4"), is keyed
 * as written, so that only the same figure gives it.
 */
final class Versions {

    private Versions() {
    }

    /** Words, folded, that a version's or a section's number follows, in the measured languages. */
    private static final Set<String> NAMING = Set.of("version", "versions", "v", "release", "section", "chapter",
            "ver", "versión", "versione", "versão", "versiune", "versiyon", "versie", "версия", "версии",
            "έκδοση", "εκδοση", "abschnitt", "kapitel", "sección", "capítulo", "chapitre", "sezione", "capitolo");

    private static final Pattern DOTTED = Pattern.compile("\\d+\\.\\d+");

    static void keyed(String text, List<Token> tokens, String language) {
        for (int i = 1; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            Token before = tokens.get(i - 1);
            if (t.kind() != Token.Kind.NUMBER || before.end() > t.start()) {
                continue; // not a figure, or after a character pair that overlaps it
            }
            String written = text.substring(t.start(), t.end());
            String gap = text.substring(before.end(), t.start());
            boolean named = NAMING.contains(Tokenizer.fold(text.substring(before.start(), before.end())))
                    || (language == null || language.equals("en")) && before.kind() == Token.Kind.WORD
                            && Character.isUpperCase(text.codePointAt(before.start()));
            if (named && DOTTED.matcher(written).matches()
                    && (gap.equals(" ") || gap.isEmpty())) {
                tokens.set(i, new Token("v" + written, t.start(), t.end(), Token.Kind.NUMBER, false));
            }
        }
    }
}
