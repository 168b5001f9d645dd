package dev.contextrecall.lexical;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Decides in code whether a statement is supported by the retrieved nodes, and where.
 * <p>
 * A statement's terms are its content words and numbers (stemmed, see {@link Tokenizer}). Each term is weighted by
 * how rare it is among this case's nodes, BM25-style: ln((N + 1) / (df + 0.5)) for N nodes of which df hold it, so
 * a word every node shares counts little and a name no node mentions counts most; numbers count double. Evidence
 * is a window of two consecutive sentences of one node, or two such windows from two nodes (a fact can be spread
 * over two chunks). The best evidence is the one holding the largest weighted share of the statement's terms
 * (its coverage) among those that hold at least half of its numbers and, if it is negated, a negation too (see
 * {@link Choice}). The statement is supported when that coverage reaches {@link #SUPPORTED_FROM}.
 */
public final class SupportFinder {

    /**
     * Chosen on the labelled dev set as the threshold whose worse source (HotpotQA or WiCE) has the lowest MAE;
     * docs/offline-judge.md shows how the MAE moves around it on the tuning split.
     */
    public static final double SUPPORTED_FROM = 0.25;

    /** Sentences per evidence window: a fact and the sentence that names its subject. */
    static final int WINDOW_SENTENCES = 2;

    static final int MISSING_SHOWN = 5;

    /** Windows paired per statement at most; beyond this the pair search would grow with the square of the nodes. */
    static final int PAIR_SHORTLIST = 256;

    private final List<Window> windows = new ArrayList<>();
    private final Map<String, Integer> documentFrequency = new HashMap<>();
    private final int nodeCount;
    private final String language;

    /** One evidence window: a span of a node, its tokens (the second sentence's from secondSentence on), its keys. */
    record Window(int node, String text, List<Token> tokens, int secondSentence, Set<String> keys,
            List<String> numbers, boolean negated) {

        /** The window's two sentences' tokens (the second empty where it holds one). */
        List<List<Token>> sentences() {
            return List.of(tokens.subList(0, secondSentence), tokens.subList(secondSentence, tokens.size()));
        }
    }

    /** What one piece of evidence (one window, or two from different nodes) holds of a statement. */
    record Candidate(Window first, Window second, BitSet found, double coverage, int numbersFound) {
        boolean holdsHalfTheNumbers(Terms terms) {
            return terms.numberEvidence(found) * 2 >= terms.numbers;
        }

        /**
         * Whether it holds nothing of a statement with words but its numbers and function words ("in 2015" of "He
         * resigned in 2015", "en 2015" of "Dimitió en 2015").
         */
        boolean numbersOnly(Terms terms) {
            return numbersFound > 0 && terms.numbers < terms.keys.size() && found.stream()
                    .allMatch(i -> terms.isNumber.get(i) || terms.functionWord(i));
        }

        int size() {
            return second == null ? 1 : 2;
        }
    }

    public SupportFinder(List<String> nodes) {
        this(nodes, null);
    }

    /**
     * Nodes and statements read as {@code language} (the case's, guessed from its reference): Vietnamese pairs its
     * syllables ({@link Tokenizer#tokens(String, String)}); null or any other language reads words as in English.
     */
    public SupportFinder(List<String> nodes, String language) {
        this.nodeCount = nodes.size();
        this.language = language;
        for (int n = 0; n < nodes.size(); n++) {
            String text = nodes.get(n);
            List<Token> tokens = Tokenizer.tokens(text, language);
            Set<String> nodeKeys = new HashSet<>();
            tokens.stream().filter(Token::content).forEach(t -> nodeKeys.add(t.key()));
            nodeKeys.forEach(k -> documentFrequency.merge(k, 1, Integer::sum));
            addWindows(n, text, tokens);
        }
    }

    /** A window starts at every sentence of the node and takes the next one with it. */
    private void addWindows(int node, String text, List<Token> tokens) {
        List<int[]> sentences = SentenceSpans.joined(SentenceSpans.of(text), tokens);
        int first = 0; // the first token of the current sentence; tokens and sentences are both in text order
        for (int s = 0; s < sentences.size(); s++) {
            int start = sentences.get(s)[0];
            int firstEnd = sentences.get(s)[1];
            int end = sentences.get(Math.min(sentences.size(), s + WINDOW_SENTENCES) - 1)[1];
            while (first < tokens.size() && tokens.get(first).start() < start) {
                first++;
            }
            int second = first;
            while (second < tokens.size() && tokens.get(second).end() <= firstEnd) {
                second++;
            }
            int last = second;
            while (last < tokens.size() && tokens.get(last).end() <= end) {
                last++;
            }
            List<Token> inside = tokens.subList(first, last);
            Set<String> keys = new HashSet<>(Compounds.closed(text, inside));
            inside.stream().filter(Token::content).forEach(t -> keys.add(t.key()));
            NameCases.addStems(inside, language, keys);
            if ("vi".equals(language)) {
                Syllables.addEdges(inside, keys);
            }
            List<String> numbers = inside.stream().filter(t -> t.kind() == Token.Kind.NUMBER).map(Token::key).distinct()
                    .toList();
            if (!keys.isEmpty()) {
                windows.add(new Window(node, text, inside, second - first, keys, numbers, Negation.inEvidence(inside)));
            }
        }
    }

    public Support find(String statement) {
        Terms terms = Terms.of(statement, this);
        if (terms.keys.isEmpty()) {
            return new Support(false, 0.0, List.of(), null, List.of(), 0, 0, false, null, null);
        }
        Choice choice = new Choice(terms);
        List<BitSet> foundIn = new ArrayList<>(windows.size());
        for (Window w : windows) {
            BitSet found = terms.foundIn(w);
            foundIn.add(found);
            choice.offer(candidate(terms, w, null, found));
        }
        List<Integer> shortlist = pairShortlist(terms, foundIn);
        for (int a = 0; a < shortlist.size(); a++) {
            int i = shortlist.get(a);
            for (int b = a + 1; b < shortlist.size(); b++) {
                int j = shortlist.get(b);
                if (windows.get(i).node() != windows.get(j).node()
                        && !subset(foundIn.get(i), foundIn.get(j)) && !subset(foundIn.get(j), foundIn.get(i))) {
                    BitSet found = (BitSet) foundIn.get(i).clone();
                    found.or(foundIn.get(j));
                    choice.offer(candidate(terms, windows.get(i), windows.get(j), found));
                }
            }
        }
        boolean negationMissing = choice.negationMissing();
        // evidence that names another fact is a truer reason than a best match too thin to support anyway
        boolean thinBest = choice.best != null && (choice.best.numbersOnly(terms)
                || terms.keys.size() >= 3 && choice.best.found().cardinality() < 2);
        boolean contrasted = !negationMissing && (choice.contrasted() || choice.bestContrasting != null && thinBest);
        boolean undated = !negationMissing && !contrasted && choice.undated();
        Candidate chosen = negationMissing ? choice.bestWithoutNegation
                : contrasted ? choice.bestContrasting
                : undated ? choice.bestUndated
                : choice.bestEligible() != null ? choice.bestEligible()
                : choice.bestIneligible != null ? choice.bestIneligible : choice.bestWithoutNegation;
        if (chosen == null) {
            return new Support(false, 0.0, List.of(), null, terms.missing(new BitSet()), terms.numbers, 0, false, null,
                    null);
        }
        // a year alone does not say what happened in it: "He resigned in 2015" against "He was re-elected in 2015"
        boolean reaches = !negationMissing && !contrasted && choice.best != null
                && choice.best.coverage() >= SUPPORTED_FROM;
        // nor does one word say a fact of three or more: "Sudan" of "The Nile flows through Egypt and Sudan"
        Support.Thin thin = undated ? Support.Thin.UNDATED : !reaches ? null
                : choice.best.numbersOnly(terms) ? Support.Thin.NUMBERS_ONLY
                : terms.keys.size() >= 3 && choice.best.found().cardinality() < 2 ? Support.Thin.ONE_WORD : null;
        boolean supported = reaches && thin == null;
        List<Integer> nodes = new ArrayList<>();
        Window primary = primary(chosen, terms);
        nodes.add(primary.node());
        if (chosen.second() != null) {
            nodes.add(primary == chosen.first() ? chosen.second().node() : chosen.first().node());
        }
        return new Support(supported, chosen.coverage(), List.copyOf(nodes), supported ? quote(primary, terms) : null,
                terms.missing(chosen.found()), terms.numbers, chosen.numbersFound(), negationMissing,
                contrasted ? Support.Replaced.whole(choice.contrast.said(), statement, choice.contrast.instead(),
                        chosen.second() == null ? chosen.first().text() : chosen.first().text() + "\n"
                                + chosen.second().text()) : null,
                thin);
    }

    /**
     * The windows worth pairing, in window order: those holding some term of the statement, at most
     * {@link #PAIR_SHORTLIST} of them, the best covering first. A pair in which one window adds nothing to the other
     * is never chosen (the single window ties it and is smaller), so windows holding no term are left out at no
     * cost; the cap keeps the pair search near-linear in the node count for any request.
     */
    private static List<Integer> pairShortlist(Terms terms, List<BitSet> foundIn) {
        List<Integer> holding = new ArrayList<>();
        for (int i = 0; i < foundIn.size(); i++) {
            if (!foundIn.get(i).isEmpty()) {
                holding.add(i);
            }
        }
        if (holding.size() > PAIR_SHORTLIST) {
            holding.sort(Comparator.comparingDouble((Integer i) -> terms.coverage(foundIn.get(i))).reversed()
                    .thenComparingInt(i -> i));
            holding = new ArrayList<>(holding.subList(0, PAIR_SHORTLIST));
            holding.sort(Comparator.naturalOrder());
        }
        return holding;
    }

    private static boolean subset(BitSet a, BitSet b) {
        for (int i = a.nextSetBit(0); i >= 0; i = a.nextSetBit(i + 1)) {
            if (!b.get(i)) {
                return false;
            }
        }
        return true;
    }

    private static Candidate candidate(Terms terms, Window a, Window b, BitSet found) {
        return new Candidate(a, b, found, terms.coverage(found), terms.numbersIn(found));
    }

    /**
     * Of the window's two sentences, the one holding more of the statement's weight; of a sentence that holds several
     * whose ends no capital follows ("।", "。"), the one of those holding most, so that a quote stops at its end.
     */
    private static List<Token> quotedSentence(Window w, Terms terms) {
        List<Token> first = w.tokens().subList(0, w.secondSentence());
        List<Token> second = w.tokens().subList(w.secondSentence(), w.tokens().size());
        List<Token> best = terms.weightIn(second) > terms.weightIn(first) ? second : first;
        List<Token> chosen = best;
        int from = 0;
        for (int i = 1; i <= best.size(); i++) {
            if (i == best.size() || SentenceSpans.caselessEnd(w.text(), best.get(i - 1), best.get(i))) {
                List<Token> part = best.subList(from, i);
                chosen = from == 0 || terms.weightIn(part) > terms.weightIn(chosen) ? part : chosen;
                from = i;
            }
        }
        return chosen;
    }


    /** Of two windows, the one holding more of the statement: it is cited first and quoted. */
    private static Window primary(Candidate c, Terms terms) {
        if (c.second() == null) {
            return c.first();
        }
        double first = terms.coverage(terms.foundIn(c.first()));
        double second = terms.coverage(terms.foundIn(c.second()));
        return second > first ? c.second() : c.first();
    }

    /**
     * A verbatim quote: of the window's sentences, the one holding more of the statement's weight, from its first to
     * its last token that matches a statement term.
     */
    private static String quote(Window w, Terms terms) {
        List<Token> sentence = quotedSentence(w, terms);
        int from = -1;
        int to = -1;
        for (Token t : sentence) {
            if (t.content() && terms.holds(t)) {
                from = from < 0 ? t.start() : from;
                to = t.end();
            }
        }
        return from < 0 ? null : w.text().substring(wordStart(w.text(), from), wordEnd(w.text(), to));
    }

    /**
     * A quote ends where a word does, as the evidence check reads words: "2015" of "2015Participants" takes the rest
     * of its word, and a Thai character takes the marks after it (ำ is a mark once normalised).
     */
    private static int wordEnd(String text, int to) {
        while (to < text.length()) {
            int cp = text.codePointAt(to);
            int type = Character.getType(cp);
            boolean mark = type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK
                    || type == Character.ENCLOSING_MARK || cp == 0x0E33 || cp == 0x0EB3;
            boolean sameWord = Character.isLetterOrDigit(cp) && !Unspaced.isUnspaced(cp)
                    && !Unspaced.isUnspaced(text.codePointBefore(to));
            if (!mark && !sameWord) {
                return to;
            }
            to += Character.charCount(cp);
        }
        return to;
    }

    private static int wordStart(String text, int from) {
        while (from > 0) {
            int cp = text.codePointBefore(from);
            if (!Character.isLetterOrDigit(cp) || Unspaced.isUnspaced(cp) || Unspaced.isUnspaced(text.codePointAt(from))) {
                return from;
            }
            from -= Character.charCount(cp);
        }
        return from;
    }

    String language() {
        return language;
    }

    int documentFrequency(String key) {
        return documentFrequency.getOrDefault(key, 0);
    }

    int nodeCount() {
        return nodeCount;
    }
}
