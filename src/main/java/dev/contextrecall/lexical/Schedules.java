package dev.contextrecall.lexical;

import java.util.List;

/**
 * When a thing happens again and again, said otherwise: how often ({@link Every}: "every hour" against "every two
 * hours") or on which day of the week ({@link Weekdays}: "closed on Sundays" against "closed on Mondays"). One of
 * {@link Contrast}'s ways, read over the whole window after the rules of one sentence, which name a closer reason
 * ("aperto" against "chiuso il lunedì").
 */
final class Schedules {

    private Schedules() {
    }

    /** The contrast, or null. */
    static Contrast in(String statement, List<Token> statementTokens, SupportFinder.Window window, String language) {
        Contrast often = Every.in(statement, statementTokens, window.text(), window.tokens());
        return often != null ? often : Weekdays.in(statement, statementTokens, window.text(),
                window.tokens().stream().filter(Token::content).toList(), language);
    }
}
