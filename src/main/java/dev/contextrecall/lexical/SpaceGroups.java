package dev.contextrecall.lexical;

import java.math.BigDecimal;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import dev.contextrecall.lexical.numbers.NumberWords;
import dev.contextrecall.lexical.numbers.Numbers;

/**
 * Figures grouped with a plain space, as people type them in most languages ("2 148 000" in French is 2148000): the
 * groups, tokenized one by one, joined into one number.
 */
final class SpaceGroups {

    private SpaceGroups() {
    }

    /** Languages that group digits with a plain space, as people type it: "2 148 000"; English as SI writes it. */
    private static final Set<String> SPACE_GROUPING = Set.of("fr", "es", "pt", "de", "ru", "uk", "pl", "cs", "sk",
            "sv", "nb", "nn", "no", "da", "fi", "et", "hu", "bg", "en", "it", "nl", "ro", "el", "tr");

    /** A one-to-three-digit group and a three-digit group, as space-grouped figures are written. */
    private static final Pattern LEADING_GROUP = Pattern.compile("\\d{1,3}");
    private static final Pattern THREE_DIGITS = Pattern.compile("\\d{3}(?:,\\d+)?"); // the last may have decimals

    /** The last group with the word that multiplies it, already read onto it: "000 millones". */
    private static final Pattern MULTIPLIED_GROUP = Pattern.compile("\\d{3}\\s+\\S+");

    /**
     * Groups of three digits after a number, each after one space, are one figure in a language that groups with
     * spaces ("2 148 000" in French is 2148000; "390 000 millones" is 390,000 million); a year before a count ("en
     * 1990 200 personas") is not joined.
     */
    static void join(String text, List<Token> tokens, String language) {
        if (language == null || !SPACE_GROUPING.contains(language)) {
            return;
        }
        for (int i = 0; i + 1 < tokens.size(); i++) {
            Token first = tokens.get(i);
            if (first.kind() != Token.Kind.NUMBER
                    || !LEADING_GROUP.matcher(text).region(first.start(), first.end()).matches()) {
                continue;
            }
            int last = i;
            boolean decimals = false;
            BigDecimal times = null; // the multiplier read onto the last group
            while (!decimals && times == null && last + 1 < tokens.size()) {
                Token next = tokens.get(last + 1);
                if (next.kind() != Token.Kind.NUMBER || !text.substring(tokens.get(last).end(), next.start()).equals(" ")) {
                    break;
                }
                boolean group = THREE_DIGITS.matcher(text).region(next.start(), next.end()).matches();
                int tilde = next.key().indexOf('~');
                if (!group && !(tilde > 0 && MULTIPLIED_GROUP.matcher(text).region(next.start(), next.end()).matches())) {
                    break;
                }
                last++;
                decimals = text.substring(next.start(), next.end()).indexOf(',') > 0; // "196,18"
                times = group ? null : new BigDecimal(next.key().substring(tilde + 1).replaceAll("[<>]$", "")); // "nearly"
            }
            if (last > i) {
                int digitsEnd = times == null ? tokens.get(last).end() : tokens.get(last).start() + 3;
                String digits = text.substring(first.start(), digitsEnd).replace(" ", "");
                Token joined = Tokenizer.number(Numbers.plain(digits, language), first.start(), tokens.get(last).end(),
                        first.key().contains("~"), Numbers.bound(first.key()));
                if (times != null) {
                    joined = new Token(NumberWords.multiply(joined.key(), times.longValueExact()), joined.start(),
                            joined.end(), Token.Kind.NUMBER, false);
                }
                tokens.subList(i, last + 1).clear();
                tokens.add(i, joined);
            }
        }
    }
}
