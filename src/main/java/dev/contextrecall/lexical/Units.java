package dev.contextrecall.lexical;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.contextrecall.lexical.numbers.Numbers;

/**
 * The statement's figure in the evidence with another currency written on it: "$5 million" against "€5 million"
 * ({@link #in}), or another unit after it ({@link #measured}). One of {@link Contrast}'s ways (a time of day is
 * keyed on the 24-hour clock, so "9 am" and "9 pm" are two figures). A figure with no such mark on one side is no
 * contrast ("$5 million" against "5 million"), and the same currency written otherwise is the same
 * ("$5" and "5 dollars", "5 €" and "5 euros").
 */
final class Units {

    private Units() {
    }

    /** Marks written before a figure, with what they stand for. */
    private static final Map<String, String> BEFORE = Map.ofEntries(
            Map.entry("$", "USD"), Map.entry("us$", "USD"), Map.entry("€", "EUR"), Map.entry("£", "GBP"),
            Map.entry("¥", "JPY/CNY"), Map.entry("₹", "INR"), Map.entry("₽", "RUB"), Map.entry("₩", "KRW"),
            Map.entry("₺", "TRY"), Map.entry("c$", "CAD"), Map.entry("a$", "AUD"), Map.entry("r$", "BRL"),
            Map.entry("chf", "CHF"), Map.entry("usd", "USD"), Map.entry("eur", "EUR"), Map.entry("gbp", "GBP"));

    /** Marks written after a figure, with what they stand for; a multiplier is part of the figure's token ("5 million"). */
    private static final Map<String, String> AFTER = Map.ofEntries(
            Map.entry("$", "USD"), Map.entry("€", "EUR"), Map.entry("£", "GBP"), Map.entry("₹", "INR"),
            Map.entry("₽", "RUB"), Map.entry("usd", "USD"), Map.entry("dollar", "USD"), Map.entry("dollars", "USD"),
            Map.entry("eur", "EUR"), Map.entry("euro", "EUR"), Map.entry("euros", "EUR"), Map.entry("gbp", "GBP"),
            Map.entry("pound", "GBP"), Map.entry("pounds", "GBP"), Map.entry("jpy", "JPY"), Map.entry("yen", "JPY"),
            Map.entry("円", "JPY"), Map.entry("cny", "CNY"), Map.entry("yuan", "CNY"), Map.entry("元", "CNY"),
            Map.entry("inr", "INR"), Map.entry("rupees", "INR"), Map.entry("rub", "RUB"), Map.entry("rubles", "RUB"),
            Map.entry("roubles", "RUB"), Map.entry("chf", "CHF"), Map.entry("francs", "CHF"));

    /**
     * Whether a word after a figure is a currency ("9,99 euros", "5 dollars"): read on the figure here, so the
     * tokenizer keeps it out of the words that must be found ("9,99 €" says it too). Not "pound", also a weight.
     */
    static boolean currencyWord(String folded) {
        return AFTER.containsKey(folded) && folded.chars().allMatch(Character::isLetter) && !folded.startsWith("pound");
    }

    private static final Pattern MARK_BEFORE = Pattern.compile(
            "((?<!\\p{L})(?:us\\$|c\\$|a\\$|r\\$|chf|usd|eur|gbp)|[$€£¥₹₽₩₺])\\s?$");
    private static final Pattern WORD_AFTER = Pattern.compile("^\\s?([$€£₹₽円元]|[\\p{L}.]+)");

    /** Another currency, unit or time of day on the statement's figure ({@link #marked}, {@link #measured}), or null. */
    static Contrast in(String statement, List<Token> statementTokens, String evidence, List<Token> sentence) {
        Contrast marked = marked(statement, statementTokens, evidence, sentence);
        return marked != null ? marked : measured(statement, statementTokens, evidence, sentence);
    }

    private static Contrast marked(String statement, List<Token> statementTokens, String evidence, List<Token> sentence) {
        for (Token s : statementTokens) {
            Mark said = null; // read only once the sentence has the figure: most have none
            Contrast other = null;
            for (Token x : sentence) {
                if (s.kind() != Token.Kind.NUMBER || x.kind() != Token.Kind.NUMBER
                        || !Numbers.matches(s.key(), x.key()) && !x.key().equals(s.key())) {
                    continue;
                }
                said = said != null ? said : mark(statement, s);
                if (said == null) {
                    break;
                }
                Mark instead = mark(evidence, x);
                if (instead != null && said.same(instead)) {
                    other = null;
                    break; // the statement's own figure with its own mark
                }
                if (instead != null && other == null) {
                    other = new Contrast(statement.substring(said.from(), said.to()), evidence.substring(instead.from(),
                            instead.to()));
                }
            }
            if (other != null) {
                return other;
            }
        }
        return null;
    }

    /**
     * The statement's figure in the evidence with another unit right after it: "2.7 km" against "2.7 miles", "100
     * °F" against "100 °C", "50 mph" against "50 km/h". Not where the evidence also writes it with the statement's
     * unit ("10 km (6.2 mi)").
     */
    private static Contrast measured(String statement, List<Token> statementTokens, String evidence, List<Token> sentence) {
        for (int i = 0; i < statementTokens.size(); i++) {
            Token s = statementTokens.get(i);
            Token unit = unitAfter(statement, statementTokens, i);
            Contrast other = null;
            for (int j = 0; unit != null && j < sentence.size(); j++) {
                Token x = sentence.get(j);
                Token instead = x.kind() == Token.Kind.NUMBER && (Numbers.matches(s.key(), x.key())
                        || x.key().equals(s.key())) ? unitAfter(evidence, sentence, j) : null;
                if (instead != null && instead.key().equals(unit.key())) {
                    if (!joined(evidence, x, instead) || joined(statement, s, unit)
                            || j + 2 < sentence.size() && sentence.get(j + 2).keyedIn(statementTokens)) {
                        other = null;
                        break;
                    }
                    continue; // "a six-week internship" measures the internship, not what "lasts six months"
                }
                if (instead != null && other == null) {
                    other = new Contrast(statement.substring(s.start(), unit.end()),
                            evidence.substring(x.start(), instead.end()));
                }
            }
            if (other != null) {
                return other;
            }
        }
        return null;
    }

    /** The unit written right after the figure at {@code i} ("2.7 km", "2-day", "3776メートル"), or null. */
    private static Token unitAfter(String text, List<Token> tokens, int i) {
        Token figure = tokens.get(i);
        Token next = i + 1 < tokens.size() ? tokens.get(i + 1) : null;
        return figure.kind() == Token.Kind.NUMBER && next != null && next.kind() == Token.Kind.WORD
                && Contrast.measure(next.key()) && UNIT_GAP.matcher(text.substring(figure.end(), next.start())).matches()
                ? next : null;
    }

    private static final Pattern UNIT_GAP = Pattern.compile("\\s*-?\\s*");

    /** Whether the unit is joined to its figure by a hyphen and a word follows: a word of a name ("a six-week course"). */
    private static boolean joined(String text, Token figure, Token unit) {
        int after = unit.end(); // a space and a letter, read in place: the rest of the text is not copied
        return text.substring(figure.end(), unit.start()).equals("-") && after + 1 < text.length()
                && text.charAt(after) == ' ' && Character.isLetter(text.codePointAt(after + 1));
    }

    /** A currency written on a figure, and where the two are written together. */
    private record Mark(String value, int from, int to) {

        /** Of one kind that can be the same: "¥" is the yen's or the yuan's. */
        boolean same(Mark o) {
            return value.contains(o.value) || o.value.contains(value);
        }
    }

    /** The currency written on a figure, or null. */
    private static Mark mark(String text, Token t) {
        int from = Math.max(0, t.start() - 6);
        Matcher before = MARK_BEFORE.matcher(text.substring(from, t.start()).toLowerCase(Locale.ROOT));
        if (before.find()) {
            return new Mark(BEFORE.get(before.group(1)), from + before.start(1), t.end());
        }
        String rest = text.substring(t.end(), Math.min(text.length(), t.end() + 40)).toLowerCase(Locale.ROOT);
        Matcher after = WORD_AFTER.matcher(rest);
        if (!after.find()) {
            return null;
        }
        String word = after.group(1).replaceAll("\\.+$", ""); // a sentence's full stop after "euros" is not the mark's
        String value = AFTER.get(word);
        return value == null ? null : new Mark(value, t.start(), t.end() + after.start(1) + word.length());
    }
}
