package dev.contextrecall.lexical;

import java.util.List;
import java.util.regex.Pattern;

import dev.contextrecall.lexical.numbers.Numbers;

/**
 * A figure of the statement that the evidence says only as the first end of a range, with the word the statement
 * says after it: "Refunds are processed within 5 business days." against "within 5 to 10 business days". The range
 * says the figure may be twice as much; the statement says it is not. Not a year ("from 1990 to 2000" holds 1990),
 * nor the range's last end, which a statement of "within" or "up to" may say.
 */
final class RangeStart {

    private RangeStart() {
    }

    /** What joins a range's two ends: a dash, "to", and their like in the measured languages written with spaces. */
    private static final Pattern JOIN = Pattern.compile(
            "(?iu)\\s*(?:[-–—~～〜]|to|bis|a|à|al|hasta|até|ad|fino a|до|tot|ila|tới|đến|έως|μέχρι|la|से|至|到)\\s*");

    static Contrast in(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows) {
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        for (int i = 0; i + 1 < said.size(); i++) {
            Token m = said.get(i);
            Token word = said.get(i + 1);
            if (m.kind() != Token.Kind.NUMBER || CountNouns.year(statement, m) || word.kind() != Token.Kind.WORD
                    || word.start() < m.end() || !statement.substring(m.end(), word.start()).isBlank()
                    || word.start() == m.end() && !Unspaced.isUnspaced(statement.codePointAt(word.start()))) {
                continue;
            }
            for (SupportFinder.Window w : windows) {
                List<Token> there = w.tokens().stream().filter(Token::content).toList();
                for (int k = 0; k + 2 < there.size(); k++) {
                    Token start = there.get(k);
                    int e = k + 1 < there.size() && there.get(k + 1).kind() == Token.Kind.WORD ? k + 2 : k + 1; // "至"
                    if (e + 1 >= there.size() || start.kind() != Token.Kind.NUMBER
                            || !Numbers.matches(m.key(), start.key())) {
                        continue;
                    }
                    Token end = there.get(e);
                    Token after = there.get(e + 1);
                    if (end.kind() == Token.Kind.NUMBER && !end.keyedIn(said) && after.key().equals(word.key())
                            && end.start() > start.end() && JOIN.matcher(w.text().substring(start.end(), end.start()))
                                    .matches()
                            && after.start() >= end.end() && w.text().substring(end.end(), after.start()).isBlank()) {
                        boolean pairs = word.start() == m.end(); // Chinese: the figures alone, not "5至10个工"
                        return new Contrast(statement.substring(m.start(), pairs ? m.end() : word.end()),
                                w.text().substring(start.start(), pairs ? end.end() : after.end()));
                    }
                }
            }
        }
        return null;
    }
}
