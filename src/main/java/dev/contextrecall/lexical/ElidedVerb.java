package dev.contextrecall.lexical;

import java.util.List;

/**
 * The statement's subject said in a later part of the evidence's sentence that leaves out the verb, with another
 * figure: "The bus takes two hours." against "The train takes two hours and the bus six.", "The second dose is given
 * at 6 months." against "The first dose is given at 2 months, the second at 4 months and the third at 6 months.".
 * One of {@link Contrast}'s ways: the part after "and" or a comma says the subject's figure, the verb said once before
 * it for both. And the other way round: the statement's figure said only in such a part of another subject
 * ({@link #othersPart}). Then {@link NamedFigure}, where the other part says its verb too.
 */
final class ElidedVerb {

    private ElidedVerb() {
    }

    /** The contrast, or null: the statement from its subject to its figure, and the part that says another figure. */
    static Contrast in(String statement, List<Token> statementTokens, List<SupportFinder.Window> windows,
            String language) {
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        if (said.size() < 3) {
            return NamedFigure.in(statement, statementTokens, windows, language);
        }
        int first = Swapped.ARTICLES.has(statement, said.get(0)) ? 1 : 0; // "El autobús", its article a term
        Contrast other = at(statement, said, first, null, windows);
        other = other != null ? other : othersPart(statement, said, first, windows);
        // a later word of the statement after its own link word, which the part repeats: "and to Marseille about three
        // hours" for "The train from Paris to Marseille takes two hours."
        for (int s = first + 1; other == null && s + 1 < said.size() && said.get(s).kind() != Token.Kind.NUMBER; s++) {
            int at = statementTokens.indexOf(said.get(s));
            Token link = at > 0 ? statementTokens.get(at - 1) : null;
            boolean linking = link != null && !link.capitalised() && LinkWords.linking(link.key())
                    && !ARTICLES.has(statement, link);
            // or a word right after the subject (an article may be a term), the noun left out: "y el anual, 120 euros"
            // for "El abono anual"
            boolean modifier = s <= first + 2 && Contrast.gap(statement, said.get(s - 1), said.get(s)).isEmpty();
            other = linking ? at(statement, said, s, link, windows) : modifier ? at(statement, said, s, null, windows)
                    : null;
        }
        return other != null ? other : NamedFigure.in(statement, statementTokens, windows, language);
    }

    /** The statement's figure within five words after its word at {@code first}, or -1. */
    private static int figure(List<Token> said, int first) {
        int f = first + 1;
        while (f < said.size() && said.get(f).kind() != Token.Kind.NUMBER && f - first <= 5) {
            f++;
        }
        return f < said.size() && said.get(f).kind() == Token.Kind.NUMBER ? f : -1;
    }

    /**
     * The contrast of the statement read from its content word {@code first} to its figure, or null; a part repeating
     * that word after {@code link}, where it is not null.
     */
    private static Contrast at(String statement, List<Token> said, int first, Token link,
            List<SupportFinder.Window> windows) {
        int f = figure(said, first);
        if (f < 0) {
            return null;
        }
        Token m = said.get(f);
        String linkWord = link == null ? null : statement.substring(link.start(), link.end());
        for (SupportFinder.Window w : windows) {
            List<Token> there = w.tokens().stream().filter(Token::content).toList();
            Contrast other = null;
            for (int p = 0; p + 1 < there.size(); p++) {
                if (!there.get(p).key().equals(said.get(first).key())) {
                    continue;
                }
                int e = 0; // the subject's words the part says: "Pro Max", "day pass"
                while (first + e + 1 < f && p + e + 1 < there.size() && there.get(p + e + 1).key().equals(
                        said.get(first + e + 1).key())) {
                    e++;
                }
                Token x = there.get(p + e);
                int yi = kept(said.subList(first + e + 1, f), there, p + e + 1);
                Token y = yi < there.size() ? there.get(yi) : null;
                if (y == null || Misplaced.same(m, y) || Misplaced.same(m, there.get(Math.min(yi + 1,
                        there.size() - 1)))) {
                    if (y != null) {
                        return null; // the evidence says the subject's own figure
                    }
                    continue;
                }
                String[] middle = Contrast.gap(statement, said.get(first + e), m).split(" ");
                // a comma alone is no word between ("y el vuelo a Londres, tres horas"), nor "itself"
                String gap = LinkWords.roundedOff(Contrast.gap(w.text(), x, y)).replaceFirst("^,$", "")
                        .replaceFirst("^(itself|themselves|selbst|même|mismo|misma|stesso|stessa|zelf)$", "");
                int kept = gap.isEmpty() ? 0 : gap.split(" ").length;
                String left = String.join(" ", java.util.Arrays.copyOfRange(middle, 0, Math.max(0,
                        middle.length - kept)));
                boolean elided = kept < middle.length && !middle[0].isEmpty() && String.join(" ",
                        java.util.Arrays.copyOfRange(middle, middle.length - kept, middle.length)).equals(gap)
                        && opensPart(w.text(), there.get(p).start(), linkWord)
                        && saidBefore(w.text(), there.get(p), left)
                        || link != null && e == 0 && possessive(statement, said, link, w.text(), x, y, middle);
                if (other == null && elided && Contrast.sameKind(m, y)) {
                    Token unit = f + 1 < said.size() ? said.get(f + 1) : null; // "two hours", "about three hours"
                    boolean counted = unit != null && yi + 1 < there.size()
                            && there.get(yi + 1).key().equals(unit.key());
                    int from = link == null ? said.get(first).start() : link.start();
                    int start = link == null ? there.get(p).start() : lastWordStart(w.text(), there.get(p).start());
                    other = new Contrast(statement.substring(from, (counted ? unit : m).end()), w.text().substring(
                            start, (counted ? there.get(yi + 1) : y).end()));
                }
            }
            if (other != null) {
                return other;
            }
        }
        return null;
    }

    /**
     * Whether the part names the statement's word with an "'s", the words the statement says before its link word
     * said before it, and the statement's own words between: "January's is 2 °C" after "July's average temperature is
     * 25 °C", for "The average temperature in January is 25 °C."
     */
    private static boolean possessive(String statement, List<Token> said, Token link, String text, Token x, Token y,
            String[] middle) {
        int head = Swapped.ARTICLES.has(statement, said.get(0)) ? 1 : 0;
        String before = statement.substring(said.get(head).start(), link.start()).strip().toLowerCase(
                java.util.Locale.ROOT);
        return text.substring(x.start(), x.end()).matches(".*['’]s") && said.get(head).start() < link.start()
                && Contrast.gap(text, x, y).equals(String.join(" ", middle))
                && opensPart(text, x.start(), null) && saidBefore(text, x, before);
    }

    /**
     * Where the part's figure stands: past the statement's own words before its figure that the part keeps, written
     * small, where function words are terms ("y en enero de 8 °C" for "en enero es de 25 °C").
     */
    private static int kept(List<Token> middle, List<Token> there, int from) {
        int y = from;
        while (y + 1 < there.size() && y - from < 2 && there.get(y).kind() == Token.Kind.WORD
                && !there.get(y).capitalised() && there.get(y).keyedIn(middle)) {
            y++;
        }
        return y;
    }

    /**
     * The statement's figure said only in a later part that opens with another word in its subject's place, the
     * subject said before it with another figure: "Daily backups are kept for 30 days." against "Daily backups are
     * kept for 7 days and weekly backups for 30 days.", "Residents pay 20 euros." against "Residents pay 10 euros,
     * tourists 20 euros.". The other word stands before the subject's next word ("weekly backups"), or alone before
     * the figure ("tourists 20"); not "and at weekends at 9 am", which names no subject.
     */
    private static Contrast othersPart(String statement, List<Token> said, int first,
            List<SupportFinder.Window> windows) {
        int f = figure(said, first);
        if (f < 0) {
            return null;
        }
        Token m = said.get(f);
        Token subject = said.get(first);
        for (SupportFinder.Window w : windows) {
            List<Token> there = w.tokens().stream().filter(Token::content).toList();
            for (int q = 2; q < there.size(); q++) {
                if (!Misplaced.same(m, there.get(q))) {
                    continue;
                }
                for (int p = q - 1; p >= 1 && q - p <= 3; p--) {
                    Token opener = there.get(p);
                    // "weekly backups" for "Daily backups": a word written onto the subject's next word, as in the
                    // statement; not "stays open" for "is open"
                    boolean head = p + 1 < q && there.get(p + 1).key().equals(said.get(first + 1).key())
                            && Contrast.gap(statement, subject, said.get(first + 1)).isEmpty()
                            && Contrast.gap(w.text(), opener, there.get(p + 1)).isEmpty();
                    boolean alone = p + 1 == q && Contrast.gap(w.text(), opener, there.get(q)).isEmpty();
                    if (opener.kind() != Token.Kind.WORD || opener.keyedIn(said) || !head && !alone
                            || INCLUDING.has(w.text(), opener) || !opensPart(w.text(), opener.start(), null)) {
                        continue;
                    }
                    for (int s = 0; s + 1 < p; s++) { // the subject opening a sentence before, with a figure of its own
                        boolean opens = s == 0 || SentenceSpans.FULL_STOP.matcher(w.text().substring(Math.min(
                                there.get(s - 1).end(), there.get(s).start()), there.get(s).start())).find();
                        if (opens && there.get(s).key().equals(subject.key()) && there.subList(s + 1, p).stream()
                                .anyMatch(t -> t.kind() == Token.Kind.NUMBER && Contrast.sameKind(m, t)
                                        && !Misplaced.same(m, t))) {
                            return new Contrast(statement.substring(subject.start(), m.end()),
                                    w.text().substring(opener.start(), there.get(q).end()));
                        }
                    }
                }
            }
        }
        return null;
    }

    /**
     * The statement's spans from a word to its figure that a later part of the evidence's sentence says, the words
     * between said once before it: "and women 40 percent" after "Men make up 60 percent of the workforce", for "Women
     * make up 40 percent of the workforce."; "and Marseille's 870,000". The part ends with the figure (and its unit).
     */
    static List<int[]> paired(String statement, List<Token> said, List<SupportFinder.Window> windows) {
        List<int[]> spans = new java.util.ArrayList<>();
        for (int i = 0; i < said.size(); i++) {
            for (int j = i + 1; j < said.size() && j - i <= 6 && said.get(i).kind() == Token.Kind.WORD; j++) {
                if (said.get(j).kind() == Token.Kind.NUMBER && partSays(statement, said, i, j, windows)) {
                    spans.add(new int[] {said.get(i).start(), said.get(j).end()});
                }
            }
        }
        return spans;
    }

    private static boolean partSays(String statement, List<Token> said, int i, int j,
            List<SupportFinder.Window> windows) {
        Token m = said.get(j);
        String middle = Contrast.gap(statement, said.get(i), m);
        for (SupportFinder.Window w : windows) {
            List<Token> there = w.tokens().stream().filter(Token::content).toList();
            for (int p = 0; p + 1 < there.size(); p++) {
                int y = kept(said.subList(i + 1, j), there, p + 1);
                if (!there.get(p).key().equals(said.get(i).key()) || !Misplaced.same(m, there.get(y))) {
                    continue;
                }
                int last = y + 1 < there.size() && j + 1 < said.size() && there.get(y + 1).key().equals(
                        said.get(j + 1).key()) ? y + 1 : y; // "40 percent"
                String rest = w.text().substring(there.get(last).end());
                boolean ends = rest.matches("(?s)\\s*([.;,!?)].*)?") || last + 1 < there.size() && Restricted.AND
                        .contains(Tokenizer.fold(w.text().substring(there.get(last + 1).start(), there.get(last + 1)
                                .end())));
                if (ends && !middle.isEmpty() && opensPart(w.text(), there.get(p).start(), null)
                        && saidBefore(w.text(), there.get(p), middle)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Words that mark a part of the figure before, not another subject: "including $200 million", "davon 2.000". */
    static final WordList INCLUDING = WordList.of("including", "incl", "among", "davon", "darunter",
            "einschließlich", "inklusive", "dont", "incluidos", "incluidas", "incluyendo", "inclus", "compris",
            "inclusi", "incluindo", "из", "включая", "числе", "tym", "其中"); // "в том числе", "w tym"

    /** Where the last word before the offset starts: the part's link word, which {@link #opensPart} read there. */
    private static int lastWordStart(String text, int at) {
        java.util.regex.Matcher word = java.util.regex.Pattern.compile("\\p{L}+\\s*$").matcher(text.substring(0, at));
        return word.find() ? word.start() : at;
    }

    /** Whether the words the part leaves out stand, whole, in the text before token x: its verb, said once. */
    private static boolean saidBefore(String text, Token x, String words) {
        return java.util.regex.Pattern.compile("(?<!\\p{L})" + java.util.regex.Pattern.quote(words) + "(?!\\p{L})",
                java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE).matcher(
                        text.substring(0, x.start())).find();
    }

    /** Articles a part may open with after "and": Swapped's, and "a", "an", "un", "une", "una", "ein", "eine". */
    private static final WordList ARTICLES = Swapped.ANY_ARTICLES;

    /** Articles that open a part in Portuguese, Italian and Dutch too: "e o anual", "e gli altri", "en het". */
    static final WordList PART_ARTICLES = WordList.of("o", "os", "as", "gli", "i", "het");

    /**
     * Whether "and" or a comma, an article after it or none, opens the part at the text's offset: "and the bus", ", the
     * second", "y el autobús", "und der Bus"; with {@code link} after them where it is not null ("and to Marseille").
     */
    static boolean opensPart(String text, int at, String link) {
        java.util.regex.Matcher words = java.util.regex.Pattern.compile("(\\p{L}+|,)\\s*$").matcher("");
        String before = text.substring(0, at);
        if (link != null) { // "and to Marseille": the statement's own link word first
            words.reset(before);
            if (!words.find() || !words.group(1).equalsIgnoreCase(link)) {
                return false;
            }
            before = before.substring(0, words.start());
        }
        before = before.replaceFirst("(?<=\\s)\\p{L}{1,4}['’]$", " "); // an article written onto its noun: "et l'"
        for (int n = 0; n < 2; n++) {
            words.reset(before);
            if (!words.find()) {
                return false;
            }
            String word = words.group(1);
            if (word.equals(",") || Restricted.AND.contains(Tokenizer.fold(word))) {
                return true;
            }
            if (n > 0 || !ARTICLES.contains(word) && !PART_ARTICLES.contains(word)) {
                return false;
            }
            before = before.substring(0, words.start());
        }
        return false;
    }
}
