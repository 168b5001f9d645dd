package dev.contextrecall.lexical;

import java.util.List;
import java.util.function.Predicate;

import dev.contextrecall.lexical.numbers.NumberWords;

/**
 * Evidence that says another fact than the statement, though it holds enough of the statement's words: the words it
 * shares are then only what the two facts have in common. Its ways, each read next to words the two share:
 * <ul>
 * <li>a name or number replaced ("Prize in Chemistry" against "Prize in Physics", "in 1889" against "in 1887"), or a
 * name's qualifier said otherwise ({@link Qualified}: "Nobel Peace Prize" against "Nobel Prize in Literature");</li>
 * <li>other words replaced between two shared ones ("won the chemistry prize" against "won the physics prize");</li>
 * <li>the statement in one sentence but for one word or rank ({@link MinimalPair}, {@link WordForWord});</li>
 * <li>a name or number of the statement put elsewhere ("born in Paris" against "born in Lyon and died in Paris");</li>
 * <li>a denial ("was released" against "was not released"); an English function word that says the opposite
 * ({@link Opposites}); two words swapped ({@link Swapped}); another currency, unit or time of day on the statement's
 * figure ({@link Units}); the word only with a prefix that makes it another thing ({@link Prefixed}); one member of
 * the list left out ({@link Listed}); an exception or a wider list than the statement's "only" ({@link Restricted});
 * years with other ends ({@link Periods}); an opposite in any order ({@link Antonyms}: "revenue grew" against "revenue
 * fell"); a role held or a place left before ({@link Former}: "is the CEO", "moved from Seattle to Bellevue").</li>
 * </ul>
 *
 * @param said the statement's word, as it writes it
 * @param instead the evidence's word or words in its place, as the evidence writes them
 */
record Contrast(String said, String instead) {

    /** The first contrast between a statement and one evidence window, or null; {@code found}: the terms it holds. */
    static Contrast between(String statement, List<Token> statementTokens, Predicate<Token> found,
            SupportFinder.Window window, Terms terms) {
        Predicate<Token> inStatement = terms::holds;
        String evidence = window.text();
        List<Token> said = statementTokens.stream().filter(Token::content).toList();
        List<Token> there = window.tokens().stream().filter(Token::content).toList();
        int firstWord = statementTokens.isEmpty() ? -1 : statementTokens.get(0).start();
        boolean nameOpens = said.size() > 1 && said.get(0).start() == firstWord && said.get(0).capitalised()
                && !said.get(1).capitalised() && MinimalPair.subject(statement, said.get(0), terms.language);
        Contrast replaced = replacedName(statement, said, found, evidence, there, terms, firstWord, nameOpens);
        replaced = replaced != null ? replaced : OtherDay.in(statement, said, found, evidence, there);
        replaced = replaced != null ? replaced : Qualified.in(statement, said, found, evidence, there, inStatement);
        replaced = replaced != null ? replaced : Displaced.in(statement, said, found, evidence, there);
        replaced = replaced != null ? replaced
                : replacedWords(statement, said, found, evidence, there, inStatement, terms.language);
        // a minimal pair and a denial are each read within one sentence of the window
        List<Token> tokens = window.tokens();
        List<List<Token>> sentences = window.sentences();
        for (List<Token> one : sentences) {
            replaced = replaced != null ? replaced : MinimalPair.in(statement, said, evidence, one, sentences, terms);
        }
        for (List<Token> sentence : sentences) {
            replaced = replaced != null ? replaced : Negation.denied(statement, statementTokens, window, sentence, terms);
            replaced = replaced != null ? replaced : Unrealised.in(statement, statementTokens, evidence, sentence, tokens,
                    terms);
            replaced = replaced != null ? replaced : Ages.in(statement, statementTokens, evidence, sentence, terms);
            replaced = replaced != null ? replaced : Kinds.in(statement, statementTokens, evidence, sentence, tokens);
            replaced = replaced != null ? replaced : Antonyms.in(statement, statementTokens, evidence, sentence, tokens);
            replaced = replaced != null ? replaced
                    : Opposites.in(statement, statementTokens, evidence, sentence, terms.language);
            replaced = replaced != null ? replaced : Swapped.in(statement, statementTokens, evidence, sentence, terms);
            replaced = replaced != null ? replaced : WordForWord.in(statement, statementTokens, evidence, sentence, terms);
            replaced = replaced != null ? replaced : Former.in(statement, statementTokens, evidence, sentence, tokens);
            replaced = replaced != null ? replaced : Units.in(statement, statementTokens, evidence, sentence);
            replaced = replaced != null ? replaced : Restricted.in(statement, statementTokens, evidence, sentence, terms);
        }
        replaced = replaced != null ? replaced : Prefixed.in(statement, statementTokens, evidence, tokens);
        replaced = replaced != null ? replaced : Periods.in(statement, statementTokens, evidence, tokens);
        replaced = replaced != null ? replaced : Schedules.in(statement, statementTokens, window, terms.language);
        // "cannot" and "unable to"; "won" and "awarded" (Synonyms): no other fact, but maybe before a move (Former)
        return replaced != null && (Negation.bothDeny(replaced)
                || Synonyms.noOtherFact(replaced.said(), replaced.instead(), terms.language)
                || Periods.ownEnd(replaced.said(), statement, statementTokens, evidence, tokens)) ? Former.leftIn(
                        statement, statementTokens, evidence, sentences) : replaced;
    }

    /**
     * A name or number of the statement, not found, whose found neighbour stands in the evidence next to another
     * name or number of the same kind ("Prize in Chemistry" against "Prize in Physics", "in 1889" against "in
     * 1887", "Shakespeare wrote" against "Marlowe wrote"). One found neighbour is enough (the right one may be said
     * elsewhere where the evidence's name ends its phrase): a name or figure in a word's place is another fact, where
     * another common word is as often a paraphrase.
     */
    private static Contrast replacedName(String statement, List<Token> said, Predicate<Token> found,
            String evidence, List<Token> there, Terms terms, int firstWord, boolean nameOpens) {
        Predicate<Token> inStatement = terms::holds;
        for (int i = 0; i < said.size(); i++) {
            Token m = said.get(i);
            boolean opening = i == 0 && nameOpens; // "Shakespeare wrote" against "Marlowe wrote", a name for a name
            if (found.test(m) || !distinguishing(m, firstWord) && !opening) {
                continue;
            }
            Token before = i > 0 ? said.get(i - 1) : null;
            Token after = i + 1 < said.size() ? said.get(i + 1) : null;
            boolean beforeFound = before != null && found.test(before);
            boolean afterFound = after != null && found.test(after);
            Token word = beforeFound ? before : i >= 2 && LinkWords.is(before) && found.test(said.get(i - 2))
                    ? said.get(i - 2) : null; // "născut" of "născut în Iași", "în" being no term of the evidence
            Contrast linked = word != null && !afterFound && m.kind() == Token.Kind.WORD
                    && word.kind() == Token.Kind.WORD ? LinkWords.afterOtherLink(statement, before, m, word, evidence,
                    there, inStatement) : null;
            if (linked != null) {
                return linked;
            }
            if (!beforeFound && !afterFound
                    || listed(statement, said, i, beforeFound ? before : null, afterFound ? after : null)) {
                continue;
            }
            boolean name = m.kind() == Token.Kind.WORD;
            // a figure's unit right after it places it as a found word on each side would: "330 m tall" against "300
            // metres high" is another height, whatever words stand before
            boolean unitBound = afterFound && !name && gap(statement, m, after).isEmpty() && measure(after.key());
            for (int j = 0; j < there.size(); j++) {
                Token x = there.get(j);
                if (!sameKind(m, x) && !(name && !opening && yearForName(m, evidence, x)) || inStatement.test(x)) {
                    continue;
                }
                // every neighbour the evidence holds stands next to x as next to m, with the same words between
                // a neighbour read as the statement reads it: "9:00" is the evidence's "9:00", am or pm unsaid
                // another month before the same year is another date, whatever day the evidence gives it
                boolean month = afterFound && after.kind() == Token.Kind.NUMBER && Dates.isMonth(m) && Dates.isMonth(x);
                boolean left = !beforeFound || month || j > 0 && before.key().equals(terms.termOf(there.get(j - 1)))
                        && sameGap(gap(statement, before, m), gap(evidence, there.get(j - 1), x), name);
                int k = j + 1; // a figure the statement lacks is the name's: "SOC 2 compliant" for "HIPAA compliant"
                k += name && afterFound && k + 1 < there.size() && there.get(k).kind() == Token.Kind.NUMBER
                        && !inStatement.test(there.get(k)) && gap(evidence, x, there.get(k)).isEmpty() ? 1 : 0;
                boolean placed = afterFound && k < there.size() && after.key().equals(terms.termOf(there.get(k)))
                        && sameGap(gap(statement, m, after), gap(evidence, there.get(k - 1), there.get(k)), name);
                boolean right = !afterFound || placed
                        || beforeFound && (k == there.size() || !oneSlot(evidence, x, there.get(k)));
                if (left && right || unitBound && placed) {
                    String instead = k == j + 1 ? OtherDay.written(evidence, there, j)
                            : evidence.substring(x.start(), there.get(j + 1).end());
                    return new Contrast(OtherDay.written(statement, said, i), instead);
                }
            }
        }
        return null;
    }

    /**
     * Words of the statement, not found, between two found neighbours that the evidence holds with other words
     * between them: "won the chemistry prize" against "won the physics prize", "is open on Mondays" against "is
     * closed on Mondays", "the capital of Germany" against "the largest city of Germany", and in Chinese or
     * Japanese "诺贝尔化学奖" against "诺贝尔物理学奖" (said with the shared character pairs around them, since a
     * pair's half alone, "化" against "物理", reads as nothing). At most two words on either side (four character
     * pairs in a script without spaces, or one katakana word), so that what stands between is one slot, not a clause.
     */
    static Contrast replacedWords(String statement, List<Token> said, Predicate<Token> found,
            String evidence, List<Token> there, Predicate<Token> inStatement, String language) {
        for (int p = 1; p < said.size(); p++) {
            if (found.test(said.get(p)) || !found.test(said.get(p - 1))) {
                continue;
            }
            int q = p;
            while (q < said.size() && !found.test(said.get(q))) {
                q++;
            }
            Token before = said.get(p - 1), after = q < said.size() ? said.get(q) : null;
            boolean unspaced = paired(statement, said.get(p));
            String own = after == null ? "" : statement.substring(before.end(), Math.max(before.end(), after.start()));
            if (after == null || q - p > (unspaced ? Unspaced.widest(own) : 2)) {
                p = q;
                continue;
            }
            // a rank for a rank is a word for a word: "the first person" against "the second person"
            boolean rank = q - p == 1 && MinimalPair.ordinal(statement.substring(said.get(p).start(), said.get(p).end()));
            for (int j = 0; j + 2 < there.size(); j++) {
                if (!there.get(j).key().equals(before.key())) {
                    continue;
                }
                // a rank before the slot's words is one more ("the second largest city" for "the capital")
                boolean ranked = !unspaced && there.get(j + 1).kind() == Token.Kind.NUMBER
                        && MinimalPair.ordinal(withEnding(evidence, there.get(j + 1)));
                int widest = unspaced ? Unspaced.LONGEST : ranked ? 3 : 2;
                for (int k = j + 2; k < there.size() && k - j - 1 <= widest; k++) {
                    Token x = there.get(k - 1);
                    if (inStatement.test(x) || x.kind() == Token.Kind.NUMBER
                            && !((rank || ranked && k - 1 == j + 1) && MinimalPair.ordinal(withEnding(evidence, x)))) {
                        break;
                    }
                    // the slot one phrase; around it, spaced words keep the statement's own marks ("Париж — столица")
                    if (!there.get(k).key().equals(after.key()) || !(unspaced
                            ? oneSlot(evidence, there.get(j), there.get(k)) : oneSlot(evidence, there.get(j + 1), x))) {
                        continue;
                    }
                    if (unspaced) {
                        String put = evidence.substring(there.get(j).end(), Math.max(there.get(j).end(),
                                there.get(k).start()));
                        if (put.contains(own) && !Negation.within(there, j + 1, k) || Unspaced.particlesOnly(own, put)
                                || k - j - 1 > Unspaced.widest(put)) {
                            continue; // "1955年出生" in "1955年在北京出生" says more; "人です", "人である" the same
                        }
                        return new Contrast(statement.substring(before.start(), after.end()),
                                evidence.substring(there.get(j).start(), there.get(k).end()));
                    }
                    if (Pronouns.all(statement, said.subList(p, q), language)
                            || Pronouns.all(evidence, there.subList(j + 1, k), language)) {
                        continue; // "وُلدت هي في" and "وُلدت ماري كوري في": the subject named, not another fact
                    }
                    if (sameWordsAround(statement, said.subList(p - 1, q + 1), evidence, there.subList(j, k + 1))
                            && !Restricted.excepts(there, k, after, q + 1 < said.size() ? said.get(q + 1) : null)) {
                        return new Contrast(statement.substring(said.get(p).start(), said.get(q - 1).end()),
                                evidence.substring(there.get(j + 1).start(), x.start()) + withEnding(evidence, x));
                    }
                }
            }
            p = q;
        }
        return null;
    }

    /**
     * Whether a statement's words are read in overlapping pairs, as Chinese and Japanese characters and Vietnamese
     * syllables are: a replaced pair is then said with the shared pairs around it.
     */
    static boolean paired(String statement, Token t) {
        return Unspaced.isUnspaced(statement.codePointAt(t.start())) || t.key().indexOf(' ') > 0;
    }

    /**
     * Whether two runs of content words, each from a shared word to a shared word, put their middles in the same
     * place: the same words before and after the middle, and no function word inside the evidence's middle.
     */
    private static boolean sameWordsAround(String statement, List<Token> said, String evidence, List<Token> there) {
        Token first = there.get(1);
        Token last = there.get(there.size() - 2);
        return evidence.substring(first.start(), last.end()).split("\\s+").length == there.size() - 2
                && StopWords.withoutAuxiliaries(gap(statement, said.get(0), said.get(1))).equals(
                        StopWords.withoutAuxiliaries(gap(evidence, there.get(0), first)))
                && sameAfter(gap(statement, said.get(said.size() - 2), said.get(said.size() - 1)),
                        gap(evidence, last, there.get(there.size() - 1)));
    }

    /**
     * Whether two gaps after a slot are the same, or each one word of a whole or a place ("the capital of
     * Australia" against "the largest city in Australia"); not "written by" against "credited to", another relation.
     */
    private static boolean sameAfter(String a, String b) {
        return a.equals(b) || OF_OR_IN.contains(a.strip()) && OF_OR_IN.contains(b.strip());
    }

    /** A token as written with the letters after it: "2nd" of the figure 2. */
    static String withEnding(String text, Token t) {
        int end = t.end();
        while (end < text.length() && Character.isLetter(text.charAt(end))) {
            end++;
        }
        return text.substring(t.start(), end);
    }

    /** "Of" and "in" in the measured languages that write them apart: English, Spanish, Portuguese, Italian. */
    private static final java.util.Set<String> OF_OR_IN = java.util.Set.of("of", "in", "de", "en", "em", "di");

    /** Whether nothing but words and spaces stands between two tokens: a phrase, not a clause or a new sentence. */
    static boolean oneSlot(String text, Token a, Token b) {
        return text.substring(a.end(), Math.max(a.end(), b.start())).codePoints()
                .allMatch(c -> Character.isLetterOrDigit(c) || Character.isWhitespace(c)
                        || Character.getType(c) == Character.NON_SPACING_MARK
                        || Character.getType(c) == Character.COMBINING_SPACING_MARK
                        || Character.getType(c) == Character.CURRENCY_SYMBOL); // "$12" fills one slot
    }

    /**
     * Whether two gaps put a word in the same place: equal, or, for a name or number, both at most two function
     * words with the same punctuation ("Prize in Physics" and "Prize for Chemistry").
     */
    static boolean sameGap(String a, String b, boolean loosely) {
        if (a.equals(b) || RANGE.contains(a) && RANGE.contains(b)) {
            return true; // "3-5 days" and "3 to 7 days": each end of a range in its place
        }
        return loosely && !a.isEmpty() && !b.isEmpty() && !LinkWords.otherSlotOfChange(a, b)
                && a.replaceAll("[\\p{L}\\s]", "").equals(b.replaceAll("[\\p{L}\\s]", ""))
                && a.split(" ").length <= 2 && a.split(" ").length == b.split(" ").length;
    }

    /**
     * Whether the statement fills its own slot with more than one name ("Duke of Cambridge, and ... Duke of
     * Sussex"): a list, where another filler in the evidence is a third member, not a substitute.
     */
    private static boolean listed(String statement, List<Token> said, int i, Token before, Token after) {
        Token m = said.get(i);
        if (m.kind() == Token.Kind.NUMBER) {
            return false; // two years in one slot ("in 1756 ... in 1763") are a span, each one still its own fact
        }
        for (int k = 0; k < said.size(); k++) {
            Token other = said.get(k);
            if (k == i || other.key().equals(m.key()) || !sameKind(m, other)) {
                continue;
            }
            if (before != null && k > 0 && said.get(k - 1).key().equals(before.key()) && k - 1 != i
                    && gap(statement, said.get(k - 1), other).equals(gap(statement, before, m))) {
                return true;
            }
            if (after != null && k + 1 < said.size() && said.get(k + 1).key().equals(after.key()) && k + 1 != i
                    && gap(statement, other, said.get(k + 1)).equals(gap(statement, m, after))) {
                return true;
            }
        }
        return false;
    }

    /** What joins the two ends of a range or a pair of figures ("3-5", "9 to 17", "10 bis 12", "3 и 5"). */
    private static final java.util.Set<String> RANGE = java.util.Set.of("-", "–", "—", "~", "〜", "to", "through",
            "until", "till", "and", "bis", "und", "a", "al", "hasta", "y", "à", "au", "et", "e", "до", "и", "ila",
            "ve", "đến", "tới", "và", "și", "en", "tot");

    /** What stands between two tokens, lower case, spaces collapsed: "in" of "Prize in Physics". */
    static String gap(String text, Token a, Token b) {
        if (b.start() < a.end()) {
            return "";
        }
        String between = text.substring(a.end(), b.start());
        if (a.kind() == Token.Kind.NUMBER) {
            between = between.replaceFirst("^\\p{L}+", ""); // an ordinal ending is the number's: "7th, 2019"
        }
        if (b.kind() == Token.Kind.NUMBER) {
            between = between.replaceFirst("\\p{Sc}$", ""); // a currency sign is the figure's ("earned $2.5m")
        }
        return between.strip().replaceAll("\\s+", " ").toLowerCase(java.util.Locale.ROOT);
    }

    /** A number, or a capitalised word that does not open the sentence (a name). */
    static boolean distinguishing(Token t, int firstWord) {
        return t.kind() == Token.Kind.NUMBER || (t.capitalised() && t.start() != firstWord);
    }

    /** A unit of measure, a percentage or a unit of time, as the tokenizer keys it ("km", "%", "day"). */
    static boolean measure(String key) {
        return NumberWords.unit(key) != null || key.equals(NumberWords.PERCENT) || Durations.unit(key);
    }

    /** A year in a name's place ("born in 1879" against "born in Ulm"): when, not where; not for a month's name. */
    static boolean yearForName(Token m, String evidence, Token x) {
        return evidence.substring(x.start(), x.end()).matches("\\d{4}") && !Dates.isMonth(m);
    }

    /** Two names, or two figures written alike (a year is no contrast to a time of day). */
    static boolean sameKind(Token said, Token x) {
        return said.kind() == Token.Kind.NUMBER
                ? x.kind() == Token.Kind.NUMBER && (plain(said.key()) == plain(x.key()) || DateYears.dated(said, x))
                : x.kind() == Token.Kind.WORD && x.capitalised();
    }

    private static boolean plain(String key) {
        return key.matches("[0-9.~<>]+");
    }
}
