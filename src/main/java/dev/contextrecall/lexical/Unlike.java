package dev.contextrecall.lexical;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The statement's subject set apart by "unlike" from the one the evidence's clause speaks of: "The predecessor
 * supports 5G." against "Unlike its predecessor, the phone supports 5G." Where the clause denies ("Unlike the phone,
 * its predecessor does not support 5G"), the subject set apart has what the statement says. One of
 * {@link Contrast}'s ways.
 */
final class Unlike {

    private Unlike() {
    }

    /** "Unlike" in the measured languages, opening a phrase that ends at a comma. */
    private static final Pattern UNLIKE = Pattern.compile("(?<!\\p{L})(unlike|im Gegensatz zu(m|r)?|anders als|a "
            + "diferencia de(l)?|contrairement (à|au|aux)|a differenza d(i|el|ella|ei)|ao contrário d(e|o|a)|в "
            + "отличие от|σε αντίθεση με|spre deosebire de|in tegenstelling tot)(?!\\p{L})([^,;.]{1,60}),",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /** The contrast, or null: the statement's subject, and the evidence's phrase that sets it apart. */
    static Contrast in(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows) {
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        if (said.size() < 2 || Negation.in(statementTokens)) {
            return null;
        }
        Token subject = Swapped.ARTICLES.has(statement, said.get(0)) && said.size() > 2 ? said.get(1) : said.get(0);
        List<Token> rest = said.subList(said.indexOf(subject) + 1, said.size());
        for (SupportFinder.Window w : windows) {
            Matcher m = UNLIKE.matcher(w.text());
            while (m.find()) {
                int apartStart = m.start();
                int comma = m.end();
                List<Token> apart = w.tokens().stream().filter(t -> t.start() >= apartStart && t.end() < comma)
                        .toList();
                Matcher stop = SentenceSpans.FULL_STOP.matcher(w.text());
                int clauseEnd = stop.find(comma) ? stop.start() : w.text().length();
                List<Token> clause = w.tokens().stream().filter(t -> t.start() > comma && t.end() <= clauseEnd)
                        .toList();
                List<Token> told = rest.stream().filter(t -> !t.keyedIn(apart)).toList(); // not "anterior" again
                if (subject.keyedIn(apart) && !subject.keyedIn(clause) && !Negation.in(clause) && !told.isEmpty()
                        && told.stream().allMatch(t -> t.keyedIn(clause))) {
                    return new Contrast(statement.substring(subject.start(), subject.end()),
                            w.text().substring(apartStart, comma - 1));
                }
            }
        }
        return null;
    }
}
