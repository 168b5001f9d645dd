package dev.contextrecall.lexical;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A comparison said the other way round: "The Amazon is longer than the Nile." against "The Nile is ... slightly
 * longer than the Amazon." The evidence puts the statement's subject after its comparative word, and never the
 * statement's other side. One of {@link Contrast}'s ways; a comparison whose subject stands next to it is
 * {@link Swapped}'s.
 */
final class Comparatives {

    private Comparatives() {
    }

    /** A word and "than" after it, in the measured languages that write one: "longer than", "länger als". */
    private static final Pattern THAN = Pattern.compile("(\\p{L}+)\\s+(than|als|que|чем|decât|dan)\\s+",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /** The contrast, or null: the statement's comparison, and the evidence's with the statement's subject after it. */
    static Contrast in(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows) {
        Matcher said = THAN.matcher(statement);
        List<Token> words = statementTokens.stream().filter(Token::content).toList();
        if (words.size() < 3 || !said.find() || !comparative(statement, said)) {
            return null;
        }
        Token subject = Swapped.ARTICLES.has(statement, words.get(0)) ? words.get(1) : words.get(0);
        Token other = after(statementTokens, said.end());
        if (other == null || other.key().equals(subject.key()) || subject.start() >= said.start()) {
            return null;
        }
        String word = said.group(1).toLowerCase(Locale.ROOT);
        String than = said.group(2).toLowerCase(Locale.ROOT);
        Contrast swapped = null;
        for (SupportFinder.Window w : windows) {
            Matcher there = THAN.matcher(w.text());
            while (there.find()) {
                Token t = after(w.tokens(), there.end());
                if (t == null || !there.group(1).toLowerCase(Locale.ROOT).equals(word)
                        || !there.group(2).toLowerCase(Locale.ROOT).equals(than)) {
                    continue;
                }
                if (t.key().equals(other.key())) {
                    return null; // the evidence compares with the statement's other side too
                }
                if (t.key().equals(subject.key()) && swapped == null) {
                    swapped = new Contrast(statement.substring(said.start(), other.end()),
                            w.text().substring(there.start(), t.end()));
                }
            }
        }
        return swapped;
    }

    /** Words before an adjective that make it a comparative: "more", "plus", "más", "più", "более". */
    private static final WordList MORE = WordList.of("more", "less", "plus", "moins", "más", "menos", "mais", "più",
            "meno", "mai", "более", "менее", "meer", "minder");

    private static final Pattern LAST_WORD = Pattern.compile("(\\p{L}+)\\s+$");

    /** Whether the word before "than" compares: "longer", "länger", "длиннее", "plus long", "más largo". */
    private static boolean comparative(String text, Matcher than) {
        String word = than.group(1).toLowerCase(Locale.ROOT);
        Matcher before = LAST_WORD.matcher(text.substring(0, than.start(1)));
        return word.endsWith("er") || word.endsWith("ее") || before.find() && MORE.contains(before.group(1));
    }

    /** The first content token from offset {@code at}, an article skipped, or null. */
    private static Token after(List<Token> tokens, int at) {
        for (Token t : tokens) {
            if (t.start() >= at && t.content() && !(t.kind() == Token.Kind.WORD && Swapped.ARTICLES.contains(
                    t.key()))) {
                return t;
            }
        }
        return null;
    }
}
