package dev.contextrecall.lexical;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import dev.contextrecall.lexical.numbers.Numbers;

/** The distinct content terms of one statement with their weights. */
final class Terms {
    final List<String> keys = new ArrayList<>();
    final List<String> surface = new ArrayList<>();
    final List<Double> weights = new ArrayList<>();
    final List<Boolean> isNumber = new ArrayList<>();
    final Map<String, Double> weightOf = new HashMap<>();
    int numbers;
    double total;
    boolean negated;
    String statement;
    List<Token> tokens;

    static Terms of(String statement, SupportFinder finder) {
        Terms t = new Terms();
        Map<String, Token> first = new LinkedHashMap<>();
        List<Token> tokens = Tokenizer.tokens(statement, finder.language());
        t.statement = statement;
        t.tokens = tokens;
        t.negated = Negation.in(tokens);
        for (Token token : tokens) {
            if (token.content()) {
                first.putIfAbsent(token.key(), token);
            }
        }
        for (Token token : first.values()) {
            boolean number = token.kind() == Token.Kind.NUMBER;
            double idf = Math.log((finder.nodeCount() + 1.0) / (finder.documentFrequency(token.key()) + 0.5));
            double weight = number ? 2 * idf : idf;
            t.keys.add(token.key());
            t.surface.add(statement.substring(token.start(), token.end()));
            t.weights.add(weight);
            t.weightOf.put(token.key(), weight);
            t.isNumber.add(number);
            t.numbers += number ? 1 : 0;
            t.total += weight;
        }
        return t;
    }

    double coverage(BitSet found) {
        double hit = 0;
        for (int i = found.nextSetBit(0); i >= 0; i = found.nextSetBit(i + 1)) {
            hit += weights.get(i);
        }
        return total == 0 ? 0 : hit / total;
    }

    int numbersIn(BitSet found) {
        int n = 0;
        for (int i = found.nextSetBit(0); i >= 0; i = found.nextSetBit(i + 1)) {
            n += isNumber.get(i) ? 1 : 0;
        }
        return n;
    }

    /** The weight of the distinct statement terms among these tokens. */
    double weightIn(List<Token> tokens) {
        Set<String> seen = new HashSet<>();
        double weight = 0;
        for (Token t : tokens) {
            if (t.content() && weightOf.containsKey(t.key()) && seen.add(t.key())) {
                weight += weightOf.get(t.key());
            }
        }
        return weight;
    }

    /** The terms a window holds: the same key, or for a number, a figure of the window that gives it. */
    BitSet foundIn(SupportFinder.Window w) {
        BitSet found = new BitSet(keys.size());
        for (int i = 0; i < keys.size(); i++) {
            if (w.keys().contains(keys.get(i)) || isNumber.get(i) && givenBy(keys.get(i), w.numbers())) {
                found.set(i);
            }
        }
        return found;
    }

    private static boolean givenBy(String number, List<String> figures) {
        for (String figure : figures) {
            if (Numbers.matches(number, figure)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a token of some evidence matches one of the statement's terms. */
    boolean holds(Token t) {
        if (weightOf.containsKey(t.key())) {
            return true;
        }
        for (int i = 0; t.kind() == Token.Kind.NUMBER && i < keys.size(); i++) {
            if (isNumber.get(i) && (Numbers.matches(keys.get(i), t.key()) || Numbers.matches(t.key(), keys.get(i)))) {
                return true;
            }
        }
        return false;
    }

    /** The first name or number of the statement that the candidate's evidence replaces by another. */
    Contrast contrast(SupportFinder.Candidate c) {
        for (SupportFinder.Window w : c.second() == null ? List.of(c.first()) : List.of(c.first(), c.second())) {
            Contrast found = Contrast.between(statement, tokens, t -> t.content() && c.found().get(keys.indexOf(t.key())),
                    w.text(), w.tokens(), this::holds);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /** The heaviest terms not found, as the statement writes them. */
    List<String> missing(BitSet found) {
        List<Integer> absent = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            if (!found.get(i)) {
                absent.add(i);
            }
        }
        absent.sort(Comparator.comparingDouble((Integer i) -> weights.get(i)).reversed().thenComparingInt(i -> i));
        return absent.stream().limit(SupportFinder.MISSING_SHOWN).map(surface::get).toList();
    }

    /**
     * A statement's distinguishing word that its evidence replaces by another: "won the Nobel Prize in Chemistry"
     * against "won the Nobel Prize in Physics", "completed in 1889" against "completed in 1887". The evidence then
     * covers only what the two facts share, and says a different one. Names (capitalised words inside the sentence) and
     * numbers are compared: a statement term not found, whose neighbouring term is found in the evidence next to a
     * name or number of the same kind that the statement does not have.
     *
     * @param said the statement's word, as it writes it
     * @param instead the evidence's word in its place, as the evidence writes it
     */
    record Contrast(String said, String instead) {

        /**
         * The first contrast between a statement and one evidence window, or null. {@code found} says whether a
         * statement token's term is in the evidence; {@code inStatement} whether an evidence token matches a statement
         * term.
         */
        static Contrast between(String statement, List<Token> statementTokens, Predicate<Token> found, String evidence,
                List<Token> evidenceTokens, Predicate<Token> inStatement) {
            List<Token> said = statementTokens.stream().filter(Token::content).toList();
            List<Token> there = evidenceTokens.stream().filter(Token::content).toList();
            int firstWord = statementTokens.isEmpty() ? -1 : statementTokens.get(0).start();
            for (int i = 0; i < said.size(); i++) {
                Token m = said.get(i);
                if (!distinguishing(m, firstWord) || found.test(m)) {
                    continue;
                }
                Token before = i > 0 ? said.get(i - 1) : null;
                Token after = i + 1 < said.size() ? said.get(i + 1) : null;
                boolean beforeFound = before != null && found.test(before);
                boolean afterFound = after != null && found.test(after);
                if (!beforeFound && !afterFound
                        || listed(statement, said, i, beforeFound ? before : null, afterFound ? after : null)) {
                    continue;
                }
                for (int j = 0; j < there.size(); j++) {
                    Token x = there.get(j);
                    if (!sameKind(m, x) || inStatement.test(x)) {
                        continue;
                    }
                    // every neighbour the evidence holds stands next to x as it stands next to m, with the same words between
                    boolean left = !beforeFound || j > 0 && there.get(j - 1).key().equals(before.key())
                            && gap(statement, before, m).equals(gap(evidence, there.get(j - 1), x));
                    boolean right = !afterFound || j + 1 < there.size() && there.get(j + 1).key().equals(after.key())
                            && gap(statement, m, after).equals(gap(evidence, x, there.get(j + 1)));
                    if (left && right) {
                        return new Contrast(statement.substring(m.start(), m.end()), evidence.substring(x.start(), x.end()));
                    }
                }
            }
            return null;
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

        /** What stands between two tokens, lower case, spaces collapsed: "in" of "Prize in Physics". */
        private static String gap(String text, Token a, Token b) {
            if (b.start() < a.end()) {
                return "";
            }
            String between = text.substring(a.end(), b.start());
            if (a.kind() == Token.Kind.NUMBER) {
                between = between.replaceFirst("^\\p{L}+", ""); // an ordinal ending is the number's: "7th, 2019"
            }
            return between.strip().replaceAll("\\s+", " ").toLowerCase(java.util.Locale.ROOT);
        }

        /** A number, or a capitalised word that does not open the sentence (a name). */
        private static boolean distinguishing(Token t, int firstWord) {
            return t.kind() == Token.Kind.NUMBER || (t.capitalised() && t.start() != firstWord);
        }

        /** Two names, or two figures written alike (a year is no contrast to a time of day). */
        private static boolean sameKind(Token said, Token x) {
            return said.kind() == Token.Kind.NUMBER
                    ? x.kind() == Token.Kind.NUMBER && plain(said.key()) == plain(x.key())
                    : x.kind() == Token.Kind.WORD && x.capitalised();
        }

        private static boolean plain(String key) {
            return key.matches("[0-9.~]+");
        }
    }
}
