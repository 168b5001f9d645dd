package dev.contextrecall.lexical;

import java.util.List;

/**
 * Two names or figures of the statement, each said in the evidence next to the statement's word between them, but
 * never together: "Google acquired Instagram" against "Facebook acquired Instagram, and Google acquired YouTube",
 * "7% en 2020" against "5% en 2020 y 7% en 2021". The evidence holds every term, paired otherwise. One of
 * {@link Contrast}'s ways, read over the whole evidence (one window or two), after a name said elsewhere.
 */
final class CrossPaired {

    private CrossPaired() {
    }

    /** Words from a clause's last name to the next clause's first at most ("2000 y la versión 3"). */
    private static final int JOIN = 4;

    /** Words between the two names at most ("7 % en 2020": the unit and "en"; "won the World Cup in 2014"). */
    private static final int MIDDLE = 3;

    /** The contrast, or null: the name the evidence puts after the statement's first name and words instead. */
    static Contrast in(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows,
            String language) {
        if ("zh".equals(language) || "ja".equals(language)) {
            return UnspacedPairs.in(statement, windows);
        }
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        List<List<Token>> theres = null; // each window's content words, read once and only where a pair is tried
        int firstWord = statementTokens.isEmpty() ? -1 : statementTokens.get(0).start();
        for (int i = 0; i + 2 < said.size(); i++) {
            Token a = said.get(i);
            boolean opening = a.start() == firstWord && !MinimalPair.subject(statement, a, language);
            if (opening || !named(a)) {
                continue;
            }
            // the next name after one word at least; past names in the middle to a figure ("won the World Cup in
            // 2014"), not to another name ("won the Nobel Prize in Chemistry": the prize is the name's, not a middle)
            boolean namedMiddle = false;
            for (int k = i + 2; k < said.size() && k - i - 1 <= MIDDLE && !named(said.get(i + 1)); k++) {
                namedMiddle |= named(said.get(k - 1));
                if (named(said.get(k)) && (said.get(k).kind() == Token.Kind.NUMBER || !namedMiddle)) {
                    theres = theres != null ? theres : windows.stream()
                            .map(w -> w.tokens().stream().filter(Token::content).toList()).toList();
                    Contrast other = otherPairing(statement, said, i, k, windows, theres);
                    if (other != null) {
                        return other;
                    }
                }
            }
        }
        return null;
    }

    /**
     * For the statement's names at i and k with the words between them: the evidence's other name after the first
     * and those words, when the evidence also says the second after another name and never the two together.
     */
    private static Contrast otherPairing(String statement, List<Token> said, int i, int k,
            List<SupportFinder.Window> windows, List<List<Token>> theres) {
        Token a = said.get(i);
        Token b = said.get(k);
        int middle = k - i - 1;
        String before = Contrast.gap(statement, a, said.get(i + 1));
        String after = Contrast.gap(statement, said.get(k - 1), b);
        boolean together = false;
        boolean rightOnly = false;
        Contrast other = null;
        Contrast both = null; // every time the evidence says the words between, it says them of two other names
        boolean onlyOthers = true;
        for (int n = 0; n < windows.size(); n++) {
            SupportFinder.Window w = windows.get(n);
            List<Token> there = theres.get(n);
            for (int j = 1; middle > 0 && j + 1 < there.size(); j++) {
                int end = elided(w.text(), said, i + 1, middle, after, there, j);
                if (end < 0 || !afterClause(w.text(), said, i + 1, middle, there, j)) {
                    continue;
                }
                Token x = there.get(j);
                Token y = there.get(end);
                boolean left = x.key().equals(a.key());
                boolean right = y.key().equals(b.key());
                together |= left && right; // "Windows 11 in 2021" for "Windows 11 was released in 2021"
                rightOnly |= right && !left && sameKind(a, x); // "Windows 11 in 2021" for "Windows 10 ... in 2021"
                if (left && !right && other == null && sameKind(b, y)) { // "Google YouTube" for "Google ... Instagram"
                    other = new Contrast(OtherDay.written(statement, said, k), OtherDay.written(w.text(), there, end));
                }
            }
            for (int j = 0; j + middle < there.size(); j++) {
                if (!sameKeys(said, i + 1, there, j, middle)) {
                    continue;
                }
                if (j == 0) {
                    onlyOthers = false;
                    continue;
                }
                Token x = there.get(j - 1);
                Token y = there.get(j + middle);
                boolean leftPlaced = Contrast.gap(w.text(), x, there.get(j)).equals(before);
                // a name of several words with its particles is one: "Don Quijote de la Mancha", "Miguel de Cervantes"
                boolean leftName = holds(w.text(), there, j - 1, -1, a);
                boolean rightName = holds(w.text(), there, j + middle, 1, b);
                boolean left = leftName && leftPlaced;
                boolean placed = Contrast.gap(w.text(), there.get(j + middle - 1), y).equals(after);
                boolean right = rightName && placed;
                together |= left && right;
                rightOnly |= right && !left && sameKind(a, x);
                if (left && !right && other == null && placed && sameKind(b, y)) {
                    other = new Contrast(OtherDay.written(statement, said, k),
                            OtherDay.written(w.text(), there, j + middle));
                }
                boolean others = leftPlaced && placed && sameKind(a, x) && sameKind(b, y)
                        && !leftName && !rightName
                        && !x.key().equals(b.key()) && !y.key().equals(a.key()); // "Bob married Alice": Swapped reads it
                onlyOthers &= others;
                if (others && both == null) {
                    both = new Contrast(statement.substring(a.start(), b.end()), w.text().substring(x.start(), y.end()));
                }
            }
        }
        return together ? null : rightOnly ? other : onlyOthers ? both : null;
    }

    /**
     * Where the second name of a clause that leaves the statement's words between its two names to the clause before
     * stands, the last of those words kept or not ("Windows 11 in 2021", "la versión 3 en 2008"), with the statement's
     * own link to the second; or -1. Two names side by side otherwise are one name: "Emma Thomas" for "produced by
     * Thomas".
     */
    private static int elided(String text, List<Token> said, int from, int middle, String after, List<Token> there,
            int x) {
        for (int kept = 0; kept < middle && x + kept + 1 < there.size(); kept++) {
            Token last = there.get(x + kept);
            Token y = there.get(x + kept + 1);
            // the last words kept ("Windows 11 in 2021"), or the first, which name the thing ("the Premium plan $20")
            if (named(y) && y.start() >= last.end() && (sameKeys(said, from + middle - kept, there, x + 1, kept)
                    || sameKeys(said, from, there, x + 1, kept)) && Contrast.gap(text, last, y).equals(after)) {
                return x + kept + 1;
            }
        }
        return -1;
    }

    /**
     * Whether the evidence token at x follows, within the same sentence and at most {@link #JOIN} words on, a
     * clause that says the statement's words from {@code from} and the name after them: the clause an elided one
     * leaves its words to. The statement's own words between do not count: the elided clause may say its subject
     * again ("..., der Zug nach München von Gleis 9").
     */
    private static boolean afterClause(String text, List<Token> said, int from, int count, List<Token> there, int x) {
        for (int j = Math.max(0, x - count - 2 * JOIN); j + count < x; j++) {
            if (sameKeys(said, from, there, j, count)
                    && there.subList(j + count, x).stream().filter(t -> !t.keyedIn(said)).count() <= JOIN
                    && text.substring(Math.min(there.get(j + count).end(), there.get(x).start()), there.get(x).start())
                    .matches("[^.:!?。]*")) { // character pairs may overlap; a semicolon may end the clause before
                return true;
            }
        }
        return false;
    }

    /** Words inside a name: "Miguel de Cervantes", "Ludwig van Beethoven", "Don Quijote de la Mancha". */
    private static final java.util.Set<String> PARTICLES = java.util.Set.of("de", "la", "del", "van", "von", "der",
            "den", "di", "da", "du", "dos", "das", "le");

    /**
     * Whether the name at evidence token at, read on in the given direction over names and particles, holds the
     * statement's token t: its key, or for a figure the same token.
     */
    private static boolean holds(String text, List<Token> there, int at, int step, Token t) {
        if (there.get(at).key().equals(t.key())) {
            return true;
        }
        if (!named(there.get(at)) || there.get(at).kind() != Token.Kind.WORD) {
            return false;
        }
        for (int n = at + step, words = 0; n >= 0 && n < there.size() && words < 4; n += step, words++) {
            Token near = there.get(step > 0 ? n - 1 : n);
            Token far = there.get(step > 0 ? n : n + 1);
            Token next = there.get(n);
            if (far.start() < near.end() || !text.substring(near.end(), far.start()).strip().toLowerCase(
                    java.util.Locale.ROOT).matches("((" + String.join("|", PARTICLES) + ")\\s*){0,2}")) {
                return false;
            }
            boolean particle = PARTICLES.contains(next.key()) && !next.capitalised();
            if (!particle && !(next.kind() == Token.Kind.WORD && next.capitalised())) {
                return false;
            }
            if (next.key().equals(t.key())) {
                return true;
            }
        }
        return false;
    }

    private static boolean sameKeys(List<Token> said, int from, List<Token> there, int at, int count) {
        for (int m = 0; m < count; m++) {
            if (!said.get(from + m).key().equals(there.get(at + m).key())) {
                return false;
            }
        }
        return true;
    }

    /** A name (a capitalised word) or a figure. */
    private static boolean named(Token t) {
        return t.kind() == Token.Kind.NUMBER || t.kind() == Token.Kind.WORD && t.capitalised();
    }

    private static boolean sameKind(Token said, Token x) {
        return said.kind() == Token.Kind.NUMBER ? x.kind() == Token.Kind.NUMBER
                : x.kind() == Token.Kind.WORD && x.capitalised();
    }
}
