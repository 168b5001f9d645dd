package dev.contextrecall.lexical;

import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.contextrecall.lexical.numbers.Numbers;
import dev.contextrecall.lexical.numbers.Ranges;

/**
 * A decade or a century, said for any year in it: "in the 1990s" is given by "in 1994", "the 20th century" by
 * "1905", "XX век" and "siglo XX" are the 20th century. The figure's key becomes the range's ("1990s", "90s" where the
 * century is unsaid, "20c"; {@link Ranges}); the words that make a decade one ("années", "-х годах", "年代") are
 * function words, since a year in it does not say them, where a century's word stays a word ("century"). A year is
 * not given by its decade: "in 1990" is not "in the 1990s".
 */
final class YearRanges {

    private YearRanges() {
    }

    /** Written onto a decade's figure: "1990s", "1990's", "1990er Jahre", "1990-х", "1990年代", "1990'larda". */
    private static final Pattern DECADE_AFTER = Pattern.compile("(?:['’]?s(?!\\p{L})|er\\s+(?i:jahr)\\p{L}*"
            + "|[-‐–](?:х|x|е|e|ых|ые)(?!\\p{L})(?:\\s+(?:годах|годов|годы|года|гг?\\.?)(?!\\p{L}))?"
            + "|年代|['’](?:lar|ler|lı|li|lu|lü)\\p{L}*(?:\\s+yıl\\p{L}*)?|\\s+के\\s+दशक)");

    /** Before a two-digit decade: an apostrophe, or a word that says whose or which part ("the 90s", "her 20s"). */
    private static final Pattern SHORT_DECADE = Pattern.compile("(?:['’]|(?i:\\b(?:the|their|his|her|early|mid|late)"
            + "[\\s-]))$");

    /** Written before it, folded: "années 90", "años 90", "década de 1990", "anni '90", "δεκαετία του 1990". */
    private static final Set<String> DECADE_BEFORE = Tokenizer.folded("années", "años", "anos", "década",
            "decada", "decade", "anni", "anii", "δεκαετία", "jaren", "niên", "ทศวรรษ");

    /** What may stand between such a word and the figure, folded: "década de 1990", "δεκαετία του '90". */
    private static final Set<String> BETWEEN = Tokenizer.folded("de", "del", "dos", "das", "los", "των", "του", "degli",
            "'", "’");

    /**
     * Words for a century, folded ("20th century", "siglo XX", "XX век", "thế kỷ XX", "20世纪"); an era may stand after
     * one ({@link Eras}: "3rd century BC").
     */
    static final Set<String> CENTURY = Tokenizer.folded("century", "centuries", "jahrhundert", "jahrhunderts", "siglo",
            "siglos", "siècle", "secolo", "século", "secol", "secolul", "secolului", "eeuw", "век", "века", "веке",
            "веком", "веков", "αιώνα", "αιώνας", "αιώνος", "yüzyıl", "yuzyil", "yüzyılda", "yuzyilda", "yüzyılın",
            "yüzyılı", "kỷ", "世纪", "世紀", "सदी", "शताब्दी", "القرن");

    /** The century words' first two letters: a token whose key starts otherwise is read no further (most are). */
    private static final List<String> CENTURY_STARTS = CENTURY.stream().map(w -> w.substring(0, 2)).distinct().toList();

    /** Whether a key starts as a century word does, with no string made: it is asked of every word. */
    private static boolean centuryStart(String key) {
        for (String start : CENTURY_STARTS) {
            if (key.startsWith(start)) {
                return true;
            }
        }
        return false;
    }

    /** Between the two ends of a span of centuries: an ordinal's ending, then "to", "and", a dash, in any language. */
    private static final Pattern SPAN = Pattern.compile("(?:st|nd|rd|th|e|er|ème|o|º|\\.)?\\s*(?:-|–|(?iu:to|and|or|bis|"
            + "und|oder|al|y|o|et|à|ou|e|a|do|и|или|до|ve|veya|ile|και|έως|și|sau|và))\\s*");

    /** A century as a Roman numeral, up to the 39th, with an ordinal's ending ("XXe", "XIXº"). */
    private static final Pattern ROMAN = Pattern.compile("(x{0,3})(ix|iv|v?i{0,3})(?:e|er|eme|ème|o|º|ª)?");

    /** Marks each decade and century figure of {@code tokens} as the range it says. */
    static void marked(String text, List<Token> tokens) {
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.kind() == Token.Kind.NUMBER && t.key().endsWith("0") && t.key().matches("\\d{2,4}")) {
                decade(text, tokens, i);
            }
        }
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.kind() != Token.Kind.STOP && centuryStart(t.key())
                    && CENTURY.contains(Tokenizer.fold(text.substring(t.start(), t.end())))) {
                century(text, tokens, i);
            }
        }
    }

    private static void decade(String text, List<Token> tokens, int i) {
        Token t = tokens.get(i);
        Matcher after = DECADE_AFTER.matcher(text).region(t.end(), text.length());
        // "20s" alone may be seconds: two digits are a decade after an apostrophe or such a word ("the '90s", "her 20s")
        boolean written = after.lookingAt() && !(after.group().matches("['’]?s") && t.key().length() == 2
                && !SHORT_DECADE.matcher(text.substring(Math.max(0, t.start() - 8), t.start())).find());
        int end = written ? after.end() : t.end();
        int from = t.start();
        int k = i - 1;
        while (k >= 0 && i - k <= 3 && BETWEEN.contains(Tokenizer.fold(text.substring(tokens.get(k).start(),
                tokens.get(k).end())))) {
            k--;
        }
        boolean before = k >= 0 && i - k <= 3 && DECADE_BEFORE.contains(Tokenizer.fold(text.substring(
                tokens.get(k).start(), tokens.get(k).end()))) && text.substring(tokens.get(k).end(), t.start())
                        .matches("[\\s'’]*(?:\\p{L}+[\\s'’]+){0,2}");
        if (!written && !before) {
            return;
        }
        from = before ? tokens.get(k).start() : from;
        String key = t.key();
        // "20世纪90年代": the century before a two-digit decade says which
        if (key.length() == 2 && i >= 2 && CENTURY.contains(Tokenizer.fold(text.substring(tokens.get(i - 1).start(),
                tokens.get(i - 1).end()))) && tokens.get(i - 2).kind() == Token.Kind.NUMBER
                && tokens.get(i - 2).key().matches("\\d{1,2}") && tokens.get(i - 1).start() == tokens.get(i - 2).end()) {
            key = (Integer.parseInt(tokens.get(i - 2).key()) - 1) + key;
            from = tokens.get(i - 2).start();
        }
        stopBetween(text, tokens, from, end, t, null);
        // the figure as written with what is written onto it ("1990s", "1990-х", "1990年代"), as reasons name it
        int onto = t.end() + (written ? after.group().split("\\s", 2)[0].length() : 0);
        tokens.removeIf(w -> w != t && w.start() >= t.end() && w.end() <= onto);
        int at = tokens.indexOf(t);
        int part = part(text, tokens, at); // "the early 1960s", as reasons name it
        char letter = part < 0 ? 's' : PARTS.get(Tokenizer.fold(text.substring(tokens.get(part).start(),
                tokens.get(part).end())));
        tokens.set(at, new Token(key + letter, part < 0 ? t.start() : tokens.get(part).start(), onto,
                Token.Kind.NUMBER, false));
        if (part >= 0) {
            tokens.subList(part, at).clear(); // the part's words are the figure's now
        }
    }

    /** Words before a decade that say its part, folded: "the early 1960s", "Anfang der 1960er Jahre". */
    private static final java.util.Map<String, Character> PARTS = java.util.Map.of("early", 'e', "mid", 'm', "late",
            'l', "anfang", 'e', "mitte", 'm', "ende", 'l', "debut", 'e', "milieu", 'm', "fin", 'l');

    /**
     * Where the word before the decade at {@code at} that says its part stands ("early", read with the figure); -1
     * when there is none (the whole decade).
     */
    private static int part(String text, List<Token> tokens, int at) {
        int k = at - 1;
        while (k >= 1 && at - k <= 2 && (tokens.get(k).kind() == Token.Kind.STOP
                || BETWEEN_PART.contains(tokens.get(k).key()))) {
            k--; // "Anfang der", "début des années"
        }
        Character part = k >= 0 && text.substring(tokens.get(k).end(), tokens.get(at).start()).matches("[\\s\\-'’\\p{L}]*")
                ? PARTS.get(Tokenizer.fold(text.substring(tokens.get(k).start(), tokens.get(k).end()))) : null;
        return part == null ? -1 : k;
    }

    /** What stands between a part's word and its decade: "Anfang der 1960er", "début des années 1960". */
    private static final Set<String> BETWEEN_PART = Set.of("der", "des", "the");

    private static void century(String text, List<Token> tokens, int i) {
        Token word = tokens.get(i);
        for (int k : new int[] { i - 1, i + 1, i - 2, i + 2 }) {
            if (k < 0 || k >= tokens.size()) {
                continue;
            }
            Token t = tokens.get(k);
            int a = Math.min(t.end(), word.end());
            int b = Math.max(t.start(), word.start());
            String between = text.substring(Math.min(a, b), Math.max(a, b));
            // at most an ordinal's ending or an article between: "20th", "20.", "20ό", "20वीं", "secolul al XX-lea"
            if (!between.matches("[.\\s]*|[\\p{L}\\p{M}]{1,4}[-‐\\s]*|-|\\s*al\\s+")) {
                continue;
            }
            Integer n = number(text, t);
            if (n != null && n >= 1 && n <= 39) {
                int from = Math.min(t.start(), word.start());
                int to = Math.max(t.end(), word.end());
                Matcher lea = Pattern.compile("[-‐]lea(?!\\p{L})").matcher(text).region(to, text.length());
                stopBetween(text, tokens, from, lea.lookingAt() ? lea.end() : to, t, word);
                int at = tokens.indexOf(t);
                tokens.set(at, new Token(n + "c", t.start(), t.end(), Token.Kind.NUMBER, false));
                // the other end of a span of centuries: "the 14th to 17th centuries", "siglos XIV y XV"
                int step = word.start() < t.start() ? 1 : -1;
                for (int f = at + step; f >= 0 && f < tokens.size() && Math.abs(f - at) <= 2; f += step) {
                    Token other = tokens.get(f);
                    Integer m = other.kind() == Token.Kind.STOP ? null : number(text, other);
                    String gap = step > 0 ? text.substring(t.end(), other.start()) : text.substring(other.end(), t.start());
                    if (m != null && m >= 1 && m <= 39 && m != n && SPAN.matcher(gap).matches()) {
                        tokens.set(f, new Token(m + "c", other.start(), other.end(), Token.Kind.NUMBER, false));
                        break;
                    }
                }
                return;
            }
        }
    }

    /**
     * Whether a window gives a statement's decade or century by a year said beside the same words: the year's clause
     * holds, on either side of the range, the first of the statement's two nearest words that the window holds
     * ("formed in the mid-1990s" and "formed in 1994"; not "designed in 1933 and opened in 1948" for "opened in the
     * 1930s"). A year of another event, "On 20 March 1994, a helicopter was shot down", gives no "developed in the
     * 1990s": years of one era crowd the chunks of a topic. Any other figure is given as {@code Numbers} reads it.
     */
    static boolean givenBeside(Terms terms, String key, SupportFinder.Window w) {
        if (!Ranges.isRange(key)) {
            return true;
        }
        List<Token> tokens = w.tokens();
        Set<String> held = new java.util.HashSet<>();
        tokens.stream().filter(Token::content).map(terms::termOf).filter(java.util.Objects::nonNull).forEach(held::add);
        List<Token> said = terms.words;
        Set<String> beside = new java.util.HashSet<>();
        for (int k = 0; k < said.size(); k++) {
            if (said.get(k).key().equals(key)) {
                for (int d : new int[] { -1, 1 }) { // of the two nearest words each side, the first the window holds
                    for (int j = k + d, seen = 0; j >= 0 && j < said.size() && seen < 2; j += d) {
                        Token x = said.get(j);
                        if (x.kind() == Token.Kind.NUMBER
                                || CENTURY.contains(Tokenizer.fold(terms.statement.substring(x.start(), x.end())))) {
                            continue;
                        }
                        seen++;
                        if (held.contains(x.key())) {
                            beside.add(x.key());
                            break;
                        }
                    }
                }
            }
        }
        for (int k = 0; k < tokens.size(); k++) {
            Token t = tokens.get(k);
            if (t.kind() == Token.Kind.NUMBER && Numbers.matches(key, t.key())
                    && (said.size() == 1 || clause(w, k, terms.language).stream().anyMatch(x -> x.content()
                            && beside.contains(terms.termOf(x))))) {
                return true;
            }
        }
        return false;
    }

    /**
     * The clause of a window's token: its sentence, cut at a semicolon and at "and" ("designed in 1933 and opened in
     * 1948": the 1933 is the design's). A comma does not cut, as "In 1994, the band was formed" is one clause.
     */
    private static List<Token> clause(SupportFinder.Window w, int k, String language) {
        List<Token> tokens = w.tokens();
        int from = k < w.secondSentence() ? 0 : w.secondSentence();
        int to = k < w.secondSentence() ? w.secondSentence() : tokens.size();
        int a = k;
        while (a > from && !cut(w.text(), tokens.get(a - 1), tokens.get(a), language)) {
            a--;
        }
        int b = k + 1;
        while (b < to && !cut(w.text(), tokens.get(b - 1), tokens.get(b), language)) {
            b++;
        }
        return tokens.subList(a, b);
    }

    /** Whether a clause ends between two tokens: a semicolon between them, or the second one is "and". */
    private static boolean cut(String text, Token before, Token t, String language) {
        String word = Tokenizer.fold(text.substring(t.start(), t.end()));
        return text.substring(before.end(), Math.max(before.end(), t.start())).indexOf(';') >= 0
                || Restricted.AND.contains(word) && !(word.equals("en") && !"nl".equals(language)); // "en 1994"
    }

    /** A century's figure: digits, or a Roman numeral written in capitals ("XX", "XIXe"); else null. */
    private static Integer number(String text, Token t) {
        if (t.kind() == Token.Kind.NUMBER) {
            return t.key().matches("\\d{1,2}") ? Integer.valueOf(t.key()) : null;
        }
        String written = text.substring(t.start(), t.end());
        Matcher m = ROMAN.matcher(written.toLowerCase(java.util.Locale.ROOT));
        if (t.kind() != Token.Kind.WORD || !Character.isUpperCase(written.charAt(0)) || written.equals("I") || !m.matches()
                || m.group(1).isEmpty() && m.group(2).isEmpty()) {
            return null;
        }
        String units = m.group(2);
        int value = 10 * m.group(1).length() + switch (units) {
            case "ix" -> 9;
            case "iv" -> 4;
            default -> (units.startsWith("v") ? 5 : 0) + units.replace("v", "").length();
        };
        return value;
    }

    /**
     * The tokens between {@code from} and {@code to}, but the figure and {@code kept}, made function words; so are a character pair
     * across the end ("代に" of "1990年代に") and the preposition and article just before, which a year takes
     * otherwise ("dans les années 1990" for "en 1994", "в XII веке" for "в 1150 году").
     */
    private static void stopBetween(String text, List<Token> tokens, int from, int to, Token figure, Token kept) {
        int first = -1;
        for (int j = 0; j < tokens.size(); j++) {
            Token w = tokens.get(j);
            boolean across = w.start() >= from && w.start() < to && w.end() > to
                    && Unspaced.isUnspaced(text.codePointAt(w.start()));
            if (w.start() >= from && w.end() <= to || across) {
                first = first < 0 ? j : first;
                if (w != figure && w != kept) {
                    stop(tokens, j);
                }
            }
        }
        int start = first < 0 ? tokens.indexOf(figure) : first;
        for (int j = start - 1; j >= 0 && j >= start - 2; j--) {
            Token w = tokens.get(j);
            if (!ARTICLES.contains(Tokenizer.fold(text.substring(w.start(), w.end())))
                    || !text.substring(w.end(), tokens.get(j + 1).start()).isBlank()) {
                return;
            }
            stop(tokens, j);
        }
    }

    private static void stop(List<Token> tokens, int j) {
        Token w = tokens.get(j);
        if (w.kind() != Token.Kind.STOP) {
            tokens.set(j, new Token(w.key(), w.start(), w.end(), Token.Kind.STOP, false));
        }
    }

    /** Prepositions and articles before a decade or century in the measured languages with no function-word list. */
    private static final Set<String> ARTICLES = Tokenizer.folded("im", "den", "der", "dans", "les", "des", "au", "aux",
            "en", "los", "las", "el", "la", "del", "negli", "nei", "nel", "nella", "nos", "nas", "no", "na", "em", "do",
            "da", "ao", "în", "in", "в", "во", "τη", "την", "το", "στη", "στην", "στο", "τον", "του", "της");
}
