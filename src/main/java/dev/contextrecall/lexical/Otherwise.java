package dev.contextrecall.lexical;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The statement's figure said after "otherwise", put with the condition of the clause before it: "Shipping costs $5.99
 * on orders over $50." against "Shipping is free on orders over $50; otherwise it costs $5.99." The clause after
 * "otherwise" holds where the one before does not. One of {@link Contrast}'s ways.
 */
final class Otherwise {

    private Otherwise() {
    }

    /** "Otherwise" after a comma or semicolon, in the measured languages that write one. */
    private static final Pattern OTHERWISE = Pattern.compile("[,;]\\s*(otherwise|sonst|andernfalls|de lo contrario|"
            + "en los demás( casos)?|si no|sinon|autrement|altrimenti|caso contrário|senão|anders|иначе|в противном "
            + "случае|αλλιώς|aksi halde|altfel)(?!\\p{L})", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /** The contrast, or null: the statement's condition, and the clause that gives its figure otherwise. */
    static Contrast in(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows) {
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        for (SupportFinder.Window w : windows) {
            Matcher m = OTHERWISE.matcher(w.text());
            while (m.find()) {
                int cut = m.start();
                Matcher stop = SentenceSpans.FULL_STOP.matcher(w.text());
                int clauseEnd = stop.find(m.end()) ? stop.start() : w.text().length();
                int from = 0;
                while (stop.find(from) && stop.end() <= cut) {
                    from = stop.end(); // the sentence's start: past the last full stop before "otherwise"
                }
                int start = from;
                List<Token> before = w.tokens().stream().filter(t -> t.start() >= start && t.end() <= cut).toList();
                List<Token> after = w.tokens().stream().filter(t -> t.start() >= m.end() && t.end() <= clauseEnd)
                        .toList();
                Token figure = said.stream().filter(t -> t.kind() == Token.Kind.NUMBER && t.keyedIn(after)
                        && !t.keyedIn(before)).findFirst().orElse(null);
                Token condition = said.stream().filter(t -> t.kind() == Token.Kind.NUMBER && t.keyedIn(before)
                        && !t.keyedIn(after)).findFirst().orElse(null);
                if (figure != null && condition != null) {
                    return new Contrast(statement.substring(condition.start(), condition.end()),
                            w.text().substring(m.start() + 1, clauseEnd).strip());
                }
            }
        }
        return null;
    }
}
