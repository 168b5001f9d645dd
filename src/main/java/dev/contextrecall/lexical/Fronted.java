package dev.contextrecall.lexical;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The parts of a sentence that each put their qualifier first: "In 2020 revenue was $5 million; in 2021 it was $7
 * million.", "On weekdays the museum opens at 9 am; on Sundays it opens at 11 am." A statement's figure with its
 * qualifier ("$7 million in 2021") is said by the part that qualifier opens, and another part's figure is another
 * fact: read by {@link Terms#contrast} before and after the other ways, which read the words around a figure only.
 */
final class Fronted {

    /** The statement's figures (start, end) that the part their qualifier opens says: no other rule denies them. */
    private final List<int[]> owned = new ArrayList<>();
    /**
     * Spans of the statement a later part says as the statement does ({@link ElidedVerb#paired}): no contrast within
     * one counts. Read only once a contrast is asked about, most candidates having none.
     */
    private List<int[]> within;
    /** What {@link #within} is read from: the statement's content words and the windows; none without a figure. */
    private String statement;
    private List<Token> said = List.of();
    private List<SupportFinder.Window> windows = List.of();
    /** The part of the statement's qualifier, with another figure, where another part says the statement's. */
    private Contrast other;

    private Fronted() {
    }

    /** English prepositions, function words here, that open a part with its qualifier: "In 2020", "on Sundays". */
    private static final Set<String> OPENING = Set.of("in", "on", "at", "during", "after", "before", "until", "since");

    private record Part(int start, Token lead, List<Token> figures) {
    }

    /** The reading of the statement against every window. */
    static Fronted of(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows) {
        Fronted f = new Fronted();
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        if (said.stream().filter(t -> t.kind() == Token.Kind.NUMBER).count() == 0) {
            return f;
        }
        f.statement = statement; // "and women 40 percent": a part of its own too
        f.said = said;
        f.windows = windows;
        for (SupportFinder.Window w : windows) {
            List<Part> parts = parts(w.text(), w.tokens());
            for (Part own : parts) {
                Token q = own.lead().sameKeyIn(said);
                if (q == null) {
                    continue;
                }
                for (Token m : said) {
                    if (m == q || m.kind() != Token.Kind.NUMBER || parts.stream().anyMatch(p -> p.lead().key().equals(
                            m.key()))) {
                        continue;
                    }
                    if (own.figures().stream().anyMatch(x -> Misplaced.same(m, x))) {
                        f.owned.add(new int[] {m.start(), m.end()});
                        continue;
                    }
                    Token instead = own.figures().stream().filter(x -> Contrast.sameKind(m, x)).findFirst().orElse(null);
                    boolean elsewhere = parts.stream().anyMatch(p -> p != own && p.lead().kind() == q.kind()
                            && !p.lead().keyedIn(said) && p.figures().stream().anyMatch(x -> Misplaced.same(m, x)));
                    if (instead != null && elsewhere && f.other == null) {
                        int from = OtherDay.signed(statement, Math.min(m.start(), q.start())); // "$5 million"
                        f.other = new Contrast(statement.substring(from, Math.max(m.end(), q.end())),
                                w.text().substring(own.start(), instead.end()));
                    }
                }
            }
        }
        return f;
    }

    /** Whether the contrast names a figure of the statement that the part its qualifier opens says. */
    boolean owns(String statement, Contrast c) {
        int at = c == null ? -1 : statement.indexOf(c.said());
        return at >= 0 && (owned.stream().anyMatch(span -> at < span[1] && span[0] < at + c.said().length())
                || within().stream().anyMatch(span -> span[0] <= at && at + c.said().length() <= span[1]));
    }

    private List<int[]> within() {
        if (within == null) {
            within = ElidedVerb.paired(statement, said, windows);
        }
        return within;
    }

    /** The part of the statement's qualifier that gives another figure, or null. */
    Contrast other() {
        return other;
    }

    /**
     * The text's parts that open with a qualifier: each starts the text, or follows a semicolon, a full stop or a
     * comma and a joining word, and opens with a preposition (an article before a weekday) and one word.
     */
    private static List<Part> parts(String text, List<Token> tokens) {
        List<Part> parts = new ArrayList<>();
        int from = 0;
        for (int k = 1; k <= tokens.size(); k++) {
            String gap = k == tokens.size() ? "." : text.substring(Math.min(tokens.get(k - 1).end(),
                    tokens.get(k).start()), tokens.get(k).start());
            if (gap.matches(".*[;.!?].*") || gap.contains(",") && joins(text, tokens.get(k))) {
                Part p = part(text, tokens.subList(from, k));
                if (p != null) {
                    parts.add(p);
                }
                from = k;
            }
        }
        return parts.size() < 2 ? List.of() : parts;
    }

    /** Whether a word joins two parts after a comma, as it opens a clause: ", and in 2021", ", while on Sundays". */
    private static boolean joins(String text, Token t) {
        return ClauseCuts.AFTER_COMMA.has(text, t) || ClauseCuts.OPENING.has(text, t);
    }

    private static Part part(String text, List<Token> tokens) {
        int k = !tokens.isEmpty() && joins(text, tokens.get(0)) ? 1 : 0;
        if (k + 2 >= tokens.size()) {
            return null;
        }
        Token first = tokens.get(k);
        Token lead = tokens.get(k + 1);
        boolean weekday = Dates.weekdayWritten(text.substring(lead.start(), lead.end()));
        boolean opens = first.kind() == Token.Kind.STOP && OPENING.contains(first.key())
                || first.kind() == Token.Kind.WORD && LinkWords.linking(first.key()) // "En semaine,"
                        && (!Swapped.ARTICLES.has(text, first) && !ElidedVerb.PART_ARTICLES.has(text, first)
                                || weekday); // an article opens the subject: Portuguese "O plano", Dutch "Het"
        if (!opens || !lead.content()) {
            return null;
        }
        List<Token> figures = tokens.subList(k + 2, tokens.size()).stream()
                .filter(t -> t.kind() == Token.Kind.NUMBER).toList();
        return new Part(first.start(), lead, figures);
    }
}
