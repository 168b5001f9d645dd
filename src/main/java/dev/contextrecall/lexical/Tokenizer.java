package dev.contextrecall.lexical;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.contextrecall.lexical.numbers.Bounds;
import dev.contextrecall.lexical.numbers.ChineseNumerals;
import dev.contextrecall.lexical.numbers.CountWords;
import dev.contextrecall.lexical.numbers.NumberWords;
import dev.contextrecall.lexical.numbers.Numbers;

/**
 * Cuts text into {@link Token}s with their offsets. Keys are folded (case, accents, typographic apostrophes) and
 * stemmed; numbers are read as the language writes them ({@link Numbers}): "1,000" is "1000", "20th" loses its
 * suffix, a decade or century is keyed as the range ({@link YearRanges}), "three" is "3", "about 21,000" is a
 * rounded figure, a unit written onto a number is a word of its own ("21196km"); "Nov." is "november". Chinese and Japanese are read in character pairs ({@link Unspaced}).
 */
public final class Tokenizer {

    /**
     * Letters of Chinese and Japanese, written without spaces between words: matched as pairs of characters. Thai
     * puts a space after each clause, and its runs between spaces are matched whole: its character pairs are
     * common to unrelated text (held-out MAE 0.18 with pairs, 0.00 with runs).
     */
    private static final String UNSPACED = "\\p{IsHan}\\p{IsHiragana}\\p{IsKatakana}ー々";

    /**
     * Numbers with their separators (any script's digits) and the letters written onto them (an ordinal suffix or
     * a unit); runs of unspaced script; words with inner apostrophes or dots (U.S., don't).
     */
    private static final Pattern TOKEN = Pattern.compile(
            "(\\p{Nd}+(?:[.,:٫٬\u00A0\u202F\u2009]\\p{Nd}+|['’]\\p{Nd}{3}(?!\\p{Nd}))*\\p{No}*)"
                    + "((?:[\\p{L}&&[^" + UNSPACED + "]]\\p{M}*)*)" // with its vowel signs: Hindi "20वीं"
                    + "|\\p{N}+"
                    + "|[%٪％]"
                    + "|°[CFcf](?!\\p{L})|[℃℉]" // a temperature's scale, as "°C" or one sign
                    + "|[" + UNSPACED + "][" + UNSPACED + "\\p{M}]*"
                    + "|[vV](?=\\p{Nd})" // "v2.3": a version's figure
                    + "|[\\p{L}\\p{M}&&[^" + UNSPACED + "]][\\p{L}\\p{M}\\p{N}&&[^" + UNSPACED + "]]*"
                    + "(?:['’.][\\p{L}\\p{M}&&[^" + UNSPACED + "]][\\p{L}\\p{M}\\p{N}&&[^" + UNSPACED + "]]*)*");

    /** Currency signs: after one, "m" and "b" written onto a figure are million and billion, not metres. */
    private static final String CURRENCY = "$€£¥₹";

    /** Letters after digits that belong to the number (ordinals, decades), not a unit of their own. */
    private static final Set<String> NUMBER_SUFFIXES = folded("s", "st", "nd", "rd", "th", "er", "e", "eme", "ème",
            "o", "a", "º", "ª", "te", "ten", "ci", "inci", "ncı", "nci", "ıncı", "uncu", "üncü", "ό", "ος", "η", "वीं",
            "वां", "वें");

    private static final Set<String> PER = Set.of("per", "pro", "por", "par");

    private static final Pattern ORDINAL_DIGITS = Pattern.compile("\\d+(?:st|nd|rd|th)");

    private Tokenizer() {
    }

    public static List<Token> tokens(String text) {
        return tokens(text, null);
    }

    /**
     * The tokens of {@code text} in {@code language}: numbers read with its separators; in Vietnamese ("vi"), pairs
     * of syllables; in unspaced scripts, pairs of characters.
     */
    public static List<Token> tokens(String text, String language) {
        List<Token> out = new ArrayList<>();
        Matcher m = TOKEN.matcher(text);
        int approximate = 0; // tokens left in which a number is read as approximate ("about", "etwa", "约")
        int bounded = 0; // the same for a bound ("over", "more than"): the next token only
        char bound = 0;
        boolean spelledBound = false; // a limit ("up to", "bis zu") bounds a figure in words too: "up to ten hours"
        String previous = null;
        while (m.find()) {
            String raw = m.group();
            approximate--;
            bounded--;
            if (m.group(1) != null) {
                String signed = Numbers.signed(text, m.start(1), Numbers.plain(m.group(1), language));
                boolean sign = signed.startsWith("-") && "-\u2212".indexOf(text.charAt(m.start(1) - 1)) >= 0;
                Token figure = number(signed, m.start(1) - (sign ? 1 : 0), m.end(1),
                        approximate > 0 || NumberWords.approximateSign(text, m.start(1) - (sign ? 1 : 0)),
                        bounded > 0 ? bound : 0);
                boolean counted = m.end(1) < text.length() && ChineseNumerals.isNumeral(text.charAt(m.end(1)));
                out.add(counted ? figure : Unspaced.composed(text, out, figure, 1)); // "2万1196"; "1億2000万" once 万 is read
                previous = null;
                String suffix = m.group(2);
                boolean money = m.start() > 0 && CURRENCY.indexOf(text.charAt(m.start() - 1)) >= 0;
                // a capital "M" or "B" is million or billion ("1.2M users"); a small "m" metres but after a currency
                boolean capital = suffix.equals("M") || suffix.equals("B");
                Long times = suffix.isEmpty() ? null : NumberWords.attachedMultiplier(fold(suffix), money || capital);
                if (times != null) { // "12k", "$2.5bn", "€3m": the figure multiplied, rounded to its last digit
                    Token n = out.remove(out.size() - 1);
                    out.add(new Token(NumberWords.multiply(n.key(), times), n.start(), m.end(2), Token.Kind.NUMBER,
                            false));
                } else if (!suffix.isEmpty() && !NUMBER_SUFFIXES.contains(fold(suffix))) {
                    out.add(word(suffix, m.start(2), m.end(2))); // a unit written onto its number: "21196km"
                }
                continue;
            }
            if (Character.isDigit(raw.codePointAt(0)) || Character.getType(raw.codePointAt(0)) == Character.OTHER_NUMBER) {
                out.add(new Token(raw, m.start(), m.end(), Token.Kind.NUMBER, false));
                continue;
            }
            if (NumberWords.percentSign(raw.charAt(0))) {
                out.add(new Token(NumberWords.PERCENT, m.start(), m.end(), Token.Kind.WORD, false)); // "5%" is "5 percent"
                previous = null;
                continue;
            }
            if (Unspaced.isUnspaced(raw.codePointAt(0))) {
                approximate = Unspaced.tokens(text, m.start(), m.end(), out) ? 2 : approximate;
                continue;
            }
            if (Quantities.thaiScale(text, m.start(), m.end(), out)) {
                continue; // "71.6 ล้านคน": Thai writes "million" onto the noun after the figure
            }
            String approximation = NumberWords.thaiApproximation(raw);
            if (approximation != null) { // "ยาวประมาณ 21,000": Thai writes "about" onto the word before the figure
                int cut = m.end() - approximation.length();
                out.add(word(text.substring(m.start(), cut), m.start(), cut));
                approximate = 2;
                bound = NumberWords.nearly(approximation) ? '<' : bound;
                bounded = NumberWords.nearly(approximation) ? 2 : bounded;
                spelledBound = false;
                continue;
            }
            String word = fold(raw);
            if (word.equals("yuzde")) { // Turkish writes the percentage before its figure, as "%5"
                out.add(new Token(NumberWords.PERCENT, m.start(), m.end(), Token.Kind.WORD, false));
                previous = null;
                continue;
            }
            Character sets = Bounds.bound(previous, word);
            if (sets != null) {
                bound = sets;
                bounded = 2;
                spelledBound = Bounds.limit(previous, word);
                if (FIGURE_NEXT.matcher(text).region(m.end(), text.length()).lookingAt()
                        || spelledBound && Bounds.spelledNext(text, m.end(), language, Tokenizer::fold)) {
                    // "più di 5": the figure's bound, read onto it, is no word of the sentence; nor "più" before it
                    if (Bounds.bound(null, word) == null && !out.isEmpty()) { // "più di": "più" is the bound's too
                        Token first = out.get(out.size() - 1);
                        out.set(out.size() - 1, new Token(first.key(), first.start(), first.end(), Token.Kind.STOP, false));
                    }
                    out.add(new Token(word, m.start(), m.end(), Token.Kind.STOP, false));
                    previous = word;
                    continue;
                }
            }
            boolean per = previous != null && PER.contains(previous); // "per second", "pro Minute": a rate's unit, not a rank
            previous = word;
            int start = m.start();
            Matcher elided = language != null && ROMANCE_ELISION.contains(language) ? ELISION.matcher(word) : null;
            if (elided != null && elided.lookingAt()) {
                // "d'environ", "l'habitant": the article or preposition is a function word, the rest the word
                out.add(new Token(word.substring(0, elided.end() - 1), start, start + elided.end() - 1,
                        Token.Kind.STOP, false));
                start += elided.end();
                raw = raw.substring(elided.end());
                word = word.substring(elided.end());
            }
            if ("tr".equals(language) && Character.isUpperCase(raw.codePointAt(0)) && word.indexOf('\'') > 0) {
                word = word.substring(0, word.indexOf('\'')); // "Ankara'dır": Turkish writes a name's ending apart
            }
            if (word.endsWith("'s")) {
                word = word.substring(0, word.length() - 2);
            }
            word = word.replace("'", "").replace(".", "");
            int halved = NumberWords.half(word) ? Quantities.halved(text, m.end(), word, language) : -1;
            if (halved >= 0) { // "half a million", "eine halbe Stunde": the figure 0.5 of what follows
                out.add(number("0.5", start, halved, approximate > 0, bounded > 0 ? bound : 0));
                m.region(halved, text.length()).useTransparentBounds(true);
                continue;
            }
            Long multiplier = NumberWords.multiplier(word, language);
            // "21 de mii", "8.849 de metri": Romanian puts "de" between a figure past 19 and its noun
            Quantities.romanianDe(out, language, multiplier != null || NumberWords.unit(word) != null);
            if (multiplier != null && !out.isEmpty() && out.get(out.size() - 1).kind() == Token.Kind.NUMBER
                    && text.substring(out.get(out.size() - 1).end(), start).replaceFirst("^\\s+de\\s+$", " ").isBlank()) {
                Token n = out.remove(out.size() - 1); // "2.1 million": one figure, rounded to 100,000
                out.add(new Token(NumberWords.multiply(n.key(), multiplier), n.start(), m.end(), Token.Kind.NUMBER, false));
                continue;
            }
            if (multiplier != null && !out.isEmpty() && NumberWords.one(out.get(out.size() - 1).key())
                    && text.substring(out.get(out.size() - 1).end(), start).isBlank()) {
                Token a = out.remove(out.size() - 1); // "a million", "eine Million": one of them; "over a million" bounded
                out.add(new Token(NumberWords.multiply(bounded == 0 && bound != 0 ? "1" + bound : "1", multiplier),
                        a.start(), m.end(), Token.Kind.NUMBER, false));
                continue;
            }
            if (NumberWords.approximation(word)) {
                approximate = 3;
                bound = NumberWords.nearly(word) ? '<' : bound; // "nearly 300": rounded to 300 and not above it
                bounded = NumberWords.nearly(word) ? 3 : bounded;
                spelledBound = false; // "nearly ten" stays a figure in words, unbounded
                out.add(new Token(word, start, m.end(), Token.Kind.STOP, false));
                continue;
            }
            // a capital inside a word written small makes a name too: "iPad", "eBay", "macOS"; so does a weekday
            boolean capitalised = Character.isUpperCase(raw.codePointAt(0)) || Dates.weekday(word)
                    || Character.isLowerCase(raw.charAt(0)) && raw.chars().skip(1).anyMatch(Character::isUpperCase);
            if (word.equals("may") && capitalised && midSentence(text, out, start)) {
                out.add(new Token(word, start, m.end(), Token.Kind.WORD, true)); // the month, not the verb
                continue;
            }
            Token tens = out.isEmpty() ? null : out.get(out.size() - 1);
            Integer digit = NumberWords.digit(word);
            if (digit != null && tens != null && tens.kind() == Token.Kind.NUMBER
                    && tens.key().matches("[2-9]0[<>]?") && text.substring(tens.end(), start).equals("-")
                    && Character.isLetter(text.charAt(tens.start()))) {
                out.set(out.size() - 1, new Token(Integer.parseInt(tens.key().substring(0, 2)) + digit
                        + tens.key().substring(2), tens.start(), m.end(), Token.Kind.NUMBER, false)); // "twenty-five" is 25
                continue;
            }
            if (word.equals("once") && !"es".equals(language) && NumberWords.onceInPeriod(text, m.end())) {
                out.add(number("1", start, m.end(), false)); // "once a year" against "twice a year"
                continue;
            }
            boolean afterNumber = !out.isEmpty() && out.get(out.size() - 1).kind() == Token.Kind.NUMBER;
            boolean unitWord = afterNumber && NumberWords.unit(word) != null; // "2 t": the tonne, not "don't"
            if (word.isEmpty() || StopWords.contains(word, language) && !acronym(raw, text) && !unitWord) {
                out.add(new Token(StopWords.key(word, language), start, m.end(), Token.Kind.STOP, capitalised));
                continue;
            }
            Token first = out.size() < 2 ? null : out.get(out.size() - 1);
            String twoWordUnit = first == null || out.get(out.size() - 2).kind() != Token.Kind.NUMBER ? null
                    : NumberWords.twoWordUnit(fold(text.substring(first.start(), first.end())), word);
            if (twoWordUnit != null) {
                out.set(out.size() - 1, new Token(twoWordUnit, first.start(), m.end(), Token.Kind.WORD, false));
                continue;
            }
            if (afterNumber && Units.currencyWord(word)) {
                out.add(new Token(word, start, m.end(), Token.Kind.STOP, false)); // the figure's currency (Units)
                continue;
            }
            String unit = afterNumber || per ? NumberWords.unit(word) : null; // "330 metres" is "330 m", "1 second"
            String number = unit != null ? null : NumberWords.number(word);
            Integer counted = unit != null || number != null ? null : CountWords.number(word, language);
            if (counted != null && !(capitalised && midSentence(text, out, start))) { // "die Elf", "Otto": names
                Quantities.countWord(text, out, counted, start, m.end(), language, bounded > 0 && spelledBound ? bound : 0);
                continue;
            }
            if (number != null) {
                out.add(number(number, start, m.end(), false, bounded > 0 && spelledBound ? bound : 0));
                continue;
            }
            String month = unit != null ? null : Dates.month(word, language, afterNumber);
            String key = unit != null ? unit : month != null ? month : Stemmer.lemma(word, language);
            out.add(new Token(key, start, m.end(), Token.Kind.WORD, capitalised));
        }
        SpaceGroups.join(text, out, language);
        Versions.keyed(text, out, language);
        Quantities.inLargestUnits(text, out);
        Durations.compound(text, out);
        Dates.numeric(text, out, language);
        Dates.dated(out);
        Dates.clock(text, out);
        Dates.buddhistEra(text, out);
        Dates.yearSpans(text, out);
        Eras.marked(text, out);
        YearWords.marked(text, out);
        YearRanges.marked(text, out);
        Shares.marked(text, out);
        Ages.marked(out, language);
        RomanI.marked(text, out);
        Unspaced.approximated(text, out);
        Unspaced.bounded(text, out);
        Quantities.boundedAfter(text, out);
        return "vi".equals(language) ? Syllables.paired(text, out) : out;
    }

    /** Whether a word at {@code start} stands inside a sentence, after a token and no sentence end. */
    private static boolean midSentence(String text, List<Token> out, int start) {
        return !out.isEmpty() && !SENTENCE_END.matcher(text.substring(out.get(out.size() - 1).end(), start)).find();
    }

    /**
     * A function word's letters written in capitals in text that has small letters is a name: "the US", "the IT
     * department", "WHO"; "AM" is the time of day ({@link Dates#clock}).
     */
    private static boolean acronym(String raw, String text) {
        if (raw.length() < 2 || raw.equals("AM") || !raw.chars().allMatch(c -> Character.isUpperCase(c))) {
            return false;
        }
        return text.chars().anyMatch(Character::isLowerCase);
    }

    /** A rank as English writes it: an ordinal word ("second", "tenth") or digits with an ordinal ending ("2nd"). */
    static boolean ordinal(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        return NumberWords.ordinal(w) || ORDINAL_DIGITS.matcher(w).matches();
    }

    /** French and Italian elide an article or preposition onto the next word: "d'environ", "l'anno". */
    private static final Pattern ELISION = Pattern.compile(
            "(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|un|dell|all|dall|nell|sull|quell|quest)'(?=\\p{L})");

    private static final Set<String> ROMANCE_ELISION = Set.of("fr", "it");

    private static final Pattern SENTENCE_END = Pattern.compile("[.!?。]");

    private static final Pattern FIGURE_NEXT = Pattern.compile("\\s*\\d");

    /** A number token: its plain value, or the value and the unit it is rounded to when it is approximate. */
    static Token number(String plain, int start, int end, boolean approximate) {
        return number(plain, start, end, approximate, (char) 0);
    }

    /** The same, bounded ('>' "over 5,000" or '<' "under 18") where {@code bound} is not 0. */
    static Token number(String plain, int start, int end, boolean approximate, char bound) {
        boolean figure = plain.matches("\\d+(\\.\\d+)?");
        String key = approximate && figure ? Numbers.rounded(plain, Numbers.approximationUnit(plain)) : plain;
        key = bound != 0 && figure ? key + bound : key;
        return new Token(key, start, end, Token.Kind.NUMBER, false);
    }

    static Token word(String raw, int start, int end) {
        String word = fold(raw);
        String unit = NumberWords.unit(word);
        return new Token(unit != null ? unit : Stemmer.stem(word), start, end, Token.Kind.WORD, false);
    }

    /** Words as {@link #fold} folds them, as a set: the lexicons of the rules that read a word's text. */
    static Set<String> folded(String... words) {
        return java.util.Arrays.stream(words).map(Tokenizer::fold)
                .collect(java.util.stream.Collectors.toUnmodifiableSet());
    }

    /** Lower case, accents off, typographic apostrophes straightened. */
    static String fold(String raw) {
        if (raw.chars().allMatch(c -> c < 128)) {
            return raw.toLowerCase(Locale.ROOT); // most words: no accents to strip
        }
        String decomposed = Normalizer.normalize(raw, Normalizer.Form.NFKD);
        StringBuilder b = new StringBuilder(decomposed.length());
        for (int i = 0; i < decomposed.length(); i++) {
            char c = decomposed.charAt(i);
            if (Character.getType(c) == Character.NON_SPACING_MARK) {
                continue;
            }
            b.append(c == '’' ? '\'' : c);
        }
        return b.toString().toLowerCase(Locale.ROOT);
    }
}
