package dev.contextrecall.lexical;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import dev.contextrecall.lexical.detect.LatinLanguages;
import dev.contextrecall.lexical.numbers.NumberWords;
import dev.contextrecall.lexical.numbers.Numbers;

/** The distinct content terms of one statement with their weights. */
final class Terms {
    final List<String> keys = new ArrayList<>();
    final List<String> surface = new ArrayList<>();
    final List<Double> weights = new ArrayList<>();
    final List<Boolean> isNumber = new ArrayList<>();
    /** For a count written as a word, the key of the word it counts ("días" of "cuatro días"); else null. */
    private final List<String> counts = new ArrayList<>();
    /** Whether a number counts the word after it ("3 floors"): a rank ("the third floor") does not give it. */
    private final List<Boolean> counting = new ArrayList<>();
    /** Whether a number is written as a word ("four", "cuatro"). */
    private final List<Boolean> spelled = new ArrayList<>();
    /** Whether a figure, written whole, may be given by a chunk's figure cut to it ({@link Numbers#matches}). */
    final List<Boolean> cut = new ArrayList<>();
    /**
     * Whether the term is a run of Thai between spaces long enough to be found inside a longer run: Thai puts spaces
     * between clauses, not words, so a statement's clause is often part of a chunk's.
     */
    final List<Boolean> isRun = new ArrayList<>();
    /** For a name of a language that writes its case as an ending, its key without it ({@link NameCases}); else null. */
    private final List<String> names = new ArrayList<>();
    /** Whether any term is such a run: evidence tokens are then searched for them. */
    boolean runs;
    final Map<String, Double> weightOf = new HashMap<>();
    int numbers;
    double total;
    boolean negated;
    String statement;
    List<Token> tokens;
    /** The statement's content tokens in order, repeats included. */
    final List<Token> words = new ArrayList<>();
    /** The case's language, as the tokens were read. */
    String language;
    /** The statement's hyphenated pairs of words ("Ibero-American"): their term indexes and their closed key. */
    final List<Hyphenated> hyphenated = new ArrayList<>();
    private Swapped.Sides swapSides;
    private Set<Token> alsoWords;
    private Set<Token> pronounWords;

    record Hyphenated(int first, int second, String closed) {
    }

    static Terms of(String statement, SupportFinder finder) {
        Terms t = new Terms();
        Map<String, Token> first = new LinkedHashMap<>();
        List<Token> tokens = Tokenizer.tokens(statement, finder.language());
        t.statement = statement;
        t.language = finder.language();
        t.tokens = tokens;
        t.negated = Negation.in(tokens);
        for (Token token : tokens) {
            if (token.content()) {
                t.words.add(token);
                first.putIfAbsent(token.key(), token);
            }
        }
        for (Token token : first.values()) {
            // "once a year" is a figure another one contradicts, but "annually" says it too: nothing evidence needs
            boolean once = token.kind() == Token.Kind.NUMBER && NumberWords.once(statement, token.start());
            boolean number = token.kind() == Token.Kind.NUMBER && !once;
            double idf = Math.log((finder.nodeCount() + 1.0) / (finder.documentFrequency(token.key()) + 0.5));
            double weight = number ? 2 * idf : once ? 0 : idf;
            t.keys.add(token.key());
            t.surface.add(Quantities.written(statement, tokens, token));
            t.weights.add(weight);
            t.weightOf.put(token.key(), weight);
            t.isNumber.add(number);
            boolean spelled = number && Counted.spelled(statement, token, t.language);
            t.spelled.add(spelled);
            t.counts.add(spelled ? Counted.word(tokens, token) : null);
            t.counting.add(number && Counted.counting(statement, tokens, token));
            String written = statement.substring(token.start(), token.end());
            t.cut.add(!number || !Numbers.plain(written, t.language).contains("."));
            t.isRun.add(!number && run(token.key()));
            t.names.add(NameCases.keyOf(token, t.language));
            t.numbers += number ? 1 : 0;
            t.total += weight;
        }
        t.runs = t.isRun.contains(true);
        for (int i = 0; i + 1 < tokens.size(); i++) {
            if (Compounds.hyphenated(statement, tokens.get(i), tokens.get(i + 1)) && tokens.get(i).content()
                    && tokens.get(i + 1).content()) {
                t.hyphenated.add(new Hyphenated(t.keys.indexOf(tokens.get(i).key()),
                        t.keys.indexOf(tokens.get(i + 1).key()), tokens.get(i).key() + tokens.get(i + 1).key()));
            }
        }
        return t;
    }

    /** Four letters (marks folded away) at the least: fewer are common inside other Thai words. */
    private static final int SHORTEST_RUN = 4;

    private static boolean run(String key) {
        return key.codePointCount(0, key.length()) >= SHORTEST_RUN
                && Character.UnicodeScript.of(key.codePointAt(0)) == Character.UnicodeScript.THAI;
    }

    /** Whether term i is a function word of a language the detector knows, or an article or pronoun ("en", "la"). */
    boolean functionWord(int i) {
        String word = surface.get(i).toLowerCase(Locale.ROOT); // English drops its own: another's is a word there
        return !"en".equals(language) && LatinLanguages.functionWord(word) || Pronouns.contains(word, language);
    }

    double coverage(BitSet found) {
        double hit = 0;
        for (int i = found.nextSetBit(0); i >= 0; i = found.nextSetBit(i + 1)) {
            hit += weights.get(i);
        }
        return total == 0 ? 0 : hit / total;
    }

    /**
     * How much of a statement's numbers a piece of evidence holds: a count written as a word found counts half, as
     * small counts are said in many texts ("cuatro días" is weaker evidence than "2008").
     */
    double numberEvidence(BitSet found) {
        double n = 0;
        for (int i = found.nextSetBit(0); i >= 0; i = found.nextSetBit(i + 1)) {
            n += !isNumber.get(i) ? 0 : spelled.get(i) ? 0.5 : 1;
        }
        return n;
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
            String term = t.content() ? termOf(t) : null;
            if (term != null && seen.add(term)) {
                weight += weightOf.get(term);
            }
        }
        return weight;
    }

    /**
     * The terms a window holds: the same key, or for a number, a figure of the window that gives it; the two words
     * of a hyphenated pair ("Ibero-American") where the window writes them closed up ("Iberoamerican").
     */
    BitSet foundIn(SupportFinder.Window w) {
        BitSet found = new BitSet(keys.size());
        for (int i = 0; i < keys.size(); i++) {
            if (counts.get(i) != null && !Counted.in(counts.get(i), w.keys())) {
                continue; // "cuatro días": a 4 of the evidence that counts something else is not this count
            }
            if (w.keys().contains(keys.get(i))
                    || isNumber.get(i) && Numbers.givenBy(keys.get(i), w.numbers(), cut.get(i))
                    && YearRanges.givenBeside(this, keys.get(i), w)
                    || isRun.get(i) && inside(keys.get(i), w.keys())
                    || names.get(i) != null && w.keys().contains(names.get(i))) {
                found.set(i, !counting.get(i) || !Counted.rankOnly(keys.get(i), w)); // "3 floors", not "third floor"
            }
        }
        for (Hyphenated pair : hyphenated) {
            if (w.keys().contains(pair.closed())) {
                found.set(pair.first());
                found.set(pair.second());
            }
        }
        PrefixNegation.found(this, w, found);
        Weekdays.found(this, w, found); // "Thursday" said by "from Tuesday to Sunday"
        return found;
    }

    private static boolean inside(String run, Set<String> evidence) {
        return evidence.stream().anyMatch(key -> key.contains(run));
    }

    /** The statement's "also" words, or its pronouns and articles ({@link MinimalPair}), read on first use. */
    Set<Token> asides(boolean also) {
        if (also && alsoWords == null) {
            alsoWords = MinimalPair.asides(statement, words, language, true);
        } else if (!also && pronounWords == null) {
            pronounWords = MinimalPair.asides(statement, words, language, false);
        }
        return also ? alsoWords : pronounWords;
    }

    /** The statement's words that can be sides of a swap ({@link Swapped}), read on first use. */
    Swapped.Sides swapSides() {
        if (swapSides == null) {
            swapSides = Swapped.Sides.of(statement, tokens);
        }
        return swapSides;
    }

    /** Whether a token of some evidence matches one of the statement's terms. */
    boolean holds(Token t) {
        return termOf(t) != null;
    }

    /** The statement's terms that some evidence tokens match: what one sentence of the evidence says of it. */
    Set<String> termsIn(List<Token> tokens) {
        Set<String> found = new HashSet<>();
        for (Token t : tokens) {
            String term = t.content() ? termOf(t) : null;
            if (term != null) {
                found.add(term);
            }
        }
        return found;
    }

    /**
     * The statement's term a token of some evidence matches, or null: the same key, the same name in another case, the
     * closed form of a hyphenated pair, or for a figure, a statement number it gives or that gives it ("21196.18"
     * gives "about 21,196").
     */
    String termOf(Token t) {
        if (weightOf.containsKey(t.key())) {
            return t.key();
        }
        String name = nameTerm(t);
        if (name != null) {
            return name; // "Москвы" for the statement's "Москве"
        }
        for (Hyphenated pair : hyphenated) {
            if (t.key().equals(pair.closed())) {
                return keys.get(pair.first()); // "Iberoamerican" for the statement's "Ibero-American"
            }
        }
        for (int i = 0; runs && i < keys.size(); i++) {
            if (isRun.get(i) && t.key().contains(keys.get(i))) {
                return keys.get(i); // a Thai clause of the statement inside a longer run of the evidence
            }
        }
        for (int i = 0; t.kind() == Token.Kind.NUMBER && i < keys.size(); i++) {
            if (isNumber.get(i) && (Numbers.matches(keys.get(i), t.key(), cut.get(i))
                    || Numbers.matches(t.key(), keys.get(i)))) {
                return keys.get(i);
            }
        }
        return null;
    }

    /** The statement's name that a name of some evidence is in another case ({@link NameCases}), or null. */
    String nameTerm(Token t) {
        int name = t.capitalised() && NameCases.inflects(language) ? names.indexOf(NameCases.keyOf(t, language)) : -1;
        return name >= 0 ? keys.get(name) : null;
    }

    /** The statement's terms these tokens of {@code text} hold, a hyphenated pair closed or open on either side. */
    Set<String> heldBy(String text, List<Token> evidence) {
        Set<String> held = new HashSet<>();
        for (String closed : Compounds.closed(text, evidence)) {
            if (weightOf.containsKey(closed)) {
                held.add(closed);
            }
        }
        for (Token t : evidence) {
            String term = t.content() ? termOf(t) : null;
            if (term != null) {
                held.add(term);
            }
            for (Hyphenated pair : hyphenated) {
                if (t.key().equals(pair.closed())) {
                    held.add(keys.get(pair.second()));
                }
            }
        }
        return held;
    }

    /** The first name or number of the statement that the candidate's evidence replaces by another. */
    Contrast contrast(SupportFinder.Candidate c) {
        List<SupportFinder.Window> windows = c.second() == null ? List.of(NameCases.named(c.first(), this))
                : List.of(NameCases.named(c.first(), this), NameCases.named(c.second(), this));
        Predicate<Token> found = t -> t.content() && c.found().get(keys.indexOf(t.key()));
        Fronted fronted = Fronted.of(statement, tokens, windows); // "in 2021 it was $7 million" says its own figure
        for (SupportFinder.Window w : windows) {
            Contrast replaced = Contrast.between(statement, tokens, found, w, this);
            if (replaced != null && !Unspaced.partOf(replaced.said(), replaced.instead(), language)
                    && !PrefixNegation.heldDenied(replaced, this, c.found()) && !fronted.owns(statement, replaced)) {
                return replaced;
            }
        }
        Contrast misplaced = Misplaced.in(statement, tokens, found, windows, this::holds, language);
        misplaced = misplaced != null ? misplaced : Contracted.in(statement, tokens, found, windows, this::holds);
        misplaced = misplaced != null ? misplaced : CountNouns.in(statement, tokens, windows, this::holds);
        misplaced = misplaced != null ? misplaced : Listed.in(statement, tokens, found, windows, this);
        misplaced = misplaced != null ? misplaced : CrossPaired.in(statement, tokens, windows, language);
        misplaced = misplaced != null ? misplaced : Comparatives.in(statement, tokens, windows);
        misplaced = misplaced != null ? misplaced : WholeNames.in(statement, tokens, found, windows);
        misplaced = misplaced != null ? misplaced : Clauses.in(statement, tokens, windows, language);
        misplaced = misplaced != null ? misplaced : Mixed.in(statement, tokens, windows, language);
        misplaced = misplaced != null ? misplaced : Parallel.in(statement, tokens, windows, language);
        misplaced = misplaced != null ? misplaced : ElidedVerb.in(statement, tokens, windows, language);
        misplaced = misplaced != null ? misplaced : Reversed.in(statement, tokens, windows);
        misplaced = misplaced != null ? misplaced : OtherVerb.figures(statement, tokens, windows, this::holds);
        misplaced = misplaced != null ? misplaced : RangeStart.in(statement, tokens, windows);
        misplaced = misplaced != null ? misplaced : BoundAfter.in(statement, tokens, windows, this::holds);
        misplaced = misplaced != null ? misplaced : Superlatives.in(statement, tokens, found, windows, this::holds, language);
        misplaced = misplaced != null ? misplaced : OtherSubject.in(statement, tokens, found, windows, this::holds, language);
        misplaced = misplaced != null ? misplaced : There.in(statement, tokens, windows, this::holds);
        misplaced = misplaced != null ? misplaced : Subset.in(statement, tokens, windows);
        misplaced = misplaced != null ? misplaced : Unlike.in(statement, tokens, windows);
        misplaced = misplaced != null ? misplaced : Otherwise.in(statement, tokens, windows);
        misplaced = misplaced != null ? misplaced : VerbLast.in(statement, tokens, windows, language);
        misplaced = misplaced != null ? misplaced : SubjectApart.in(statement, tokens, windows, language);
        misplaced = misplaced != null ? misplaced : WordForWord.elsewhere(statement, tokens, windows, this);
        return misplaced == null ? fronted.other() : fronted.owns(statement, misplaced) ? null : misplaced;
    }

    /** The heaviest terms not found, as the statement writes them. */
    List<String> missing(BitSet found) {
        List<Integer> absent = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            if (!found.get(i)) {
                absent.add(i);
            }
        }
        // "not found: comenzó", not "de, comenzó"; a name's word stays ("im Mai": "Mai", not Romanian "mai")
        java.util.function.IntPredicate small = i -> functionWord(i) && (statement.startsWith(surface.get(i))
                || !Character.isUpperCase(surface.get(i).codePointAt(0)));
        boolean content = absent.stream().anyMatch(i -> !small.test(i));
        absent.removeIf(i -> content && small.test(i));
        absent.sort(Comparator.comparingDouble((Integer i) -> weights.get(i)).reversed().thenComparingInt(i -> i));
        // a unit named with its figure ("330 metres") is not named again alone; a figure always is ("9" and "1989")
        return absent.stream().filter(i -> isNumber.get(i) || absent.stream().noneMatch(o -> isNumber.get(o)
                && surface.get(o).length() > surface.get(i).length() && surface.get(o).endsWith(surface.get(i))))
                .limit(SupportFinder.MISSING_SHOWN).map(surface::get).toList();
    }
}
