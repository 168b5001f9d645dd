package dev.contextrecall.lexical;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cuts text into {@link Token}s with their offsets. Keys are folded (case, accents, typographic apostrophes),
 * stemmed, and numbers are made comparable: "1,000" is "1000", "1990s" and "20th" lose their suffix, "three" is
 * "3", "Nov." is "november".
 */
public final class Tokenizer {

    /** Numbers with their separators and a unit or ordinal suffix; words with inner apostrophes or dots (U.S., don't). */
    private static final Pattern TOKEN = Pattern.compile(
            "\\p{N}+(?:[.,:]\\p{N}+)*\\p{L}*|[\\p{L}\\p{M}][\\p{L}\\p{M}\\p{N}]*(?:['’.][\\p{L}\\p{M}][\\p{L}\\p{M}\\p{N}]*)*");

    private static final Pattern THOUSANDS = Pattern.compile("\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?");
    private static final Pattern NUMBER_SUFFIX = Pattern.compile("(\\d)(?:s|st|nd|rd|th)$");

    private static final Map<String, String> NUMBER_WORDS = Map.ofEntries(
            Map.entry("two", "2"), Map.entry("three", "3"), Map.entry("four", "4"), Map.entry("five", "5"),
            Map.entry("six", "6"), Map.entry("seven", "7"), Map.entry("eight", "8"), Map.entry("nine", "9"),
            Map.entry("ten", "10"), Map.entry("eleven", "11"), Map.entry("twelve", "12"), Map.entry("twenty", "20"),
            Map.entry("second", "2"), Map.entry("third", "3"), Map.entry("fourth", "4"), Map.entry("fifth", "5"),
            Map.entry("sixth", "6"), Map.entry("seventh", "7"), Map.entry("eighth", "8"), Map.entry("ninth", "9"),
            Map.entry("tenth", "10"), Map.entry("twice", "2"));

    private static final Map<String, String> MONTHS = Map.ofEntries(
            Map.entry("jan", "january"), Map.entry("feb", "february"), Map.entry("mar", "march"),
            Map.entry("apr", "april"), Map.entry("jun", "june"), Map.entry("jul", "july"), Map.entry("aug", "august"),
            Map.entry("sep", "september"), Map.entry("sept", "september"), Map.entry("oct", "october"),
            Map.entry("nov", "november"), Map.entry("dec", "december"));

    private Tokenizer() {
    }

    public static List<Token> tokens(String text) {
        return tokens(text, null);
    }

    /** The tokens of {@code text} in {@code language}: in Vietnamese ("vi"), pairs of syllables. */
    public static List<Token> tokens(String text, String language) {
        List<Token> out = new ArrayList<>();
        Matcher m = TOKEN.matcher(text);
        while (m.find()) {
            String raw = m.group();
            boolean capitalised = Character.isUpperCase(raw.codePointAt(0));
            if (Character.isDigit(raw.codePointAt(0))) {
                out.add(new Token(numberKey(raw), m.start(), m.end(), Token.Kind.NUMBER, false));
                continue;
            }
            String word = fold(raw);
            if (word.endsWith("'s")) {
                word = word.substring(0, word.length() - 2);
            }
            word = word.replace("'", "").replace(".", "");
            if (word.isEmpty() || StopWords.contains(word)) {
                out.add(new Token(word, m.start(), m.end(), Token.Kind.STOP, capitalised));
                continue;
            }
            String number = NUMBER_WORDS.get(word);
            if (number != null) {
                out.add(new Token(number, m.start(), m.end(), Token.Kind.NUMBER, false));
                continue;
            }
            out.add(new Token(Stemmer.stem(MONTHS.getOrDefault(word, word)), m.start(), m.end(), Token.Kind.WORD,
                    capitalised));
        }
        return "vi".equals(language) ? syllablePairs(text, out) : out;
    }

    /**
     * Vietnamese writes each syllable apart, and a word is often two of them ("bệnh dịch", "trường học"): a single
     * syllable matches across unrelated sentences. Adjacent syllables (with only a space between them) are paired
     * into one term; numbers, and a syllable that stands alone between punctuation, stay as they are.
     */
    private static List<Token> syllablePairs(String text, List<Token> tokens) {
        List<Token> out = new ArrayList<>(tokens.size());
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            boolean pairsWithNext = i + 1 < tokens.size() && isSyllable(t) && isSyllable(tokens.get(i + 1))
                    && text.substring(t.end(), tokens.get(i + 1).start()).isBlank();
            boolean pairedWithPrevious = i > 0 && isSyllable(t) && isSyllable(tokens.get(i - 1))
                    && text.substring(tokens.get(i - 1).end(), t.start()).isBlank();
            if (pairsWithNext) {
                Token next = tokens.get(i + 1);
                Token.Kind kind = t.content() || next.content() ? Token.Kind.WORD : Token.Kind.STOP;
                out.add(new Token(t.key() + " " + next.key(), t.start(), next.end(), kind, t.capitalised()));
            } else if (!pairedWithPrevious) {
                out.add(t);
            }
        }
        return out;
    }

    private static boolean isSyllable(Token t) {
        return t.kind() != Token.Kind.NUMBER;
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

    static String numberKey(String raw) {
        String n = raw.toLowerCase(Locale.ROOT);
        if (THOUSANDS.matcher(n).matches()) {
            n = n.replace(",", "");
        }
        n = NUMBER_SUFFIX.matcher(n).replaceFirst("$1");
        int i = 0;
        while (i < n.length() - 1 && n.charAt(i) == '0' && Character.isDigit(n.charAt(i + 1))) {
            i++;
        }
        return n.substring(i);
    }
}
